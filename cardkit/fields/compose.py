"""The JSON Schemas a game's files are validated against, composed from its field table.

Each kind's schema is its fields' schemas, in the table's order, closed (an unknown key is
S001, with did-you-mean over every field of the kind), with its required fields. A field's
schema comes from its type (`field_schema`), or from a shared definition it names (`ref`:
cardkit's `common.schema.json` for its own fields, a pack's schema file for the pack's
structured fields), titled and described for messages and hover text. game.yaml's schema is
cardkit's with the game's pack's keys added.
"""

from __future__ import annotations

import copy
from typing import Any

from cardkit.fields.model import FieldSpec, FieldTable, KindSpec
from cardkit.fields.vocabulary import Terms
from cardkit.schema.sets import SchemaSet, with_documents
from cardkit.schema.validation import NOUN, WAS

NUMBER_LIMIT = 1_000_000
"""The bound of a number field that declares none: no card prints a larger number, and a
401-digit value is refused at its line instead of reaching a layout."""
IMAGE_PATTERN = r"^(?![/\\])(?!.*\.\.)[^\\]+\.(?:[pP][nN][gG]|[jJ][pP][eE]?[gG]|[wW][eE][bB][pP]|[sS][vV][gG])$"
"""A file under content/assets/, relative, never climbing out, of a format cards can print."""
DICE = "common.schema.json#/$defs/dice"
GAME = "game"


def field_schema(spec: FieldSpec, terms: Terms) -> dict[str, Any]:
    """The JSON Schema of one field, titled and described for messages and hover text."""
    schema: dict[str, Any] = {"title": spec.title or spec.name or spec.id, "description": spec.description or described(spec)}
    if spec.ref is not None:
        schema["$ref"] = spec.ref
    elif spec.type == "list":
        schema |= {"type": "array", "items": _value_schema(spec, spec.item_type, terms), "uniqueItems": True}
    else:
        schema |= _value_schema(spec, spec.type, terms)
    if spec.nullable:
        schema = _nullable(schema)
    if spec.examples:
        schema["examples"] = list(spec.examples)
    return schema


def _value_schema(spec: FieldSpec, value_type: str, terms: Terms) -> dict[str, Any]:
    """What one value of a field (a list's item) may be."""
    if value_type == "number":
        number: dict[str, Any] = {"type": "integer" if spec.integer else "number"}
        number["minimum"] = spec.minimum if spec.minimum is not None else -NUMBER_LIMIT
        number["maximum"] = spec.maximum if spec.maximum is not None else NUMBER_LIMIT
        if not spec.symbols:
            return number | {"examples": [_example_number(spec)]}
        symbols = {"type": "string", "enum": list(spec.symbols), "description": "A symbol the game prints instead of a number."}
        return {"anyOf": [number, symbols], "examples": [_example_number(spec), spec.symbols[0]]}
    if value_type == "enum":
        words = [value.id for value in spec.values] if spec.values else terms.words(spec.vocabulary or "")
        return {"enum": words or [None]}
    if value_type == "flag":
        return {"type": "boolean"}
    if value_type == "dice":
        return {"$ref": DICE}
    if value_type == "image":
        return {"type": "string", "pattern": IMAGE_PATTERN, "examples": ["espada.png"]}
    return {"type": "string", "minLength": 1}  # text, reference, a text word of a vocabulary


def _nullable(schema: dict[str, Any]) -> dict[str, Any]:
    """`schema` that also takes `null` (the card's dash): a plain type gains "null", anything
    else becomes one alternative of two."""
    kept = {key: schema.pop(key) for key in ("title", "description", "examples") if key in schema}
    if isinstance(schema.get("type"), str) and "$ref" not in schema and "anyOf" not in schema:
        return kept | schema | {"type": [schema["type"], "null"]}
    return kept | {"anyOf": [schema, {"type": "null", "description": "None: the card shows a dash."}]}


