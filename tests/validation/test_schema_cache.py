"""A schema text that passed the meta-schema check once is not checked again, and any change to
it is: the cache saves time, never a diagnostic."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from cardkit.schema import cache as schema_cache
from cardkit.schema.sets import SchemaSetupError, load_schemas

SPELL = {"type": "object", "properties": {"name": {"type": "string"}}}


def write_schema(folder: Path, schema: object) -> Path:
    folder.mkdir(exist_ok=True)
    (folder / "spell.schema.json").write_text(json.dumps(schema), encoding="utf-8")
    return folder


def count_checks(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    checked: list[object] = []
    original = Draft202012Validator.check_schema

    def counting(schema: object) -> None:
        checked.append(schema)
        original(schema)

    monkeypatch.setattr(Draft202012Validator, "check_schema", counting)
    return checked


def test_a_schema_is_checked_once_then_remembered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    checked = count_checks(monkeypatch)
    load_schemas(write_schema(tmp_path / "a", SPELL))
    load_schemas(write_schema(tmp_path / "b", SPELL))  # same text, another folder: no second check
    assert len(checked) == 1
    assert len(list(schema_cache.cache_folder().iterdir())) == 1


def test_a_changed_schema_is_checked_again_and_its_error_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    load_schemas(write_schema(tmp_path / "a", SPELL))
    with pytest.raises(SchemaSetupError, match="not a valid Draft 2020-12 schema at type"):
        load_schemas(write_schema(tmp_path / "b", {**SPELL, "type": "objekt"}))


def test_a_cache_that_cannot_be_written_only_costs_the_check(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would go", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    checked = count_checks(monkeypatch)
    schemas = load_schemas(write_schema(tmp_path / "a", SPELL))
    load_schemas(write_schema(tmp_path / "b", SPELL))
    assert "spell" in schemas.validators and len(checked) == 2
