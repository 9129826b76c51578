"""A small schema set of our own, so message tests do not move when the real schemas change."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardkit.schema.sets import SchemaSet, load_schemas

COMMON = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$defs": {
        "dice": {
            "description": "Dice or a fixed number.",
            "anyOf": [
                {"type": "integer", "minimum": 0},
                {
                    "type": "string",
                    "pattern": "^[1-9][0-9]*d[1-9][0-9]*([+-][0-9]+)?$",
                    "description": "Dice notation: count, d, die size, optional +N",
                },
            ],
            "examples": ["1d20", "2d10", "1d20+2", 10],
        },
        "element": {"type": "string", "enum": ["fogo", "água", "terra", "ar"], "examples": ["fogo"]},
    },
}

SPELL = {
    "x-cardkit-noun": "a spell",
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "properties": {
        "name": {"type": "string", "minLength": 1, "examples": ["Raio"]},
        "cost": {"type": "integer", "minimum": 0, "description": "Custo in Fluxo. Paid every time.", "examples": [8]},
        "damage": {"$ref": "common.schema.json#/$defs/dice"},
        "element": {"$ref": "common.schema.json#/$defs/element"},
        "effects": {
            "type": "object",
            "properties": {"area": {"type": "boolean"}, "explosion": {"type": "integer", "minimum": 1}},
            "additionalProperties": False,
        },
        "tags": {"type": "array", "items": {"type": "string"}, "uniqueItems": True},
        "severities": {"type": "object", "propertyNames": {"pattern": "^[A-Z][0-9]{3}$"}},
        "kind": {"type": "string"},
        "card_type": {"type": "string", "description": "Only with kind: spell. The card type."},
    },
    "required": ["name", "cost"],
    "additionalProperties": False,
    "if": {"properties": {"kind": {"const": "spell"}}, "required": ["kind"]},
    "else": {"not": {"required": ["card_type"]}},
}


def write_schemas(directory: Path, schemas: dict[str, object]) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    for name, schema in schemas.items():
        (directory / name).write_text(json.dumps(schema, ensure_ascii=False), encoding="utf-8")
    return directory


@pytest.fixture
def fixture_schemas(tmp_path: Path) -> SchemaSet:
    return load_schemas(write_schemas(tmp_path / "schemas", {"common.schema.json": COMMON, "spell.schema.json": SPELL}))
