"""The schema set: found where the install put it, compiled offline, refused when broken."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from cardkit.schema.sets import SchemaSetupError, load_schemas, schema_dir
from tests.validation.conftest import COMMON, SPELL, write_schemas

REPO_ROOT = Path(__file__).resolve().parents[2]


def test_a_source_checkout_uses_the_repository_schemas():
    assert schema_dir() == REPO_ROOT / "schemas"


def test_relative_references_resolve_offline(tmp_path: Path):
    schemas = load_schemas(write_schemas(tmp_path, {"common.schema.json": COMMON, "spell.schema.json": SPELL}))
    assert sorted(schemas.validators) == ["common", "spell"]
    assert not schemas.validator("spell").is_valid({"name": "x", "cost": 1, "damage": "2x6"})
    assert schemas.validator("spell").is_valid({"name": "x", "cost": 1, "damage": "2d6"})


def test_compiled_schemas_are_reused_until_a_file_changes(tmp_path: Path):
    directory = write_schemas(tmp_path, {"common.schema.json": COMMON, "spell.schema.json": SPELL})
    first = load_schemas(directory)
    assert load_schemas(directory) is first
    time.sleep(0.01)
    write_schemas(directory, {"spell.schema.json": {**SPELL, "required": ["name"]}})
    assert load_schemas(directory) is not first


@pytest.mark.parametrize(
    ("files", "words"),
    [
        ({"spell.schema.json": '{"type": "object",\n "properties": }'}, "spell.schema.json:2:16: not valid JSON"),
        ({"spell.schema.json": {"type": "objekt"}}, "not a valid Draft 2020-12 schema at type"),
        ({"spell.schema.json": {"$ref": "common.schema.json#/$defs/nothing"}}, "points at nothing"),
        ({"spell.schema.json": {"$ref": "https://example.com/remote.json"}}, "points at nothing"),
        ({}, "no JSON Schemas"),
    ],
)
def test_a_broken_schema_set_is_a_setup_error_naming_the_problem(tmp_path: Path, files: dict, words: str):
    tmp_path.mkdir(exist_ok=True)
    for name, content in files.items():
        text = content if isinstance(content, str) else json.dumps(content)
        (tmp_path / name).write_text(text, encoding="utf-8")
    with pytest.raises(SchemaSetupError) as raised:
        load_schemas(tmp_path)
    assert words in str(raised.value)


def test_a_kind_without_a_schema_is_a_setup_error(fixture_schemas):
    with pytest.raises(SchemaSetupError, match=r"army\.schema\.json"):
        fixture_schemas.validator("army")
