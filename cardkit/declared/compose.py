"""The schemas a game's files are validated against: cardkit's, plus what game.yaml declares.

A declared field becomes a property of its kind's schema and a declared kind a schema of its
own (`card.schema.json` with the kind's fields), so `validate` and the editor schema stay
closed (an unknown key is still S001, with did-you-mean over declared fields too) and every
declared value is checked where it is written.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
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
    schema: dict[str, Any] = {"title": spec.name, "description": spec.description or _described(spec)}
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


def _described(spec: FieldSpec) -> str:
    """What a declared field takes, for hover text and `cardkit new` comments when game.yaml
    gives it no description."""
    if spec.type == "number":
        what = "a whole number" if spec.integer else "a number"
        if spec.minimum is not None and spec.maximum is not None:
            what += f" from {_bound(spec.minimum)} to {_bound(spec.maximum)}"
        elif spec.minimum is not None:
            what += f" of at least {_bound(spec.minimum)}"
        elif spec.maximum is not None:
            what += f" of at most {_bound(spec.maximum)}"
    elif spec.type == "enum":
        what = "one of " + (", ".join(value.id for value in spec.values) if spec.values else f"the names of game.yaml's `{spec.vocabulary}`")
    else:
        what = {
            "text": "text, as the card prints it",
            "dice": "dice (1d6, 2d10+1) or a fixed number",
            "reference": f"the name of a {spec.to}",
            "image": "a PNG, JPEG, WebP or SVG file under content/assets/",
        }[spec.type]
    return f"{spec.name}: {what} (declared in game.yaml)."


def _bound(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)


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


def declared_documents(base: Mapping[str, Any], declarations: Declarations, vocabulary: Vocabulary | None) -> dict[str, Any]:
    """Kind -> schema document, for every kind whose schema the declarations change or add;
    `base` holds cardkit's documents by kind."""
    documents: dict[str, Any] = {}
    for kind in BUILT_IN_KINDS:
        fields = declarations.fields.get(kind, ())
        if fields:
            documents[kind] = _with_fields(base[kind], fields, vocabulary)
    card = base[DECLARED_KIND_BASE]
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
    documents = {kind: validator.schema for kind, validator in base.validators.items()}
    return with_documents(base, declared_documents(documents, declarations, vocabulary))
