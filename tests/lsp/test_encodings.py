"""`cardkit lsp` in each position encoding a client may negotiate (UTF-8: Neovim and Helix; UTF-16:
VS Code; UTF-32), over lines that hold accents, an emoji, an emoji sequence and a combining mark
before what a feature points at. The client counts every position with pygls' codec in the
encoding the server chose, so a range one unit off shows as the wrong text."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from lsprotocol import types

from tests.lsp.driver import Editor, apply_edit, apply_text_edits, capabilities, codes, patiently
from tests.patience import IDLE_GUARD

pytestmark = pytest.mark.slow

ENCODINGS = ["utf-8", "utf-16", "utf-32"]
RAIO = "content/spells/raio.yaml"
CHAPTER = "content/rulebook/03-regras-de-magia.md"
WIDE = "Chama 🔥 de\u030a 👩🏽\u200d🚀 Água"
"""Two-byte accents, a four-byte emoji (two UTF-16 units), a letter with a combining ring, and
an emoji sequence of four code points joined by a zero-width joiner."""
EFFECTS = f'effects: {{special: "{WIDE}", elements: [Água, Fogoo]}}'
NOTE = "Nota 🔥👩🏽\u200d🚀: a Lâmina da Terra corta a pedra; ve\u0301ja também.\n"
SCRIPT_TIMEOUT = 2 * IDLE_GUARD


def drive(project: Path, encoding: str, script: Callable[[Editor], Awaitable[None]], **support: bool) -> None:
    async def session() -> None:
        editor = Editor(project, capabilities(encoding, **support))
        await editor.start()
        try:
            assert editor.server_encoding == encoding  # the server took the client's encoding
            await editor.checked_once()
            await patiently(script(editor), SCRIPT_TIMEOUT)
        finally:
            await editor.stop()

    asyncio.run(session())


def wide_raio(editor: Editor) -> str:
    text = editor.open(RAIO)
    changed = text.replace("effects:\n  elements: [Eletricidade]", EFFECTS)
    assert changed != text
    editor.change(RAIO, changed)
    return changed


async def unknown_element(editor: Editor) -> tuple[str, types.Diagnostic, list[types.CodeAction]]:
    """The wide buffer, its R104 finding on `Fogoo`, and the code actions asked for it."""
    text = wide_raio(editor)
    found = await editor.wait_for(RAIO, lambda d: "R104" in codes(d))
    [unknown] = [d for d in found if d.code == "R104"]
    actions = await editor.client.text_document_code_action_async(
        types.CodeActionParams(types.TextDocumentIdentifier(editor.uri(RAIO)), unknown.range, types.CodeActionContext(diagnostics=[unknown]))
    )
    return text, unknown, [action for action in actions or [] if isinstance(action, types.CodeAction)]


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_a_diagnostic_and_its_quick_fix_cover_the_misspelt_name(game_copy: Path, encoding: str) -> None:
    async def script(editor: Editor) -> None:
        text, unknown, [fix] = await unknown_element(editor)
        assert editor.text_in(text, unknown.range) == "Fogoo"
        assert unknown.range.start == editor.position(text, "Fogoo]")
        assert fix.edit is not None and fix.edit.changes is not None
        fixed = apply_text_edits(text, list(fix.edit.changes[editor.uri(RAIO)]), editor.codec)
        assert fixed == text.replace("Fogoo]", "Fogo]")

    drive(game_copy, encoding, script)


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_completion_replaces_exactly_what_was_typed(game_copy: Path, encoding: str) -> None:
    async def script(editor: Editor) -> None:
        text = wide_raio(editor).replace("[Água, Fogoo]}", "[Água, Fo")
        editor.change(RAIO, text)
        at = editor.position(text, "[Água, Fo", len("[Água, Fo"))
        listed = await editor.client.text_document_completion_async(types.CompletionParams(types.TextDocumentIdentifier(editor.uri(RAIO)), at))
        assert isinstance(listed, types.CompletionList)
        [fogo] = [item for item in listed.items if item.label == "Fogo"]
        assert isinstance(fogo.text_edit, types.TextEdit)
        assert editor.text_in(text, fogo.text_edit.range) == "Fo"
        assert apply_text_edits(text, [fogo.text_edit], editor.codec) == text.replace("[Água, Fo\n", "[Água, Fogo\n")

    drive(game_copy, encoding, script)


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_rename_rewrites_the_name_and_nothing_around_it(game_copy: Path, encoding: str) -> None:
    chapter = game_copy / CHAPTER
    chapter.write_text(chapter.read_text(encoding="utf-8") + "\n" + NOTE, encoding="utf-8")
    new_name = "Lâmina do Ce\u0301u 🌩"
    before = {path: path.read_text(encoding="utf-8") for path in (game_copy / "content").rglob("*") if path.is_file() and path.suffix in (".yaml", ".md", ".po")}

    async def script(editor: Editor) -> None:
        text = editor.open(CHAPTER)
        at = editor.position(text, "a Lâmina da Terra corta", len("a Lâmina"))
        edit = await editor.client.text_document_rename_async(types.RenameParams(types.TextDocumentIdentifier(editor.uri(CHAPTER)), at, new_name))
        assert edit is not None
        touched = apply_edit(game_copy, edit, editor.codec)
        assert CHAPTER in touched and "content/spells/lamina-da-terra.yaml -> content/spells/lamina-do-ceu.yaml" in touched

    drive(game_copy, encoding, script)
    assert NOTE.replace("Lâmina da Terra", new_name) in (game_copy / CHAPTER).read_text(encoding="utf-8")
    for path, old in before.items():
        now = path if path.exists() else path.with_name("lamina-do-ceu.yaml")
        text = now.read_text(encoding="utf-8")
        if path.suffix == ".po":  # translations and file references are not the name's to change
            assert "Lâmina da Terra" not in "".join(line for line in text.splitlines() if line.startswith(("msgid", "msgctxt")))
        else:
            assert text == old.replace("Lâmina da Terra", new_name), path


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_a_client_without_document_changes_or_diagnostic_data_still_gets_rename_and_quick_fix(game_copy: Path, encoding: str) -> None:
    async def script(editor: Editor) -> None:
        text, unknown, [fix] = await unknown_element(editor)
        assert unknown.data is None  # the client said it keeps no data: none is sent
        assert fix.title == "Change to 'Fogo'"
        edit = await editor.client.text_document_rename_async(types.RenameParams(types.TextDocumentIdentifier(editor.uri(RAIO)), editor.position(text, "name: Raio", 6), "Relâmpago"))
        assert edit is not None and edit.document_changes is None and edit.changes is not None  # plain `changes`, no file rename
        assert apply_text_edits(text, list(edit.changes[editor.uri(RAIO)]), editor.codec) == text.replace("Raio", "Relâmpago")

    drive(game_copy, encoding, script, document_changes=False, diagnostic_data=False)
    assert (game_copy / RAIO).is_file()
