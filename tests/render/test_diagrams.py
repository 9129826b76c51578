"""Area diagrams are the rules engine's geometry, framed on a grid around the caster."""

from __future__ import annotations

from cardkit.engine.patterns import area_pattern, explosion_pattern
from cardkit.lexicon import Lexicon
from cardkit.model import Effects, NamedTerm, Vocabulary
from cardkit.render.diagrams import OPEN_REACH, Diagram, spell_diagram

DIRECTIONS = Lexicon(
    Vocabulary("Jogo", None, line_directions=(NamedTerm("Completa", id="complete"), NamedTerm("Frente", id="front")))  # type: ignore[arg-type]
)
"""The line directions the diagrams below name, with what they mean."""


def diagram_of(effects: Effects, reach: int | None) -> Diagram | None:
    return spell_diagram(effects, reach, DIRECTIONS)


def offsets(diagram, role: str) -> set[tuple[int, int]]:
    cx, cy = diagram.caster
    return {(x - cx, y - cy) for (x, y), r in diagram.cells.items() if r == role}


def test_explosion_shows_the_engines_blast_and_epicentre() -> None:
    diagram = diagram_of(Effects(elements=("Fogo",), explosion=2, all=True), 3)
    pattern = explosion_pattern(3, 2)
    assert offsets(diagram, "affected") == set(pattern.blast)
    assert offsets(diagram, "reach") == set(pattern.epicentre_choices) - set(pattern.blast)
    ex, ey = diagram.epicentre
    assert (ex - diagram.caster[0], ey - diagram.caster[1]) == pattern.epicentre


def test_area_is_the_diamond_around_the_caster() -> None:
    diagram = diagram_of(Effects(area=True), 3)
    assert offsets(diagram, "affected") == set(area_pattern(3))
    assert (diagram.columns, diagram.rows) == (7, 7)
    assert diagram.caster == (3, 3)


def test_complete_line_covers_eight_rays() -> None:
    diagram = diagram_of(Effects(line=("Completa",)), 2)
    assert offsets(diagram, "affected") == {(dx * k, dy * k) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0) for k in (1, 2)}


def test_a_line_with_no_range_goes_on_past_the_drawing() -> None:
    diagram = diagram_of(Effects(line=("Frente",)), None)
    assert offsets(diagram, "affected") == {(0, -k) for k in range(1, OPEN_REACH + 1)}
    assert offsets(diagram, "beyond") == {(0, -(OPEN_REACH + 1))}


def test_no_diagram_without_an_area_shape() -> None:
    assert diagram_of(Effects(elements=("Fogo",)), 4) is None
    assert diagram_of(Effects(line=()), 4) is None  # Linha with no direction: nothing to draw