def described(spec: FieldSpec) -> str:
    """What a field takes, for hover text and `cardkit new` comments when its declaration gives
    no description."""
    if spec.type == "number":
        what = "a whole number" if spec.integer else "a number"
        if spec.minimum is not None and spec.maximum is not None:
            what += f" from {_bound(spec.minimum)} to {_bound(spec.maximum)}"
        elif spec.minimum is not None:
            what += f" of at least {_bound(spec.minimum)}"
        elif spec.maximum is not None:
            what += f" of at most {_bound(spec.maximum)}"
        if spec.symbols:
            what += f", or {' or '.join(spec.symbols)}"
    elif spec.type == "enum":
        what = "one of " + (", ".join(value.id for value in spec.values) if spec.values else f"the names of the game's `{spec.vocabulary}`")
    elif spec.type == "list":
        over = ", ".join(value.id for value in spec.values) if spec.values else f"the game's `{spec.vocabulary or spec.to}`"
        what = f"a list of {over}" if spec.item_type != "text" else "a list of texts"
    else:
        what = {
            "text": "text, as the card prints it",
            "dice": "dice (1d6, 2d10+1) or a fixed number",
            "reference": f"the name of a {spec.to}",
            "image": "a PNG, JPEG, WebP or SVG file under content/assets/",
            "flag": "true or false" + (f" (true prints {spec.mark})" if spec.mark else ""),
        }.get(spec.type, spec.type)
    return f"{spec.name or spec.id}: {what}."


def _bound(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)


def _example_number(spec: FieldSpec) -> int | float:
    value = spec.minimum if spec.minimum is not None else spec.maximum if spec.maximum is not None else 1
    return int(value) if spec.integer else value


def entries_schema(kind: KindSpec, spec: FieldSpec) -> dict[str, Any]:
    """A collection's list of cards: each entry the card's name and its count."""
    entries = kind.entries
    assert entries is not None
    entry = {
        "type": "object",
        "properties": {
            entries.card: {"title": "Card", "description": "The card's name, as its own file writes it.", "type": "string", "minLength": 1},
            entries.count: {"title": "Count", "description": "How many copies (1 when left out).", "type": "integer", "minimum": 1, "maximum": 999},
        },
        "required": [entries.card],
        "additionalProperties": False,
    }
    return {"title": spec.title, "description": spec.description, "type": "array", "items": entry, "examples": [[{entries.card: "Name", entries.count: 3}]]}


def kind_schema(kind: KindSpec, terms: Terms) -> dict[str, Any]:
    """The schema of one kind's files: its fields, closed, with the required ones."""
    properties = {
        spec.id: entries_schema(kind, spec) if spec.type == "entries" and kind.entries is not None else field_schema(spec, terms)
        for spec in kind.fields
    }
    schema: dict[str, Any] = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"cardkit {kind.id}" + (f" ({kind.name})" if kind.name else ""),
        "description": kind.description or f"One {kind.id} of the game: one file in content/{kind.folder}/, named after the slug of its name.",
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
    }
    required = [spec.id for spec in kind.fields if spec.required]
    if required:
        schema["required"] = required
    if kind.noun:
        schema[NOUN] = kind.noun
    if kind.was:
        schema[WAS] = dict(kind.was)
    return schema


def game_schema(base: dict[str, Any], pack_keys: dict[str, Any], table: FieldTable) -> dict[str, Any]:
    """game.yaml's schema: cardkit's keys, the pack's keys, and `fields:` taking the kinds of
    this game."""
    schema = copy.deepcopy(base)
    schema["properties"] |= copy.deepcopy(pack_keys.get("properties", {}))
    schema["required"] = [*schema.get("required", []), *pack_keys.get("required", [])]
    fields = schema["properties"].get("fields")
    if fields is not None:
        kind_ids: list[str | None] = [kind.id for kind in table.kinds]
        fields["propertyNames"] = {"enum": kind_ids or [None]}
    return schema


def composed_schemas(base: SchemaSet, table: FieldTable, terms: Terms) -> SchemaSet:
    """The schemas of this game: one document per kind of its table, composed."""
    return with_documents(base, {kind.id: kind_schema(kind, terms) for kind in table.kinds})
