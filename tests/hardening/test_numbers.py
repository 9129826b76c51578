"""Numbers: NaN, infinity, numbers no card can print, and SOURCE_DATE_EPOCH.

The corpus (NUMBERS) has a row per kind of bad number; here are what rows cannot say: that
every numeric field of every schema has bounds, that a huge number's message stays short, that
whatever number lands in whatever field validation ends in diagnostics, and that a
SOURCE_DATE_EPOCH that is not a plain in-range integer stops `cardkit build` with exit 2.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardkit.loading import load_yaml_text
from cardkit.model.builders import schemas_of_pack
from cardkit.model.packs import find_pack
from cardkit.output.stamp import LATEST_EPOCH, BadSourceDateEpoch, source_epoch
from cardkit.schema.validation import validate
from tests.conftest import REPO_ROOT
from tests.hardening.corpus import RAIO, spell
from tests.hardening.fuzzing import DEFINITIONS, fuzz_settings
from tests.hardening.harness import cardkit, new_project, write_files

SCHEMAS = schemas_of_pack(find_pack("tab-master"))
NUMERIC = {"integer", "number"}


def numeric_schemas(node: Any, where: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every subschema whose `type` allows a number, with where it is; `examples` skipped."""
    if isinstance(node, dict):
        types = node.get("type")  # in a `properties` map, "type" may be a property's name
        if NUMERIC & set(types if isinstance(types, list) else [types] if isinstance(types, str) else []):
            yield where, node
        for key, child in node.items():
            if key not in ("examples", "default"):
                yield from numeric_schemas(child, f"{where}/{key}")
    elif isinstance(node, list):
        for index, child in enumerate(node):
            yield from numeric_schemas(child, f"{where}/{index}")


def test_every_numeric_field_of_every_schema_has_both_bounds() -> None:
    unbounded = []
    for path in sorted((REPO_ROOT / "schemas").glob("*.schema.json")):
        for where, schema in numeric_schemas(json.loads(path.read_text(encoding="utf-8")), path.name):
            low = "minimum" in schema or "exclusiveMinimum" in schema
            high = "maximum" in schema or "exclusiveMaximum" in schema or "$ref" in schema
            if not (low and high):
                unbounded.append(where)
    assert unbounded == []


def test_a_401_digit_number_is_named_by_its_length(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    write_files(project, {RAIO: spell("cost: " + "9" * 401)})
    run = cardkit("validate", "--project", str(project))
    run.assert_clean_exit()
    assert "`cost` must be at most 999, found a number 401 digits long" in run.output
    assert max(len(line) for line in run.output.splitlines()) < 200, run.output


def test_nan_in_print_settings_is_an_error_at_its_line_not_a_build_traceback(tmp_path: Path) -> None:
    project = new_project("tiny", tmp_path / "projeto")
    config = project / "cardkit.yaml"
    config.write_text(config.read_text(encoding="utf-8") + "print:\n  duplex_offset: {x: .nan, y: 0}\n  bleed: .nan\n", encoding="utf-8")
    run = cardkit("build", "cards", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 2, run.output
    assert "must be a finite number, found .nan" in run.output
    assert not (project / "build/cards").exists()


# Fuzzing: any number in any numeric place of the bundled definitions.


def _number_paths(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(data, bool):
        return []
    if isinstance(data, (int, float)):
        return [path]
    children = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    return [found for key, child in children for found in _number_paths(child, (*path, key))]


NUMBERED = sorted(relpath for relpath, (_, data) in DEFINITIONS.items() if _number_paths(data))
NUMBERS = st.one_of(
    st.integers(),
    st.integers(min_value=10**15),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([math.nan, math.inf, -math.inf, 10**400, -(10**400)]),
)


@pytest.mark.slow
@fuzz_settings(300)
@given(data=st.data(), relpath=st.sampled_from(NUMBERED), number=NUMBERS)
def test_any_number_anywhere_is_validated_never_a_crash(data: st.DataObject, relpath: str, number: float) -> None:
    kind, original = DEFINITIONS[relpath]
    path = data.draw(st.sampled_from(_number_paths(original)), label="path")
    changed = json.loads(json.dumps(original))
    parent = changed
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = number
    text = json.dumps(changed, allow_nan=True).replace("NaN", ".nan").replace("-Infinity", "-.inf").replace("Infinity", ".inf")
    document, diagnostics = load_yaml_text(text, relpath)
    assert document is not None, diagnostics
    problems = validate(document, kind, SCHEMAS)
    messages = [d.message for d in problems if d.severity.value == "error"]
    if (isinstance(number, float) and not math.isfinite(number)) or abs(number) >= 10**5:  # past every bound
        assert messages, (path, number)
    assert all(len(message) < 400 for message in messages), messages


# SOURCE_DATE_EPOCH


BAD_EPOCHS = ["99999999999999999999", "²", "٣", "-1", "1e9", "0x10", "1.5", "", " ", "12 34", "\x1b]0;x\x07", str(LATEST_EPOCH + 1), "9" * 5000]


@pytest.mark.parametrize("value", BAD_EPOCHS, ids=range(len(BAD_EPOCHS)))
def test_a_bad_source_date_epoch_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", value)
    with pytest.raises(BadSourceDateEpoch):
        source_epoch(tmp_path)


@pytest.mark.parametrize("value", ["0", "1600000000", f" {LATEST_EPOCH} "])
def test_a_plain_source_date_epoch_is_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", value)
    assert source_epoch(tmp_path) == int(value)


@pytest.mark.parametrize("value", ["99999999999999999999", "²", "-1", str(LATEST_EPOCH + 1)])
def test_build_stops_with_exit_2_on_a_bad_source_date_epoch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    project = new_project("tiny", tmp_path / "projeto")
    monkeypatch.setenv("SOURCE_DATE_EPOCH", value)
    run = cardkit("build", "cards", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 2, run.output
    assert "error: SOURCE_DATE_EPOCH must be" in run.stderr and repr(value) in run.stderr
    assert not (project / "build/cards").exists()
