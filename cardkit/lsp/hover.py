"""Hover: a key's title and description (from the game's composed schemas), the definition a
name refers to, and the rule behind each finding under the cursor (its `cardkit rules
--explain` text)."""

from __future__ import annotations

from lsprotocol import types

from cardkit.checks.code_table import all_codes, explanation
from cardkit.lsp.fields import field_help
from cardkit.lsp.navigation import symbol_at
from cardkit.lsp.session import Session
from cardkit.lsp.text import keys_of_key_at


def hover(session: Session, relpath: str, line: int, column: int, findings: list[types.Diagnostic]) -> types.Hover | None:
    """The referenced definition's text, then the explanation of every finding whose range
    holds the cursor; None when there is neither."""
    parts: list[str] = []
    keys = keys_of_key_at(session.text_of(relpath), line, column)
    loaded = session.loaded
    described = None
    if keys and loaded is not None and loaded.schemas is not None:
        described = field_help(loaded.schemas, loaded.game.table, relpath, keys, session.content_folder)
    found = symbol_at(session, relpath, line, column) if not keys else None
    if described is not None:
        parts.append(described)
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
