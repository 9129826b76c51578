"""Declared fields and kinds in the validate stage: composed schemas, values in the model, and
the S01x findings of declarations that cannot be used."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.model import Definition
from cardkit.packs.tabmaster.model import tm
from tests.declared.conftest import edit, findings, line_of, load

GAME = "content/game.yaml"


def test_the_example_validates_and_its_declared_values_reach_the_model(vale: Path) -> None:
    loaded = load(vale)
    assert loaded.report.sorted() == []
    warden = next(unit for unit in tm(loaded.game).units if unit.name == "Warden")
    assert warden.declared == {"morale": 9}
    items = loaded.game.of_kind("item")
    assert [item.name for item in items] == ["Ember Lantern", "Short Sword", "Travel Cloak"]
    lantern = items[0]
    assert type(lantern) is Definition and lantern.kind == "item"
    assert lantern.declared == {"weight": 3, "rarity": "rare", "bearer": "Warden"}
    assert loaded.game.kind_folders() == {"trait": "traits", "spell": "spells", "unit": "units", "army": "armies", "item": "items", "event": "events"}
    assert [card.kind for card in loaded.game.cards() if card.kind in ("item", "event")] == ["item"] * 3 + ["event"] * 2


def test_a_declared_value_out_of_its_range_is_refused_at_its_line(vale: Path) -> None:
    unit = vale / "content/units/ranger.yaml"
    edit(unit, "morale: 6", "morale: 13")
    loaded = load(vale)
    line, column = line_of(unit, "13")
    assert [(file, row, col) for file, row, col, _ in findings(loaded, "S006")] == [("content/units/ranger.yaml", line, column)]
    assert "content/units/ranger.yaml" in loaded.rejected


def test_a_misspelt_declared_key_is_unknown_with_the_declared_field_suggested(vale: Path) -> None:
    edit(vale / "content/units/ranger.yaml", "morale: 6", "moral: 6")
    loaded = load(vale)
    [diagnostic] = [d for d in loaded.report.sorted() if d.code == "S001"]
    assert (diagnostic.file, diagnostic.line) == ("content/units/ranger.yaml", line_of(vale / "content/units/ranger.yaml", "moral")[0])
    assert "`morale`" in (diagnostic.hint or "")


def test_a_card_of_a_declared_kind_is_closed_and_holds_its_required_fields(vale: Path) -> None:
    cloak = vale / "content/items/travel-cloak.yaml"
    edit(cloak, "weight: 1\n", "")
    edit(cloak, "rarity: common", "rarity: legendary")
    (vale / "content/events/ash-wind.yaml").write_text("name: Ash Wind\nweight: 2\n", encoding="utf-8")
    loaded = load(vale)
    codes = sorted((d.file, d.code) for d in loaded.report.sorted())
    assert codes == [
        ("content/events/ash-wind.yaml", "S001"),
        ("content/items/travel-cloak.yaml", "S003"),
        ("content/items/travel-cloak.yaml", "S004"),
    ]
    missing = next(d for d in loaded.report.sorted() if d.code == "S003")
    assert "weight" in missing.message


DECLARATION_CASES = [
    ("S010", "      - {id: bonus, name: Bonus, type: dice}", "      - {id: bonus, name: Bonus, type: dice}\n      - {id: bonus, name: Again, type: text}", "id: bonus, name: Again"),
    ("S011", "    - id: morale\n", "    - id: defense\n", "defense"),
    ("S012", "      min: 2\n      max: 12\n", "      min: 12\n      max: 2\n", "12\n      max: 2"),
    ("S013", "to: unit}", "to: unt}", "to: unt"),
    ("S014", "  - id: event\n", "  - id: spell\n", "spell\n    name: Event"),
    ("S014", "    folder: events\n", "    folder: items\n", "items\n    description: \"A turn"),
    ("S015", "field: commander}}", "field: general}}", "general}}"),
]


@pytest.mark.parametrize(("code", "old", "new", "needle"), DECLARATION_CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(DECLARATION_CASES)])
def test_a_declaration_that_cannot_be_used_is_reported_at_its_game_yaml_line(vale: Path, code: str, old: str, new: str, needle: str) -> None:
    game = vale / GAME
    edit(game, old, new)
    loaded = load(vale)
    found = findings(loaded, code)
    assert len(found) == 1, loaded.report.sorted()
    assert found[0][:2] == (GAME, line_of(game, needle)[0])
    assert all(d.code == code or d.severity.value != "error" or d.file != GAME for d in loaded.report.sorted())


def test_an_unknown_target_kind_is_suggested(vale: Path) -> None:
    edit(vale / GAME, "to: unit}", "to: unti}")
    [diagnostic] = [d for d in load(vale).report.sorted() if d.code == "S013"]
    assert diagnostic.hint == "did you mean `unit`?"


def test_a_wrong_declaration_is_left_out_and_the_rest_still_validates(vale: Path) -> None:
    """A kind declared with a reserved id is dropped; its folder's files are then not read as
    cards, and every other declaration keeps working."""
    edit(vale / GAME, "  - id: event\n", "  - id: spell\n")
    loaded = load(vale)
    assert "event" not in loaded.game.kind_folders()
    assert [d.code for d in loaded.report.sorted()] == ["S014"]
    assert loaded.game.of_kind("item")[0].declared["weight"] == 3


def test_a_declared_field_type_game_yaml_does_not_know_is_a_schema_error_with_a_suggestion(vale: Path) -> None:
    edit(vale / GAME, "type: dice}", "type: dices}")
    [diagnostic] = [d for d in load(vale).report.sorted() if d.file == GAME]
    assert diagnostic.code == "S004"
    assert "dice" in (diagnostic.hint or "") + diagnostic.message


def test_a_range_on_a_text_field_is_a_schema_error(vale: Path) -> None:
    edit(vale / GAME, "{id: bearer, name: Carried by, type: reference, to: unit}", "{id: bearer, name: Carried by, type: text, min: 1}")
    codes = {d.code for d in load(vale).report.sorted() if d.file == GAME}
    assert codes and codes <= {"S000", "S004"}


def test_a_game_names_its_own_leader_key_by_declaring_an_army_reference(vale: Path) -> None:
    """`army: {field: general}` with `general` declared as an army field referring to a unit:
    army files name their leader there, and the army rules count it as the category's one."""
    from cardkit.checks import run_checks
    from cardkit.foundation.diagnostics import Report

    game = vale / GAME
    edit(game, "field: commander}}", "field: general}}")
    edit(game, "fields:\n  unit:\n", "fields:\n  army:\n    - {id: general, name: General, type: reference, to: unit}\n  unit:\n")
    for army in ("lantern-guard", "frost-clan"):
        edit(vale / f"content/armies/{army}.yaml", "commander: Warden", "general: Warden")
    loaded = load(vale)
    report = Report()
    run_checks(loaded.game, {}, report)
    assert loaded.report.sorted() == [] and report.sorted() == []
    edit(vale / "content/armies/frost-clan.yaml", "general: Warden", "general: Frost Raider")
    loaded = load(vale)
    report = Report()
    run_checks(loaded.game, {}, report)
    assert [(d.code, d.file) for d in report.sorted() if d.severity.value == "error"] == [("R505", "content/armies/frost-clan.yaml")]
