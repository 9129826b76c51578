"""Area diagrams: which squares a spell touches, computed by the rules engine, ready to draw.

A card's little grid must never be drawn by hand: it comes from `cardkit.packs.tabmaster.engine.patterns`, the
same geometry the rules resolve spells with. This module only translates the card's words
(line directions by what they mean in the game, RNG "-") into the engine's terms and frames the
result as a grid of cells with a role each; the `cards/diagram.svg` template draws them.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardkit.model.lexicon import Lexicon
from cardkit.packs.tabmaster.engine.board import Offset
from cardkit.packs.tabmaster.engine.lines import line_vectors
from cardkit.packs.tabmaster.engine.patterns import area_pattern, explosion_pattern, line_pattern
from cardkit.packs.tabmaster.model import Effects
from cardkit.packs.tabmaster.resolution import line_directions

OPEN_REACH = 4
"""How many squares to draw of a line whose RNG is "-" (no limit of its own); a faded square
past the end says it goes on."""


MAX_WIDTH_MM, MAX_HEIGHT_MM, MAX_CELL_MM = 36.0, 28.0, 3.6
"""The room a diagram takes on a card at most, and its largest square."""


@dataclass(frozen=True)
class Diagram:
    """Cells by role, as (column, row) in a `columns` × `rows` grid; the caster is in `caster`.

    Roles: `reach` (where an epicentre may be chosen), `affected`, `beyond` (a line goes on).
    """

    columns: int
    rows: int
    caster: tuple[int, int]
    epicentre: tuple[int, int] | None
    cells: dict[tuple[int, int], str]

    @property
    def cell_mm(self) -> float:
        """The side of one square as drawn: the grid fits 36 x 28 mm, at most 3.6 mm a square."""
        return min(MAX_WIDTH_MM / self.columns, MAX_HEIGHT_MM / self.rows, MAX_CELL_MM)

    @property
    def width_mm(self) -> float:
        return round(self.columns * self.cell_mm, 2)

    @property
    def height_mm(self) -> float:
        return round(self.rows * self.cell_mm, 2)


def spell_diagram(effects: Effects, reach: int | None, lexicon: Lexicon) -> Diagram | None:
    """The diagram of a spell's Explosão, Área or Linha, or None when it has no area shape.

    Explosão wins over Área and Linha when a card has several (the blast is what it draws);
    a Linha without any direction has no geometry to draw, so it gets no diagram.
    """
    if effects.explosion is not None:
        pattern = explosion_pattern(reach or 0, effects.explosion)
        cells = {offset: "reach" for offset in pattern.epicentre_choices}
        cells |= {offset: "affected" for offset in pattern.blast}
        return _frame(cells, pattern.epicentre)
    if effects.area:
        return _frame({offset: "affected" for offset in area_pattern(reach or 0)}, None)
    if effects.line:
        directions = line_directions(effects.line, lexicon)
        if not directions:
            return None
        drawn = OPEN_REACH if reach is None else reach
        cells = {offset: "affected" for offset in line_pattern(directions, drawn)}
        if reach is None:
            cells |= {(dx * (drawn + 1), dy * (drawn + 1)): "beyond" for dx, dy in line_vectors(directions)}
        return _frame(cells, None)
    return None


def _frame(cells: dict[Offset, str], epicentre: Offset | None) -> Diagram:
    """Place caster-relative offsets on the smallest grid holding them and the caster."""
    offsets = [*cells, (0, 0)]
    left = min(dx for dx, _ in offsets)
    top = min(dy for _, dy in offsets)
    columns = max(dx for dx, _ in offsets) - left + 1
    rows = max(dy for _, dy in offsets) - top + 1

    def place(offset: Offset) -> tuple[int, int]:
        return (offset[0] - left, offset[1] - top)

    return Diagram(
        columns=columns,
        rows=rows,
        caster=place((0, 0)),
        epicentre=None if epicentre is None else place(epicentre),
        cells={place(offset): role for offset, role in sorted(cells.items())},
    )
