"""R: the checks' codes that code outside the check's own function reports.

Every R code is a registered check (`cardkit.checks.registry`), documented by its function's
docstring. Most are reported only by that function, which names its code in its `@rule`; these
are the ones others report too: R000, which the runner itself reports for a check that crashed,
and the rulebook's R6xx, which the book's reading reports as it parses (for `build` as for
`check`), so their name, severity and description are here where that reading can find them
without importing the checks.
"""

from __future__ import annotations

from cardkit.codes.entry import Code, code_table
from cardkit.foundation.diagnostics import Diagnostic, Severity

CHECK_CRASHED = "R000"

NOT_CHECKED = "R600"
QUOTE_MISMATCH = "R601"
UNKNOWN_NAME = "R602"
SCENARIO_MISMATCH = "R603"
BAD_SCENARIO = "R604"
BAD_PLACEHOLDER = "R605"
BAD_BOOK = "R606"
BROKEN_LINK = "R607"
SCENARIO_NOT_REPLAYED = "R608"
UNKNOWN_SYMBOL_IN_BOOK = "R609"
MISSING_GLYPH_IN_BOOK = "R610"
OLD_NAME_IN_BOOK = "R611"

RULEBOOK_CODES: dict[str, Code] = code_table(
    Code(NOT_CHECKED, "rulebook-not-checked", Severity.INFO, "the rulebook was not checked because definitions it quotes failed to load"),
    Code(QUOTE_MISMATCH, "quote-differs-from-card", Severity.WARNING, "a stat quoted in the rulebook differs from the card"),
    Code(UNKNOWN_NAME, "unknown-name-in-book", Severity.ERROR, "a placeholder (or a name a pack reads in the prose) names no card of the game"),
    Code(SCENARIO_MISMATCH, "scenario-mismatch", Severity.ERROR, "the rules engine's replay of a scenario differs from what the text claims"),
    Code(BAD_SCENARIO, "bad-scenario", Severity.ERROR, "a scenario block cannot be read or replayed"),
    Code(BAD_PLACEHOLDER, "bad-placeholder", Severity.ERROR, "a placeholder is malformed or calls no known generator"),
    Code(BAD_BOOK, "bad-book", Severity.ERROR, "book.yaml or a chapter file it lists is missing or malformed"),
    Code(BROKEN_LINK, "broken-link", Severity.WARNING, "an internal link points at no heading of the book"),
    Code(SCENARIO_NOT_REPLAYED, "scenario-not-replayed", Severity.INFO, "the book's scenarios are read but not replayed: clix scenarios are not replayed yet"),
    Code(UNKNOWN_SYMBOL_IN_BOOK, "unknown-symbol-in-book", Severity.ERROR, "the rulebook's prose writes a [token] that is not one of game.yaml's symbols"),
    Code(MISSING_GLYPH_IN_BOOK, "missing-glyph-in-book", Severity.WARNING, "the rulebook's prose holds a character no font of the theme can draw"),
    Code(OLD_NAME_IN_BOOK, "old-name-in-book", Severity.WARNING, "the rulebook's prose calls a renamed card by its old name"),
)
"""The rulebook's codes as the book's reading reports them (a replay that the text itself
expects to differ, R603 with `expect_finding`, is a warning on purpose)."""


def rulebook_finding(
    code: str, file: str, line: int, message: str, *, column: int = 1, hint: str | None = None, severity: Severity | None = None
) -> Diagnostic:
    """A rulebook finding with its code's default severity unless the caller has a stated reason."""
    return RULEBOOK_CODES[code].diagnostic(file, line, column, message, hint, severity=severity)
