"""The loading stage's diagnostic codes, and the one type every loading step reports with.

The table is the single source of the codes: `cardkit rules`-style listings read it, and a
finding takes its severity from it so a code can never be an error in one place and a
warning in another.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardkit.diagnostics import Diagnostic, Severity
from cardkit.loading.document import Position


@dataclass(frozen=True)
class Code:
    """A stable diagnostic code with its default severity and a one-line description."""

    code: str
    severity: Severity
    description: str


def code_table(*codes: Code) -> dict[str, Code]:
    """Codes by name, for a stage's table."""
    return {entry.code: entry for entry in codes}


LOADING_CODES: dict[str, Code] = code_table(
    Code("Y001", Severity.ERROR, "YAML syntax error"),
    Code("Y002", Severity.ERROR, "a key is defined twice in the same mapping"),
    Code("Y003", Severity.ERROR, "the file is not UTF-8 text"),
    Code("Y004", Severity.ERROR, "a tab is used for indentation"),
    Code("Y005", Severity.ERROR, "the file is empty or holds only comments"),
    Code("Y006", Severity.ERROR, "the top level is not a mapping of keys"),
    Code("Y007", Severity.WARNING, "unquoted yes/no/on/off/y/n: a boolean to many YAML tools"),
    Code("Y008", Severity.ERROR, "aliases expand to too many values, or refer to themselves"),
    Code("Y009", Severity.ERROR, "the file, its nesting or one of its texts is too big"),
    Code("Y010", Severity.ERROR, "unsupported YAML feature (a tag such as !!python/..., or a << merge)"),
    Code("Y011", Severity.ERROR, "the file cannot be read"),
    Code("Y012", Severity.ERROR, "a mapping key is not text"),
)


class Finding(Exception):
    """One problem found while loading a file, before the file's relative path is attached.

    Loading steps raise a Finding when the file cannot be loaded any further, and collect
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
