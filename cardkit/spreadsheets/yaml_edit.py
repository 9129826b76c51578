"""A sheet's changes spliced into a definition file: only the changed values are rewritten, and
every other byte (comments, blank lines, key order, quoting, the style of untouched values)
stays as it was.

ruamel.yaml composes the file into nodes that know where each value starts and ends; a changed
value's text is replaced by the new value rendered by ruamel in the old one's style (a quoted
text stays quoted, a flow list stays a flow list, a block list a block list at its indentation),
a new key is inserted after the field that precedes it in the kind's order, a cleared one is
removed with its line. A value that cannot be replaced without losing what the file says in it
(a comment inside a block value, an anchor) raises `CannotMerge`.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode
from ruamel.yaml.scalarstring import (
    DoubleQuotedScalarString,
    FoldedScalarString,
    LiteralScalarString,
    SingleQuotedScalarString,
)

from cardkit.spreadsheets.cells import ABSENT

WIDE = 1_000_000
"""ruamel's line width when it renders a value: never fold a long text onto a second line."""
_COMMENT = re.compile(r"(^|[ \t])#")


class CannotMerge(Exception):
    """The change cannot be made without losing part of the file; the message says which."""


@dataclass(frozen=True)
class Change:
    """One top-level field of one file: its old value (ABSENT when the file has none) and its new
    one (ABSENT to remove it)."""

    key: str
    old: Any
    new: Any


@dataclass(frozen=True)
class _Entry:
    key: str
    key_start: int
    value: Node
    start: int
    end: int
    """Where the value's text ends: its last character, comments and blank lines after it excluded."""


def edited(text: str, changes: Sequence[Change], order: Sequence[str]) -> str:
    """`text` with `changes` made; `order` is the kind's field order, for where a new key goes."""
    entries = _entries(text)
    splices: list[tuple[int, int, str]] = []
    for change in changes:
        entry = entries.get(change.key)
        if entry is None:
            splices.append(_insertion(text, entries, change, order))
        elif change.new is ABSENT:
            splices.append(_removal(text, entry))
        else:
            splices.append((entry.start, entry.end, _replacement(text, entry, change.new)))
    for start, end, replacement in sorted(splices, key=lambda splice: (splice[0], splice[1]), reverse=True):
        text = text[:start] + replacement + text[end:]
    return text


def _entries(text: str) -> dict[str, _Entry]:
    root = YAML().compose(text)
    if not isinstance(root, MappingNode) or root.flow_style:
        raise CannotMerge("the file is not written as one `key: value` line per field")
    entries = {}
    for key, value in root.value:
        if key.start_mark.column != 0:
            raise CannotMerge("the file's keys do not start their lines")
        entries[str(key.value)] = _Entry(str(key.value), key.start_mark.index, value, value.start_mark.index, _content_end(text, value))
    return entries


def _content_end(text: str, node: Node) -> int:
    """Where a value's own text ends: a block collection's end mark lies past the comments and
    blank lines that follow it, a block text's past its last line break."""
    if isinstance(node, ScalarNode):
        end = node.end_mark.index
        return len(text[:end].rstrip("\n")) if node.style in ("|", ">") else end
    if getattr(node, "flow_style", False) or not node.value:
        return int(node.end_mark.index)
    last = node.value[-1]
    return _content_end(text, last[1] if isinstance(node, MappingNode) else last)


def _guarded(text: str, entry: _Entry) -> None:
    """Refuse to rewrite a value that holds a comment, or an anchor another value may name."""
    if _anchored(entry.value):
        raise CannotMerge(f"`{entry.key}` has an anchor (&name) or alias (*name)")
    if isinstance(entry.value, ScalarNode) or getattr(entry.value, "flow_style", False):
        return
    if _COMMENT.search(text[entry.start:entry.end]):
        raise CannotMerge(f"`{entry.key}` holds a comment that rewriting it would lose")


def _anchored(node: Node) -> bool:
    if getattr(node, "anchor", None):
        return True
    if isinstance(node, SequenceNode):
        return any(_anchored(item) for item in node.value)
    if isinstance(node, MappingNode):
        return any(_anchored(key) or _anchored(value) for key, value in node.value)
    return False


def _replacement(text: str, entry: _Entry, new: Any) -> str:
    _guarded(text, entry)
    node = entry.value
    if isinstance(node, ScalarNode):
        return _scalar(new, node.style)
    if getattr(node, "flow_style", False) or not isinstance(new, (list, dict)) or not new:
        return flow_text(new)
    return _block(new, node.start_mark.column, flow=False)


