"""Paper sizes the rulebook and the sheets are laid out for (`--paper`)."""

from __future__ import annotations

from enum import Enum


class Paper(str, Enum):
    A4 = "a4"
    LETTER = "letter"

    @property
    def css_size(self) -> str:
        """The CSS `@page { size }` keyword WeasyPrint knows."""
        return {"a4": "A4", "letter": "letter"}[self.value]
