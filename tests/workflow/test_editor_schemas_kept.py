"""The editor schemas for plain YAML clients: only this game's values, written where a fresh
clone finds them (`.cardkit/schemas/`, kept in git), and written again after a save by
`cardkit lsp` and `cardkit preview`."""

from __future__ import annotations

import asyncio
import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from lsprotocol import types
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.editor.refresh import schemas_for
from cardkit.index.game import GameIndex
from cardkit.pipeline import validate_project
from tests.conftest import REPO_ROOT
from tests.lsp.driver import Editor

SCHEMAS = Path(".cardkit/schemas")
NEW_TRAIT = "content/traits/frostbound.yaml"


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, list(args))
    return result.exit_code, result.output


@pytest.fixture
def vale(tmp_path: Path) -> Path:
    root = tmp_path / "vale"
    code, out = invoke("init", str(root), "--example", "ember-vale")
    assert code == 0, out
    return root


def offered(node: Any) -> list[Any]:
    """Every value a schema offers a client for completion: examples, enums, defaults."""
    if isinstance(node, list):
        return [value for item in node for value in offered(item)]
    if not isinstance(node, dict):
        return []
    found = [*node.get("examples", []), *node.get("enum", []), *([node["default"]] if "default" in node and not isinstance(node["default"], dict) else [])]
    return found + [value for key, item in node.items() if key not in ("examples", "enum", "default") for value in offered(item)]


def words(root: Path) -> set[str]:
    """Every name one game defines: its definitions' and game.yaml's words."""
    index = GameIndex.of(validate_project(root).game)
    return {entry.name for entries in index.entries.values() for entry in entries}


def test_completion_in_another_game_offers_none_of_the_bundled_games_values(vale: Path) -> None:
    schemas = schemas_for(validate_project(vale))  # what cardkit schema, init, lsp and preview write
    values = {str(value) for schema in schemas.values() for value in offered(schema)}
    theirs = words(REPO_ROOT) - words(vale)
    assert values & theirs == set()
    assert not values & {"1d20", "Magia", "Alquimista", "Corrida", "Comum"}
    dice = schemas["common"]["$defs"]["dice"]
    assert dice["examples"] == ["1d4", "1d6", "1d8", "1d10", "1d12"]  # Ember Vale's dice, no d20


def test_init_writes_the_schemas_and_the_mapping_where_a_fresh_clone_finds_them(vale: Path) -> None:
    folder = vale / SCHEMAS
    assert sorted(path.name for path in folder.glob("*.json")) == sorted(
        f"{kind}.schema.json" for kind in ("army", "book", "cardkit", "common", "event", "game", "item", "print", "spell", "tabmaster", "theme", "trait", "unit")
    )
    settings = json.loads((vale / ".vscode/settings.json").read_text(encoding="utf-8"))
    assert settings["yaml.schemas"][".cardkit/schemas/item.schema.json"] == ["content/items/*.yaml", "content/items/*.yml"]
    subprocess.run(["git", "init", "-q", str(vale)], check=True)
    ignored = subprocess.run(["git", "-C", str(vale), "check-ignore", str(SCHEMAS / "unit.schema.json"), ".vscode/settings.json"], check=False, capture_output=True, text=True)
    assert ignored.stdout == "", f"ignored by git: {ignored.stdout}"  # a clone gets them


def test_cardkit_schema_writes_there_and_leaves_unchanged_files_alone(vale: Path) -> None:
    before = {path: path.read_bytes() for path in (vale / SCHEMAS).glob("*.json")}
    code, out = invoke("schema", "--project", str(vale))
    assert code == 0 and "are up to date" in out and "wrote" not in out, out
    (vale / NEW_TRAIT).write_text("name: Frostbound\ntext: Cold to the bone.\n", encoding="utf-8")
    code, out = invoke("schema", "--project", str(vale))
    assert code == 0, out
    # the trait's name goes where the pack's shared definitions (a trait use, a target selector) are
    assert [line.rsplit("/", 1)[-1] for line in out.splitlines() if line.startswith("wrote ")] == ["tabmaster.schema.json"]
    assert {path: path.read_bytes() for path in before if path.name != "tabmaster.schema.json"} == {
        path: data for path, data in before.items() if path.name != "tabmaster.schema.json"
    }


def trait_names(root: Path) -> list[str]:
    shared = json.loads((root / SCHEMAS / "tabmaster.schema.json").read_text(encoding="utf-8"))
    return list(shared["$defs"]["trait_use"]["properties"]["name"]["enum"])


@pytest.mark.slow
def test_cardkit_lsp_refreshes_them_after_a_save(vale: Path) -> None:
    async def session() -> None:
        editor = Editor(vale)
        await editor.start()
        try:
            await editor.logged_line("laying out every card")  # the first check is done (the example has no finding)
            editor.open(NEW_TRAIT, "name: Frostbound\ntext: Cold to the bone.\n")
            (vale / NEW_TRAIT).write_text("name: Frostbound\ntext: Cold to the bone.\n", encoding="utf-8")
            editor.client.text_document_did_save(types.DidSaveTextDocumentParams(types.TextDocumentIdentifier(editor.uri(NEW_TRAIT))))
            line = await editor.logged_line("editor schemas refreshed")
            assert "tabmaster.schema.json" in line
        finally:
            await editor.stop()

    assert "Frostbound" not in trait_names(vale)
    asyncio.run(session())
    assert "Frostbound" in trait_names(vale)


def test_cardkit_preview_refreshes_them_after_a_change(vale: Path) -> None:
    from watchfiles import Change

    from cardkit.preview.live import LiveProject

    async def changed() -> None:
        live = LiveProject(vale)
        (vale / NEW_TRAIT).write_text("name: Frostbound\ntext: Cold to the bone.\n", encoding="utf-8")
        written = vale / SCHEMAS / "common.schema.json"
        assert not live.watched(Change.modified, str(written))  # its own writes trigger no new snapshot
        assert live.watched(Change.modified, str(vale / NEW_TRAIT))
        await live.refresh()

    asyncio.run(changed())
    assert "Frostbound" in trait_names(vale)


def test_the_bundled_games_editor_schemas_in_git_are_current() -> None:
    """This repository is a project too: a clone's editor reads its .cardkit/schemas/ at once,
    so they must say what `cardkit schema` would write now."""
    expected = schemas_for(validate_project(REPO_ROOT))
    kept = {path.name.removesuffix(".schema.json"): json.loads(path.read_text(encoding="utf-8")) for path in (REPO_ROOT / SCHEMAS).glob("*.json")}
    stale = sorted(kind for kind in set(expected) | set(kept) if expected.get(kind) != kept.get(kind))
    assert stale == [], f"stale editor schemas {stale}: run `.venv/bin/cardkit schema` and commit .cardkit/schemas/"


def test_cardkit_schema_names_what_it_wrote_from_the_folder_it_runs_in(vale: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As `build` names its PDFs: `.vscode/settings.json`, not the machine's absolute path."""
    monkeypatch.chdir(vale)
    code, out = invoke("schema", "--vscode")
    assert code == 0, out
    assert out.splitlines() == ["the schemas in .cardkit/schemas are up to date", "updated .vscode/settings.json"]
