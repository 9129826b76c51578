"""Code actions: one quick fix per did-you-mean name of a finding, writing that name over the
one the finding points at."""

from __future__ import annotations

from lsprotocol import types


def quick_fixes(uri: str, findings: list[types.Diagnostic]) -> list[types.CodeAction]:
    """For every finding in the request whose data carries suggestions, one action each."""
    actions: list[types.CodeAction] = []
    for finding in findings:
        data = finding.data if isinstance(finding.data, dict) else {}
        for name in data.get("suggestions", []):
            if not isinstance(name, str):
                continue
            edit = types.WorkspaceEdit(changes={uri: [types.TextEdit(finding.range, name)]})
            actions.append(
                types.CodeAction(
                    title=f"Change to '{name}'",
                    kind=types.CodeActionKind.QuickFix,
                    diagnostics=[finding],
                    edit=edit,
                    is_preferred=len(actions) == 0,
                )
            )
    return actions
