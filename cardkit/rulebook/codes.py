"""The rulebook's diagnostic codes (R6xx) and the one helper that turns a finding into a Diagnostic.

One table, as in `cardkit.loading.codes`: a code has one default severity everywhere, and a
listing of the rules can read it. Only R603 changes severity, on purpose: a scenario that
declares `expect_finding` keeps its mismatch visible as a warning instead of failing the build.
"""

from __future__ import annotations

from cardkit.diagnostics import Diagnostic, Severity
from cardkit.loading import Code

NOT_CHECKED = "R600"
QUOTE_MISMATCH = "R601"
UNKNOWN_NAME = "R602"
SCENARIO_MISMATCH = "R603"
BAD_SCENARIO = "R604"
BAD_PLACEHOLDER = "R605"
BAD_BOOK = "R606"
BROKEN_LINK = "R607"

RULEBOOK_CODES: dict[str, Code] = {
    entry.code: entry
    for entry in (
        Code(NOT_CHECKED, Severity.INFO, "the rulebook was not checked because definitions it quotes failed to load"),
        Code(QUOTE_MISMATCH, Severity.WARNING, "a stat quoted in the rulebook differs from the card"),
        Code(UNKNOWN_NAME, Severity.ERROR, "a stat quote or a placeholder names no known spell or unit"),
        Code(SCENARIO_MISMATCH, Severity.ERROR, "the rules engine's replay of a scenario differs from what the text claims"),
        Code(BAD_SCENARIO, Severity.ERROR, "a scenario block cannot be read or replayed"),
        Code(BAD_PLACEHOLDER, Severity.ERROR, "a placeholder is malformed or calls no known generator"),
        Code(BAD_BOOK, Severity.ERROR, "book.yaml or a chapter file it lists is missing or malformed"),
        Code(BROKEN_LINK, Severity.WARNING, "an internal link points at no heading of the book"),
    )
}


def finding(
    code: str,
    file: str,
    line: int,
    message: str,
    *,
    column: int = 1,
    hint: str | None = None,
    severity: Severity | None = None,
) -> Diagnostic:
    """A Diagnostic with the code's default severity unless the caller has a stated reason."""
    return Diagnostic(
        file=file,
        line=line,
        column=column,
        code=code,
        severity=severity or RULEBOOK_CODES[code].severity,
        message=message,
        hint=hint,
    )
