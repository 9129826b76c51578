"""What prints for a declared value, the editor schemas and `cardkit new` of a declared kind."""

from __future__ import annotations

import json
from pathlib import Path

import yaml
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.editor import project_schemas, schema_globs
from cardkit.fields.model import EnumValue, FieldSpec
from cardkit.fields.values import value_text
from cardkit.output.wording import Wording
from tests.declared.conftest import edit, load


def test_numbers_print_in_the_locale_and_enum_values_by_name(vale: Path) -> None:
    weight = FieldSpec("weight", "number", "Peso", integer=False)
    assert value_text(weight, 2.5, None, "pt-BR") == "2,5"
    assert value_text(weight, 2.5, None, "en") == "2.5"
    rarity = FieldSpec("rarity", "enum", "Raridade", values=(EnumValue("rare", "Rara"),))
    assert value_text(rarity, "rare", None, "pt-BR") == "Rara"
    terms = load(vale).game.terms
    element = FieldSpec("element", "enum", "Element", vocabulary="elements")
    assert value_text(element, "fire", terms, "en") == "Ember"
    assert value_text(element, "Frost", terms, "en") == "Frost"


def test_the_card_shows_only_the_fields_declared_for_the_card(vale: Path) -> None:
    loaded = load(vale)
    wording = Wording.of(loaded)
    lantern = loaded.game.of_kind("item")[0]
    assert [(f.label, f.text) for f in wording.declared_fields(lantern)] == [("WT", "3"), ("Rarity", "Rare"), ("Carried by", "Warden")]
    assert [(f.label, f.text) for f in wording.declared_fields(lantern, "report")] == [("WT", "3")]
    assert wording.kind_name("item") == "Item"


def test_the_editor_schema_of_a_declared_kind_is_closed_and_offers_the_names_it_may_hold(vale: Path) -> None:
    loaded = load(vale)
    schemas = project_schemas(loaded)
    item = schemas["item"]
    assert item["additionalProperties"] is False
    assert item["required"] == ["name", "weight"]
    assert item["properties"]["bearer"]["enum"] == ["Frost Raider", "Mystic", "Ranger", "Warden"]  # file order
    assert item["properties"]["weight"]["minimum"] == 0 and item["properties"]["weight"]["maximum"] == 10
    assert schemas["unit"]["properties"]["morale"]["title"] == "Morale"
    globs = schema_globs(loaded.project, vale / "build/schemas", loaded.game.kind_folders())
    assert globs["build/schemas/item.schema.json"] == ["content/items/*.yaml", "content/items/*.yml"]


def test_cardkit_schema_writes_the_declared_kinds_schema(vale: Path) -> None:
    result = CliRunner().invoke(app, ["schema", "--project", str(vale), "--vscode"])
    assert result.exit_code == 0, result.output
    written = json.loads((vale / ".cardkit/schemas/event.schema.json").read_text(encoding="utf-8"))
    assert set(written["properties"]) >= {"name", "text", "round"}
    settings = json.loads((vale / ".vscode/settings.json").read_text(encoding="utf-8"))
    assert settings["yaml.schemas"][".cardkit/schemas/event.schema.json"] == ["content/events/*.yaml", "content/events/*.yml"]


def test_cardkit_new_starts_a_card_of_a_declared_kind_that_checks_clean(vale: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["new", "item", "Iron Shield", "--project", str(vale)])
    assert result.exit_code == 0, result.output
    path = vale / "content/items/iron-shield.yaml"
    text = path.read_text(encoding="utf-8")
    assert yaml.safe_load(text) == {"name": "Iron Shield", "weight": 0}
    assert "# Weight: a whole number from 0 to 10 (declared in game.yaml)." in text
    checked = runner.invoke(app, ["check", "--project", str(vale), "--format", "json"])
    assert checked.exit_code == 0
    assert json.loads(checked.stdout)["diagnostics"] == []


def test_cardkit_new_of_a_kind_the_game_lacks_suggests_the_closest(vale: Path) -> None:
    result = CliRunner().invoke(app, ["new", "itme", "Iron Shield", "--project", str(vale)])
    assert result.exit_code == 2
    assert "did you mean `item`?" in result.output
    assert "trait, spell, unit, army, item, event" in result.output


def test_a_declared_kind_the_game_drops_has_no_new(vale: Path) -> None:
    edit(vale / "content/game.yaml", "  - id: event\n", "  - id: spell\n")
    result = CliRunner().invoke(app, ["new", "event", "Eclipse", "--project", str(vale)])
    assert result.exit_code != 0
    assert not (vale / "content/events/eclipse.yaml").exists()


def test_the_preview_shows_each_declared_kind_under_its_name(vale: Path) -> None:
    from cardkit.preview.page import render_page
    from cardkit.preview.snapshot import take_snapshot

    snapshot = take_snapshot(vale, "test")
    assert [(kind, len(faces)) for kind, faces in snapshot.groups][-2:] == [("item", 3), ("event", 2)]
    page = render_page(snapshot)
    assert "<h2>Item <small>3</small></h2>" in page
    assert "Ember Lantern" in page and "Carried by" in page
