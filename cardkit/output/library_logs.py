"""What the libraries under the renderer log stays off the designer's terminal; their errors do not.

fontTools logs a warning for each odd but usable table it reads: Lato's `head` table gives
"'created' timestamp seems very low; regarding as unix timestamp" each time a font is read,
and where WeasyPrint subsets fonts with fontTools (no HarfBuzz-Subset on the machine) a first
`make build` printed it 208 times. fontTools installs no handler, so Python's last-resort
handler printed every warning on stderr. They are notes for the library's developers, not for
a designer: what a designer can act on is a cardkit finding. WeasyPrint's own logger already
has a null handler, and cardkit reports the resources it refuses itself (B402-B404).
"""

from __future__ import annotations

import logging
import sys

LIBRARY_LOGGERS = ("fontTools",)
"""Loggers with no handler of their own whose warnings would reach the terminal."""


class LibraryErrors(logging.Handler):
    """Prints a library's errors on stderr (the one current when it logs: a test's capture, a
    worker's own), and nothing below ERROR."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.setFormatter(logging.Formatter("%(name)s: %(levelname)s: %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        try:
            sys.stderr.write(self.format(record) + "\n")
        except Exception:
            self.handleError(record)


def route_library_logs() -> None:
    """Give each of `LIBRARY_LOGGERS` a `LibraryErrors` handler, once per process: Python's
    last resort then stays silent for it, and a log the application set up (the language
    server's file) still receives its records."""
    for name in LIBRARY_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(handler, LibraryErrors) for handler in logger.handlers):
            logger.addHandler(LibraryErrors())
