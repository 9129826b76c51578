"""The language server: pygls wired to the session and the features, over stdio.

Every change of an open buffer schedules one check; changes that arrive before it starts
join it (it reads the buffers when it runs), so a burst of keystrokes costs one check. Once
checks settle, the changed cards are laid out in the background (`cardkit.lsp.fitting`) and
their B201 findings published with the check's. A
handler that fails is logged by pygls and answered with an error, never the end of the
server; a check that fails unexpectedly keeps the last diagnostics and is logged.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from cardkit import __version__
from cardkit.diagnostics import Diagnostic
from cardkit.lsp import actions, completion, hover, navigation, rename
from cardkit.lsp.diagnostics import to_lsp
from cardkit.lsp.fitting import FitScheduler
from cardkit.lsp.session import Session
from cardkit.lsp.wire import start_io

log = logging.getLogger(__name__)


class CardkitServer(LanguageServer):
    """A LanguageServer holding one project's session and what it last published."""

    def __init__(self, root: Path) -> None:
        super().__init__("cardkit", __version__, text_document_sync_kind=types.TextDocumentSyncKind.Incremental)
        self.session = Session(root)
        self.published: dict[str, list[types.Diagnostic]] = {}
        """The findings last sent, by project file, so files whose findings are gone get cleared."""
        self._pending: asyncio.Task[None] | None = None
        self.unfit: dict[str, list[Diagnostic]] = {}
        """The B201 findings of the last layouts, by file, published with each check's."""
        self.fitting = FitScheduler(lambda: self.session.loaded if self.session.last.opened else None, self.fitted)

    def path_of(self, uri: str) -> Path | None:
        """The file a `file:` URI names, or None for any other scheme."""
        path = to_fs_path(uri) if uri.startswith("file:") else None
        return Path(path) if path else None

    def relative(self, uri: str) -> str | None:
        """A URI as the project's relative path; None outside the project."""
        path = self.path_of(uri)
        return self.session.relative(path) if path is not None and self.session.owns(path) else None

    def buffer_changed(self, uri: str, text: str | None) -> None:
        """An editor opened, changed (`text`) or closed (None) a buffer: check again when it is
        one of the project's files; any other file is left alone."""
        path = self.path_of(uri)
        if path is None or not self.session.owns(path):
            return
        if text is None:
            self.session.close(path)
        else:
            self.session.open(path, text)
        self.fitting.changed(self.session.relative(path))
        self.schedule_check()

    def schedule_check(self) -> None:
        """Check soon, once for every change that arrives until then."""
        if self._pending is not None and not self._pending.done():
            return
        self._pending = asyncio.get_running_loop().create_task(self._check_soon())

    async def _check_soon(self) -> None:
        await asyncio.sleep(0)
        self.check_and_publish()

    def check_and_publish(self) -> None:
        try:
            checked = self.session.check()
        except Exception:  # a bug must not end the designer's session: keep the last findings
            log.exception("the check failed")
            return
        log.info("checked in %.0f ms", checked.seconds * 1000)
        self.publish(checked.by_file)
        self.fitting.settled()

    def fitted(self, found: dict[str, list[Diagnostic]], whole: bool) -> None:
        """A layout's B201 findings: kept by file, and published with the last check's."""
        self.unfit = {**({} if whole else self.unfit), **found}
        self.publish(self.session.last.by_file)

    def publish(self, by_file: dict[str, list[Diagnostic]]) -> None:
        """Send the findings of every file whose findings changed (the check's, with the last
        layout's B201), an empty list to each file whose findings are all gone; a file whose
        findings stayed the same is not sent again."""
        current: dict[str, list[types.Diagnostic]] = {}
        for relpath in sorted(set(by_file) | {file for file, found in self.unfit.items() if found}):
            text = self.session.text_of(relpath)
            findings = sorted({*by_file.get(relpath, ()), *self.unfit.get(relpath, ())})
            current[relpath] = [to_lsp(finding, text) for finding in findings]
        for relpath in sorted(set(current) | set(self.published)):
            shown = current.get(relpath, [])
            if shown != self.published.get(relpath, []):
                uri = (self.session.root / relpath).as_uri()
                self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=shown))
        self.published = {relpath: shown for relpath, shown in current.items() if shown}


