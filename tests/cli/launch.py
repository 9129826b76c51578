"""The console script's `main` run in a fresh Python with the given arguments, reporting the
modules it imported: what start-up tests judge (a command imports only what it uses)."""

from __future__ import annotations

import subprocess
import sys

from tests.patience import HANG

REPORTING_MAIN = """
import sys
from cardkit.commands.app import main

from tests.patience import HANG
from cardkit.commands.app import main
sys.argv = ["cardkit", *sys.argv[1:]]
try:
    main()
except SystemExit:
    pass
print("loaded:", *sorted(sys.modules), file=sys.stderr)
"""


def modules_loaded(*args: str) -> tuple[str, set[str]]:
    """`cardkit ARGS` in a fresh process: what it printed, and every module it had imported."""
    done = subprocess.run([sys.executable, "-c", REPORTING_MAIN, *args], check=False, capture_output=True, text=True, timeout=HANG)
    [line] = [line for line in done.stderr.splitlines() if line.startswith("loaded:")]
    return done.stdout, set(line.split()[1:])
