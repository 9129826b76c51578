"""What the client said it supports at `initialize`, as the few answers the server's features need.

LSP lets a client leave out what it cannot do, and a server that assumes it anyway sends
edits the client drops: a rename as `documentChanges` to a client that applies only `changes`,
a file rename to one without resource operations, quick fixes that need `diagnostic.data` to
come back from a client that never keeps it.
"""

from __future__ import annotations

from dataclasses import dataclass

from lsprotocol import types
from pygls.capabilities import get_capability


@dataclass(frozen=True)
class ClientSupport:
    document_changes: bool = False
    """Workspace edits as `documentChanges` (else `changes` by URI)."""
    rename_files: bool = False
    """A `RenameFile` among the document changes."""
    diagnostic_data: bool = False
    """`Diagnostic.data` is kept and sent back with a code action request."""
    watch_files: bool = False
    """The server may register file watchers (`workspace/didChangeWatchedFiles`) itself."""

    @classmethod
    def of(cls, capabilities: types.ClientCapabilities) -> ClientSupport:
        document_changes = bool(get_capability(capabilities, "workspace.workspace_edit.document_changes", False))
        operations = get_capability(capabilities, "workspace.workspace_edit.resource_operations", [])
        return cls(
            document_changes=document_changes,
            rename_files=document_changes and types.ResourceOperationKind.Rename in operations,
            diagnostic_data=bool(get_capability(capabilities, "text_document.publish_diagnostics.data_support", False)),
            watch_files=bool(get_capability(capabilities, "workspace.did_change_watched_files.dynamic_registration", False)),
        )
