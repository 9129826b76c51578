"""Every key a JSON Schema lets a file write, with what the schema says of it: the rows of the
reference's file pages (game.yaml, cardkit.yaml, theme.yaml, book.yaml and each kind's files).

The schemas are the one source: a key's type, default, allowed values, description and examples
are read from its property (and from what its `$ref` names), never written here. A key path
reads as the file writes it: `chapters[].file` is `file:` of an item of the `chapters:` list,
`symbols.<token>.icon` is `icon:` under any key of `symbols:`.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

Documents = Mapping[str, Mapping[str, Any]]
"""Schema documents by file name (`common.schema.json`), as `$ref`s name them."""

_ALTERNATIVES = ("anyOf", "oneOf", "allOf")


def read_documents(*folders: Path) -> dict[str, Mapping[str, Any]]:
    """Every `*.schema.json` of `folders` by file name (a later folder's file wins a clash)."""
    found: dict[str, Mapping[str, Any]] = {}
    for folder in folders:
        for path in sorted(folder.glob("*.schema.json")):
            found[path.name] = json.loads(path.read_text(encoding="utf-8"))
    return found


@dataclass(frozen=True)
class Key:
    """One key of a file: where it is, and what its schema says of it."""

    path: str
    schema: Mapping[str, Any]
    """The key's schema, its `$ref`s followed, the property's own words over theirs."""
    required: bool = False
    own_examples: tuple[Any, ...] = ()
    """The examples the property itself gives (not those of a shared definition it names)."""

    @property
    def name(self) -> str:
        return self.path.rsplit(".", 1)[-1].removesuffix("[]")

    @property
    def description(self) -> str:
        return str(self.schema.get("description") or "")

    @property
    def examples(self) -> list[Any]:
        return list(self.schema.get("examples") or [])

    @property
    def default(self) -> Any:
        return self.schema.get("default")


class SchemaReader:
    """Follows `$ref`s across `documents` and walks a schema's keys."""

    def __init__(self, documents: Documents) -> None:
        self.documents = documents

    def resolve(self, schema: Mapping[str, Any], base: str) -> tuple[dict[str, Any], str]:
        """`schema` with its `$ref` chain merged in (the referring schema's own keys win), and the
        document the last reference led to (which its own `#/...` references are relative to)."""
        merged: dict[str, Any] = {}
        current: Mapping[str, Any] = schema
        seen: set[str] = set()
        while True:
            merged = {**current, **merged}
            ref = current.get("$ref")
            if not isinstance(ref, str) or ref in seen:
                merged.pop("$ref", None)
                return merged, base
            seen.add(ref)
            current, base = self._target(ref, base)

    def _target(self, ref: str, base: str) -> tuple[Mapping[str, Any], str]:
        name, _, pointer = ref.partition("#")
        name = name or base
        target: Any = self.documents.get(name, {})
        for step in (part for part in pointer.split("/") if part):
            target = target.get(step.replace("~1", "/").replace("~0", "~"), {}) if isinstance(target, Mapping) else {}
        return (target if isinstance(target, Mapping) else {}), name

    def alternatives(self, schema: Mapping[str, Any], base: str) -> Iterator[tuple[dict[str, Any], str]]:
        """`schema` itself and every alternative it allows (`anyOf`, `oneOf`, `allOf`, `if`'s
        branches), resolved: a key any of them declares is a key of the file."""
        resolved, base = self.resolve(schema, base)
        yield resolved, base
        for keyword in _ALTERNATIVES:
            for alternative in resolved.get(keyword, ()):
                yield from self.alternatives(alternative, base)
        for keyword in ("then", "else"):
            if isinstance(resolved.get(keyword), Mapping):
                yield from self.alternatives(resolved[keyword], base)

    def keys(self, schema: Mapping[str, Any], base: str, prefix: str = "", depth: int = 0) -> Iterator[Key]:
        """Every key under `schema`, depth first, each followed by the keys it holds."""
        if depth > 8:  # a recursive schema (a list of lists of...) documents its first levels only
            return
        properties: dict[str, tuple[Mapping[str, Any], str]] = {}
        required: set[str] = set()
        for alternative, where in self.alternatives(schema, base):
            required |= set(alternative.get("required", ()))
            for name, child in (alternative.get("properties") or {}).items():
                properties.setdefault(name, (child, where))
        for name, (child, where) in properties.items():
            resolved, child_base = self.resolve(child, where)
            path = f"{prefix}{name}"
            yield Key(path, resolved, name in required, tuple(child.get("examples") or ()))
            yield from self.children(resolved, child_base, path, depth)

    def children(self, schema: Mapping[str, Any], base: str, path: str, depth: int) -> Iterator[Key]:
        """The keys inside one key's value: a mapping's, a list's items', a map's values'."""
        seen: set[str] = set()
        for alternative, where in self.alternatives(schema, base):
            for child in self._inner(alternative, where, path, depth):
                if child.path not in seen:
                    seen.add(child.path)
                    yield child

    def _inner(self, schema: Mapping[str, Any], base: str, path: str, depth: int) -> Iterator[Key]:
        if schema.get("properties"):
            yield from self.keys({"properties": schema["properties"], "required": schema.get("required", [])}, base, f"{path}.", depth + 1)
        items = schema.get("items")
        if isinstance(items, Mapping):
            yield from self.children(items, base, f"{path}[]", depth + 1)
        for keyword in ("additionalProperties", "patternProperties"):
            values = schema.get(keyword)
            if keyword == "patternProperties" and isinstance(values, Mapping):
                values = next(iter(values.values()), None)
            if isinstance(values, Mapping) and values:
                yield from self.children(values, base, f"{path}.<{_placeholder(schema)}>", depth + 1)


def _placeholder(schema: Mapping[str, Any]) -> str:
    """What a map's keys are called in a path: its `propertyNames`' title, else `name`."""
    names = schema.get("propertyNames")
    title = names.get("title") if isinstance(names, Mapping) else None
    return str(title).lower().replace(" ", "_") if title else "name"


def type_text(reader: SchemaReader, schema: Mapping[str, Any], base: str, depth: int = 0) -> str:
    """What a value of `schema` is, in a few words: `text`, `whole number`, `list of text`..."""
    resolved, base = reader.resolve(schema, base)
    if depth > 3:
        return "value"
    if "const" in resolved:
        return "constant"
    if "enum" in resolved:
        return " or ".join(dict.fromkeys(_VALUE_TYPES.get(type(value).__name__, "value") for value in resolved["enum"]))
    choices = [type_text(reader, alt, base, depth + 1) for keyword in ("anyOf", "oneOf") for alt in resolved.get(keyword, ())]
    words_of_choices = [word for choice in choices for word in choice.split(" or ") if word != "value"]
    if words_of_choices:  # alternatives that only add `required` (an icon or a glyph) say nothing of the type
        return " or ".join(dict.fromkeys(words_of_choices))
    kinds = resolved.get("type")
    names = [kinds] if isinstance(kinds, str) else list(kinds or [])
    words = [_type_word(reader, resolved, base, name, depth) for name in names]
    if not words:
        return "mapping" if any(alternative.get("properties") for alternative, _ in reader.alternatives(resolved, base)) else "value"
    return " or ".join(dict.fromkeys(words))


def _type_word(reader: SchemaReader, schema: Mapping[str, Any], base: str, name: str, depth: int) -> str:
    if name == "array":
        items = schema.get("items")
        return f"list of {type_text(reader, items, base, depth + 1)}" if isinstance(items, Mapping) else "list"
    if name == "object":
        values = schema.get("additionalProperties")
        if isinstance(values, Mapping) and values and not schema.get("properties"):
            return f"mapping of {type_text(reader, values, base, depth + 1)}"
        return "mapping"
    return {"string": "text", "integer": "whole number", "number": "number", "boolean": "true or false", "null": "null (left empty)"}.get(name, name)


_VALUE_TYPES = {"str": "text", "int": "whole number", "float": "number", "bool": "true or false", "NoneType": "null (left empty)"}


def allowed_text(schema: Mapping[str, Any]) -> list[str]:
    """The values a key allows, as the schema bounds them: its enum, its range, its length."""
    found: list[str] = []
    if "enum" in schema:
        found.append(", ".join(json.dumps(value, ensure_ascii=False) for value in schema["enum"]))
    if "const" in schema:
        found.append(json.dumps(schema["const"], ensure_ascii=False))
    for keyword, word in (("minimum", "at least"), ("exclusiveMinimum", "more than"), ("maximum", "at most"), ("exclusiveMaximum", "less than")):
        if keyword in schema:
            found.append(f"{word} {schema[keyword]}")
    for keyword, word in (("minItems", "items at least"), ("maxItems", "items at most"), ("maxLength", "characters at most")):
        if keyword in schema:
            found.append(f"{word} {schema[keyword]}")
    if "format" in schema:
        found.append(f"format {schema['format']}")
    return found
