"""Text fitting on probes of the text box alone (cardkit.render.textprobe), passing over the
steps a floor proves too small (cardkit.render.textbound): every card settles on the step the
ladder walk on whole faces settles on, prints the same bytes, and each face is laid out whole
once (issue 31: the layout ceiling)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from markupsafe import Markup

from cardkit.output.resources import template_folders
from cardkit.output.wording import Wording
from cardkit.pipeline import check_project
from cardkit.render import facerender
from cardkit.render.faceplan import Face, FaceStyle
from cardkit.render.facerender import FaceRenderer, FaceTask, RendererSetup, face_frame, face_pdf
from cardkit.render.faces import Card, game_cards
from cardkit.render.fit import TOLERANCE_PX, FitLevel, _extent, _fit_boxes, ladder_for, text_boxes
from cardkit.render.imposition import Page, Placement
from cardkit.render.textbound import ROUNDING_PX, _fewest_lines, extent_floor
from cardkit.render.textprobe import text_only

BUNDLED = Path(__file__).resolve().parents[2]
STYLE = FaceStyle(63.0, 88.0, 3.0, False)
WHOLE_FACE = 'class="slot slot--title"'
"""Every face of the bundled game's kinds has a title slot; a text probe has none."""
REMINDER_UNIT = """\
name: {name}
category: regular
defense: 3
movement: 1
attacks:
  - {{type: Comum, atk: 2, damage: 1d6}}
traits: [{traits}]
status: final
"""
UNITS = {
    "lembrete-curto": "Anjo",
    "lembrete-medio": "Morto Vivo, Anjo, Intangível",
    "lembrete-demais": "Morto Vivo, Anjo, Intangível, Amaldiçoado",
}
"""Units whose traits bring reminder texts: one that fits at 100 %, one without its reminders at
92 %, one that fits at no step."""
TOO_LONG = "Quando conjurada, a unidade alvo sofre o Dano indicado e é empurrada uma casa para trás. " * 6
CARDS = (
    "spell-afogamento", "spell-choque", "spell-esfera-de-agua", "spell-inferno",
    "trait-agrupar", "trait-anjo", "unit-arqueiro", "unit-alquimista",
    *(f"unit-{stem}" for stem in UNITS), "spell-longa-demais",
)


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> tuple[RendererSetup, dict[str, Card]]:
    """The bundled game with units of growing reminder texts and a spell too long for any step."""
    root = tmp_path_factory.mktemp("fit-probes")
    shutil.copy(BUNDLED / "cardkit.yaml", root / "cardkit.yaml")
    shutil.copytree(BUNDLED / "content", root / "content")
    for stem, traits in UNITS.items():
        (root / "content" / "units" / f"{stem}.yaml").write_text(REMINDER_UNIT.format(name=stem.replace("-", " ").title(), traits=", ".join(f"{{name: {name}}}" for name in traits.split(", "))), encoding="utf-8")
    spell = (BUNDLED / "content" / "spells" / "afogamento.yaml").read_text(encoding="utf-8").replace("name: Afogamento", "name: Longa Demais")
    (root / "content" / "spells" / "longa-demais.yaml").write_text(f"{spell}text: {TOO_LONG}\n", encoding="utf-8")
    loaded = check_project(root)
    cards = {card.id: card for card in game_cards(loaded.game) if card.id in CARDS}
    assert sorted(cards) == sorted(CARDS)
    setup = RendererSetup(root, tuple(template_folders(loaded)), loaded.project.name, Wording.of(loaded), loaded.theme, loaded.project.assets)
    return setup, cards


def task_of(cards: dict[str, Card]) -> FaceTask:
    return FaceTask(tuple(Face(card.kind, card_id, False, STYLE) for card_id, card in cards.items()), cards)


class Levels:
    """A fitter's face of the walk below: each card at the level given, marked when unfit."""

    def __init__(self, levels: dict[str, FitLevel], unfit: set[str]) -> None:
        self.levels, self.unfit = levels, unfit

    def level(self, card_id: str) -> FitLevel:
        return self.levels[card_id]


Walked = tuple[dict[str, FitLevel], set[str], dict[str, bytes], int]


