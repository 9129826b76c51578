"""A game that declares its own fields and card kinds (Ember Vale, in English): declared values
are named and shown as its cards show them, and its own kinds get their own heading."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from cardkit.cli import app
from tests.diff.repo import edit

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
