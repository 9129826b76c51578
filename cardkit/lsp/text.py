"""Positions and words in a buffer: what the features need of a file's text, and nothing of YAML.

Lines and columns are 0-based here, as LSP counts them; cardkit's diagnostics are 1-based.
Columns are counted in code points (Python's string indices); `cardkit.lsp.encoding` turns them
into the counts the client negotiated (UTF-8, UTF-16 or UTF-32) at the server's edge. Lines end
where LSP ends them (`\n`, `\r\n`, `\r`), not at every break `str.splitlines` knows.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

LINE_BREAK = re.compile(r"\r\n|\r|\n")
"""Where LSP (and cardkit's loader) end a line: never at a form feed or U+2028."""

_STOP = ",[]{}#\"'\n"
"""What ends a name written as a YAML scalar (flow punctuation, comments, quotes)."""

_KEY = re.compile(r"([A-Za-z_][\w-]*)\s*:(?=\s|$)")


@dataclass(frozen=True)
class Span:
    """A run of characters on one line (0-based line and columns, `end` exclusive)."""

    line: int
    start: int
    end: int


def lsp_lines(text: str) -> list[str]:
    """A text's lines as the client numbers them, without their ends."""
    return LINE_BREAK.split(text)


def line_of(text: str, line: int) -> str:
    """Line `line` of `text` without its end of line; '' past the end."""
    lines = lsp_lines(text)
    return lines[line] if 0 <= line < len(lines) else ""


def scalar_span(text: str, line: int, column: int) -> Span:
    """The name written from `column` on: inside its quotes when quoted, up to the next flow
    punctuation or comment otherwise, trailing spaces left out; the rest of the line when that
    is empty (a finding at a key or at the start of a line)."""
    row = line_of(text, line)
    if column < len(row) and row[column] in "\"'":
        close = row.find(row[column], column + 1)
        return Span(line, column + 1, close if close > column else len(row))
    end = column
    while end < len(row) and row[end] not in _STOP and not (row[end] == ":" and row[end + 1 : end + 2] in ("", " ")):
        end += 1
    while end > column and row[end - 1] == " ":
        end -= 1
    return Span(line, column, end if end > column else max(len(row.rstrip()), column))


def word_at(text: str, line: int, column: int) -> tuple[str, Span] | None:
    """The name under the cursor: the run of characters around `column` between YAML's
    punctuation, a list item's dash and a key's colon, spaces at its ends left out."""
    row = line_of(text, line)
    if not row:
        return None
    start = min(column, len(row))
    while start > 0 and row[start - 1] not in _STOP and not _key_colon(row, start - 1):
        start -= 1
    end = min(column, len(row))
    while end < len(row) and row[end] not in _STOP and not _key_colon(row, end):
        end += 1
    piece = row[start:end]
    stripped = piece.strip()
    if stripped.startswith("- "):
        stripped = stripped[2:].strip()
    if not stripped:
        return None
    first = start + piece.index(stripped)
    return stripped, Span(line, first, first + len(stripped))


def _key_colon(row: str, index: int) -> bool:
    return row[index] == ":" and row[index + 1 : index + 2] in ("", " ")


def key_path_at(text: str, line: int, column: int) -> tuple[str, ...]:
    """The keys that lead to the cursor, innermost last (`("attacks", "type")` in a card's
    `attacks:` list item `- type: |`): the last `key:` before the cursor on its line, then the
    key of each less indented line above (a list item's other keys are siblings, not parents;
    its first key is a parent of what is indented under it: `- against:`).
    Enough to know what kind of name belongs at the cursor."""
    lines = lsp_lines(text)
    row = lines[line] if 0 <= line < len(lines) else ""
    if row.lstrip().startswith("#"):
        return ()
    path = _line_path(row[:column])
    indent, item = _indent(row)
    for above in reversed(lines[: max(line, 0)]):
        stripped = above.lstrip()
        if not stripped or stripped.startswith("#"):
            continue
        lead = len(above) - len(stripped)
        above_item = stripped.startswith("- ") or stripped == "-"
        if lead > indent or (lead == indent and (above_item or not item)):
            continue
        if above_item:
            if _opens_value(stripped, lead, indent):  # `- against:` above a more indented line
                path.insert(0, str(_KEY.match(stripped[1:].lstrip()).group(1)))  # type: ignore[union-attr]
            indent, item = lead, True
            continue
        match = _KEY.match(stripped)
        if match:
            path.insert(0, match.group(1))
        indent, item = lead, False
        if lead == 0:
            break
    return tuple(path)


def _line_path(before: str) -> list[str]:
    """The keys of the cursor's own line that lead to it: the line's last key at its top level,
    then the last key of each flow mapping still open before the cursor (`cost: {amount: 2,
    factions: [Tide, Fo` leads through `cost` to `factions`). Quoted text and a comment hold no
    key."""
    frames: list[str | None] = [None]
    """The last key of each level still open, the line's own level first."""
    index, quote = 0, ""
    while index < len(before):
        char = before[index]
        if quote:
            quote = "" if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char == "#" and (index == 0 or before[index - 1].isspace()):
            break
        elif char in "{[":
            frames.append(None)
        elif char in "}]":
            if len(frames) > 1:
                frames.pop()
        elif (match := _KEY.match(before, index)) is not None and (index == 0 or not (before[index - 1].isalnum() or before[index - 1] in "_-")):
            frames[-1] = match.group(1)
            index = match.end()
            continue
        index += 1
    return [key for key in frames if key is not None]


def _opens_value(item: str, lead: int, below: int) -> bool:
    """Whether a list item's line (`- against:`, stripped, at indentation `lead`) is a key
    with no value of its own whose value a line indented `below` is in."""
    inner = item[1:].lstrip()
    match = _KEY.match(inner)
    return match is not None and not inner[match.end() :].strip() and below > lead + len(item) - len(inner)


def _indent(row: str) -> tuple[int, bool]:
    """A line's indentation and whether it starts a list item."""
    stripped = row.lstrip()
    return len(row) - len(stripped), stripped.startswith("- ") or stripped == "-"


def offset_span(text: str, start: int, end: int) -> Span:
    """The span of `text[start:end]`, which lies on one line."""
    line = text.count("\n", 0, start)
    line_start = text.rfind("\n", 0, start) + 1
    return Span(line, start - line_start, end - line_start)


def whole_words(text: str, name: str) -> Iterator[tuple[int, int]]:
    """Where `name` is written in `text` as a whole word: no letter or digit right before or
    after it, so "Archer¹" (a superscript note) and "(Spark)" count but "Sparks" does not."""
    start = text.find(name)
    while start >= 0 and name:
        end = start + len(name)
        if not _joins(text, start - 1) and not _joins(text, end):
            yield start, end
        start = text.find(name, start + 1)


def _joins(text: str, index: int) -> bool:
    """Whether the character at `index` would make a name part of a longer word."""
    return 0 <= index < len(text) and (text[index].isalpha() or text[index].isdecimal() or text[index] == "_")


def typed_start(text: str, line: int, column: int) -> int:
    """Where the name being typed at the cursor starts: after the key's colon, a flow list's
    `[` or `,`, a list item's dash, and the spaces after them. A completion replaces from here,
    so a name with spaces ("Tide Caller") is written once, whatever the editor's words."""
    row = line_of(text, line)[:column]
    start = len(row)
    while start > 0 and row[start - 1] not in _STOP and not _key_colon(row, start - 1):
        start -= 1
    while start < len(row) and row[start] == " ":
        start += 1
    if row[start:].startswith("- "):
        start += 2
    return start


def keys_of_key_at(text: str, line: int, column: int) -> tuple[str, ...]:
    """When the cursor is on a key (`cost` of `cost: 12`), the keys that lead to it, the key
    last; () when it is on anything else."""
    found = word_at(text, line, column)
    if found is None or line_of(text, line)[found[1].end : found[1].end + 1] != ":":
        return ()
    return key_path_at(text, line, found[1].end + 1)