def _removal(text: str, entry: _Entry) -> tuple[int, int, str]:
    """The key's lines, from its line's start to the end of the line its value ends on."""
    _guarded(text, entry)
    line_end = text.find("\n", entry.end)
    return entry.key_start, len(text) if line_end < 0 else line_end + 1, ""


def _insertion(text: str, entries: dict[str, _Entry], change: Change, order: Sequence[str]) -> tuple[int, int, str]:
    """A new `key: value` line after the line of the field before it in the kind's order (after
    the last field when none comes before it)."""
    rendered = field_text(change.key, change.new)
    before = [key for key in order[: order.index(change.key)] if key in entries] if change.key in order else list(entries)
    anchor = entries[before[-1]] if before else None
    if anchor is None:
        first = min(entries.values(), key=lambda entry: entry.key_start, default=None)
        at = first.key_start if first is not None else len(text)
        return at, at, rendered + "\n"
    line_end = text.find("\n", anchor.end)
    if line_end < 0:
        return len(text), len(text), "\n" + rendered + "\n"
    return line_end + 1, line_end + 1, rendered + "\n"


def field_text(key: str, value: Any) -> str:
    """`key: value` as a new file writes it: a plain value or a list of plain values on the
    key's line, a structured one as a block below it."""
    if not isinstance(value, (list, dict)) or not value or _is_leaf(value):
        return f"{key}: {flow_text(value)}"
    return f"{key}:\n{_block(value, 2, first_indented=True)}"


def new_file_text(data: dict[str, Any], order: Sequence[str]) -> str:
    """A new definition file: its fields in the kind's order, one `key: value` each."""
    keys = [key for key in order if key in data] + [key for key in data if key not in order]
    return "".join(field_text(key, data[key]) + "\n" for key in keys)


def _is_leaf(value: Any) -> bool:
    """A list of plain values: written in flow style, as the examples write them (`[keeper, scout]`)."""
    return isinstance(value, list) and all(not isinstance(item, (list, dict)) for item in value)


def _dumped(value: Any, flow: bool | None, indent: int = 2) -> str:
    yaml = YAML()
    yaml.width = WIDE
    yaml.default_flow_style = flow
    yaml.indent(mapping=max(indent, 2), sequence=indent + 2, offset=indent)
    yaml.allow_unicode = True
    stream = io.StringIO()
    yaml.dump({"k": value}, stream)
    return stream.getvalue()


def _scalar(new: Any, style: str | None) -> str:
    """A new scalar in the old one's style: quotes kept for a text, a block text as a block."""
    if isinstance(new, str):
        if "\n" in new or style in ("|", ">"):
            new = FoldedScalarString(new) if style == ">" and "\n" not in new else LiteralScalarString(new)
        elif style == '"':
            new = DoubleQuotedScalarString(new)
        elif style == "'":
            new = SingleQuotedScalarString(new)
    return flow_text(new)


def flow_text(value: Any) -> str:
    """A value as it follows `key: ` on its line (a block text's lines included), as a cell holds a structured value."""
    return _dumped(_flowing(value), False).removeprefix("k:").lstrip(" ").rstrip("\n")


def _flowing(value: Any) -> Any:
    """`value` with every list and mapping in it marked for flow style (`[a, {b: 1}]`)."""
    flowing: CommentedSeq | CommentedMap
    if isinstance(value, list):
        flowing = CommentedSeq(_flowing(item) for item in value)
    elif isinstance(value, dict):
        flowing = CommentedMap((key, _flowing(item)) for key, item in value.items())
    else:
        return value
    flowing.fa.set_flow_style()
    return flowing


def _block(value: Any, column: int, *, first_indented: bool = False, flow: bool | None = None) -> str:
    """A block collection whose first item starts at `column`; its lists of plain values in flow
    style, and with `flow` None (new content) its list items of plain values too, as the
    examples write printings (`- {set: core, number: 5}`)."""
    rendered = _dumped(_leaves(value, compact=flow is None), False, column).split("\n", 1)[1].rstrip("\n")
    return rendered if first_indented else rendered[column:]


def _leaves(value: Any, *, compact: bool, in_list: bool = False) -> Any:
    """`value` with its collections of plain values marked for flow style: lists always,
    mappings in a list when `compact`."""
    if isinstance(value, list):
        marked: CommentedSeq | CommentedMap = CommentedSeq(_leaves(item, compact=compact, in_list=True) for item in value)
    elif isinstance(value, dict):
        marked = CommentedMap((key, _leaves(item, compact=compact)) for key, item in value.items())
    else:
        return value
    plain = all(not isinstance(item, (list, dict)) for item in (value if isinstance(value, list) else value.values()))
    if plain and (isinstance(value, list) or (compact and in_list)):
        marked.fa.set_flow_style()
    return marked
