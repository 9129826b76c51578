"""bench/card_game.py: the synthetic game checks with no finding, holds three kinds of cards in
the copies asked for and every pairing of effect shape and text length, and fits its cards (the
build exits without B201)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from bench.card_game import (
    COMBINATIONS,
    EDITED,
    EFFECTS,
    TEXT_WORDS,
    Mix,
    edit_cost,
    make_project,
    spell_path,
    spell_text,
)
from cardkit.foundation.diagnostics import Severity
from cardkit.packs.tabmaster.model import tm
from cardkit.pipeline import check_project

MIXED = 40
"""Cards of the mixed game the tests check and build: 28 spells, 8 units, 4 traits."""


def test_the_game_of_three_kinds_and_three_copies_a_card_checks_with_no_finding(tmp_path: Path) -> None:
    make_project(tmp_path, MIXED, copies=3)
    loaded = check_project(tmp_path)
    assert [(d.code, d.message) for d in loaded.report.sorted()] == []
    game = tm(loaded.game)
    assert (len(game.spells), len(game.units), len(game.traits)) == (28, 8, 4)
    cards = [*game.spells, *game.units, *game.traits]
    assert sum(card.copies for card in cards) == 3 * MIXED
    assert {card.copies for card in game.traits} == {1}


def test_a_spells_only_game_checks_with_no_error(tmp_path: Path) -> None:
    make_project(tmp_path, COMBINATIONS, spells_only=True)
    loaded = check_project(tmp_path)
    assert [d for d in loaded.report.sorted() if d.severity is Severity.ERROR] == []
    assert len(tm(loaded.game).spells) == COMBINATIONS and not tm(loaded.game).units


@pytest.mark.parametrize(("cards", "spells", "units", "traits"), [(2000, 1400, 400, 200), (500, 350, 100, 50), (3, 3, 0, 0)])
def test_a_game_of_n_cards_carries_n_times_copies_copies_spread_from_1(cards: int, spells: int, units: int, traits: int) -> None:
    mix = Mix(cards, 3)
    assert (mix.spells, mix.units, mix.traits) == (spells, units, traits)
    counts = [mix.spell_copies(index) for index in range(spells)] + [mix.unit_copies(index) for index in range(units)]
    assert sum(counts) + traits == 3 * cards
    assert min(counts) >= 1 and max(counts) <= 6
    if cards >= 500:
        assert set(counts) == {1, 2, 3, 4, 5, 6}


def test_one_copy_each_is_the_same_cards_printed_once() -> None:
    mix = Mix(2000)
    assert {mix.spell_copies(index) for index in range(mix.spells)} | {mix.unit_copies(index) for index in range(mix.units)} == {1}


def test_the_copies_are_written_on_spells_and_units_and_the_same_game_without_them(tmp_path: Path) -> None:
    make_project(tmp_path / "three", MIXED, copies=3)
    make_project(tmp_path / "one", MIXED)
    files = sorted(path.relative_to(tmp_path / "three") for path in (tmp_path / "three").glob("content/*/*.yaml"))
    assert files == sorted(path.relative_to(tmp_path / "one") for path in (tmp_path / "one").glob("content/*/*.yaml"))
    for relpath in files:
        three, one = (yaml.safe_load((tmp_path / game / relpath).read_text(encoding="utf-8")) for game in ("three", "one"))
        assert "copies" not in one
        assert {**three, "copies": None} == {**one, "copies": None}
        assert relpath.parts[1] in ("spells", "units") or "copies" not in three


def test_the_first_spells_hold_every_pairing_of_effect_shape_and_text_length() -> None:
    pairs = {(index % len(EFFECTS), len(spell_text(index).split())) for index in range(COMBINATIONS)}
    assert pairs == {(shape, words) for shape in range(len(EFFECTS)) for words in TEXT_WORDS}


def test_texts_are_sentences_of_the_lengths_listed() -> None:
    assert spell_text(0) == ""
    assert [len(spell_text(index).split()) for index in range(4)] == list(TEXT_WORDS)
    assert all(spell_text(index).endswith(".") for index in range(1, 4))


def test_the_edit_changes_the_cost_of_one_spell_alone(tmp_path: Path) -> None:
    make_project(tmp_path, 3, copies=2)
    before = {path: path.read_text(encoding="utf-8") for path in (tmp_path / "content" / "spells").glob("*.yaml")}
    edit_cost(tmp_path, 91)
    after = {path: path.read_text(encoding="utf-8") for path in before}
    assert [path for path in before if before[path] != after[path]] == [spell_path(tmp_path, EDITED)]
    edited, original = yaml.safe_load(after[spell_path(tmp_path, EDITED)]), yaml.safe_load(before[spell_path(tmp_path, EDITED)])
    assert edited["cost"] == 91 and {**edited, "cost": original["cost"]} == original
    assert edited["copies"] == 2


@pytest.mark.slow
def test_every_card_fits_and_the_build_succeeds(tmp_path: Path) -> None:
    from cardkit.render.cards import build_cards
    from cardkit.render.options import CardOptions

    make_project(tmp_path, MIXED, copies=3)
    assert Mix(MIXED).spells >= COMBINATIONS  # every pairing of effect shape and text length
    result = build_cards(check_project(tmp_path), CardOptions(clean=True))
    assert [d.code for d in result.diagnostics if d.severity is Severity.ERROR] == []
    assert {path.name for path in result.paths} >= {"cards-home.pdf", "cards-print-shop.pdf"}