def ladder_walk(renderer: FaceRenderer, task: FaceTask) -> Walked:
    """The ladder walked on whole faces, as fitting did before probes: all cards at their first
    step, then those that overflow one step down at a time. Each card's level, the unfit ones,
    each face's PDF at its level, and the pages the walk laid out after the first layout."""
    frame = face_frame(STYLE, False)
    ladders = {ref: ladder_for(card.has_reminders, frame.font_size, renderer.theme.text_floor(card.kind)) for ref, card in task.cards.items()}
    steps = dict.fromkeys(task.cards, 0)
    unfit: set[str] = set()

    def layout(refs: list[str]) -> Any:
        levels = Levels({ref: ladders[ref][steps[ref]] for ref in refs}, unfit)
        return renderer._layout(task, frame, [Page((Placement(ref, -frame.inset, -frame.inset),), back=False) for ref in refs], levels)  # type: ignore[arg-type]

    renderer.renderer.new_document()
    pending = list(task.cards)
    walked = -len(pending)
    while pending:
        walked += len(pending)
        boxes = text_boxes(layout(pending))
        overflowing = [ref for ref in pending if boxes[ref].overflows]
        unfit |= {ref for ref in overflowing if steps[ref] + 1 == len(ladders[ref])}
        pending = [ref for ref in overflowing if ref not in unfit]
        for ref in pending:
            steps[ref] += 1
    faces = layout(list(task.cards))
    pdfs = {ref: face_pdf(faces.copy([page])) for ref, page in zip(task.cards, faces.pages, strict=True)}
    return {ref: ladders[ref][steps[ref]] for ref in task.cards}, unfit, pdfs, walked


@pytest.fixture(scope="module")
def walked(game: tuple[RendererSetup, dict[str, Card]]) -> Walked:
    setup, cards = game
    return ladder_walk(FaceRenderer(setup), task_of(cards))


@pytest.fixture
def whole_faces(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[int, int]]]:
    """How many faces each layout of the test lays out, and how many of them whole."""
    counts: list[tuple[int, int]] = []
    layout = facerender.CardRenderer.layout

    def counted(self: Any, html: str) -> Any:
        counts.append((html.count("data-card="), html.count(WHOLE_FACE)))
        return layout(self, html)

    monkeypatch.setattr(facerender.CardRenderer, "layout", counted)
    yield counts


@pytest.mark.slow
def test_the_walk_covers_every_kind_of_step(walked: Walked) -> None:
    levels, unfit, _, _ = walked
    settled = {level for ref, level in levels.items() if ref not in unfit}
    assert {FitLevel(100), FitLevel(88), FitLevel(82), FitLevel(92, reminders=False)} <= settled  # reminders given up at 92 %
    assert unfit == {"spell-longa-demais", "unit-lembrete-demais"}  # with reminder texts and without


@pytest.mark.slow
def test_every_card_settles_where_the_walk_on_whole_faces_does_and_prints_the_same_bytes(
    game: tuple[RendererSetup, dict[str, Card]], walked: Walked, whole_faces: list[tuple[int, int]]
) -> None:
    setup, cards = game
    levels, unfit, pdfs, walk = walked
    task = task_of(cards)
    output = FaceRenderer(setup).render(task)
    assert not output.problems
    assert dict(zip(cards, output.pdfs, strict=True)) == pdfs
    assert [card_id for card_id, _, _ in output.unfit] == sorted(unfit)
    font_size = face_frame(STYLE, False).font_size
    assert [size for _, _, size in output.unfit] == [pytest.approx(levels[card_id].percent * font_size / 100, abs=0.01) for card_id in sorted(unfit)]
    assert sum(whole for _, whole in whole_faces) == len(cards)  # each face laid out whole once
    probes = sum(pages for pages, whole in whole_faces if not whole)
    assert 2 * (probes - len(cards)) <= walk  # the walk was on probes, passing over the steps a floor proved too small


