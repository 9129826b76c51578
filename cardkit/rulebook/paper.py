"""Paper sizes the rulebook is laid out for (`--paper`), with the file name each produces."""

from __future__ import annotations

from enum import Enum


class Paper(str, Enum):
    A4 = "a4"
    LETTER = "letter"

    @property
    def css_size(self) -> str:
        """The CSS `@page { size }` keyword WeasyPrint knows."""
        return {"a4": "A4", "letter": "letter"}[self.value]

    @property
    def file_name(self) -> str:
        return f"rulebook-{self.value}.pdf"
