"""The language server: pygls wired to the session and the features, over stdio.

Every change of an open buffer, a save, and a file changed on disk (`git checkout`: the
client's file watchers, which the server registers where the client lets it) asks for a
check; after a save, the project's editor schemas are written again (`cardkit.editor.refresh`); a burst of them costs one or two (`cardkit.lsp.checking`). Once checks settle, the
changed cards are laid out in the background (`cardkit.lsp.fitting`) and their B201 findings
published with the check's. The features work in code points; positions are converted from
and to the encoding the client negotiated (`cardkit.lsp.encoding`), and what the client said
it supports decides the shape of edits and diagnostics (`cardkit.lsp.client`). A handler that
fails is logged by pygls and answered with an error, never the end of the server.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from pathlib import Path

from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path
from pygls.workspace.position_codec import PositionCodec

from cardkit import __version__
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.lsp import actions, completion, hover, navigation, rename
from cardkit.lsp.checking import LatestChecks
from cardkit.lsp.client import ClientSupport
from cardkit.lsp.diagnostics import to_lsp
from cardkit.lsp.encoding import ClientPositions
from cardkit.lsp.fitting import FitScheduler
from cardkit.lsp.session import WATCHED_SUFFIXES, Checked, Session
from cardkit.lsp.wire import start_io
from cardkit.renaming import plan as renaming

log = logging.getLogger(__name__)

WATCHED = "cardkit-watched-files"
"""The id of the file watchers the server registers: the project's YAML, PO and Markdown files."""


class CardkitServer(LanguageServer):
    """A LanguageServer holding one project's session and what it last published."""

    def __init__(self, root: Path) -> None:
        super().__init__("cardkit", __version__, text_document_sync_kind=types.TextDocumentSyncKind.Incremental)
        self.session = Session(root)
        self.support = ClientSupport()
        self.codec = PositionCodec()
        """How the client counts columns: UTF-16 until `initialize` negotiates (LSP's default)."""
        self.schemas_due = False
        """A file was saved (or changed on disk): refresh the editor schemas after the next check."""
        self.shut_down = False
        """Whether the client asked for `shutdown` before `exit` (the exit code says so)."""
        self.published: dict[str, list[types.Diagnostic]] = {}
        """The findings last sent, by project file, in code points with their suggestions."""
        self.unfit: dict[str, list[Diagnostic]] = {}
        """The B201 findings of the last layouts, by file, published with each check's."""
        self.checks = LatestChecks(self.session.snapshot, self.session.run_check, self.checked)
        self.fitting = FitScheduler(lambda: self.session.loaded if self.session.last.opened else None, self.fitted, self.tell)

    @property
    def positions(self) -> ClientPositions:
        return ClientPositions(self.codec, self.text_of_uri)

    def path_of(self, uri: str) -> Path | None:
        """The file a `file:` URI names, or None for any other scheme."""
        path = to_fs_path(uri) if uri.startswith("file:") else None
        return Path(path) if path else None

    def relative(self, uri: str) -> str | None:
        """A URI as the project's relative path; None outside the project."""
        path = self.path_of(uri)
        return self.session.relative(path) if path is not None and self.session.owns(path) else None

    def text_of_uri(self, uri: str) -> str:
        """A file's text as the editor has it, which the client's positions count in."""
        relpath = self.relative(uri)
        if relpath is not None:
            return self.session.text_of(relpath)
        return self.workspace.get_text_document(uri).source if self.protocol._workspace is not None else ""

    def uri_of(self, relpath: str) -> str:
        return (self.session.root / relpath).as_uri()

    def at(self, document: types.TextDocumentIdentifier, position: types.Position) -> tuple[str, int, int] | None:
        """The project file and code-point position a request points at; None outside the project."""
        relpath = self.relative(document.uri)
        if relpath is None:
            return None
        found = self.positions.incoming(document.uri, position)
        return relpath, found.line, found.character

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
        self.checks.request()

    def files_changed(self, changes: list[types.FileEvent]) -> None:
        """Files created, changed or deleted on disk: their cards are laid out again, and the
        project checked (a buffer the editor has open still wins over its file)."""
        for change in changes:
            path = self.path_of(change.uri)
            if path is not None and self.session.owns(path):
                self.fitting.changed(self.session.relative(path))
        self.schemas_due = True
        self.checks.request()

    def checked(self, checked: Checked) -> None:
        """A check's result, the latest: kept, published, and the layout scheduled."""
        self.session.accept(checked)
        log.info("checked in %.0f ms", checked.seconds * 1000)
        self.publish(checked.by_file)
        self.fitting.settled()
        if self.schemas_due and checked.loaded is not None:
            from cardkit.editor.refresh import refresh_editor_schemas  # not on the way to the first diagnostics

            self.schemas_due = False
            refreshed = asyncio.get_running_loop().run_in_executor(None, refresh_editor_schemas, checked.loaded)
            refreshed.add_done_callback(self._schemas_refreshed)

    def _schemas_refreshed(self, done: asyncio.Future[list[Path]]) -> None:
        written = done.result() if not done.cancelled() and done.exception() is None else []
        if written:
            self.tell(f"editor schemas refreshed: {', '.join(path.name for path in written)}")

    def fitted(self, found: dict[str, list[Diagnostic]], whole: bool) -> None:
        """A layout's B201 findings: kept by file, and published with the last check's."""
        self.unfit = {**({} if whole else self.unfit), **found}
        self.publish(self.session.last.by_file)

    def tell(self, message: str) -> None:
        """A line for the editor's log of the server (window/logMessage) and the log file."""
        log.info("%s", message)
        self.window_log_message(types.LogMessageParams(types.MessageType.Log, message))

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
                uri = self.uri_of(relpath)
                self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=self.sent(uri, shown)))
        self.published = {relpath: shown for relpath, shown in current.items() if shown}

    def sent(self, uri: str, found: list[types.Diagnostic]) -> list[types.Diagnostic]:
        """Findings as the client takes them: in its position encoding, `data` only if it keeps it."""
        converted = self.positions.diagnostics(uri, found)
        if not self.support.diagnostic_data:
            for diagnostic in converted:
                diagnostic.data = None
        return converted

    def findings_at(self, relpath: str, asked: list[types.Diagnostic], where: types.Range) -> list[types.Diagnostic]:
        """The published findings a code action request is about, with their suggestions: those
        the client sent back (matched by code and range, whether or not it kept their data),
        else those over the requested range."""
        uri = self.uri_of(relpath)
        ours = self.published.get(relpath, [])
        matched = []
        for diagnostic in asked:
            back = self.positions.incoming_range(uri, diagnostic.range)
            matched += [mine for mine in ours if mine.code == diagnostic.code and mine.range == back and mine not in matched]
        return matched or [mine for mine in ours if _overlaps(mine.range, where)]

    def stop(self) -> None:
        """End the background work at once: the check thread and the layout worker."""
        self.checks.shutdown()
        self.fitting.shutdown()


