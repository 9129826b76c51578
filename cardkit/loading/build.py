"""From a composed node tree to plain Python values, each located, with YAML's traps reported.

Runs after `expansion` has refused runaway aliases, so it may follow every alias in full,
recording a position for each value under each path it appears at. Problems that leave the
data usable (a repeated key, a yes/no word, a tag) are collected, not raised.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from cardkit.codes.loading import DUPLICATE_KEY, KEY_NOT_TEXT, UNSUPPORTED_YAML, YES_NO_WORD
from cardkit.loading.codes import LoadProblem
from cardkit.loading.document import JsonPath, Position
from cardkit.loading.parse import PLAIN_TAG, mark_position
from cardkit.loading.scalars import Scalar, is_yaml11_boolean, resolve_plain

_CORE = "tag:yaml.org,2002:"
_STR_TAG, _MAP_TAG, _SEQ_TAG = f"{_CORE}str", f"{_CORE}map", f"{_CORE}seq"
_TYPED_SCALAR_TAGS: dict[str, type] = {
    f"{_CORE}int": int,
    f"{_CORE}float": float,
    f"{_CORE}bool": bool,
    f"{_CORE}null": type(None),
}
"""Explicit core tags (`!!int 3`) a designer may write; the value must read as that type."""


class Built(NamedTuple):
    data: dict[str, Any]
    value_positions: dict[JsonPath, Position]
    key_positions: dict[JsonPath, Position]
    findings: list[LoadProblem]
    """The problems that left the data usable."""


def build(root: MappingNode) -> Built:
    builder = _Builder()
    data = builder.mapping(root, ())
    return Built(data, builder.value_positions, builder.key_positions, list(builder.findings.values()))


class _Builder:
    def __init__(self) -> None:
        self.value_positions: dict[JsonPath, Position] = {}
        self.key_positions: dict[JsonPath, Position] = {}
        # Keyed by place, so a problem inside an anchor is reported once, not once per alias.
        self.findings: dict[tuple[str, Position], LoadProblem] = {}

    def report(self, code: str, node: Node, message: str, hint: str) -> None:
        position = mark_position(node)
        self.findings.setdefault((code, position), LoadProblem(code, position, message, hint))

    def value(self, node: Node, path: JsonPath) -> Any:
        if isinstance(node, ScalarNode):
            self.value_positions[path] = mark_position(node)
            return self.scalar(node)
        if isinstance(node, MappingNode):
            return self.mapping(node, path)
        assert isinstance(node, SequenceNode)  # composing makes only these three kinds of node
        return self.sequence(node, path)

    def mapping(self, node: MappingNode, path: JsonPath) -> dict[str, Any]:
        """Entries in written order; a repeated key keeps its first value and is reported."""
        self.value_positions[path] = mark_position(node)
        if node.tag != _MAP_TAG:
            self.report_unsupported_tag(node)
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key = self.key(key_node)
            if key is None:
                continue
            entry = (*path, key)
            if key in result:
                first = self.key_positions[entry].line
                message = f"`{key}` is defined twice (first at line {first}); the later value would silently win"
                self.report(DUPLICATE_KEY, key_node, message, f"keep one `{key}:` and delete the other")
                continue
            self.key_positions[entry] = mark_position(key_node)
            result[key] = self.value(value_node, entry)
        return result

    def sequence(self, node: SequenceNode, path: JsonPath) -> list[Any]:
        self.value_positions[path] = mark_position(node)
        if node.tag != _SEQ_TAG:
            self.report_unsupported_tag(node)
        return [self.value(item, (*path, index)) for index, item in enumerate(node.value)]

    def key(self, node: Node) -> str | None:
        """The key as text, or None (reported) for a key that is not text, or a merge."""
        if not isinstance(node, ScalarNode):
            kind = "a list" if isinstance(node, SequenceNode) else "a mapping"
            self.report(KEY_NOT_TEXT, node, f"keys must be text; this key is {kind}", "write the key as plain text")
            return None
        if node.tag == PLAIN_TAG and node.value == "<<":
            self.report(UNSUPPORTED_YAML, node, "merge keys (`<<: *anchor`) are not supported", "write the keys out")
            return None
        key = self.scalar(node, is_key=True)
        if key is None:
            self.report(KEY_NOT_TEXT, node, "a key is missing before the `:`", "write the key's name before `:`")
        elif not isinstance(key, str):
            message = f"keys must be text; `{node.value}` is read as {_kind_of(key)}"
            self.report(KEY_NOT_TEXT, node, message, f'put the key in quotes: "{node.value}":')
        return key if isinstance(key, str) else None

    def scalar(self, node: ScalarNode, *, is_key: bool = False) -> Scalar:
        """The value YAML 1.2 gives the scalar. A yes/no word is reported in a value, where other
        tools would change its meaning, not in a key, which a schema always reads as text."""
        text = str(node.value)
        if node.tag == _STR_TAG:
            return text
        value = resolve_plain(text)
        if node.tag == PLAIN_TAG:
            if not is_key and isinstance(value, str) and is_yaml11_boolean(value):
                self.report(
                    YES_NO_WORD,
                    node,
                    f"unquoted `{value}` is read as text here, but as a boolean by many YAML tools",
                    f'write "{value}" if you mean the word, or true/false if you mean a boolean',
                )
            return value
        expected = _TYPED_SCALAR_TAGS.get(node.tag)
        if expected is float and type(value) is int:
            value = float(value)
        if expected is not None and type(value) is expected:
            return value
        if expected is not None:
            message = f"`{text}` cannot be read as `{_short_tag(node.tag)}`"
            self.report(UNSUPPORTED_YAML, node, message, "remove the tag, or correct the value")
        else:
            self.report_unsupported_tag(node)
        return value if node.style in (None, "") else text

    def report_unsupported_tag(self, node: Node) -> None:
        """Report a tag such as `!!python/object`; the value is then read as if untagged."""
        self.report(
            UNSUPPORTED_YAML,
            node,
            f"the tag `{_short_tag(node.tag)}` is not supported",
            "remove the tag: definitions hold plain text, numbers, true/false, lists and mappings",
        )


def _short_tag(tag: str) -> str:
    return "!!" + tag.removeprefix(_CORE) if tag.startswith(_CORE) else tag


def _kind_of(value: Scalar) -> str:
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    return f"the number {value}"
