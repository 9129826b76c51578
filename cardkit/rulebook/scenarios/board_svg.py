"""Draw a scenario as an SVG board figure: grid, shaded heights, obstacles, side-coloured unit
tokens labelled with the example's footnote numbers, the path walked and the squares reached.

Geometry is computed here; the markup lives in `templates/rulebook/partials/board.svg.j2`
(autoescaped, so names from a chapter can never break the SVG).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from markupsafe import Markup

from cardkit.engine.board import Square
from cardkit.rulebook.scenarios.replay import Outcome
from cardkit.rulebook.scenarios.scenario import Scenario

if TYPE_CHECKING:
    from cardkit.output.templating import TemplateSet  # a type only: `check` never loads Jinja

CELL = 28
MARGIN = 16
SIDE_COLOURS = ("#2f5d9e", "#b3362c", "#2f7d4a", "#7a4a9e")
"""Side colours by order of first appearance; chosen to stay distinct in greyscale print."""
HEIGHT_SHADES = ("#ffffff", "#ece6d8", "#dcd2ba", "#cbbd9c", "#b9a87f", "#a79462")


@dataclass(frozen=True)
class Cell:
    x: float
    y: float
    fill: str
    height: int
    obstacle: int | None
    covered: bool


@dataclass(frozen=True)
class Token:
    cx: float
    cy: float
    colour: str
    label: str
    name: str


@dataclass(frozen=True)
class Mark:
    x: float
    y: float
    label: str


def side_colours(scenario: Scenario) -> dict[str, str]:
    order = list(dict.fromkeys(piece.side for piece in scenario.pieces))
    return {side: SIDE_COLOURS[i % len(SIDE_COLOURS)] for i, side in enumerate(order)}


def _corner(square: Square) -> tuple[float, float]:
    return MARGIN + square[0] * CELL, MARGIN + square[1] * CELL


def _centre(square: Square) -> tuple[float, float]:
    x, y = _corner(square)
    return x + CELL / 2, y + CELL / 2


def draw_board(scenario: Scenario, outcome: Outcome | None, templates: TemplateSet) -> Markup:
    board = scenario.board
    covered = outcome.covered if outcome is not None else frozenset()
    cells = [
        Cell(
            *_corner((x, y)),
            fill=HEIGHT_SHADES[min(max(board.height_at((x, y)), 0), len(HEIGHT_SHADES) - 1)],
            height=board.height_at((x, y)),
            obstacle=board.obstacles.get((x, y)),
            covered=(x, y) in covered,
        )
        for y in range(board.rows)
        for x in range(board.columns)
    ]
    colours = side_colours(scenario)
    tokens = [Token(*_centre(p.at), colours[p.side], p.id, p.unit.name) for p in scenario.pieces]
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
    )