def _overlaps(one: types.Range, other: types.Range) -> bool:
    return (one.start.line, one.start.character) <= (other.end.line, other.end.character) and (other.start.line, other.start.character) <= (one.end.line, one.end.character)


def build_server(root: Path) -> CardkitServer:
    """The server of the project at `root`, every feature registered."""
    server = CardkitServer(root)
    _register_lifecycle(server)
    _register_documents(server)
    _register_navigation(server)
    _register_edits(server)
    return server


def _register_lifecycle(server: CardkitServer) -> None:
    """Start (the client's capabilities, file watching), shutdown and exit."""

    @server.feature(types.INITIALIZE)
    def initialize(ls: CardkitServer, params: types.InitializeParams) -> None:
        ls.support = ClientSupport.of(params.capabilities)
        ls.codec = ls.workspace.position_codec  # pygls chose the client's first encoding it knows

    @server.feature(types.INITIALIZED)
    def initialized(ls: CardkitServer, params: types.InitializedParams) -> None:
        if ls.support.watch_files:
            watchers = [types.FileSystemWatcher(glob_pattern=f"**/*{suffix}") for suffix in WATCHED_SUFFIXES]
            options = types.DidChangeWatchedFilesRegistrationOptions(watchers=watchers)
            registration = types.Registration(id=WATCHED, method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES, register_options=options)
            ls.client_register_capability(types.RegistrationParams(registrations=[registration]))
        ls.checks.request()

    @server.feature(types.SHUTDOWN)
    def on_shutdown(ls: CardkitServer, params: None) -> None:
        ls.shut_down = True
        ls.stop()

    @server.feature(types.EXIT)
    def on_exit(ls: CardkitServer, params: None) -> None:
        """Leave now: the layout worker is ended, not waited for, nothing is left running, and
        no thread (stdin's reader among them) is joined on the way out."""
        ls.stop()
        logging.shutdown()
        sys.stdout.flush()
        os._exit(0 if ls.shut_down else 1)


