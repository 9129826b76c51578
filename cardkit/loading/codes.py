"""The one type every loading step reports with; the loading stage's Y codes are
`cardkit.codes.loading`'s, re-exported here with the table's `Code`.

A finding takes its severity from the table, so a code can never be an error in one place and a
warning in another.
"""

from __future__ import annotations

from cardkit.codes.entry import Code, code_table
from cardkit.codes.loading import LOADING_CODES
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.loading.document import Position

__all__ = ["LOADING_CODES", "Code", "LoadProblem", "code_table"]


class LoadProblem(Exception):
    """One problem found while loading a file, before the file's relative path is attached.

    Loading steps raise a LoadProblem when the file cannot be loaded any further, and collect
    the ones that leave usable data (a warning, a skipped duplicate key) in a list.
    """

    def __init__(self, code: str, position: Position, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.position = position
        self.message = message
        self.hint = hint

    def diagnostic(self, relpath: str) -> Diagnostic:
        return Diagnostic(
            file=relpath,
            line=self.position.line,
            column=self.position.column,
            code=self.code,
            severity=LOADING_CODES[self.code].severity,
            message=self.message,
            hint=self.hint,
        )
