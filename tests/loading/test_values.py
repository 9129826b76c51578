"""What a well-formed file loads to: plain values, YAML 1.2 scalars, and where each one is."""

from __future__ import annotations

import importlib
import math
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

import cardkit.loading.parse
from cardkit.foundation.diagnostics import Severity
from cardkit.loading import Position, load_yaml_text
from tests.loading.helpers import load_clean, located

SPELL = """\
# Lâmina da Terra
name: Lâmina da Terra
cost: 8
damage: 1d20
effects:
  elements: [Terra, Fogo]
  area: true
traits:
  - name: Corrida
    params: [4]
"""


def test_values_are_plain_python_in_written_order():
    doc = load_clean(SPELL)
    assert doc.data == {
        "name": "Lâmina da Terra",
        "cost": 8,
        "damage": "1d20",
        "effects": {"elements": ["Terra", "Fogo"], "area": True},
        "traits": [{"name": "Corrida", "params": [4]}],
    }
    assert list(doc.data) == ["name", "cost", "damage", "effects", "traits"]


def test_every_value_and_key_knows_its_line_and_column():
    doc = load_clean(SPELL)
    assert doc.position(["cost"]) == Position(3, 7)
    assert doc.position(["cost"], key=True) == Position(3, 1)
    assert doc.position(["effects", "elements", 1]) == Position(6, 21)
    assert doc.position(["traits", 0, "params", 0]) == Position(10, 14)
    assert doc.position(["traits", 0, "name"], key=True) == Position(9, 5)


def test_a_missing_path_falls_back_to_its_nearest_ancestor_then_the_start():
    doc = load_clean(SPELL)
    assert doc.position(["effects", "explosion"]) == doc.position(["effects"]) == Position(6, 3)
    assert doc.position(["effects", "explosion"], key=True) == Position(6, 3)
    assert doc.position([]) == Position(2, 1)
    empty_positions = load_clean("name: x\n")
    empty_positions.value_positions.clear()
    assert empty_positions.position(["name"]) == Position(1, 1)


def test_scalars_follow_the_yaml_1_2_core_schema():
    doc = load_clean(
        "a: TRUE\nb: False\nc: ~\nd:\ne: Null\nf: 0x1F\ng: 0o17\nh: -12\ni: 1.5e3\nj: .inf\nk: .NaN\n"
        "l: 2024-01-01\nm: 1_000\nn: '12'\no: !!str 12\np: 007\nq: 12:30\n"
    )
    data = doc.data
    assert (data["a"], data["b"], data["c"], data["d"], data["e"]) == (True, False, None, None, None)
    assert (data["f"], data["g"], data["h"], data["i"], data["j"]) == (31, 15, -12, 1500.0, math.inf)
    assert math.isnan(data["k"])
    assert (data["l"], data["m"], data["n"], data["o"]) == ("2024-01-01", "1_000", "12", "12")
    assert (data["p"], data["q"]) == (7, "12:30")


def test_explicit_core_tags_are_accepted():
    assert load_clean("a: !!int '3'\nb: !!float 2\nc: !!bool true\nd: !!null ''\n").data == {
        "a": 3,
        "b": 2.0,
        "c": True,
        "d": None,
    }


def test_yaml_1_1_boolean_words_stay_text_with_a_warning_to_quote_them():
    document, diagnostics = load_yaml_text("flying: no\nmode: On\nanswer: 'yes'\ny: 3\n", "units/x.yaml")
    assert document is not None
    assert document.data == {"flying": "no", "mode": "On", "answer": "yes", "y": 3}
    assert located(diagnostics) == [("Y007", 1, 9), ("Y007", 2, 7)]
    assert all(d.severity is Severity.WARNING for d in diagnostics)
    assert '"no"' in diagnostics[0].hint and "true/false" in diagnostics[0].hint


def test_a_utf8_byte_order_mark_is_accepted_and_does_not_shift_columns():
    doc = load_clean(b"\xef\xbb\xbfname: L\xc3\xa2mina\ncost: 8\n")
    assert doc.data == {"name": "Lâmina", "cost": 8}
    assert doc.position(["name"]) == Position(1, 7)


def test_crlf_line_ends_are_accepted_with_the_right_lines():
    doc = load_clean(b"name: x\r\ncost: 8\r\neffects:\r\n  area: true\r\n")
    assert doc.data == {"name": "x", "cost": 8, "effects": {"area": True}}
    assert doc.position(["effects", "area"]) == Position(4, 9)


def test_decomposed_accents_are_preserved_as_written():
    nfd = "La\u0302mina"
    doc = load_clean(f"name: {nfd}\n".encode())
    assert doc.data["name"] == nfd


def test_columns_count_characters_not_bytes():
    doc = load_clean("nome: Ação\nlista: [Água, Fogo]\n")
    assert doc.position(["lista", 1]) == Position(2, 15)


def test_an_anchor_is_reused_by_its_aliases_and_located_where_it_is_written():
    doc = load_clean("base: &base {atk: 1, dan: 1d4}\ncopy: *base\n")
    assert doc.data["copy"] == {"atk": 1, "dan": "1d4"}
    assert doc.position(["copy", "dan"]) == Position(1, 27)


def test_paths_are_relative_posix_and_absolute(tmp_path: Path):
    from cardkit.loading import load_yaml

    file = tmp_path / "content" / "spells" / "raio.yaml"
    file.parent.mkdir(parents=True)
    file.write_text("name: Raio\n", encoding="utf-8")
    document, diagnostics = load_yaml(file, tmp_path)
    assert diagnostics == []
    assert document is not None
    assert document.relpath == "content/spells/raio.yaml"
    assert document.path == file and document.path.is_absolute()


@pytest.fixture
def pure_python_yaml(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Load with PyYAML's pure-Python parser, as on a machine without libyaml."""
    monkeypatch.delattr(yaml, "CSafeLoader", raising=False)
    importlib.reload(cardkit.loading.parse)
    yield
    monkeypatch.undo()
    importlib.reload(cardkit.loading.parse)


def test_without_libyaml_values_positions_and_warnings_are_the_same(pure_python_yaml):
    assert cardkit.loading.parse.PlainAwareLoader.__mro__[1] is yaml.SafeLoader
    doc = load_clean(SPELL)
    assert doc.data["effects"] == {"elements": ["Terra", "Fogo"], "area": True}
    assert doc.position(["effects", "elements", 1]) == Position(6, 21)
    assert doc.position(["traits", 0, "name"], key=True) == Position(9, 5)
    document, diagnostics = load_yaml_text("a: '3'\nb: 3\nc: no\n", "x.yaml")
    assert document is not None and document.data == {"a": "3", "b": 3, "c": "no"}
    assert located(diagnostics) == [("Y007", 3, 4)]
