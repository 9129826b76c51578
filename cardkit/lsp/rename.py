"""Rename in the editor: the plan `cardkit.renaming.plan` makes, sent as one LSP workspace edit."""

from __future__ import annotations

from lsprotocol import types

from cardkit.lsp.session import Session
from cardkit.renaming.plan import RenamePlan


def workspace_edit(session: Session, plan: RenamePlan, *, document_changes: bool = True) -> types.WorkspaceEdit:
    """The plan as one LSP workspace edit: every file's text edits, then the file's rename, as
    `documentChanges`; as plain `changes` by URI for a client without them (which then cannot
    be asked to rename a file: plan without moving it)."""
    edits_by_uri: dict[str, list[types.TextEdit]] = {}
    for relpath, spans in sorted(plan.edits.items()):
        edits_by_uri[(session.root / relpath).as_uri()] = [
            types.TextEdit(types.Range(types.Position(p.line, p.start), types.Position(p.line, p.end)), text)
            for p, text in sorted(spans, key=lambda item: (item[0].line, item[0].start))
        ]
    if not document_changes:
        return types.WorkspaceEdit(changes=edits_by_uri)
    changes: list[types.TextDocumentEdit | types.RenameFile] = [
        types.TextDocumentEdit(types.OptionalVersionedTextDocumentIdentifier(uri=uri, version=None), list[types.TextEdit | types.AnnotatedTextEdit | types.SnippetTextEdit](edits))
        for uri, edits in edits_by_uri.items()
    ]
    if plan.moved is not None:
        old, new = plan.moved
        changes.append(types.RenameFile(old_uri=(session.root / old).as_uri(), new_uri=(session.root / new).as_uri()))
    return types.WorkspaceEdit(document_changes=changes)
