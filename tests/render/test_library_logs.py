"""A library's notes on a font never reach the designer's terminal; its errors do
(cardkit.output.library_logs)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cardkit.output.resources import fonts_dir
from tests.patience import HANG

FONT_NOTES = """
import logging, sys
import cardkit.output.documents  # every output lays out its pages through it
from fontTools.ttLib import TTFont
TTFont(sys.argv[1])["head"]  # Lato's 'created' date: fontTools logs a warning
logging.getLogger("fontTools.subset").error("a real problem")
"""


@pytest.mark.slow
def test_a_fonts_odd_table_is_no_terminal_line_and_a_library_error_is() -> None:
    """fontTools, which WeasyPrint subsets with where HarfBuzz-Subset is missing, logged
    "'created' timestamp seems very low" 208 times in a first build; it has no handler, so
    Python's last resort printed each warning. A fresh process: pytest's own log capture would
    hide the last resort."""
    font = fonts_dir() / "Lato-Black.ttf"
    done = subprocess.run([sys.executable, "-c", FONT_NOTES, str(font)], capture_output=True, text=True, timeout=HANG, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stderr == "fontTools.subset: ERROR: a real problem\n"
