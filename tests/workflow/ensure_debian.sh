#!/bin/sh
# ensure_debian.sh PACKAGE FILE: a Debian package a test drives as a real client (Chromium for
# the preview's browser test, gettext's msgfmt and msgmerge for the PO files) or a library
# WeasyPrint loads (HarfBuzz-Subset), installed with apt-get when FILE (a program or a shared
# library) is missing and we are root, never downloaded any other way.
# Exit 0 when BINARY is there afterwards; otherwise 1 with the reason on stderr, and the tests
# that need it are skipped, saying so (infrastructure, not a failure of cardkit).
set -u
PACKAGE=$1
BINARY=$2
[ -e "$BINARY" ] && exit 0
if [ "$(id -u)" != 0 ]; then
    echo "$BINARY is missing and installing it needs root (apt-get install $PACKAGE)" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# The package lists may be missing or stale on a fresh machine: update once if the install fails.
apt-get install -y -qq "$PACKAGE" >/dev/null 2>&1 || {
    apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq "$PACKAGE" >/dev/null 2>&1
}
if [ ! -e "$BINARY" ]; then
    echo "apt-get could not install $PACKAGE" >&2
    exit 1
fi
