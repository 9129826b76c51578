"""A real LSP client for the tests: pygls's own `LanguageClient` driving `python -m cardkit lsp`
as a subprocess over stdio, as an editor does. It keeps the last diagnostics published per file
and lets a test wait for a condition on them.

It offers one position encoding (UTF-16, VS Code's, unless told utf-8 as Neovim and Helix
prefer, or utf-32) and counts every position it sends or reads in it with pygls' position
codec, so a test reads ranges as that editor would. Its capabilities are a full editor's
unless a test takes some away (`documentChanges`, `diagnostic.data`, file watchers)."""

from __future__ import annotations

import asyncio
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

from lsprotocol import types
from pygls.lsp.client import LanguageClient
from pygls.workspace.position_codec import PositionCodec

from tests.patience import IDLE_GUARD, Patience

T = TypeVar("T")

TIMEOUT = IDLE_GUARD
"""Idle-machine seconds a test waits for the server before calling it hung (tests/patience.py):
every wait ends the moment the publication or answer comes, and on a loaded machine, where a
niced worker waits long for the first check of a fresh process, the guard stretches."""


def capabilities(encoding: str = "utf-16", *, document_changes: bool = True, diagnostic_data: bool = True, watch_files: bool = True) -> types.ClientCapabilities:
    """What an editor declares at `initialize`: one position encoding, and the rest as asked."""
    return types.ClientCapabilities(
        general=types.GeneralClientCapabilities(position_encodings=[encoding]),
        workspace=types.WorkspaceClientCapabilities(
            workspace_edit=types.WorkspaceEditClientCapabilities(
                document_changes=document_changes,
                resource_operations=[types.ResourceOperationKind.Create, types.ResourceOperationKind.Rename] if document_changes else None,
            ),
            did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=watch_files),
        ),
        text_document=types.TextDocumentClientCapabilities(
            publish_diagnostics=types.PublishDiagnosticsClientCapabilities(data_support=diagnostic_data),
        ),
    )


class Editor:
    """One client session on one project: open, change, ask, and wait for diagnostics."""

    def __init__(self, project: Path, client_capabilities: types.ClientCapabilities | None = None) -> None:
        self.project = project.resolve()
        self.client = LanguageClient("cardkit-tests", "1")
        self.capabilities = client_capabilities or capabilities()
        self.encoding: str = "utf-16"
        self.codec = PositionCodec()
        self.diagnostics: dict[str, list[types.Diagnostic]] = {}
        self.history: dict[str, list[list[types.Diagnostic]]] = {}
        """Every publication of each file, in order."""
        self.arrived: dict[str, float] = {}
        self.versions: dict[str, int] = {}
        self.texts: dict[str, str] = {}
        self.registrations: list[types.Registration] = []
        self.logged: list[str] = []
        self.server_encoding: str | None = None
        self._changed = asyncio.Event()

        @self.client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def published(params: types.PublishDiagnosticsParams) -> None:
            relpath = Path(params.uri.removeprefix("file://")).relative_to(self.project).as_posix()
            self.diagnostics[relpath] = list(params.diagnostics)
            self.history.setdefault(relpath, []).append(list(params.diagnostics))
            self.arrived[relpath] = time.perf_counter()
            self._changed.set()

        @self.client.feature(types.CLIENT_REGISTER_CAPABILITY)
        def registered(params: types.RegistrationParams) -> None:
            self.registrations += params.registrations
            self._changed.set()

        @self.client.feature(types.WINDOW_LOG_MESSAGE)
        def logged(params: types.LogMessageParams) -> None:
            self.logged.append(params.message)
            self._changed.set()

    async def start(self, *extra: str) -> None:
        await self.client.start_io(sys.executable, "-m", "cardkit", "lsp", "--project", str(self.project), *extra)
        result = await self.client.initialize_async(
            types.InitializeParams(capabilities=self.capabilities, root_uri=self.project.as_uri(), process_id=None)
        )
        self.server_encoding = result.capabilities.position_encoding
        self.encoding = str(self.server_encoding or "utf-16")
        self.codec = PositionCodec(self.encoding)
        self.client.initialized(types.InitializedParams())

    @property
    def server_pid(self) -> int:
        server = self.client._server
        assert server is not None
        return server.pid

    async def stop(self) -> None:
        await patiently(self.client.shutdown_async(None))
        self.client.exit(None)
        await self.client.stop()

    def uri(self, relpath: str) -> str:
        return (self.project / relpath).as_uri()

    def open(self, relpath: str, text: str | None = None) -> str:
        """Open a project file in the editor (its disk text unless given); returns the text."""
        shown = (self.project / relpath).read_text(encoding="utf-8") if text is None else text
        self.versions[relpath] = 1
        self.texts[relpath] = shown
        self.client.text_document_did_open(
            types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=self.uri(relpath), language_id="yaml", version=1, text=shown))
        )
        return shown

    def change(self, relpath: str, text: str) -> float:
        """Replace the buffer's whole text, unsaved; returns when the change was sent."""
        self.versions[relpath] += 1
        self.texts[relpath] = text
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=self.uri(relpath), version=self.versions[relpath]),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
            )
        )
        return time.perf_counter()

    def type_over(self, relpath: str, where: types.Range, text: str) -> None:
        """An incremental change, as an editor sends a keystroke: `text` over `where`, a range
        in the client's units."""
        self.versions[relpath] += 1
        self.texts[relpath] = apply_text_edits(self.texts[relpath], [types.TextEdit(where, text)], self.codec)
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=self.uri(relpath), version=self.versions[relpath]),
                content_changes=[types.TextDocumentContentChangePartial(range=where, text=text)],
            )
        )

    def position(self, text: str, needle: str, offset: int = 0) -> types.Position:
        """The position of the first `needle` in `text`, `offset` characters into it, in the
        client's units."""
        return position_of(text, needle, offset, self.codec)

    def text_in(self, text: str, where: types.Range) -> str:
        """What a range in the client's units covers of a one-line span of `text`."""
        lines = text.split("\n")
        start = self.codec.position_from_client_units(lines, types.Position(where.start.line, where.start.character))
        end = self.codec.position_from_client_units(lines, types.Position(where.end.line, where.end.character))
        assert start.line == end.line
        return lines[start.line][start.character : end.character]

    async def wait_for(self, relpath: str, condition: Callable[[list[types.Diagnostic]], bool], timeout: float = TIMEOUT) -> list[types.Diagnostic]:
        """The file's diagnostics once `condition` holds for them; fails after `timeout`."""
        await self.wait_until(lambda: condition(self.diagnostics.get(relpath, [])), f"diagnostics of {relpath}", timeout)
        return self.diagnostics.get(relpath, [])

    async def wait_until(self, condition: Callable[[], bool], what: str, timeout: float = TIMEOUT) -> None:
        """Return once `condition` holds, checked at each publication; fails after `timeout`
        idle-machine seconds (`Patience`)."""
        patience = Patience(timeout)
        while not condition():
            wait = patience.next_wait()
            if wait <= 0:
                raise AssertionError(f"{what} not as expected within {timeout} idle-machine s: {str(self.diagnostics)[:2000]}")
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), wait)
            except TimeoutError:
                continue

    async def logged_line(self, start: str, timeout: float = TIMEOUT) -> str:
        """The first window/logMessage line that starts with `start`, once it has come."""
        await self.wait_until(lambda: any(line.startswith(start) for line in self.logged), f"a log line {start!r}", timeout)
        return next(line for line in self.logged if line.startswith(start))

    async def checked_once(self) -> None:
        """Wait for the first check's diagnostics (the bundled game always has warnings)."""
        await self.wait_for("content/game.yaml", bool)


