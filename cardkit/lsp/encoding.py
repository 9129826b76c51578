"""Positions as the client counts them: the `positionEncoding` negotiated at `initialize`.

Every feature works in Python's own columns (code points: an accent, an emoji and a combining
mark are one each), as cardkit's diagnostics do. The client counts UTF-8 bytes (Neovim, Helix),
16-bit UTF-16 words (VS Code: an emoji is two) or code points. This module turns one into the
other at the server's edge, with pygls' position codec, over the text the editor has: positions coming
in, and every range going out (diagnostics, completion edits, locations, workspace edits).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from lsprotocol import types
from pygls.workspace.position_codec import PositionCodec

from cardkit.lsp.text import lsp_lines


class ClientPositions:
    """Converts between the client's counts and code points, for files given by URI."""

    def __init__(self, codec: PositionCodec, text_of_uri: Callable[[str], str]) -> None:
        self.codec = codec
        self._text_of_uri = text_of_uri

    def lines(self, uri: str) -> list[str]:
        return lsp_lines(self._text_of_uri(uri))

    def incoming(self, uri: str, position: types.Position) -> types.Position:
        """A client position in `uri` as a line and a code-point column."""
        found = self.codec.position_from_client_units(self.lines(uri), types.Position(position.line, position.character))
        return types.Position(found.line, found.character)

    def incoming_range(self, uri: str, where: types.Range) -> types.Range:
        return types.Range(self.incoming(uri, where.start), self.incoming(uri, where.end))

    def outgoing(self, lines: Sequence[str], where: types.Range) -> types.Range:
        """A code-point range over `lines` in the client's counts."""
        return self.codec.range_to_client_units(lines, where)

    def diagnostics(self, uri: str, found: list[types.Diagnostic]) -> list[types.Diagnostic]:
        lines = self.lines(uri)
        return [_with_range(diagnostic, self.outgoing(lines, diagnostic.range)) for diagnostic in found]

    def completion(self, uri: str, listed: types.CompletionList) -> types.CompletionList:
        lines = self.lines(uri)
        for item in listed.items:
            if isinstance(item.text_edit, types.TextEdit):
                item.text_edit = types.TextEdit(self.outgoing(lines, item.text_edit.range), item.text_edit.new_text)
        return listed

    def location(self, place: types.Location) -> types.Location:
        return types.Location(place.uri, self.outgoing(self.lines(place.uri), place.range))

    def edits(self, uri: str, edits: Sequence[types.TextEdit]) -> list[types.TextEdit]:
        lines = self.lines(uri)
        return [types.TextEdit(self.outgoing(lines, edit.range), edit.new_text) for edit in edits]

    def workspace_edit(self, edit: types.WorkspaceEdit) -> types.WorkspaceEdit:
        """Every text edit of a workspace edit, in both of its forms, in the client's counts."""
        changes = {uri: self.edits(uri, edits) for uri, edits in (edit.changes or {}).items()} if edit.changes is not None else None
        documents: list[types.TextDocumentEdit | types.CreateFile | types.RenameFile | types.DeleteFile] | None = None
        if edit.document_changes is not None:
            documents = []
            for change in edit.document_changes:
                if isinstance(change, types.TextDocumentEdit):
                    plain = [item for item in change.edits if isinstance(item, types.TextEdit)]
                    converted: list[types.TextEdit | types.AnnotatedTextEdit | types.SnippetTextEdit] = list(self.edits(change.text_document.uri, plain))
                    documents.append(types.TextDocumentEdit(change.text_document, converted))
                else:
                    documents.append(change)
        return types.WorkspaceEdit(changes=changes, document_changes=documents)


def _with_range(diagnostic: types.Diagnostic, where: types.Range) -> types.Diagnostic:
    return types.Diagnostic(
        range=where,
        message=diagnostic.message,
        severity=diagnostic.severity,
        code=diagnostic.code,
        source=diagnostic.source,
        data=diagnostic.data,
    )
