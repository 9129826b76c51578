"""Salvage a schema-invalid definition for the rule checks alone, so a file's problems come in one round.

A file with schema errors stays out of the model the outputs print from (`cardkit.project.validate`).
For the rules, though, the parts of it that are valid are still worth checking: a card with
`cost: twelve` and a name that resolves to nothing should show both problems at once. `salvage` builds the
definition from the document with every refused top-level field dropped (where the model has
a default) or replaced by a stand-in of the right type (where it has none), and names the
fields whose findings must be dropped: the refused ones and those whose findings derive from
them. A refused field that nothing can stand in for (`name`, or a field its kind's
`salvage: keep_out` names, which other rules read together) keeps the file out, as before. Findings on other
files are never taken from a game with salvaged definitions (`cardkit.checks.runner`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from jsonschema.exceptions import ValidationError

from cardkit.fields.model import FieldSpec, KindSpec
from cardkit.loading import JsonPath, LocatedDocument
from cardkit.model import Definition, Game
from cardkit.model.builders import definition_of
from cardkit.model.packs import Pack
from cardkit.schema.sets import SchemaSet
from cardkit.schema.validation import not_finite

_KEPT_OUT = {"name", "ignore"}
"""Fields of every kind no stand-in can replace: the name is what other files refer to, and a
definition's `ignore` decides which of its findings are shown."""

_STAND_INS: dict[str, Any] = {"number": 0, "text": "", "enum": "", "dice": 0, "reference": "", "list": [], "flag": False}
"""What a refused required field of each type is replaced by; every finding on it is dropped.
A pack's structured field has no stand-in: refused, it is dropped to its absent value."""


def _stand_in(spec: FieldSpec) -> Any:
    """What stands in for a refused required field: None where the field may be null."""
    return None if spec.nullable else _STAND_INS.get(spec.type, "")


@dataclass(frozen=True)
class Partial:
    """A definition built from the valid part of a schema-invalid file, checked but never printed."""

    kind: str
    definition: Definition
    invalid: frozenset[str]
    """The top-level fields the schema refused."""
    silenced: frozenset[str]
    """The fields whose rule findings are dropped: the refused ones and those derived from them."""

    @property
    def file(self) -> str:
        return self.definition.file

    def keeps(self, path: JsonPath) -> bool:
        """Whether a rule finding at `path` of this definition stands on valid ground."""
        return not path or path[0] not in self.silenced


def salvage(doc: LocatedDocument, kind: KindSpec, schemas: SchemaSet, pack: Pack | None) -> Partial | None:
    """The definition without the fields `schemas` refuses, or None when no safe one can be built.

    What the kind's declaration says decides: `salvage.keep_out` (fields whose refusal keeps the
    file out: a collection's entries, which its rules read together) and `salvage.derived`
    (fields whose findings compare them with another: a card's text with its effects)."""
    if not isinstance(doc.data, dict):
        return None
    invalid = refused_fields(doc, kind.id, schemas)
    keep_out = set(kind.salvage.get("keep_out", ()))
    if invalid is None or invalid & (_KEPT_OUT | keep_out):
        return None
    data = {key: value for key, value in doc.data.items() if key not in invalid}
    data.update({spec.id: _stand_in(spec) for spec in kind.fields if spec.required and spec.id in invalid and spec.type in _STAND_INS})
    salvaged = replace(doc, data=data)
    try:
        definition = definition_of(salvaged, kind, pack)
    except (KeyError, TypeError, ValueError, AttributeError):  # a shape the schema allowed but the table missed
        return None
    derived: dict[str, list[str]] = dict(kind.salvage.get("derived", {}))
    silenced = set(invalid).union(*(set(derived.get(key, ())) for key in invalid))
    return Partial(kind.id, definition, frozenset(invalid), frozenset(silenced))


def refused_fields(doc: LocatedDocument, kind: str, schemas: SchemaSet) -> frozenset[str] | None:
    """The top-level keys the schema refuses (missing, unknown or holding a bad value); None
    when an error is about the document as a whole, which no field names."""
    fields: set[str] = {str(path[0]) for path, _ in not_finite(doc.data)}
    for error in schemas.validator(kind).iter_errors(doc.data):
        named = _fields_of(error)
        if named is None:
            return None
        fields |= named
    return frozenset(fields)


def _fields_of(error: ValidationError) -> set[str] | None:
    path = tuple(error.absolute_path)
    if path:
        return {str(path[0])}
    if error.validator == "required":
        return {key for key in error.validator_value if key not in error.instance}
    if error.validator == "additionalProperties" and isinstance(error.schema, dict):
        return set(_unknown_keys(error.instance, error.schema))
    if error.validator == "not" and isinstance(error.validator_value, dict) and "required" in error.validator_value:
        return {str(key) for key in error.validator_value["required"]}
    if "propertyNames" in error.absolute_schema_path and isinstance(error.instance, str):
        return {error.instance}
    return None


def _unknown_keys(instance: dict[str, Any], schema: dict[str, Any]) -> Iterable[str]:
    known = schema.get("properties", {})
    patterns = list(schema.get("patternProperties", {}))
    return (key for key in instance if key not in known and not any(re.search(p, key) for p in patterns))


def with_partials(game: Game, partials: Iterable[Partial]) -> Game:
    """A new game: `game`'s definitions with the salvaged ones added (`game` is left as it was)."""
    by_kind = {kind: list(definitions) for kind, definitions in game.by_kind.items()}
    for partial in partials:
        by_kind.setdefault(partial.definition.kind, []).append(partial.definition)
    return replace(game, by_kind={kind: tuple(definitions) for kind, definitions in by_kind.items()})
