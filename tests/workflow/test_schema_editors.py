"""`cardkit schema` for clients that only speak JSON Schema: flat dice, per-trait parameters,
trait selectors and hover texts of every enum, failing files kept, and --watch."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.pipeline import validate_project
from tests.conftest import REPO_ROOT
from tests.patience import IDLE_GUARD, read_until
from tests.watching import arm, kill_if_running, stop_with_ctrl_c

DICE_TABLE = [
    ("1d20", True), ("2d10", True), ("1d20+2", True), ("3d6-1", True), (10, True), (0, True), ("12", True),
    (999, True), (1000, False), (-1, False), ("2x20", False), ("d20", False), ("0d6", False), ("1d0", False),
    ("1d20+", False), ("", False), (True, False), (2.5, False), ([1], False),
]
"""Dice values and whether cardkit's own schema accepts them (checked below against it too)."""


def _written(runner: CliRunner, project: Path, out: Path) -> tuple[dict[str, Any], str]:
    result = runner.invoke(app, ["schema", "--project", str(project), "--out", str(out)])
    assert result.exit_code == 0, result.stdout + result.stderr
    schemas = {p.name.removesuffix(".schema.json"): json.loads(p.read_text(encoding="utf-8")) for p in out.glob("*.json")}
    return schemas, result.stderr


def _registry(schemas: dict[str, Any]) -> Registry:
    return Registry().with_resources((f"{kind}.schema.json", Resource.from_contents(s)) for kind, s in schemas.items())


def _validator(schemas: dict[str, Any], kind: str, pointer: str) -> Draft202012Validator:
    """A validator for the subschema at `pointer` of `kind`'s schema, its `$ref`s resolvable."""
    return Draft202012Validator({"$ref": f"{kind}.schema.json#{pointer}"}, registry=_registry(schemas))


