"""Turn a finding's field path into the line and column a designer should look at.

Most findings point at the start of a field's value. A finding about a word inside a long
text (a quoted card name in a block scalar) carries a `needle`, and is pointed at where
that word is written, so the caret lands under it and not under `text: |`.
"""

from __future__ import annotations

from pathlib import Path

from cardkit.checks.context import RuleFinding
from cardkit.loading.document import LocatedDocument, Position
from cardkit.loading.overlay import overlaid_text


class Locator:
    """Finds positions; reads a file's lines only when a needle must be searched, once per file."""

    def __init__(self) -> None:
        self._lines: dict[Path, list[str]] = {}

    def position(self, finding: RuleFinding) -> Position:
        doc = finding.definition.source.doc
        start = doc.position(finding.path, key=finding.key)
        if finding.needle is None:
            return start
        return self._search(doc, start, finding.needle) or start

    def _search(self, doc: LocatedDocument, start: Position, needle: str) -> Position | None:
        """The first place `needle` is written from `start` up to the next value of the file."""
        lines = self._read(doc.path)
        end = _next_value(doc, start)
        for number in range(start.line, min(end.line, len(lines)) + 1):
            text = lines[number - 1]
            if number == end.line:
                text = text[: end.column - 1]
            column = text.find(needle, start.column - 1 if number == start.line else 0)
            if column >= 0:
                return Position(number, column + 1)
        return None

    def _read(self, path: Path) -> list[str]:
        if path not in self._lines:
            try:
                buffer = overlaid_text(path)  # the editor's unsaved text, under `cardkit lsp`
                self._lines[path] = (buffer if buffer is not None else path.read_text(encoding="utf-8")).splitlines()
            except (OSError, UnicodeDecodeError):
                self._lines[path] = []
        return self._lines[path]


def _next_value(doc: LocatedDocument, start: Position) -> Position:
    """Where the value after the one at `start` begins: a text value cannot reach past it."""
    later = [p for p in doc.value_positions.values() if (p.line, p.column) > (start.line, start.column)]
    return min(later, key=lambda p: (p.line, p.column), default=Position(10**9, 1))
