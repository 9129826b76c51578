"""Area diagrams are the rules engine's geometry, framed on a grid around the caster.

Each expected grid is drawn by hand from the bundled game's cards, one character per square,
the top row furthest ahead of the caster: `@` the caster, `*` the epicentre, `#` a square the
spell hits, `+` a square the epicentre may be chosen on, `>` the line goes on, `.` nothing.
"""

from __future__ import annotations

from cardkit.fields.vocabulary import Term, Terms
from cardkit.model import Vocabulary
from cardkit.model.lexicon import Lexicon
from cardkit.packs.tabmaster.diagrams import Diagram, spell_diagram
from cardkit.packs.tabmaster.model import Effects

DIRECTIONS = Lexicon(
    Vocabulary("game", "Jogo", None, terms=Terms({"line_directions": (Term("Completa", "complete"), Term("Frente", "front"))}))  # type: ignore[arg-type]
)
"""The line directions the diagrams below name, with what they mean."""

ROLE_MARKS = {"affected": "#", "reach": "+", "beyond": ">"}


def diagram_of(effects: Effects, reach: int | None) -> Diagram | None:
    return spell_diagram(effects, reach, DIRECTIONS)


def picture(diagram: Diagram | None) -> list[str]:
    """The diagram as rows of marks, the caster and the epicentre drawn over their squares' roles."""
    assert diagram is not None
    rows = []
    for row in range(diagram.rows):
        marks = []
        for column in range(diagram.columns):
            if (column, row) == diagram.caster:
                marks.append("@")
            elif (column, row) == diagram.epicentre:
                marks.append("*")
            else:
                marks.append(ROLE_MARKS.get(diagram.cells.get((column, row), ""), "."))
        rows.append(" ".join(marks))
    return rows


def test_inferno_blasts_two_squares_around_an_epicentre_three_squares_ahead() -> None:
    diagram = diagram_of(Effects(elements=("Fogo",), explosion=2, all=True), 3)  # Inferno: RNG 3, Explosão 2
    assert picture(diagram) == [
        ". . . # . . .",
        ". . # # # . .",
        ". # # * # # .",
        ". . # # # . .",
        ". + + # + + .",
        "+ + + @ + + +",
        ". + + + + + .",
        ". . + + + . .",
        ". . . + . . .",
    ]
    assert diagram is not None and diagram.epicentre == (3, 2)
    assert diagram.cells[(3, 2)] == "affected"  # the epicentre is hit too
    assert diagram.cells[diagram.caster] == "reach"  # the epicentre may be the caster's own square


def test_morte_hits_the_diamond_of_three_squares_around_the_caster_and_the_caster() -> None:
    diagram = diagram_of(Effects(area=True, elements=("Escuridão",)), 3)  # Morte: RNG 3, Área
    assert picture(diagram) == [
        ". . . # . . .",
        ". . # # # . .",
        ". # # # # # .",
        "# # # @ # # #",
        ". # # # # # .",
        ". . # # # . .",
        ". . . # . . .",
    ]
    assert diagram is not None and diagram.cells[diagram.caster] == "affected"


def test_lanca_de_gelo_sends_eight_rays_of_six_squares() -> None:
    diagram = diagram_of(Effects(elements=("Gelo",), line=("Completa",)), 6)  # Lança de Gelo: RNG 6, Linha: Completa
    assert picture(diagram) == [
        "# . . . . . # . . . . . #",
        ". # . . . . # . . . . # .",
        ". . # . . . # . . . # . .",
        ". . . # . . # . . # . . .",
        ". . . . # . # . # . . . .",
        ". . . . . # # # . . . . .",
        "# # # # # # @ # # # # # #",
        ". . . . . # # # . . . . .",
        ". . . . # . # . # . . . .",
        ". . . # . . # . . # . . .",
        ". . # . . . # . . . # . .",
        ". # . . . . # . . . . # .",
        "# . . . . . # . . . . . #",
    ]
    assert diagram is not None and diagram.caster not in diagram.cells  # a line starts beside its caster


def test_rajada_solar_with_no_range_is_drawn_four_squares_ahead_and_goes_on() -> None:
    diagram = diagram_of(Effects(elements=("Luz",), line=("Frente",)), None)  # Rajada Solar: RNG -, Linha: Frente
    assert picture(diagram) == [">", "#", "#", "#", "#", "@"]


def test_no_diagram_without_an_area_shape() -> None:
    assert diagram_of(Effects(elements=("Água",)), 2) is None  # Afogamento: Elemento only
    assert diagram_of(Effects(elements=("Fogo",), line=()), 4) is None  # Punho de Fogo: Linha with no direction
