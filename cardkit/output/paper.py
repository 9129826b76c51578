"""Paper sizes the rulebook, the sheets, the errata and the report are laid out for: the
project's `print: paper:` (cardkit.yaml), unless `--paper` names another."""

from __future__ import annotations

from enum import Enum

from cardkit.project import Project


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
        cover) is measured against."""
        return {"a4": 297.0, "a3": 420.0, "letter": 279.4, "legal": 355.6}[self.value]

    @classmethod
    def of(cls, project: Project, chosen: Paper | None = None) -> Paper:
        """`chosen` (`--paper`), else the paper cardkit.yaml's `print:` names."""
        return chosen or cls(project.config.print_settings.paper.lower())