async def patiently(awaitable: Awaitable[T], seconds: float = TIMEOUT) -> T:
    """`awaitable`'s result; it is cancelled and the test fails when it has not come after
    `seconds` idle-machine seconds (a request the server never answers)."""
    task = asyncio.ensure_future(awaitable)
    patience = Patience(seconds)
    while not task.done():
        wait = patience.next_wait()
        if wait <= 0:
            task.cancel()
            raise AssertionError(f"no answer within {seconds} idle-machine s")
        await asyncio.wait({task}, timeout=wait)
    return task.result()


def codes(found: list[types.Diagnostic]) -> set[str]:
    return {str(d.code) for d in found}


def position_of(text: str, needle: str, offset: int = 0, codec: PositionCodec | None = None) -> types.Position:
    """The LSP position of the first `needle` in `text`, `offset` characters into it, in the
    units of `codec` (UTF-16 by default)."""
    index = text.index(needle) + offset
    line = text.count("\n", 0, index)
    column = index - (text.rfind("\n", 0, index) + 1)
    return (codec or PositionCodec()).position_to_client_units(text.split("\n"), types.Position(line, column))


def send_raw(editor: Editor, data: bytes) -> None:
    """Write bytes to the server's stdin as they are: what a broken client would send."""
    server = editor.client._server
    assert server is not None and server.stdin is not None
    server.stdin.write(data)


def apply_text_edits(text: str, edits: list[types.TextEdit], codec: PositionCodec) -> str:
    """`text` with `edits` (ranges in `codec`'s units) applied, as an editor applies them."""
    lines = text.split("\n")
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start = codec.position_from_client_units(lines, types.Position(edit.range.start.line, edit.range.start.character))
        end = codec.position_from_client_units(lines, types.Position(edit.range.end.line, edit.range.end.character))
        head = "\n".join([*lines[:start.line], lines[start.line][:start.character]])
        tail = "\n".join([lines[end.line][end.character:], *lines[end.line + 1:]])
        lines = (head + edit.new_text + tail).split("\n")
    return "\n".join(lines)


def apply_edit(project: Path, edit: types.WorkspaceEdit, codec: PositionCodec | None = None) -> list[str]:
    """Apply a workspace edit to the files on disk, as an editor does (text edits of each
    document, then file renames; or the plain `changes` by URI), ranges in `codec`'s units;
    returns the files it touched, relative to `project`."""
    codec = codec or PositionCodec()
    touched: list[str] = []
    by_uri = {uri: list(edits) for uri, edits in (edit.changes or {}).items()}
    for change in edit.document_changes or ():
        if isinstance(change, types.TextDocumentEdit):
            by_uri[change.text_document.uri] = [e for e in change.edits if isinstance(e, types.TextEdit)]
        elif isinstance(change, types.RenameFile):
            _apply_files(project, by_uri, codec, touched)
            by_uri = {}
            old, new = (Path(uri.removeprefix("file://")) for uri in (change.old_uri, change.new_uri))
            old.rename(new)
            touched.append(f"{old.relative_to(project).as_posix()} -> {new.relative_to(project).as_posix()}")
    _apply_files(project, by_uri, codec, touched)
    return touched


def _apply_files(project: Path, by_uri: dict[str, list[types.TextEdit]], codec: PositionCodec, touched: list[str]) -> None:
    for uri, edits in by_uri.items():
        path = Path(uri.removeprefix("file://"))
        path.write_text(apply_text_edits(path.read_text(encoding="utf-8"), edits, codec), encoding="utf-8")
        touched.append(path.relative_to(project).as_posix())
