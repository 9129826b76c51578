"""The Hollowmarch example: a game of its own (no pack) whose decks are built by their rules."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from cardkit.examples import write_example
from cardkit.pipeline import check_project
from tests.checks.fixtures import where

DECK = "content/decks/lamps-of-the-march.yaml"


@pytest.fixture
def march(tmp_path: Path) -> Path:
    root = tmp_path / "march"
    write_example("hollowmarch", root)
    return root


def _edit(root: Path, relpath: str, old: str, new: str) -> str:
    path = root / relpath
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")
    return text.replace(old, new)


def test_the_example_names_no_pack_and_checks_clean(march: Path) -> None:
    assert "pack" not in yaml.safe_load((march / "content/game.yaml").read_text(encoding="utf-8"))
    loaded = check_project(march)
    assert loaded.report.sorted() == []
    assert loaded.game.vocabulary is not None and loaded.game.vocabulary.pack is None
    assert [kind.id for kind in loaded.game.table.kinds] == ["identity", "agent", "event", "relic", "deck"]
    kindle = next(card for card in loaded.game.of_kind("event") if card.name == "Kindle")
    assert kindle.values["cost"] == "X"
    assert [(p.set, p.number) for p in kindle.printings] == [("core", 8), ("embers", 1)]


@pytest.mark.parametrize(
    ("code", "old", "new", "needle", "after"),
    [
        ("R750", "{card: Kindle, count: 3}", "{card: Kindel, count: 3}", "Kindel", ""),
        ("R751", "{card: Kindle, count: 3}", "{card: Kindle, count: 1}", "cards:", ""),  # 19 cards, the identity asks 20
        ("R752", "{card: Kindle, count: 3}", "{card: Kindle, count: 4}", "4", "{card: Kindle, count: "),
        ("R752", "{card: Ilse's Lantern, count: 1}", "{card: Ilse's Lantern, count: 2}", "2", "{card: Ilse's Lantern, count: "),
        # the budget is told at the count that passes it: the last card of another faction
        ("R753", "{card: Harbour Chain, count: 1}", "{card: Harbour Chain, count: 2}", "2", "{card: Harbour Chain, count: "),
        ("R754", "{card: Night Patrol, count: 3}", "{card: Hush, count: 3}", "Hush", ""),
        ("R720", "identity: Warden-Captain Ilse", "identity: Warden Captain Ilsa", "Warden Captain Ilsa", ""),
    ],
)
def test_each_planted_deck_violation_is_found_at_its_line(march: Path, code: str, old: str, new: str, needle: str, after: str) -> None:
    text = _edit(march, DECK, old, new)
    found = [d for d in check_project(march).report.sorted() if d.code == code]
    assert [(d.file, d.line, d.column) for d in found] == [(DECK, *where(text, needle, after))], found


def test_an_unknown_symbol_is_found_at_its_token(march: Path) -> None:
    game = march / "content/game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace("# Word lists any field may name.", "symbols:\n  light: {glyph: \"*\", words: light}\n\n# Word lists any field may name."), encoding="utf-8")
    text = _edit(march, "content/events/kindle.yaml", "text: Light X lamps.", "text: Spend X [ligth] to light X lamps.")
    found = [d for d in check_project(march).report.sorted() if d.code == "R140"]
    assert [(d.file, d.line, d.column, d.hint) for d in found] == [("content/events/kindle.yaml", *where(text, "[ligth]"), "did you mean '[light]'?")]


def test_a_character_no_theme_font_has_is_found_at_its_place(march: Path) -> None:
    text = _edit(march, "content/agents/lamplighter.yaml", "name: Lamplighter", "name: Lamplighter ♦")
    found = [d for d in check_project(march).report.sorted() if d.code == "R150"]
    assert [(d.file, d.line, d.column) for d in found] == [("content/agents/lamplighter.yaml", *where(text, "♦"))]
    assert "U+2666 BLACK DIAMOND SUIT" in found[0].message
