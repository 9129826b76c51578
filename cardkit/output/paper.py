"""Paper sizes the rulebook, the sheets, the errata and the report are laid out for: the
project's `print: paper:` (cardkit.yaml), unless `--paper` names another."""

from __future__ import annotations

from enum import Enum

from cardkit.config.print_profiles import BASE_SETTINGS, PAPER_SIZES
from cardkit.config.project import Project


class Paper(str, Enum):
    A4 = "a4"
    A3 = "a3"
    LETTER = "letter"
    LEGAL = "legal"

    @property
    def css_size(self) -> str:
        """The CSS `@page { size }` keyword WeasyPrint knows."""
        return {"a4": "A4", "a3": "A3", "letter": "letter", "legal": "legal"}[self.value]

    @property
    def height_mm(self) -> float:
        """The sheet's height in millimetres, portrait: what a page-filling box (the rulebook's
        cover) is measured against; the card sheets' paper table (`PAPER_SIZES`) is its source."""
        return float(next(height for name, (_, height) in PAPER_SIZES.items() if name.lower() == self.value))

    @classmethod
    def of(cls, project: Project, chosen: Paper | None = None) -> Paper:
        """`chosen` (`--paper`), else the paper cardkit.yaml's `print:` names."""
        return chosen or cls(project.config.print_settings.paper.lower())


DEFAULT_PAPER = Paper(str(BASE_SETTINGS["paper"]).lower())
"""The paper of a document built with no paper named: the card sheets' default paper."""
