#!/bin/sh
# Debian's Chromium for the preview's browser test (tests/workflow/test_preview.py); see
# ensure_debian.sh for how and when it is installed.
exec sh "$(dirname "$0")/ensure_debian.sh" chromium /usr/bin/chromium
