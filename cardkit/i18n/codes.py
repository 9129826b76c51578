"""The translation checks' codes (T0xx): one table, as for the loader's and the rulebook's codes."""

from __future__ import annotations

from cardkit.diagnostics import Diagnostic, Severity
from cardkit.loading import Code

UNTRANSLATED = "T001"
STALE = "T002"
NUMBERS_CHANGED = "T003"
DANGLING = "T004"
SAME_NAME = "T005"
MARKUP_LOST = "T006"
BAD_PO = "T007"

TRANSLATION_CODES: dict[str, Code] = {
    entry.code: entry
    for entry in (
        Code(UNTRANSLATED, Severity.WARNING, "strings of the game a locale's PO files do not translate yet (counted per file)"),
        Code(STALE, Severity.WARNING, "a translation is fuzzy, or its source text changed since it was translated"),
        Code(NUMBERS_CHANGED, Severity.ERROR, "a translation's numbers or dice differ from its source text"),
        Code(DANGLING, Severity.WARNING, "a PO entry translates a name or text the game no longer has"),
        Code(SAME_NAME, Severity.ERROR, "two definitions of one kind are translated to the same name"),
        Code(MARKUP_LOST, Severity.ERROR, "a translation lost a placeholder, a {{ call }}, a marker or Markdown markup of its source"),
        Code(BAD_PO, Severity.ERROR, "a PO file cannot be read"),
    )
}


def finding(code: str, file: str, line: int, message: str, hint: str | None = None) -> Diagnostic:
    return Diagnostic(file, line, 1, code, TRANSLATION_CODES[code].severity, message, hint)
