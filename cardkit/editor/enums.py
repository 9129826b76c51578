"""Enums with hover texts, as yaml-language-server reads them: every name an editor schema offers
carries its definition's text (`cardkit.index.texts`), so completion and hover say what the name
is, not only that it is allowed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardkit.fields.model import FieldPath
from cardkit.fields.paths import EVERY_ITEM, EVERY_KEY
from cardkit.index.game import GameIndex
from cardkit.index.texts import described
from cardkit.schema.sets import SCHEMA_SUFFIX

Schemas = dict[str, dict[str, Any]]
"""Schema documents by name ("common" for common.schema.json, a kind's id for its schema)."""

Named = tuple[str, str]
"""A word of the game and its definition's text, the enum's hover text (`enumDescriptions`)."""


MAX_REFS = 16
"""How many `$ref`s deep a walk follows: cardkit's and a pack's schemas nest a few; a loop stops here."""
SUMMARY_CHARS = 200
"""yaml-language-server's hover over a value lists every allowed value with its markdown text:
25 cards' full texts would fill the screen, so markdown gets each text's first paragraph."""


def set_enum(node: dict[str, Any], words: Sequence[Named]) -> None:
    """`enum` with its hover texts: `enumDescriptions` (the full text) and
    `markdownEnumDescriptions` (its first paragraph: yaml-language-server writes the name before it)."""
    node["enum"] = [name for name, _ in words]
    node["enumDescriptions"] = [text for _, text in words]
    node["markdownEnumDescriptions"] = [summary(text) for _, text in words]


def summary(text: str) -> str:
    """The first paragraph of `text`, cut at a word under SUMMARY_CHARS with an ellipsis."""
    first = " ".join(text.strip().split("\n\n", 1)[0].split())
    if len(first) <= SUMMARY_CHARS:
        return first
    return first[:SUMMARY_CHARS].rsplit(" ", 1)[0].rstrip(",;:") + "…"


def named_words(index: GameIndex, target: str, *, by_id: bool = False) -> list[Named]:
    """The names of a kind (`to:`) or of a vocabulary, in the game's order, each with its text;
    a vocabulary's entries by their ids when `by_id` (an entry without one by its name)."""
    kind = index.kind(target) or index.vocabulary_kind(target)
    if kind is None:
        return []
    words: list[Named] = []
    for entry in index.entries.get(kind, ()):
        written = entry.term.id if by_id and entry.term is not None and entry.term.id else entry.name
        words.append((written, described(index, kind, entry).plain()))
    return words


def nodes_at(schemas: Schemas, document: str, path: FieldPath) -> list[dict[str, Any]]:
    """The subschemas a field path of a `document` file reaches (its first step a property of
    the document): `$ref`s followed into the documents they name (a shared definition is
    changed where it is, for every field that uses it), every branch of an `anyOf` tried, "*"
    stepping into a list's items. A mapping's keys ("~") are left to the schema as it is."""
    found: list[tuple[str, dict[str, Any]]] = [(document, schemas.get(document, {}))]
    for step in path:
        reached: list[tuple[str, dict[str, Any]]] = []
        for doc, node in (resolved for pair in found for resolved in _resolved(schemas, *pair)):
            child = node.get("items") if step == EVERY_ITEM else None if step == EVERY_KEY else node.get("properties", {}).get(step)
            if isinstance(child, dict):
                reached.append((doc, child))
        found = reached
    return [leaf for doc, node in found for leaf in _value_nodes(schemas, doc, node)]


def _resolved(schemas: Schemas, doc: str, node: dict[str, Any], depth: int = 0) -> list[tuple[str, dict[str, Any]]]:
    """The schemas `node` stands for: itself, what its `$ref` points at, its `anyOf` branches."""
    if depth > MAX_REFS:
        return []
    found = [(doc, node)]
    reference = node.get("$ref")
    if isinstance(reference, str):
        target, _, pointer = reference.partition("#")
        target_doc = target.removesuffix(SCHEMA_SUFFIX) if target else doc
        pointed: Any = schemas.get(target_doc, {})
        for key in filter(None, pointer.split("/")):
            pointed = pointed.get(key, {}) if isinstance(pointed, dict) else {}
        if isinstance(pointed, dict):
            found += _resolved(schemas, target_doc, pointed, depth + 1)
    for branch in node.get("anyOf", ()):
        if isinstance(branch, dict):
            found += _resolved(schemas, doc, branch, depth + 1)
    return found


def _value_nodes(schemas: Schemas, doc: str, node: dict[str, Any]) -> list[dict[str, Any]]:
    """Where an enum of a value goes: the node itself, or the branches of a nullable `anyOf`
    that are not `null` (an enum beside `anyOf` would refuse the null the card prints as a dash)."""
    branches = node.get("anyOf")
    if not isinstance(branches, list):
        return [node]
    return [branch for branch in branches if isinstance(branch, dict) and branch.get("type") != "null"]