def _register_documents(server: CardkitServer) -> None:
    """What the editor's buffers and the files on disk hold: each change starts a check."""

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: CardkitServer, params: types.DidOpenTextDocumentParams) -> None:
        ls.buffer_changed(params.text_document.uri, params.text_document.text)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: CardkitServer, params: types.DidChangeTextDocumentParams) -> None:
        ls.buffer_changed(params.text_document.uri, ls.workspace.get_text_document(params.text_document.uri).source)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: CardkitServer, params: types.DidSaveTextDocumentParams) -> None:
        ls.schemas_due = True  # the saved game is what the plain YAML clients' schemas describe
        ls.checks.request()

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: CardkitServer, params: types.DidCloseTextDocumentParams) -> None:
        ls.buffer_changed(params.text_document.uri, None)

    @server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)
    def watched_files_changed(ls: CardkitServer, params: types.DidChangeWatchedFilesParams) -> None:
        ls.files_changed(list(params.changes))


def _register_navigation(server: CardkitServer) -> None:
    """Completion, hover, go to definition and find references."""

    @server.feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=["[", " ", ","]))
    def complete(ls: CardkitServer, params: types.CompletionParams) -> types.CompletionList | None:
        found = ls.at(params.text_document, params.position)
        if found is None or ls.session.symbols is None:
            return None
        relpath, line, column = found
        listed = completion.complete(ls.session.symbols, ls.session.text_of(relpath), line, column, relpath, ls.session.content_folder)
        return ls.positions.completion(params.text_document.uri, listed)

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def on_hover(ls: CardkitServer, params: types.HoverParams) -> types.Hover | None:
        found = ls.at(params.text_document, params.position)
        return hover.hover(ls.session, *found, ls.published.get(found[0], [])) if found is not None else None

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    def definition(ls: CardkitServer, params: types.DefinitionParams) -> types.Location | None:
        found = ls.at(params.text_document, params.position)
        place = navigation.definition(ls.session, *found) if found is not None else None
        return ls.positions.location(place) if place is not None else None

    @server.feature(types.TEXT_DOCUMENT_REFERENCES)
    def references(ls: CardkitServer, params: types.ReferenceParams) -> list[types.Location] | None:
        found = ls.at(params.text_document, params.position)
        if found is None:
            return None
        places = navigation.references(ls.session, *found, declaration=params.context.include_declaration)
        return [ls.positions.location(place) for place in places]


def _register_edits(server: CardkitServer) -> None:
    """What edits the project: rename and the quick fixes."""

    @server.feature(types.TEXT_DOCUMENT_PREPARE_RENAME)
    def prepare_rename(ls: CardkitServer, params: types.PrepareRenameParams) -> types.PrepareRenamePlaceholder | None:
        found = ls.at(params.text_document, params.position)
        symbol = navigation.symbol_at(ls.session, *found) if found is not None else None
        if found is None or symbol is None or not symbol.renamable:
            return None
        where = navigation.span_at(ls.session, symbol, *found)
        lines = ls.positions.lines(params.text_document.uri)
        return types.PrepareRenamePlaceholder(range=ls.positions.outgoing(lines, where), placeholder=symbol.name)

    @server.feature(types.TEXT_DOCUMENT_RENAME, types.RenameOptions(prepare_provider=True))
    def on_rename(ls: CardkitServer, params: types.RenameParams) -> types.WorkspaceEdit | None:
        found = ls.at(params.text_document, params.position)
        symbol = navigation.symbol_at(ls.session, *found) if found is not None else None
        if symbol is None:
            return None
        refused = renaming.refusal(ls.session, symbol, params.new_name)
        if refused is not None:
            raise JsonRpcInvalidParams(refused)  # the editor shows why, nothing is edited
        plan = renaming.plan_rename(ls.session, symbol, params.new_name.strip(), move_file=ls.support.rename_files)
        broken = renaming.plan_problem(ls.session, symbol, plan)
        if broken is not None:
            raise JsonRpcInvalidParams(broken)
        return ls.positions.workspace_edit(rename.workspace_edit(ls.session, plan, document_changes=ls.support.document_changes))

    @server.feature(types.TEXT_DOCUMENT_CODE_ACTION, types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]))
    def code_action(ls: CardkitServer, params: types.CodeActionParams) -> list[types.CodeAction]:
        relpath = ls.relative(params.text_document.uri)
        if relpath is None:
            return []
        uri = params.text_document.uri
        findings = ls.findings_at(relpath, list(params.context.diagnostics), ls.positions.incoming_range(uri, params.range))
        fixes = actions.quick_fixes(uri, findings)
        for fix in fixes:
            if fix.edit is not None:
                fix.edit = ls.positions.workspace_edit(fix.edit)
            fix.diagnostics = ls.sent(uri, list(fix.diagnostics or []))
        return fixes


def serve(root: Path) -> None:
    """Serve the project at `root` over stdin and stdout until the client exits (or closes
    the connection)."""
    server = build_server(root)
    try:
        start_io(server)
    finally:
        server.stop()
