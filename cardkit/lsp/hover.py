"""Hover: the definition a name refers to, and the rule behind each finding under the cursor
(its `cardkit rules --explain` text)."""

from __future__ import annotations

from lsprotocol import types

from cardkit.codes.table import all_codes, explanation
from cardkit.lsp.navigation import symbol_at
from cardkit.lsp.session import Session


def hover(session: Session, relpath: str, line: int, column: int, findings: list[types.Diagnostic]) -> types.Hover | None:
    """The referenced definition's text, then the explanation of every finding whose range
    holds the cursor; None when there is neither."""
    parts: list[str] = []
    found = symbol_at(session, relpath, line, column)
    if found is not None:
        parts.append(found.documentation)
    codes = all_codes()
    for finding in findings:
        start, end = finding.range.start, finding.range.end
        if start.line <= line <= end.line and (start.line < line or start.character <= column) and (end.line > line or column <= end.character):
            entry = codes.get(str(finding.code))
            if entry is not None:
                parts.append(f"```text\n{explanation(entry)}\n```")
    if not parts:
        return None
    return types.Hover(contents=types.MarkupContent(types.MarkupKind.Markdown, "\n\n---\n\n".join(parts)))
