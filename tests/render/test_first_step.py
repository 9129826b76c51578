"""The first fit step (issue #15, item 2): long cards are laid out compact first, which saves their
full-card layout, and the step every card settles on, so every byte printed, is the ladder's."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.card_game import make_project
from cardkit.content import load_game, open_project
from cardkit.render import documents, firststep
from cardkit.render.cards import build_cards
from cardkit.render.firststep import (
    FirstSteps,
    TextWeight,
    compact_first,
    full_box_at_most,
    full_card_overflows,
    text_weight,
)
from cardkit.render.fit import LADDER, FitLevel, TextBox, ladder_for

SPELL_FACE = (
    '<article class="card card--spell" data-card="spell-x"><div class="card__head"><h1>Bola de Fogo</h1></div>'
    '<div class="fit fit--centred" style="font-size: 100%"><div class="fit__content"><p class="effects">Elemento: Fogo</p>'
    '<div class="diagram"><svg xmlns="http://www.w3.org/2000/svg" width="26.00mm" height="28.00mm"><rect/></svg></div>'
    "<p>Empurra o alvo.</p></div></div><footer>Magia</footer></article>"
)


def test_a_faces_weight_counts_the_letters_of_its_text_box_and_names_its_diagram() -> None:
    weight = text_weight("spell", SPELL_FACE)
    assert weight == TextWeight("spell", "28.00mm", len("Elemento:FogoEmpurraoalvo.Magia"))
    assert text_weight("trait", '<div class="fit"><p>Ataque duas vezes.</p></div>') == TextWeight("trait", "", len("Ataqueduasvezes."))
    drawn = '<div class="fit"><div class="diagram" data-field="effects" data-height="28.00mm"><img src="data:image/svg+xml;base64,PHN2Zy8+" alt=""></div><p>Explode.</p></div>'
    assert text_weight("spell", drawn) == TextWeight("spell", "28.00mm", len("Explode."))


def test_a_card_starts_compact_only_past_every_text_of_its_kind_that_fitted_and_after_one_that_did_not() -> None:
    steps = FirstSteps()
    long, short = TextWeight("spell", "", 120), TextWeight("spell", "", 40)
    assert not steps.starts_compact(long)  # nothing learnt: the ladder from the top
    steps.learn(TextWeight("spell", "", 100), fitted_full=False)
    steps.learn(TextWeight("spell", "", 110), fitted_full=True)
    assert steps.starts_compact(long)
    assert not steps.starts_compact(TextWeight("spell", "", 105))  # a text as long fitted
    assert not steps.starts_compact(short)
    assert not steps.starts_compact(TextWeight("spell", "28.00mm", 120))  # another diagram: nothing learnt of it
    assert not steps.starts_compact(TextWeight("unit", "", 120))


def test_the_full_card_is_proven_too_small_only_by_the_room_its_larger_art_window_takes() -> None:
    compact = TextBox(height=200.0, extent=180.0, art=60.0)
    assert full_box_at_most(compact, 100.0) == 160.0
    assert full_card_overflows(compact, 100.0)  # 180 px of text, at most 160 px of box
    assert not full_card_overflows(TextBox(200.0, 150.0, 60.0), 100.0)  # it might fit: laid out to see
    assert not full_card_overflows(compact, None)  # no full art window seen yet: nothing proven
    assert not full_card_overflows(TextBox(200.0, 180.0, 0.0), 100.0)  # no art window found on the card


def test_only_a_ladder_whose_second_step_is_the_compact_first_one_is_guessed() -> None:
    assert compact_first(LADDER)
    assert compact_first(ladder_for(False))
    assert not compact_first((FitLevel(100),))  # a mini card: one step
    assert not compact_first((FitLevel(100), FitLevel(92)))


@pytest.mark.slow
def test_guessing_the_first_step_prints_the_same_bytes_with_fewer_layouts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    make_project(tmp_path / "game", 40)
    laid_out = [0]
    layout = documents.CardRenderer.layout

    def counted(self: documents.CardRenderer, html: str):  # type: ignore[no-untyped-def]
        document = layout(self, html)
        laid_out[0] += len(document.pages)
        return document

    monkeypatch.setattr(documents.CardRenderer, "layout", counted)
    guess = firststep.FirstSteps.starts_compact

    def build(guessing: bool) -> tuple[list[bytes], int]:
        monkeypatch.setattr(firststep.FirstSteps, "starts_compact", guess if guessing else lambda self, weight: False)
        laid_out[0] = 0
        project, schemas = open_project(tmp_path / "game")
        result = build_cards(load_game(project, schemas), clean=True)
        assert not result.has_errors
        return [path.read_bytes() for path in sorted(result.written)], laid_out[0]

    ladder, ladder_pages = build(guessing=False)
    guessed, guessed_pages = build(guessing=True)
    assert guessed == ladder
    assert guessed_pages < ladder_pages - 5
