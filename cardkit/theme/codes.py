"""The theme checks' codes (R9xx): one table, as for the rulebook's and the translations' codes."""

from __future__ import annotations

from cardkit.diagnostics import Severity
from cardkit.loading import Code, code_table

UNKNOWN_KIND = "R901"
UNKNOWN_ELEMENT = "R902"
FAMILY_WITHOUT_FACES = "R903"

THEME_CODES: dict[str, Code] = code_table(
    Code(UNKNOWN_KIND, Severity.ERROR, "theme.yaml gives colours to a card kind the game does not have"),
    Code(UNKNOWN_ELEMENT, Severity.ERROR, "theme.yaml gives a colour to an element id game.yaml does not define"),
    Code(FAMILY_WITHOUT_FACES, Severity.ERROR, "theme.yaml names a font family that no font file provides"),
)
