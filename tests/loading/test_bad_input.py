"""Every way a file can be broken gives one located diagnostic with a hint, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.foundation.diagnostics import Severity
from cardkit.loading import LOADING_CODES, load_yaml, load_yaml_text
from tests.loading.helpers import located, refused


def test_a_duplicate_key_is_reported_at_its_second_occurrence_naming_the_first():
    document, diagnostics = load_yaml_text("name: Raio\ncost: 3\nrange: 2\n  \ncost: 4\n", "spells/raio.yaml")
    assert located(diagnostics) == [("Y002", 5, 1)]
    assert "`cost` is defined twice (first at line 2)" in diagnostics[0].message
    assert document is not None and document.data["cost"] == 3


def test_a_duplicate_key_in_a_nested_mapping_is_found_too():
    _, diagnostics = load_yaml_text("effects:\n  area: true\n  area: false\n", "spells/x.yaml")
    assert located(diagnostics) == [("Y002", 3, 3)]


def test_latin1_bytes_are_reported_at_the_first_bad_byte():
    diagnostic = refused("name: Raio\ncost: 3\ntext: L\u00e2mina da Terra\n".encode("latin-1"))
    assert (diagnostic.code, diagnostic.line, diagnostic.column) == ("Y003", 3, 8)
    assert diagnostic.hint == "save the file as UTF-8"


def test_a_utf16_file_is_reported_as_not_utf8():
    diagnostic = refused("name: Raio\n".encode("utf-16"))
    assert (diagnostic.code, diagnostic.line, diagnostic.column) == ("Y003", 1, 1)
    assert "UTF-16" in diagnostic.message


def test_a_control_character_is_reported_where_it_is():
    diagnostic = refused("name: Raio\ncost: 3\x00\n")
    assert (diagnostic.code, diagnostic.line, diagnostic.column) == ("Y003", 2, 8)


@pytest.mark.parametrize(
    ("text", "line", "column"),
    [
        ("name: Raio\nstats:\n\tcost: 3\n", 3, 1),
        ("name: Raio\n\tcost: 3\n", 2, 1),
        ("attacks:\n  - atk: 1\n \t - atk: 2\n", 3, 2),
    ],
)
def test_a_tab_used_for_indentation_is_reported_at_the_tab(text: str, line: int, column: int):
    diagnostic = refused(text)
    assert (diagnostic.code, diagnostic.line, diagnostic.column) == ("Y004", line, column)
    assert "spaces" in diagnostic.hint


def test_a_tab_inside_a_block_text_is_content_not_indentation():
    document, diagnostics = load_yaml_text("text: |\n  Tabela:\n  \tFogo\n", "spells/x.yaml")
    assert diagnostics == []
    assert document is not None and document.data == {"text": "Tabela:\n\tFogo\n"}


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n# and another\n", "---\n"])
def test_an_empty_file_asks_for_a_name(text: str):
    diagnostic = refused(text)
    assert (diagnostic.code, diagnostic.line, diagnostic.column) == ("Y005", 1, 1)
    assert "`name:`" in diagnostic.hint


@pytest.mark.parametrize(("text", "line", "column"), [("# a list\n- name: Raio\n", 2, 1), ("just words\n", 1, 1)])
def test_a_top_level_that_is_not_a_mapping_is_refused_at_its_start(text: str, line: int, column: int):
    diagnostic = refused(text)
    assert (diagnostic.code, diagnostic.line, diagnostic.column) == ("Y006", line, column)


def test_an_unknown_tag_is_refused_and_nothing_is_executed(tmp_path: Path):
    marker = tmp_path / "executed"
    text = f"name: Raio\nrun: !!python/object/apply:os.system ['touch {marker}']\nother: !custom 3\n"
    document, diagnostics = load_yaml_text(text, "spells/x.yaml")
    assert located(diagnostics) == [("Y010", 2, 6), ("Y010", 3, 8)]
    assert "!!python/object/apply:os.system" in diagnostics[0].message
    assert not marker.exists()
    assert document is not None and document.data["other"] == 3


def test_a_tag_that_does_not_fit_its_value_is_refused():
    _, diagnostics = load_yaml_text("cost: !!int oito\n", "spells/x.yaml")
    assert located(diagnostics) == [("Y010", 1, 7)]


def test_merge_keys_are_refused_rather_than_read_as_a_key_named_lt_lt():
    _, diagnostics = load_yaml_text("base: &b {atk: 1}\nunit:\n  <<: *b\n  def: 2\n", "units/x.yaml")
    assert located(diagnostics) == [("Y010", 3, 3)]


def test_a_directory_instead_of_a_file_is_unreadable(tmp_path: Path):
    folder = tmp_path / "spells" / "raio.yaml"
    folder.mkdir(parents=True)
    document, diagnostics = load_yaml(folder, tmp_path)
    assert document is None
    assert located(diagnostics) == [("Y011", 1, 1)]
    assert diagnostics[0].file == "spells/raio.yaml"


def test_a_missing_file_is_unreadable(tmp_path: Path):
    _, diagnostics = load_yaml(tmp_path / "nope.yaml", tmp_path)
    assert located(diagnostics) == [("Y011", 1, 1)]


@pytest.mark.parametrize(
    ("text", "line", "column"),
    [("1: um\nname: x\n", 1, 1), ("name: x\n? [a, b]\n: y\n", 2, 3), ("name: x\ntrue: 1\n", 2, 1)],
)
def test_keys_must_be_text(text: str, line: int, column: int):
    document, diagnostics = load_yaml_text(text, "spells/x.yaml")
    assert located(diagnostics) == [("Y012", line, column)]
    assert document is not None and document.data == {"name": "x"}


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("name: Raio\ntext: Alcance: 3\n", 2, 14, "`:`"),
        ("name: 'Raio\n", 1, 7, "quoted text is never closed"),
        ("elements: [Fogo, Água\ncost: 3\n", 1, 11, "`[` list is not closed"),
        ("effects:\n  area: true\n explosion: 2\n", 3, 2, "does not line up"),
        ("name: Raio\n---\nname: Choque\n", 2, 1, "more than one document"),
        ("name: *raio\n", 1, 7, "anchor"),
        ('text: "C:\\q"\n', 1, 10, "backslash"),
    ],
)
def test_syntax_errors_are_explained_in_plain_words(text: str, line: int, column: int, words: str):
    diagnostic = refused(text)
    assert (diagnostic.code, diagnostic.line, diagnostic.column) == ("Y001", line, column)
    assert words in diagnostic.message


def test_the_code_table_describes_every_code_with_its_severity():
    assert list(LOADING_CODES) == [f"Y{number:03}" for number in range(1, 13)]
    assert LOADING_CODES["Y007"].severity is Severity.WARNING
    assert all(code.description for code in LOADING_CODES.values())
