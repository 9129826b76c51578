"""`cardkit lsp` driven over stdio by pygls's own client, on a copy of the bundled game: the
findings of `cardkit check` on unsaved buffers, completion, hover, navigation, rename, quick
fixes, and a server that survives whatever it is sent."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException

from cardkit.pipeline import check_project
from tests.lsp.driver import Editor, apply_edit, codes, patiently, position_of, send_raw
from tests.patience import IDLE_GUARD

pytestmark = pytest.mark.slow

RAIO = "content/spells/raio.yaml"
SCRIPT_TIMEOUT = 2 * IDLE_GUARD


def drive(project: Path, script: Callable[[Editor], Awaitable[None]]) -> None:
    """Start a server on `project`, wait for its first check, run `script`, shut it down."""

    async def session() -> None:
        editor = Editor(project)
        await editor.start()
        try:
            await editor.checked_once()
            await patiently(script(editor), SCRIPT_TIMEOUT)  # a request the server never answers fails the test
        finally:
            await editor.stop()

    asyncio.run(session())


def doc(editor: Editor, relpath: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(editor.uri(relpath))


def test_a_wrong_ref_is_reported_at_its_line_before_saving_and_cleared_when_fixed(game_copy: Path) -> None:
    async def script(editor: Editor) -> None:
        text = editor.open(RAIO)
        editor.change(RAIO, text.replace("ref: Alquimista", "ref: Alquimist"))
        found = await editor.wait_for(RAIO, lambda d: "R105" in codes(d))
        [wrong] = [d for d in found if d.code == "R105"]
        assert wrong.range == types.Range(types.Position(7, 5), types.Position(7, 14))  # `Alquimist` on line 8
        assert wrong.severity == types.DiagnosticSeverity.Error
        assert "unknown caster class 'Alquimist'" in wrong.message and "did you mean 'Alquimista'?" in wrong.message
        assert (game_copy / RAIO).read_text(encoding="utf-8") == text  # nothing was saved

        [fix] = await editor.client.text_document_code_action_async(
            types.CodeActionParams(doc(editor, RAIO), wrong.range, types.CodeActionContext(diagnostics=[wrong]))
        )
        assert fix.title == "Change to 'Alquimista'" and fix.kind == types.CodeActionKind.QuickFix
        assert fix.edit is not None and fix.edit.changes is not None
        assert list(fix.edit.changes[editor.uri(RAIO)]) == [types.TextEdit(wrong.range, "Alquimista")]

        hover = await editor.client.text_document_hover_async(types.HoverParams(doc(editor, RAIO), types.Position(7, 8)))
        assert hover is not None and isinstance(hover.contents, types.MarkupContent)
        assert "R105  unknown-caster-class" in hover.contents.value and "FAIL:" in hover.contents.value

        editor.change(RAIO, text)
        await editor.wait_for(RAIO, lambda d: "R105" not in codes(d))
        assert editor.diagnostics[RAIO] == []  # the file had no other finding: cleared

    drive(game_copy, script)


def test_an_unknown_trait_in_game_yaml_and_a_trait_with_wrong_parameters(game_copy: Path) -> None:
    unit = "content/units/feiticeiro.yaml"

    async def script(editor: Editor) -> None:
        game = editor.open("content/game.yaml")
        editor.change("content/game.yaml", game.replace("{trait: Voar}", "{trait: Voarr}", 1))
        found = await editor.wait_for("content/game.yaml", lambda d: "R101" in codes(d))
        [unknown] = [d for d in found if d.code == "R101"]
        assert unknown.range.start == position_of(game, "{trait: Voar}", len("{trait: "))
        assert "Voarr" in unknown.message and unknown.data == {"suggestions": ["Voar"]}

        text = editor.open(unit)
        changed = text.replace("traits: []", "traits:\n  - name: Essência\n    params: [Gelo, Fogo]")
        editor.change(unit, changed)
        found = await editor.wait_for(unit, lambda d: "R110" in codes(d))
        [params] = [d for d in found if d.code == "R110"]
        assert params.severity == types.DiagnosticSeverity.Error and params.message == "Essência takes 1 parameter, given 2\nhint: give, in order: elemento (element)"
        assert params.range.start == position_of(changed, "Fogo]")  # at the parameter too many

    drive(game_copy, script)


def test_completion_offers_the_games_elements_even_while_the_buffer_is_broken_yaml(game_copy: Path) -> None:
    async def script(editor: Editor) -> None:
        text = editor.open(RAIO)
        broken = text.replace("elements: [Eletricidade]", "elements: [")
        editor.change(RAIO, broken)
        found = await editor.wait_for(RAIO, lambda d: any(str(c.code).startswith("Y") for c in d))
        assert all(d.range.start.line <= len(broken.splitlines()) for d in found)
        at = position_of(broken, "elements: [", len("elements: ["))
        listed = await editor.client.text_document_completion_async(types.CompletionParams(doc(editor, RAIO), at))
        assert isinstance(listed, types.CompletionList)
        labels = [item.label for item in listed.items]
        assert labels == ["Fogo", "Água", "Terra", "Ar", "Gelo", "Eletricidade", "Vida", "Doença", "Luz", "Escuridão"]
        fire = listed.items[0].documentation
        assert isinstance(fire, types.MarkupContent) and "Essência: Gelo" in fire.value  # the element's own text

    drive(game_copy, script)


def test_hover_definition_and_references_of_a_trait(game_copy: Path) -> None:
    async def script(editor: Editor) -> None:
        game = editor.open("content/game.yaml")
        at = position_of(game, "{trait: Voar}", len("{trait: V"))
        hover = await editor.client.text_document_hover_async(types.HoverParams(doc(editor, "content/game.yaml"), at))
        assert hover is not None and isinstance(hover.contents, types.MarkupContent)
        assert hover.contents.value.startswith("**Voar** (trait)") and "Uma unidade com esta característica" in hover.contents.value

        found = await editor.client.text_document_definition_async(types.DefinitionParams(doc(editor, "content/game.yaml"), at))
        assert found == types.Location(editor.uri("content/traits/voar.yaml"), types.Range(types.Position(2, 6), types.Position(2, 10)))

        used = await editor.client.text_document_references_async(
            types.ReferenceParams(context=types.ReferenceContext(include_declaration=False), text_document=doc(editor, "content/game.yaml"), position=at)
        )
        places = {(Path(u.uri).name, u.range.start.line) for u in used or []}
        selectors = [n for n, line in enumerate(game.splitlines()) if "{trait: Voar}" in line]
        assert {("game.yaml", line) for line in selectors} <= places
        assert ("voar.yaml", 2) not in places

    drive(game_copy, script)


def test_renaming_raio_edits_every_file_that_names_it_and_check_stays_clean(game_copy: Path) -> None:
    before = check_project(game_copy).checked or []

    async def script(editor: Editor) -> None:
        text = editor.open(RAIO)
        at = position_of(text, "name: Raio", len("name: "))
        prepared = await editor.client.text_document_prepare_rename_async(types.PrepareRenameParams(doc(editor, RAIO), at))
        assert isinstance(prepared, types.PrepareRenamePlaceholder) and prepared.placeholder == "Raio"
        assert prepared.range == types.Range(types.Position(2, 6), types.Position(2, 10))
        with pytest.raises(JsonRpcException, match="there already is a spell named 'Inferno'"):
            await editor.client.text_document_rename_async(types.RenameParams(doc(editor, RAIO), at, "Inferno"))
        edit = await editor.client.text_document_rename_async(types.RenameParams(doc(editor, RAIO), at, "Relâmpago"))
        assert edit is not None
        touched = apply_edit(game_copy, edit)
        assert touched == [
            "content/game.yaml",
            "content/locales/en/spells.po",
            "content/spells/raio.yaml",
            "content/spells/raio.yaml -> content/spells/relampago.yaml",
        ]

    drive(game_copy, script)
    spell = (game_copy / "content/spells/relampago.yaml").read_text(encoding="utf-8")
    assert "name: Relâmpago" in spell and spell.startswith("# Spell Relâmpago:")
    po = (game_copy / "content/locales/en/spells.po").read_text(encoding="utf-8")
    assert '#: content/spells/relampago.yaml:3\nmsgctxt "spell name"\nmsgid "Relâmpago"\nmsgstr "Lightning Bolt"' in po
    left = [p for p in (game_copy / "content").rglob("*") if p.is_file() and re.search(r"\bRaio\b", p.read_text(encoding="utf-8", errors="replace"))]
    assert left == []
    after = check_project(game_copy).checked or []
    assert [d for d in after if d.severity.value == "error"] == []
    assert sorted((d.code, d.file) for d in after) == sorted((d.code, d.file) for d in before)


def test_garbage_bad_json_rpc_a_broken_project_and_outside_files_never_end_the_server(game_copy: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside.yaml"
    outside.write_text("name: [", encoding="utf-8")

    async def script(editor: Editor) -> None:
        body = b"{this is not json"
        send_raw(editor, b"garbage without a header\r\n\r\n")
        send_raw(editor, b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
        for message in ({"jsonrpc": "2.0", "id": 99, "method": "no/such/method"}, {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"bogus": 1}}, [1, 2, 3]):
            payload = json.dumps(message).encode()
            send_raw(editor, b"Content-Length: %d\r\n\r\n%s" % (len(payload), payload))

        editor.client.text_document_did_open(
            types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=outside.as_uri(), language_id="yaml", version=1, text="name: ["))
        )
        config = editor.open("cardkit.yaml")
        editor.change("cardkit.yaml", "name: [unclosed\n")
        broken = await editor.wait_for("cardkit.yaml", bool)
        assert broken[0].severity == types.DiagnosticSeverity.Error and str(broken[0].code).startswith("Y")

        text = editor.open(RAIO)
        editor.change(RAIO, text.replace("ref: Alquimista", "ref: Alquimist"))  # the project cannot open: nothing yet
        editor.change("cardkit.yaml", config)
        await editor.wait_for("cardkit.yaml", lambda d: d == [])
        await editor.wait_for(RAIO, lambda d: "R105" in codes(d))
        assert not any(uri.endswith("outside.yaml") for uri in editor.diagnostics)
        hover = await editor.client.text_document_hover_async(types.HoverParams(types.TextDocumentIdentifier(outside.as_uri()), types.Position(0, 1)))
        assert hover is None

    drive(game_copy, script)


def test_the_server_publishes_what_cardkit_check_finds_file_by_file(game_copy: Path) -> None:
    expected = {(d.file, d.line - 1, d.column - 1, d.code, d.severity.value) for d in check_project(game_copy).checked or []}

    async def script(editor: Editor) -> None:
        await editor.wait_until(lambda: published(editor) == expected, "every finding of cardkit check")
        assert len(expected) > 20 and {"R410", "R320"} <= {code for *_, code, _ in expected}

    drive(game_copy, script)


_LEVELS = {types.DiagnosticSeverity.Error: "error", types.DiagnosticSeverity.Warning: "warning", types.DiagnosticSeverity.Information: "info"}


def published(editor: Editor) -> set[tuple[str, int, int, str, str]]:
    """Every diagnostic the client holds as (file, line, column, code, severity)."""
    return {
        (relpath, d.range.start.line, d.range.start.character, str(d.code), _LEVELS[d.severity] if d.severity else "")
        for relpath, found in editor.diagnostics.items()
        for d in found
    }
