#!/bin/sh
# Debian's Chromium for the preview's browser test (tests/workflow/test_preview.py): installed
# with apt-get when missing and we are root, never downloaded any other way.
# Exit 0 when /usr/bin/chromium is there afterwards; otherwise 1 with the reason on stderr, and
# the browser test is skipped (infrastructure, not a failure of cardkit).
set -u
CHROMIUM=/usr/bin/chromium
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" != 0 ]; then
    echo "$CHROMIUM is missing and installing it needs root (apt-get install chromium)" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# The package lists may be missing or stale on a fresh machine: update once if the install fails.
apt-get install -y -qq chromium >/dev/null 2>&1 || {
    apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq chromium >/dev/null 2>&1
}
if [ ! -x "$CHROMIUM" ]; then
    echo "apt-get could not install chromium" >&2
    exit 1
fi
