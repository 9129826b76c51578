"""A game.yaml written for an earlier cardkit gets a pointer to the new syntax, and an entry
whose meaning is its id never loses it silently: the findings of porting a game by the README."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.foundation.diagnostics import Diagnostic
from cardkit.pipeline import validate_project
from tests.diff.repo import edit, game_folder


def _game_findings(root: Path) -> list[Diagnostic]:
    return [d for d in validate_project(root).report.diagnostics if d.file == "content/game.yaml"]


@pytest.fixture
def game(tmp_path: Path) -> Path:
    return game_folder(tmp_path / "game")


def test_an_old_key_names_the_new_one_and_the_line_to_write(game: Path) -> None:
    edit(game / "content/game.yaml", "    id: area\n", "    key: area\n")
    found = {d.code: d for d in _game_findings(game)}
    assert found["S001"].message == "unknown key `key` in item 1 of `effect_keywords`: it is the old syntax of `id`"
    assert found["S001"].hint == "write `id: area` instead"
    assert found["S003"].hint == "add `id: area`"  # from the old key, not the schema's example


def test_a_missing_id_of_a_closed_set_offers_the_values_the_other_entries_left(game: Path) -> None:
    edit(game / "content/game.yaml", "    id: area\n", "")
    [missing] = [d for d in _game_findings(game) if d.code == "S003"]
    assert missing.hint == "add `id: area`"  # before: "add `id: explosion`", for every entry
    edit(game / "content/game.yaml", "    id: elements\n", "")
    [first, second] = [d for d in _game_findings(game) if d.code == "S003"]
    assert first.hint == second.hint == "add `id: <one of elements, area>`"


def test_an_attack_type_without_its_id_is_an_error_that_offers_the_meanings_the_rules_know(game: Path) -> None:
    """Without an id an attack type's meaning was the slug of its name: "Comum" quietly stopped
    being a melee attack and no check said a word."""
    edit(game / "content/game.yaml", "  - id: melee\n    name: Comum\n", "  - name: Comum\n")
    [missing] = _game_findings(game)
    assert (missing.code, missing.line, missing.message) == ("S003", 48, "item 1 of `attack_types` is missing `id`")
    assert missing.hint == "add `id: melee`"
