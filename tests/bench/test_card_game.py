"""bench/card_game.py: the synthetic game checks with no error, holds every pairing of effect
shape and text length, and fits its cards (the build exits without B201)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from bench.card_game import COMBINATIONS, EDITED, EFFECTS, TEXT_WORDS, edit_cost, make_project, spell_path, spell_text
from cardkit.foundation.diagnostics import Severity
from cardkit.packs.tabmaster.model import tm
from cardkit.pipeline import check_project


def test_the_game_checks_with_no_error(tmp_path: Path) -> None:
    make_project(tmp_path, COMBINATIONS)
    loaded = check_project(tmp_path)
    errors = [d for d in loaded.report.sorted() if d.severity is Severity.ERROR]
    assert errors == []
    assert len(tm(loaded.game).spells) == COMBINATIONS


def test_the_first_spells_hold_every_pairing_of_effect_shape_and_text_length() -> None:
    pairs = {(index % len(EFFECTS), len(spell_text(index).split())) for index in range(COMBINATIONS)}
    assert pairs == {(shape, words) for shape in range(len(EFFECTS)) for words in TEXT_WORDS}


def test_texts_are_sentences_of_the_lengths_listed() -> None:
    assert spell_text(0) == ""
    assert [len(spell_text(index).split()) for index in range(4)] == list(TEXT_WORDS)
    assert all(spell_text(index).endswith(".") for index in range(1, 4))


def test_the_edit_changes_the_cost_of_one_spell_alone(tmp_path: Path) -> None:
    make_project(tmp_path, 3)
    before = {path: path.read_text(encoding="utf-8") for path in (tmp_path / "content" / "spells").glob("*.yaml")}
    edit_cost(tmp_path, 91)
    after = {path: path.read_text(encoding="utf-8") for path in before}
    assert [path for path in before if before[path] != after[path]] == [spell_path(tmp_path, EDITED)]
    edited, original = yaml.safe_load(after[spell_path(tmp_path, EDITED)]), yaml.safe_load(before[spell_path(tmp_path, EDITED)])
    assert edited["cost"] == 91 and {**edited, "cost": original["cost"]} == original


@pytest.mark.slow
def test_every_pairing_fits_its_card_and_the_build_succeeds(tmp_path: Path) -> None:
    from cardkit.render.cards import build_cards
    from cardkit.render.options import CardOptions

    make_project(tmp_path, COMBINATIONS)
    result = build_cards(check_project(tmp_path), CardOptions(clean=True))
    assert [d.code for d in result.diagnostics if d.severity is Severity.ERROR] == []
    assert {path.name for path in result.paths} >= {"cards-home.pdf", "cards-print-shop.pdf"}