def build_server(root: Path) -> CardkitServer:
    """The server of the project at `root`, every feature registered."""
    server = CardkitServer(root)

    @server.feature(types.INITIALIZED)
    def initialized(ls: CardkitServer, params: types.InitializedParams) -> None:
        ls.check_and_publish()

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: CardkitServer, params: types.DidOpenTextDocumentParams) -> None:
        ls.buffer_changed(params.text_document.uri, params.text_document.text)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: CardkitServer, params: types.DidChangeTextDocumentParams) -> None:
        ls.buffer_changed(params.text_document.uri, ls.workspace.get_text_document(params.text_document.uri).source)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: CardkitServer, params: types.DidSaveTextDocumentParams) -> None:
        ls.schedule_check()

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: CardkitServer, params: types.DidCloseTextDocumentParams) -> None:
        ls.buffer_changed(params.text_document.uri, None)

    @server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)
    def files_changed(ls: CardkitServer, params: types.DidChangeWatchedFilesParams) -> None:
        ls.schedule_check()

    @server.feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=["[", " ", ","]))
    def complete(ls: CardkitServer, params: types.CompletionParams) -> types.CompletionList | None:
        relpath = ls.relative(params.text_document.uri)
        if relpath is None or ls.session.symbols is None:
            return None
        position = params.position
        text = ls.session.text_of(relpath)
        return completion.complete(ls.session.symbols, text, position.line, position.character, relpath, ls.session.content_folder)

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def on_hover(ls: CardkitServer, params: types.HoverParams) -> types.Hover | None:
        relpath = ls.relative(params.text_document.uri)
        if relpath is None:
            return None
        position = params.position
        return hover.hover(ls.session, relpath, position.line, position.character, ls.published.get(relpath, []))

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    def definition(ls: CardkitServer, params: types.DefinitionParams) -> types.Location | None:
        relpath = ls.relative(params.text_document.uri)
        return navigation.definition(ls.session, relpath, params.position.line, params.position.character) if relpath else None

    @server.feature(types.TEXT_DOCUMENT_REFERENCES)
    def references(ls: CardkitServer, params: types.ReferenceParams) -> list[types.Location] | None:
        relpath = ls.relative(params.text_document.uri)
        if relpath is None:
            return None
        position = params.position
        return navigation.references(ls.session, relpath, position.line, position.character, declaration=params.context.include_declaration)

    @server.feature(types.TEXT_DOCUMENT_PREPARE_RENAME)
    def prepare_rename(ls: CardkitServer, params: types.PrepareRenameParams) -> types.PrepareRenamePlaceholder | None:
        relpath = ls.relative(params.text_document.uri)
        found = navigation.symbol_at(ls.session, relpath, params.position.line, params.position.character) if relpath else None
        if relpath is None or found is None or not found.renamable:
            return None
        where = navigation.span_at(ls.session, found, relpath, params.position.line, params.position.character)
        return types.PrepareRenamePlaceholder(range=where, placeholder=found.name)

    @server.feature(types.TEXT_DOCUMENT_RENAME, types.RenameOptions(prepare_provider=True))
    def on_rename(ls: CardkitServer, params: types.RenameParams) -> types.WorkspaceEdit | None:
        relpath = ls.relative(params.text_document.uri)
        found = navigation.symbol_at(ls.session, relpath, params.position.line, params.position.character) if relpath else None
        if found is None:
            return None
        refused = rename.refusal(ls.session, found, params.new_name)
        if refused is not None:
            raise JsonRpcInvalidParams(refused)  # the editor shows why, nothing is edited
        plan = rename.plan_rename(ls.session, found, params.new_name.strip())
        broken = rename.plan_problem(ls.session, found, plan)
        if broken is not None:
            raise JsonRpcInvalidParams(broken)
        return rename.workspace_edit(ls.session, plan)

    @server.feature(types.TEXT_DOCUMENT_CODE_ACTION, types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]))
    def code_action(ls: CardkitServer, params: types.CodeActionParams) -> list[types.CodeAction]:
        return actions.quick_fixes(params.text_document.uri, list(params.context.diagnostics))

    return server


def serve(root: Path) -> None:
    """Serve the project at `root` over stdin and stdout until the client exits."""
    server = build_server(root)
    try:
        start_io(server)
    finally:
        server.fitting.shutdown()
