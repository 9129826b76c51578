"""Draw a scenario as an SVG board figure: grid, shaded heights, obstacles, side-coloured unit
tokens labelled with the example's footnote numbers, the path walked and the squares reached.

Geometry is computed here; the markup lives in `templates/rulebook/partials/board.svg.j2`
(autoescaped, so names from a chapter can never break the SVG), which paints it with the
theme's `book.board_*` colours and writes its labels in the theme's label font: WeasyPrint
resolves no CSS variable inside an SVG, and a label without a family falls back to DejaVu.
A side is a number here (1 to `SIDES`), a height a shade number (0 to `HEIGHTS`); the template
turns both into theme tokens.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from markupsafe import Markup

from cardkit.packs.tabmaster.engine.board import Square
from cardkit.packs.tabmaster.scenarios.replay import Outcome
from cardkit.packs.tabmaster.scenarios.scenario import Scenario

if TYPE_CHECKING:
    from cardkit.output.templating import TemplateSet  # a type only: `check` never loads Jinja

CELL = 34
MARGIN = 18
SIDES = 4
"""Side colours the theme gives (`board_side_1`...); a fifth side takes the first again."""
HEIGHTS = 5
"""Height shades the theme gives beyond the ground (`board_height_0`...); higher squares take the last."""


@dataclass(frozen=True)
class Cell:
    x: float
    y: float
    shade: int
    """0 to HEIGHTS: which `board_height_*` colour fills the square."""
    height: int
    obstacle: int | None
    covered: bool


@dataclass(frozen=True)
class Token:
    cx: float
    cy: float
    side: int
    """1 to SIDES: which `board_side_*` colour paints the token."""
    label: str
    name: str


@dataclass(frozen=True)
class Mark:
    x: float
    y: float
    label: str


def side_numbers(scenario: Scenario) -> dict[str, int]:
    """Each side's colour number, 1 to SIDES, by order of first appearance."""
    order = list(dict.fromkeys(piece.side for piece in scenario.pieces))
    return {side: i % SIDES + 1 for i, side in enumerate(order)}


def _corner(square: Square) -> tuple[float, float]:
    return MARGIN + square[0] * CELL, MARGIN + square[1] * CELL


def _centre(square: Square) -> tuple[float, float]:
    x, y = _corner(square)
    return x + CELL / 2, y + CELL / 2


def draw_board(scenario: Scenario, outcome: Outcome | None, templates: TemplateSet, ident: str = "board") -> Markup:
    """The figure; `ident` prefixes its pattern and marker ids, unique in the book (every
    figure defines its own, and a repeated id is an anchor defined twice)."""
    board = scenario.board
    covered = outcome.covered if outcome is not None else frozenset()
    cells = [
        Cell(
            *_corner((x, y)),
            shade=min(max(board.height_at((x, y)), 0), HEIGHTS),
            height=board.height_at((x, y)),
            obstacle=board.obstacles.get((x, y)),
            covered=(x, y) in covered,
        )
        for y in range(board.rows)
        for x in range(board.columns)
    ]
    sides = side_numbers(scenario)
    tokens = [Token(*_centre(p.at), sides[p.side], p.id, p.unit.name) for p in scenario.pieces]
    marks = [Mark(*_corner(square), label) for square, label in scenario.marks.items()]
    actor = scenario.piece(scenario.action.actor)
    steps = scenario.action.move or scenario.action.path
    route = [_centre(square) for square in (actor.at, *steps)] if steps else []
    return templates.render(
        "rulebook/partials/board.svg.j2",
        width=2 * MARGIN + board.columns * CELL,
        height=2 * MARGIN + board.rows * CELL,
        cell=CELL,
        margin=MARGIN,
        columns=[chr(ord("a") + x) for x in range(board.columns)],
        rows=board.rows,
        cells=cells,
        tokens=tokens,
        marks=marks,
        route=" ".join(f"{x:g},{y:g}" for x, y in route),
        epicentre=_centre(scenario.action.epicentre) if scenario.action.epicentre else None,
        title=scenario.title or "",
        ident=ident,
    )