@pytest.fixture(scope="module")
def editor_schemas(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    out = tmp_path_factory.mktemp("schemas")
    return _written(CliRunner(), REPO_ROOT, out)[0]


@pytest.fixture(scope="module")
def shipped() -> dict[str, Any]:
    """The schemas the bundled game is validated against: cardkit's, its pack's, and each kind's composed."""
    schemas = validate_project(REPO_ROOT).schemas
    assert schemas is not None
    return {name: validator.schema for name, validator in schemas.validators.items()}


@pytest.mark.parametrize(("pointer", "nullable"), [
    ("spell.schema.json#/properties/damage", True),
    ("tabmaster.schema.json#/$defs/attack/properties/damage", False),
    ("common.schema.json#/$defs/dice", False),
])
def test_flat_dice_accepts_exactly_what_cardkit_accepts(editor_schemas: dict[str, Any], shipped: dict[str, Any], pointer: str, nullable: bool) -> None:
    kind, path = pointer.split("#")
    flat = _validator(editor_schemas, kind.removesuffix(".schema.json"), path)
    strict = _validator(shipped, kind.removesuffix(".schema.json"), path)
    for value, valid in [*DICE_TABLE, (None, nullable)]:  # null only where the card may print "-"
        assert strict.is_valid(value) is valid, f"cardkit's schema on {value!r}"
        assert flat.is_valid(value) is valid, f"editor schema on {value!r}"


def test_atk_accepts_what_cardkit_accepts(editor_schemas: dict[str, Any], shipped: dict[str, Any]) -> None:
    flat = _validator(editor_schemas, "tabmaster", "/$defs/attack/properties/atk")
    strict = _validator(shipped, "tabmaster", "/$defs/attack/properties/atk")
    for value in [1, 99, 100, "1d10", "2x20", -1, None, True]:
        assert flat.is_valid(value) is strict.is_valid(value), value


def test_dice_fields_are_one_schema_titled_as_the_card_names_them(editor_schemas: dict[str, Any]) -> None:
    damage = editor_schemas["spell"]["properties"]["damage"]
    attack = editor_schemas["tabmaster"]["$defs"]["attack"]["properties"]
    assert "anyOf" not in damage and "$ref" not in attack["damage"] and "anyOf" not in attack["atk"]
    assert damage["title"] == "Dano (DAN)" and attack["damage"]["title"] == "Dano (DAN)"
    assert attack["atk"]["title"] == "Ataque (ATK)"
    assert damage["description"].startswith("DAN: the damage dealt")
    assert damage["type"] == ["integer", "string", "null"]
    assert "NdS" in damage["patternErrorMessage"] and "1d20+2" in damage["patternErrorMessage"]


def _unit(traits: list[dict[str, Any]]) -> dict[str, Any]:
    return {"name": "Teste", "category": "regular", "defense": 5, "movement": 1,
            "attacks": [{"type": "Comum", "atk": 1, "damage": "1d20"}], "traits": traits}


@pytest.mark.parametrize(("traits", "valid"), [
    ([{"name": "Corrida", "params": [4]}], True),
    ([{"name": "Corrida", "params": [4, 5]}], False),  # R110: one parameter
    ([{"name": "Corrida"}], False),
    ([{"name": "Corrida", "params": ["rapido"]}], False),  # R111: a whole number
    ([{"name": "Ataque Secundário"}], True),
    ([{"name": "Ataque Secundário", "params": [1]}], False),
    ([{"name": "Essência", "params": ["Fogo"]}], True),
    ([{"name": "Essência", "params": ["Pedra"]}], False),  # not an element of the game
    ([{"name": "Vitalidade Compartilhada", "params": ["Guarda", 10]}], True),
    ([{"name": "Vitalidade Compartilhada", "params": ["Guarda"]}], False),
])
def test_trait_uses_get_the_parameters_their_trait_declares(editor_schemas: dict[str, Any], traits: list[dict[str, Any]], valid: bool) -> None:
    assert _validator(editor_schemas, "unit", "").is_valid(_unit(traits)) is valid


def test_a_trait_use_explains_its_parameters(editor_schemas: dict[str, Any]) -> None:
    rules = editor_schemas["tabmaster"]["$defs"]["trait_use"]["allOf"]
    corrida = next(r for r in rules if r["if"]["properties"]["name"]["const"] == "Corrida")["then"]["properties"]["params"]
    assert corrida["description"].startswith("Corrida takes 1 parameter(s), in order: casas (integer). One value per parameter")
    trait_use = editor_schemas["tabmaster"]["$defs"]["trait_use"]
    assert "description" not in trait_use["properties"]["params"]  # else the client hovers it instead
    unknown = Draft202012Validator(rules[-1]["if"])  # the shared text, for a name no trait has
    assert unknown.is_valid({"name": "Nenhuma"}) and not unknown.is_valid({"name": "Corrida"})
    assert rules[-1]["then"]["properties"]["params"]["description"].startswith("One value per parameter")
    assert corrida["items"]["description"].startswith("Número de casas")  # one shape: `items`, which the client completes
    essencia = next(r for r in rules if r["if"]["properties"]["name"]["const"] == "Essência")["then"]["properties"]["params"]["items"]
    assert essencia["enum"][0] == "Fogo" and "Dano" in essencia["enumDescriptions"][0]
    shared = next(r for r in rules if r["if"]["properties"]["name"]["const"] == "Vitalidade Compartilhada")
    assert [p.get("type") for p in shared["then"]["properties"]["params"]["prefixItems"]] == [["string", "integer"], "integer"]


def test_element_selectors_offer_the_games_traits(editor_schemas: dict[str, Any]) -> None:
    trait = editor_schemas["tabmaster"]["$defs"]["target_selector"]["properties"]["trait"]
    assert "Essência" in trait["enum"] and "Voar" in trait["enum"]
    assert "Morto-Vivo" in trait["enum"]  # the rule table's spelling game.yaml writes, which cardkit accepts
    selector = _validator(editor_schemas, "tabmaster", "/$defs/target_selector")
    assert selector.is_valid({"trait": "Essência", "param": "Gelo"})
    assert not selector.is_valid({"trait": "Esencia"})


def _enums(node: Any, path: str = "") -> list[tuple[str, dict[str, Any]]]:
    if isinstance(node, dict):
        found = [(path, node)] if "enum" in node else []
        return found + [hit for key, value in node.items() for hit in _enums(value, f"{path}/{key}")]
    if isinstance(node, list):
        return [hit for i, value in enumerate(node) for hit in _enums(value, f"{path}/{i}")]
    return []


def test_every_enum_of_names_has_its_definitions_text(editor_schemas: dict[str, Any], shipped: dict[str, Any]) -> None:
    shipped_enums = {(kind, path) for kind, schema in shipped.items() for path, _ in _enums(schema)}
    named = [(kind, path, node) for kind, schema in editor_schemas.items() for path, node in _enums(schema)
             if (kind, path) not in shipped_enums and "/allOf/" not in path]
    assert len(named) >= 12
    for kind, path, node in named:
        assert len(node["enumDescriptions"]) == len(node["enum"]) == len(node["markdownEnumDescriptions"]), f"{kind}{path}"
    trait = editor_schemas["tabmaster"]["$defs"]["trait_use"]["properties"]["name"]
    corrida = trait["enum"].index("Corrida")
    assert trait["enumDescriptions"][corrida].startswith("A unidade com esta Característica poderá abrir mão de atacar")
    elements = editor_schemas["tabmaster"]["$defs"]["effects"]["properties"]["elements"]["items"]
    assert "Dano" in elements["enumDescriptions"][elements["enum"].index("Fogo")]
    ref = editor_schemas["spell"]["properties"]["ref"]
    assert all(text for text in ref["enumDescriptions"]), "a caster class reads its unit's text"


def test_a_file_that_fails_validation_is_reported_and_its_name_kept(runner: CliRunner, game_copy: Path, tmp_path: Path) -> None:
    traits = game_copy / "content/traits"
    (traits / "nova.yaml").write_text("name: Nova Habilidade\nparams: oops\ntext: Nova.\n", encoding="utf-8")
    (traits / "sem-nome.yaml").write_text("params: [1]\n", encoding="utf-8")
    schemas, stderr = _written(runner, game_copy, tmp_path / "out")
    assert "warning: content/traits/nova.yaml fails validation: its name 'Nova Habilidade' is kept" in stderr
    assert "warning: content/traits/sem-nome.yaml fails validation and has no readable `name:`: it is left out" in stderr
    names = schemas["tabmaster"]["$defs"]["trait_use"]["properties"]["name"]
    assert "Nova Habilidade" in names["enum"] and "Corrida" in names["enum"]
    assert "does not validate" in names["enumDescriptions"][names["enum"].index("Nova Habilidade")]
    assert "Nova Habilidade" in schemas["tabmaster"]["$defs"]["target_selector"]["properties"]["trait"]["enum"]


def _wait_for_error(process: subprocess.Popen[str], text: str, timeout: float) -> list[str]:
    assert process.stderr is not None
    return read_until(process.stderr, text, timeout)


def _wait_for(process: subprocess.Popen[str], text: str, timeout: float) -> list[str]:
    assert process.stdout is not None
    return read_until(process.stdout, text, timeout)




@pytest.mark.slow
def test_watch_regenerates_after_a_write_and_stops_on_ctrl_c(game_copy: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    command = [sys.executable, "-m", "cardkit", "schema", "--watch", "--project", str(game_copy), "--out", str(out)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ, "NO_COLOR": "1"})
    try:
        _wait_for(process, "watching", IDLE_GUARD)
        arm(lambda text, timeout: _wait_for(process, text, timeout), game_copy, "after note.txt")
        (game_copy / "content/traits/salto.yaml").write_text("name: Salto\nparams: []\ntext: A unidade salta.\n", encoding="utf-8")
        lines = _wait_for(process, "regenerated", IDLE_GUARD)
        assert "after content/traits/salto.yaml" in lines[-1]
        pack = json.loads((out / "tabmaster.schema.json").read_text(encoding="utf-8"))
        assert "Salto" in pack["$defs"]["trait_use"]["properties"]["name"]["enum"]
        config = game_copy / "cardkit.yaml"
        config.write_text(config.read_text(encoding="utf-8") + "\nfolders: 7\n", encoding="utf-8")
        _wait_for_error(process, "not regenerated after cardkit.yaml", IDLE_GUARD)  # and it keeps watching
        (game_copy / "content/traits/salto.yaml").unlink()
        config.write_text(config.read_text(encoding="utf-8").replace("\nfolders: 7\n", ""), encoding="utf-8")
        assert "regenerated" in _wait_for(process, "regenerated", IDLE_GUARD)[-1]
        pack = json.loads((out / "tabmaster.schema.json").read_text(encoding="utf-8"))
        assert "Salto" not in pack["$defs"]["trait_use"]["properties"]["name"]["enum"]
        stop_with_ctrl_c(process)
    finally:
        kill_if_running(process)


def test_markdown_enum_texts_are_first_paragraphs(editor_schemas: dict[str, Any]) -> None:
    """Hover over a value lists every allowed value with its markdown text: keep each short."""
    names = editor_schemas["tabmaster"]["$defs"]["trait_use"]["properties"]["name"]
    agrupar = names["enum"].index("Agrupar")
    assert "\n\n" in names["enumDescriptions"][agrupar]  # the full text, several paragraphs
    shown = names["markdownEnumDescriptions"][agrupar]
    assert shown.startswith("A unidade com esta Característica poderá se juntar a outra")
    assert "\n" not in shown and len(shown) <= 201
    assert all(len(text) <= 201 for text in names["markdownEnumDescriptions"])


def test_a_failing_game_yaml_is_reported(runner: CliRunner, game_copy: Path, tmp_path: Path) -> None:
    game = game_copy / "content/game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace("resolution: tab-master", "resolution: 42"), encoding="utf-8")
    schemas, stderr = _written(runner, game_copy, tmp_path / "out")
    assert "warning: content/game.yaml fails validation: the game's words" in stderr
    assert "enum" not in schemas["spell"]["properties"]["ref"]  # no words: any value, never an empty enum
    assert schemas["spell"]["properties"]["damage"]["title"] == "Damage (DAN)"  # the shipped title


def test_declared_dice_and_enum_fields_read_well_too(runner: CliRunner, tmp_path: Path) -> None:
    """Ember Vale declares a dice field (Bonus) and an enum of values (Rarity) on its items."""
    assert runner.invoke(app, ["init", str(tmp_path / "ember"), "--example", "ember-vale"]).exit_code == 0
    schemas, _ = _written(runner, tmp_path / "ember", tmp_path / "out")
    kind = next(kind for kind, schema in schemas.items() if "bonus" in schema.get("properties", {}))
    bonus = schemas[kind]["properties"]["bonus"]
    assert bonus["title"].startswith("Bonus") and "$ref" not in bonus and "patternErrorMessage" in bonus
    assert _validator(schemas, kind, "/properties/bonus").is_valid("1d6+1")
    assert not _validator(schemas, kind, "/properties/bonus").is_valid("1x6")
    rarity = schemas[kind]["properties"]["rarity"]
    assert rarity["enum"] == ["common", "rare"] and rarity["enumDescriptions"] == ["Common", "Rare"]


def test_the_flat_dice_take_only_the_dice_the_game_rolls(runner: CliRunner, tmp_path: Path) -> None:
    """Ember Vale rolls d4 to d12 (game.yaml `dice:`): a d20 is R201's error, and the editor says so."""
    assert runner.invoke(app, ["init", str(tmp_path / "ember"), "--example", "ember-vale"]).exit_code == 0
    schemas, _ = _written(runner, tmp_path / "ember", tmp_path / "out")
    damage = _validator(schemas, "spell", "/properties/damage")
    assert damage.is_valid("2d12") and damage.is_valid(10) and damage.is_valid(None)
    assert not damage.is_valid("1d20") and not damage.is_valid("1d1")
    assert schemas["common"]["$defs"]["dice"]["patternErrorMessage"].endswith("This game rolls d4, d6, d8, d10, d12.")
