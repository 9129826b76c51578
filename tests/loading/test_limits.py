"""Hostile or runaway files fail fast with Y008/Y009 instead of eating memory or the stack."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from cardkit.loading import MAX_DEPTH, MAX_FILE_BYTES, MAX_SCALAR_CHARS, load_yaml, load_yaml_text
from tests.loading.helpers import refused
from tests.patience import budget

REPO_ROOT = Path(__file__).resolve().parents[2]


def billion_laughs(levels: int = 9) -> str:
    lines = ["lol0: &lol0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for level in range(1, levels + 1):
        aliases = ", ".join([f"*lol{level - 1}"] * 9)
        lines.append(f"lol{level}: &lol{level} [{aliases}]")
    return "\n".join(lines) + "\n"


def test_a_billion_laughs_bomb_fails_fast():
    started = time.perf_counter()
    diagnostic = refused(billion_laughs())
    assert time.perf_counter() - started < budget(0.2)
    assert diagnostic.code == "Y008"
    assert diagnostic.line <= 10


def test_a_few_aliases_are_fine():
    document, diagnostics = load_yaml_text(billion_laughs(levels=2), "x.yaml")
    assert diagnostics == []
    assert document is not None and len(document.data["lol2"]) == 9


def test_a_recursive_alias_is_refused():
    diagnostic = refused("name: x\nloop: &loop [a, *loop]\n")
    assert (diagnostic.code, diagnostic.line, diagnostic.column) == ("Y008", 2, 7)


@pytest.mark.parametrize(("opening", "closing"), [("[", "]"), ("{a: ", "}")])
def test_ten_thousand_nested_collections_are_refused_without_a_traceback(opening: str, closing: str):
    started = time.perf_counter()
    diagnostic = refused("name: x\ndeep: " + opening * 10_000 + closing * 10_000 + "\n")
    assert time.perf_counter() - started < budget(0.2)
    # The top-level mapping is level 1, so the 64th opening is the first one too deep.
    assert (diagnostic.code, diagnostic.line) == ("Y009", 2)
    assert diagnostic.column == len("deep: ") + len(opening) * (MAX_DEPTH - 1) + 1


def test_deep_block_nesting_is_refused_where_it_gets_too_deep():
    text = "".join(" " * level + f"k{level}:\n" for level in range(MAX_DEPTH + 5))
    diagnostic = refused(text)
    assert (diagnostic.code, diagnostic.line, diagnostic.column) == ("Y009", MAX_DEPTH + 1, MAX_DEPTH + 1)


def test_the_deepest_allowed_nesting_loads():
    document, diagnostics = load_yaml_text("deep: " + "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1), "x.yaml")
    assert diagnostics == [] and document is not None


def test_aliases_that_nest_too_deep_once_expanded_are_refused():
    half = MAX_DEPTH // 2 + 2
    text = f"a: &a {'[' * half}1{']' * half}\nb: {'[' * half}*a{']' * half}\n"
    assert refused(text).code == "Y009"


def test_a_three_megabyte_file_is_refused(tmp_path: Path):
    big = tmp_path / "big.yaml"
    big.write_bytes(b"name: x\n" + b"# padding padding padding padding\n" * (3 * 1024 * 1024 // 34))
    assert big.stat().st_size > MAX_FILE_BYTES
    document, diagnostics = load_yaml(big, tmp_path)
    assert document is None
    assert [(d.code, d.line, d.column) for d in diagnostics] == [("Y009", 1, 1)]


def test_a_huge_single_text_is_refused_at_its_start():
    diagnostic = refused("name: x\ntext: " + "a" * (MAX_SCALAR_CHARS + 1) + "\n")
    assert (diagnostic.code, diagnostic.line, diagnostic.column) == ("Y009", 2, 7)
