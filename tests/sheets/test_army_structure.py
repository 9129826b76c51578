"""The sheets read game.yaml's army structure: a category's own sheet only when declared and
needed, the bars of the tracked resources only, and another game's structure end to end."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from cardkit.commands.app import app
from tests.checks.fixtures import GAME_FILE, FixtureProject
from tests.sheets.conftest import build_fixture

pytestmark = pytest.mark.slow  # renders army sheets

ENGINES = "ficha-de-engenhos-a4.pdf"
ARMY_SHEET = "ficha-exercito-teste-a4.pdf"


def _names(built_paths: list[Path]) -> list[str]:
    return sorted(path.name for path in built_paths)


def test_a_game_without_engines_prints_no_engines_sheet(army_project: FixtureProject) -> None:
    built = build_fixture(army_project)
    assert not built.result.has_errors, built.result.diagnostics
    assert _names(built.result.paths) == [ARMY_SHEET]


def test_sheet_always_prints_it_without_engines(army_project: FixtureProject) -> None:
    army_project.edit(GAME_FILE, "sheet: engines}", "sheet: engines, sheet_always: true}")
    assert _names(build_fixture(army_project).result.paths) == [ENGINES, ARMY_SHEET]


def test_a_sheet_without_template_is_refused_at_its_game_yaml_line(army_project: FixtureProject) -> None:
    army_project.edit(GAME_FILE, "sheet: engines}", "sheet: engenhos, sheet_always: true}")
    built = build_fixture(army_project)
    assert built.result.has_errors and built.result.paths == []
    [found] = [d for d in built.result.diagnostics if d.code == "B305"]
    assert (found.file, (found.line, found.column)) == (GAME_FILE, army_project.position(GAME_FILE, "engenhos"))
    assert found.message == "Engenho's sheet `engenhos` has no template sheets/engenhos.html.j2"


def test_untracked_resources_and_ammunition_get_no_bar(army_project: FixtureProject) -> None:
    tracked = build_fixture(army_project).pdf(ARMY_SHEET).get_fields() or {}
    assert any(name.startswith("mana-") for name in tracked) and any(name.startswith("ammunition-") for name in tracked)
    army_project.edit(GAME_FILE, "{id: mana, name: Fluxo}", "{id: mana, name: Fluxo, tracked: false}")
    army_project.edit(GAME_FILE, "{name: Flecha, unit: Alquimista}", "{name: Flecha, unit: Alquimista, tracked: false}")
    fields = build_fixture(army_project).pdf(ARMY_SHEET).get_fields() or {}
    assert not [name for name in fields if name.startswith(("mana-", "ammunition-"))]
    assert any(name.startswith("vit-commander-") for name in fields)


CAPTAINS = """unit_categories:
  - {id: soldier, name: Soldier}
  - {id: captain, name: Captain, army: {min: 2, max: 2}}
"""


def _another_game(root: Path) -> None:
    """An English game that renames its categories, fields two captains and has no engines."""
    runner = CliRunner()
    assert runner.invoke(app, ["init", str(root), "--language", "en"]).exit_code == 0
    game = root / "content/game.yaml"
    game.write_text(re.sub(r"unit_categories:\n(  - .*\n)+", CAPTAINS, game.read_text(encoding="utf-8")), encoding="utf-8")
    for unit, category in (("alchemist", "soldier"), ("archer", "soldier"), ("commander", "captain"), ("champion", "captain")):
        path = root / f"content/units/{unit}.yaml"
        path.write_text(re.sub(r"category: \w+", f"category: {category}", path.read_text(encoding="utf-8")), encoding="utf-8")
    for army, captains in (("blue-army", ("Commander", "Champion")), ("red-army", ("Commander",))):
        path = root / f"content/armies/{army}.yaml"
        text = re.sub(r"(commander|champion): .*\n", "", path.read_text(encoding="utf-8"))
        listed = "".join(f"  - unit: {name}\n    count: 1\n" for name in captains)
        path.write_text(text.replace("units:\n", "units:\n" + listed, 1), encoding="utf-8")


def test_another_games_structure_is_checked_and_printed(tmp_path: Path) -> None:
    root = tmp_path / "captains"
    _another_game(root)
    runner = CliRunner()
    result = runner.invoke(app, ["check", "--project", str(root), "--format", "json"])
    errors = [d for d in json.loads(result.stdout)["diagnostics"] if d["severity"] == "error"]
    assert [(d["code"], d["file"], d["line"], d["column"]) for d in errors] == [("R516", "content/armies/red-army.yaml", 2, 7)]
    assert errors[0]["message"] == "the army fields 1 unit(s) of category Captain; game.yaml asks for exactly 2"
    red = root / "content/armies/red-army.yaml"
    red.write_text(red.read_text(encoding="utf-8").replace("  - unit: Commander\n", "  - unit: Champion\n    count: 1\n  - unit: Commander\n", 1), encoding="utf-8")
    result = runner.invoke(app, ["build", "sheets", "--project", str(root), "--quiet"])
    assert result.exit_code == 0, result.output
    sheets = sorted(path.name for path in (root / "build/sheets").glob("*.pdf"))
    assert sheets == ["army-sheet-blue-army-a4.pdf", "army-sheet-red-army-a4.pdf"]
    reader = PdfReader(root / "build/sheets/army-sheet-blue-army-a4.pdf")
    printed = "\n".join(page.extract_text() for page in reader.pages)
    assert "Commander 1" in printed and "Champion 1" in printed
    assert not [name for name in reader.get_fields() or {} if name.startswith("vit-")], "captains are no leaders here"
