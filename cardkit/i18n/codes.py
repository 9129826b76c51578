"""The translation checks' one helper: a T-code finding at a PO file's line, with its code's
default severity. The codes themselves are `cardkit.codes.translation`'s."""

from __future__ import annotations

from cardkit.codes.translation import TRANSLATION_CODES
from cardkit.diagnostics import Diagnostic


def finding(code: str, file: str, line: int, message: str, hint: str | None = None) -> Diagnostic:
    return TRANSLATION_CODES[code].diagnostic(file, line, 1, message, hint)