@pytest.mark.slow
def test_a_face_whose_text_box_measures_other_than_its_probe_is_fitted_on_whole_faces(
    game: tuple[RendererSetup, dict[str, Card]],
    walked: Walked,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A probe that misjudges (here: one that adds a paragraph to every text box) never
    decides what is printed: the face's own text box is checked against it."""
    setup, cards = game
    _, _, pdfs, _ = walked

    def misjudging(face: str) -> Markup:
        return Markup(str(text_only(face)).replace('<div class="fit__text">', '<div class="fit__text"><p>Uma linha a mais.</p>', 1))

    monkeypatch.setattr(facerender, "text_box_only", misjudging)
    some = {card_id: cards[card_id] for card_id in ("spell-afogamento", "spell-esfera-de-agua", "unit-lembrete-medio", "spell-longa-demais")}
    output = FaceRenderer(setup).render(task_of(some))
    assert dict(zip(some, output.pdfs, strict=True)) == {card_id: pdfs[card_id] for card_id in some}
    assert [card_id for card_id, _, _ in output.unfit] == ["spell-longa-demais"]


@pytest.mark.slow
def test_a_text_box_never_measures_under_its_floor_and_the_floor_can_skip_steps(game: tuple[RendererSetup, dict[str, Card]]) -> None:
    """The floor from each card's first step, against what each later step measures."""
    setup, cards = game
    renderer = FaceRenderer(setup)
    frame = face_frame(STYLE, False)
    task = task_of(cards)
    ladders = {ref: ladder_for(card.has_reminders, frame.font_size, renderer.theme.text_floor(card.kind)) for ref, card in cards.items()}
    steps = max(len(ladder) for ladder in ladders.values())
    fits: list[dict[str, Any]] = []
    for step in range(steps):
        refs = [ref for ref in cards if step < len(ladders[ref])]
        levels = Levels({ref: ladders[ref][step] for ref in refs}, set())
        pages = [Page((Placement(ref, -frame.inset, -frame.inset),), back=False) for ref in refs]
        document = renderer._layout(task, frame, pages, levels, text_only=True)  # type: ignore[arg-type]
        fits.append({ref: box for page in document.pages for ref, box in _fit_boxes(page._page_box, None)})
    skippable = 0
    for ref, ladder in ladders.items():
        first = fits[0][ref]
        extent = _extent(first.children)
        for step in range(1, len(ladder)):
            if ladder[step].reminders != ladder[0].reminders:
                break
            floor = extent_floor(first, extent, ladder[step].percent / ladder[0].percent)
            assert 0 < floor <= _extent(fits[step][ref].children) + ROUNDING_PX, (ref, ladder[step])
            skippable += floor > first.height + TOLERANCE_PX + ROUNDING_PX
    assert skippable >= 4


def test_a_probe_keeps_the_slot_of_the_text_box_and_drops_the_others() -> None:
    face = (
        '<article class="card" data-card="x"><div class="card__panel"></div>'
        '<div class="slot slot--title"><h1>Nome</h1><div class="inner"><div></div></div></div>'
        '<div class="slot slot--text"><div class="fit" style="font-size: 96%"><div class="fit__content">Texto</div></div></div>'
        '<div class="slot slot--footer"><footer>Rodapé</footer></div></article>'
    )
    assert str(text_only(face)) == (
        '<article class="card" data-card="x"><div class="card__panel"></div>'
        '<div class="slot slot--text"><div class="fit" style="font-size: 96%"><div class="fit__content">Texto</div></div></div>'
        "</article>"
    )


def test_a_face_whose_slot_does_not_close_is_probed_whole() -> None:
    face = '<div class="slot slot--title"><h1>Nome</h1><div class="slot slot--text"><div class="fit">Texto</div></div>'
    assert str(text_only(face)) == face


def test_lines_beside_a_float_wider_than_their_room_hold_nothing_and_take_nothing_back() -> None:
    class Float:
        def margin_height(self) -> float:
            return 30.0

        def margin_width(self) -> float:
            return 500.0  # wider than the lines' room: the lines beside it hold nothing

    # 3 lines beside the float (ratio 1: 30 / 10), then lines of 100: 250 of text needs 3 more.
    assert _fewest_lines(250.0, 100.0, 1.0, [Float()], 10.0) == 6
    assert _fewest_lines(250.0, 100.0, 1.0, [], 10.0) == 3
