"""A game that declares its own fields and card kinds (Ember Vale, in English): declared values
are named and shown as its cards show them, and its own kinds get their own heading."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from cardkit.commands.app import app
from tests.diff.repo import edit
from tests.packless_game import packless_game

runner = CliRunner()


def test_declared_fields_and_kinds_read_as_the_game_writes_them(tmp_path: Path) -> None:
    for side in ("old", "new"):
        assert runner.invoke(app, ["init", str(tmp_path / side), "--example", "ember-vale"]).exit_code == 0
    new = tmp_path / "new"
    sword = new / "content/items/short-sword.yaml"
    edit(sword, "weight: 2", "weight: 3")
    edit(sword, "rarity: common", "rarity: rare")
    edit(sword, "bearer: Ranger", "bearer: Warden")
    edit(new / "content/units/frost-raider.yaml", "morale: 7", "morale: 8")
    result = runner.invoke(app, ["diff", str(tmp_path / "old"), str(new), "--project", str(new)])
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines() == [
        "Units",
        "  ~ Frost Raider (changed: content/units/frost-raider.yaml)",
        "      MOR: 7 → 8",
        "Item",
        "  ~ Short Sword (changed: content/items/short-sword.yaml)",
        "      WT: 2 → 3",
        "      Rarity: Common → Rare",
        "      Carried by: Ranger → Warden",
    ]


def test_a_game_without_a_pack_compares_its_vocabularies_and_cards_by_the_table(tmp_path: Path) -> None:
    old, new = packless_game(tmp_path / "old"), packless_game(tmp_path / "new")
    edit(new / "content/cards/spark.yaml", "cost: 2", "cost: X")
    edit(new / "content/cards/spark.yaml", "faction: red", "faction: blue")
    edit(new / "content/game.yaml", "{id: red, name: Red Court", "{id: red, name: Crimson Court")
    edit(new / "content/game.yaml", "name: Blue Tide}", 'name: Blue Tide, description: "Water."}')
    result = runner.invoke(app, ["diff", str(old), str(new), "--project", str(new)])
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines() == [
        "factions",
        "  ~ Red Court → Crimson Court (renamed: content/game.yaml)",
        "  ~ Blue Tide (changed: content/game.yaml)",
        "      Description: + Water.",
        "Card",
        "  ~ Spark (changed: content/cards/spark.yaml)",
        "      Cost: 2 → X",
        "      Faction: Red Court → Blue Tide",
    ]
