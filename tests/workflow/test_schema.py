"""`cardkit schema`: the game's words as enums in schema copies, and VS Code pointed at them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.examples import EXAMPLES
from cardkit.pipeline import validate_project as load_project
from cardkit.project.validate import definition_files

SETTINGS = ".vscode/settings.json"


def _schema(runner: CliRunner, project: Path, *extra: str) -> tuple[int, str]:
    result = runner.invoke(app, ["schema", "--project", str(project), *extra])
    return result.exit_code, result.stdout + result.stderr


def test_out_writes_schemas_with_the_games_vocabulary(runner: CliRunner, game_copy: Path, tmp_path: Path) -> None:
    out = tmp_path / "schemas"
    assert _schema(runner, game_copy, "--out", str(out))[0] == 0
    spell = json.loads((out / "spell.schema.json").read_text(encoding="utf-8"))
    pack = json.loads((out / "tabmaster.schema.json").read_text(encoding="utf-8"))  # the pack's shared definitions
    unit = json.loads((out / "unit.schema.json").read_text(encoding="utf-8"))
    army = json.loads((out / "army.schema.json").read_text(encoding="utf-8"))
    assert spell["properties"]["ref"]["enum"] == ["Alquimista", "Feiticeiro", "Sacerdote", "Guardião"]
    assert "caster class" in spell["properties"]["ref"]["description"]  # hover text kept
    effects = pack["$defs"]["effects"]["properties"]
    assert "Fogo" in effects["elements"]["items"]["enum"]
    assert effects["line"]["properties"]["directions"]["items"]["enum"][-1] == "Completa"
    assert "Vitalidade Compartilhada" in pack["$defs"]["trait_use"]["properties"]["name"]["enum"]
    assert pack["$defs"]["attack"]["properties"]["type"]["enum"] == ["Comum", "Atropelamento", "Mágico", "Projétil", "Secundário"]
    assert army["properties"]["commander"]["enum"] == ["Comandante"]
    assert unit["properties"]["category"]["enum"] == ["regular", "commander", "champion", "hero", "wild", "siege_engine"]
    assert "Arqueiro" in pack["$defs"]["unit_count"]["properties"]["unit"]["enum"]
    assert not (game_copy / SETTINGS).exists()


def _accepted_by_the_written_schemas(runner: CliRunner, project: Path) -> None:
    assert _schema(runner, project)[0] == 0
    folder = project / ".cardkit/schemas"
    resources = [(p.name, Resource.from_contents(json.loads(p.read_text(encoding="utf-8")))) for p in folder.glob("*.json")]
    registry = Registry().with_resources(resources)
    folders = {kind.id: kind.folder for kind in load_project(project).game.table.kinds}
    for kind, path in definition_files(project / "content", folders):
        schema = json.loads((folder / f"{kind}.schema.json").read_text(encoding="utf-8"))
        errors = list(Draft202012Validator(schema, registry=registry).iter_errors(yaml.safe_load(path.read_text(encoding="utf-8"))))
        assert errors == [], f"{path.name}: {errors[0].message}"


def test_enriched_schemas_accept_the_whole_bundled_game(runner: CliRunner, game_copy: Path) -> None:
    """The enums must never reject what cardkit itself accepts, or the editor cries wolf."""
    _accepted_by_the_written_schemas(runner, game_copy)


@pytest.mark.parametrize("example", [name for name in EXAMPLES if name != "tab-master"])
def test_enriched_schemas_accept_every_example(runner: CliRunner, tmp_path: Path, example: str) -> None:
    """The same for each other example: a pack's variant (clix), declared kinds (Ember Vale) and
    a game of its own whose every kind is declared in game.yaml (Hollowmarch)."""
    project = tmp_path / example
    assert runner.invoke(app, ["init", str(project), "--example", example]).exit_code == 0
    _accepted_by_the_written_schemas(runner, project)
    if example == "hollowmarch":
        deck = json.loads((project / ".cardkit/schemas/deck.schema.json").read_text(encoding="utf-8"))
        entry = deck["properties"]["cards"]["items"]["properties"]["card"]
        assert "Lamplighter" in entry["enum"] and "Warden-Captain Ilse" not in entry["enum"]
        assert deck["properties"]["identity"]["enum"][0] == "Harbourmaster Oren"


def test_vscode_settings_are_merged_not_clobbered(runner: CliRunner, game_copy: Path) -> None:
    settings = game_copy / SETTINGS
    settings.parent.mkdir()
    settings.write_text(json.dumps({"editor.tabSize": 2, "yaml.schemas": {"other.json": "x/*.yaml"}}), encoding="utf-8")
    for _ in range(2):  # a second run changes nothing
        code, output = _schema(runner, game_copy, "--vscode")
        assert code == 0, output
    data = json.loads(settings.read_text(encoding="utf-8"))
    assert data["editor.tabSize"] == 2
    assert data["yaml.schemas"]["other.json"] == "x/*.yaml"
    assert data["yaml.schemas"][".cardkit/schemas/spell.schema.json"] == ["content/spells/*.yaml", "content/spells/*.yml"]
    assert data["yaml.schemas"][".cardkit/schemas/game.schema.json"] == ["content/game.yaml"]
    assert data["yaml.schemas"][".cardkit/schemas/theme.schema.json"] == ["content/theme.yaml"]
    assert len(data["yaml.schemas"]) == 1 + 7
    assert (game_copy / ".cardkit/schemas/unit.schema.json").is_file()


def test_unparseable_settings_are_left_alone(runner: CliRunner, game_copy: Path) -> None:
    settings = game_copy / SETTINGS
    settings.parent.mkdir()
    text = '{\n  // my comment\n  "editor.tabSize": 2,\n}\n'
    settings.write_text(text, encoding="utf-8")
    code, output = _schema(runner, game_copy, "--vscode")
    assert code == 1
    assert "not plain JSON" in output and '"yaml.schemas"' in output  # says what to paste instead
    assert settings.read_text(encoding="utf-8") == text
