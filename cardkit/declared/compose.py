"""The schemas a game's files are validated against: cardkit's, plus what game.yaml declares.

A declared field becomes a property of its kind's schema and a declared kind a schema of its
own (`card.schema.json` with the kind's fields), so `validate` and the editor schema stay
closed (an unknown key is still S001, with did-you-mean over declared fields too) and every
declared value is checked where it is written.
"""

from __future__ import annotations

import copy
from typing import Any

from cardkit.declared.model import BUILT_IN_KINDS, Declarations, FieldSpec
from cardkit.model import Vocabulary
from cardkit.schemas import SchemaSet, with_documents

DECLARED_KIND_BASE = "card"
"""The shipped schema every declared kind starts from (name, text, flavor, copies, status...)."""

NUMBER_LIMIT = 1_000_000
"""The bound of a number field that declares none: no card prints a larger number, and a
401-digit value is refused at its line instead of reaching a layout."""
IMAGE_PATTERN = r"^(?![/\\])(?!.*\.\.)[^\\]+\.(?:[pP][nN][gG]|[jJ][pP][eE]?[gG]|[wW][eE][bB][pP]|[sS][vV][gG])$"
"""A file under content/assets/, relative, never climbing out, of a format cards can print."""


def vocabulary_words(vocabulary: Vocabulary | None, list_name: str) -> list[str]:
    """What a file may write for an enum over one of game.yaml's lists: each entry's name, and
    its id where it has one (a file may write either, as elsewhere in the game)."""
    if vocabulary is None:
        return []
    if list_name == "caster_classes":
        return list(vocabulary.caster_classes)
    words: list[str] = []
    for entry in getattr(vocabulary, list_name, ()):
        words.append(entry.name)
        if getattr(entry, "id", None):
            words.append(entry.id)
    return list(dict.fromkeys(words))


def field_schema(spec: FieldSpec, vocabulary: Vocabulary | None) -> dict[str, Any]:
    """The JSON Schema of one declared field, titled and described for messages and hover text."""
    schema: dict[str, Any] = {"title": spec.name, "description": spec.description or f"Declared in game.yaml ({spec.type})."}
    if spec.type == "number":
        schema["type"] = "integer" if spec.integer else "number"
        schema["minimum"] = spec.minimum if spec.minimum is not None else -NUMBER_LIMIT
        schema["maximum"] = spec.maximum if spec.maximum is not None else NUMBER_LIMIT
        schema["examples"] = [_example_number(spec)]
    elif spec.type == "enum":
        words = [value.id for value in spec.values] if spec.values else vocabulary_words(vocabulary, spec.vocabulary or "")
        schema["enum"] = words or [None]
    elif spec.type == "dice":
        schema["$ref"] = "common.schema.json#/$defs/dice"
    elif spec.type == "image":
        schema |= {"type": "string", "pattern": IMAGE_PATTERN, "examples": ["espada.png"]}
    else:  # text, reference
        schema |= {"type": "string", "minLength": 1}
    return schema


def _example_number(spec: FieldSpec) -> int | float:
    value = spec.minimum if spec.minimum is not None else spec.maximum if spec.maximum is not None else 1
    return int(value) if spec.integer else value


def _with_fields(base: dict[str, Any], fields: tuple[FieldSpec, ...], vocabulary: Vocabulary | None) -> dict[str, Any]:
    schema = copy.deepcopy(base)
    for spec in fields:
        schema["properties"][spec.id] = field_schema(spec, vocabulary)
    required = [spec.id for spec in fields if spec.required]
    if required:
        schema["required"] = [*schema.get("required", []), *required]
    return schema


def declared_documents(base: SchemaSet, declarations: Declarations, vocabulary: Vocabulary | None) -> dict[str, Any]:
    """Kind -> schema document, for every kind whose schema the declarations change or add."""
    documents: dict[str, Any] = {}
    for kind in BUILT_IN_KINDS:
        fields = declarations.fields.get(kind, ())
        if fields:
            documents[kind] = _with_fields(base.validator(kind).schema, fields, vocabulary)
    card = base.validator(DECLARED_KIND_BASE).schema
    for declared in declarations.kinds:
        schema = _with_fields(card, declared.fields, vocabulary)
        schema["title"] = f"cardkit {declared.id} card ({declared.name})"
        schema["description"] = declared.description or f"A card of the kind `{declared.id}` that game.yaml declares: one file in content/{declared.folder}/."
        documents[declared.id] = schema
    return documents


def composed_schemas(base: SchemaSet, declarations: Declarations, vocabulary: Vocabulary | None) -> SchemaSet:
    """The schemas of this game: `base` itself when it declares nothing."""
    if declarations.is_empty:
        return base
    return with_documents(base, declared_documents(base, declarations, vocabulary))
