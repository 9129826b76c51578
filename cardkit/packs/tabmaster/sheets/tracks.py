"""The seed's "Barra de marcação" lines: one box per point to tick off, as PDF checkboxes.

The seed is seed 000's list of what a Ficha de Exército holds (docs/seed-facts.md, The army
sheet).

A box per point is what a pencil wants, so VIT, arrows, projectiles and Fluxo are boxes in
rows of ten (a full row is ten points, counted at a glance; a gap after the fifth box helps
the eye). Past `MAX_BOXES` boxes stop helping — nobody ticks 400 boxes — so such a value
becomes a ledger instead: the starting value printed, then numbered lines to write what was
spent and what is left. A value the data leaves out (a leader without VIT, an army without
starting Fluxo) is a ledger too, with the starting value to write in.
"""

from __future__ import annotations

from dataclasses import dataclass

ROW = 10
"""Boxes per row: the player counts by tens."""
MAX_BOXES = 100
"""The most points printed as boxes; more becomes a ledger."""
LEDGER_LINES = 12
"""Lines of a ledger: enough for a long game's spending, small enough for one sheet."""


@dataclass(frozen=True)
class Box:
    """One checkbox: its form-field name and its 1-based point number."""

    name: str
    number: int


@dataclass(frozen=True)
class Track:
    """A bar of boxes to tick (or a ledger) titled as the seed titles it.

    `field` prefixes every form-field name of the track, so each box is findable in the PDF
    (`vit-commander-007`) and two tracks never share a name.
    """

    field: str
    title: str
    total: int | None
    caption: str | None = None

    @property
    def is_ledger(self) -> bool:
        return self.total is None or self.total > MAX_BOXES

    @property
    def rows(self) -> list[list[Box]]:
        """The boxes in rows of ten; none for a ledger."""
        if self.is_ledger or not self.total:
            return []
        boxes = [Box(f"{self.field}-{n:03d}", n) for n in range(1, self.total + 1)]
        return [boxes[start : start + ROW] for start in range(0, len(boxes), ROW)]

    @property
    def ledger_lines(self) -> list[int]:
        """Line numbers of a ledger; none for boxes."""
        return list(range(1, LEDGER_LINES + 1)) if self.is_ledger else []
