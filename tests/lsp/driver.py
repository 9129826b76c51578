"""A real LSP client for the tests: pygls's own `LanguageClient` driving `python -m cardkit lsp`
as a subprocess over stdio, as an editor does. It keeps the last diagnostics published per file
and lets a test wait for a condition on them."""

from __future__ import annotations

import asyncio
import sys
import time
from collections.abc import Callable
from pathlib import Path

from lsprotocol import types
from pygls.lsp.client import LanguageClient

TIMEOUT = 20.0
"""Seconds a test waits for the server; the first check of a fresh process imports everything."""


class Editor:
    """One client session on one project: open, change, ask, and wait for diagnostics."""

    def __init__(self, project: Path) -> None:
        self.project = project.resolve()
        self.client = LanguageClient("cardkit-tests", "1")
        self.diagnostics: dict[str, list[types.Diagnostic]] = {}
        self.arrived: dict[str, float] = {}
        self.versions: dict[str, int] = {}
        self._changed = asyncio.Event()

        @self.client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def published(params: types.PublishDiagnosticsParams) -> None:
            relpath = Path(params.uri.removeprefix("file://")).relative_to(self.project).as_posix()
            self.diagnostics[relpath] = list(params.diagnostics)
            self.arrived[relpath] = time.perf_counter()
            self._changed.set()

    async def start(self, *extra: str) -> None:
        await self.client.start_io(sys.executable, "-m", "cardkit", "lsp", "--project", str(self.project), *extra)
        await self.client.initialize_async(
            types.InitializeParams(capabilities=types.ClientCapabilities(), root_uri=self.project.as_uri(), process_id=None)
        )
        self.client.initialized(types.InitializedParams())

    async def stop(self) -> None:
        await asyncio.wait_for(self.client.shutdown_async(None), TIMEOUT)
        self.client.exit(None)
        await self.client.stop()

    def uri(self, relpath: str) -> str:
        return (self.project / relpath).as_uri()

    def open(self, relpath: str, text: str | None = None) -> str:
        """Open a project file in the editor (its disk text unless given); returns the text."""
        shown = (self.project / relpath).read_text(encoding="utf-8") if text is None else text
        self.versions[relpath] = 1
        self.client.text_document_did_open(
            types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=self.uri(relpath), language_id="yaml", version=1, text=shown))
        )
        return shown

    def change(self, relpath: str, text: str) -> float:
        """Replace the buffer's whole text, unsaved; returns when the change was sent."""
        self.versions[relpath] += 1
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=self.uri(relpath), version=self.versions[relpath]),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
            )
        )
        return time.perf_counter()

    async def wait_for(self, relpath: str, condition: Callable[[list[types.Diagnostic]], bool], timeout: float = TIMEOUT) -> list[types.Diagnostic]:
        """The file's diagnostics once `condition` holds for them; fails after `timeout`."""
        await self.wait_until(lambda: condition(self.diagnostics.get(relpath, [])), f"diagnostics of {relpath}", timeout)
        return self.diagnostics.get(relpath, [])

    async def wait_until(self, condition: Callable[[], bool], what: str, timeout: float = TIMEOUT) -> None:
        """Return once `condition` holds, checked at each publication; fails after `timeout`."""
        deadline = time.perf_counter() + timeout
        while not condition():
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                raise AssertionError(f"{what} not as expected within {timeout} s: {self.diagnostics}")
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), remaining)
            except TimeoutError:
                continue

    async def checked_once(self) -> None:
        """Wait for the first check's diagnostics (the bundled game always has warnings)."""
        await self.wait_for("content/game.yaml", lambda found: bool(found))


def codes(found: list[types.Diagnostic]) -> set[str]:
    return {str(d.code) for d in found}


def position_of(text: str, needle: str, offset: int = 0) -> types.Position:
    """The LSP position of the first `needle` in `text`, `offset` characters into it."""
    index = text.index(needle) + offset
    line = text.count("\n", 0, index)
    return types.Position(line, index - (text.rfind("\n", 0, index) + 1))


def send_raw(editor: Editor, data: bytes) -> None:
    """Write bytes to the server's stdin as they are: what a broken client would send."""
    server = editor.client._server
    assert server is not None and server.stdin is not None
    server.stdin.write(data)


def apply_edit(project: Path, edit: types.WorkspaceEdit) -> list[str]:
    """Apply a workspace edit to the files on disk, as an editor does (text edits of each
    document, then file renames); returns the files it touched, relative to `project`."""
    touched: list[str] = []
    for change in edit.document_changes or ():
        if isinstance(change, types.TextDocumentEdit):
            path = Path(change.text_document.uri.removeprefix("file://"))
            lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
            for text_edit in sorted(change.edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
                assert isinstance(text_edit, types.TextEdit) and text_edit.range.start.line == text_edit.range.end.line
                row = lines[text_edit.range.start.line]
                lines[text_edit.range.start.line] = row[: text_edit.range.start.character] + text_edit.new_text + row[text_edit.range.end.character :]
            path.write_text("".join(lines), encoding="utf-8")
            touched.append(path.relative_to(project).as_posix())
        elif isinstance(change, types.RenameFile):
            old, new = (Path(uri.removeprefix("file://")) for uri in (change.old_uri, change.new_uri))
            old.rename(new)
            touched.append(f"{old.relative_to(project).as_posix()} -> {new.relative_to(project).as_posix()}")
    return touched
