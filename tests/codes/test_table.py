"""The table of every code: whatever a module reports is in it, codes are named only there (or
by the check that owns them), and every entry is documented with a PASS and a FAIL example
that do what they say."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from cardkit.checks.code_table import STAGES, all_codes
from cardkit.checks.registry import RULE_MODULES
from cardkit.codes.entry import Code, read_documentation
from cardkit.codes.loading import LOADING_CODES, NOT_UTF8, TOO_BIG, UNREADABLE_FILE
from cardkit.foundation.diagnostics import Severity
from cardkit.loading import load_yaml_text
from cardkit.model.packs import every_pack
from tests.conftest import REPO_ROOT

PACKAGE = REPO_ROOT / "cardkit"
TABLE_PACKAGE = PACKAGE / "codes"
CODE = re.compile(r"^[A-Z]\d{3}$")
MENTION = re.compile(r"\b[YSCRBT]\d{3}\b")
NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
SNIPPET_FILE = re.compile(r"^(#|<!--|/\*) \S")


def _modules() -> list[Path]:
    return sorted(path for path in PACKAGE.rglob("*.py") if "examples" not in path.relative_to(PACKAGE).parts)


def _strings(path: Path) -> list[tuple[int, str]]:
    """(line, value) of every string constant of a module that is not a docstring."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]


def test_every_code_a_module_names_is_in_the_table() -> None:
    """Every code a module reports or mentions to the designer (a literal, a constant, a hint
    such as "add `ignore: [R410]`") has an entry; the table's own examples may name a code that
    does not exist (R999), which is what they are about."""
    table = all_codes()
    unknown = [
        f"{path.relative_to(REPO_ROOT)}:{line}: {code}"
        for path in _modules()
        if TABLE_PACKAGE not in path.parents
        for line, text in _strings(path)
        for code in MENTION.findall(text)
        if code not in table
    ]
    constants = [
        f"{path.relative_to(REPO_ROOT)}:{line}: {text}"
        for path in TABLE_PACKAGE.glob("*.py")
        for line, text in _strings(path)
        if CODE.match(text) and text not in table
    ]
    assert unknown == [] and constants == []


def test_codes_are_written_only_in_the_table_and_by_the_checks_that_own_them() -> None:
    """Outside cardkit/codes/ (and a pack's own code table), a bare code string is a check's own
    code, in its theme module (`@rule(code="R101")`); every other module imports its constants
    from the table."""
    themes = {REPO_ROOT / (module.replace(".", "/") + ".py") for module in (*RULE_MODULES, *(m for pack in every_pack() for m in pack.check_modules))}
    rules = {code for code, entry in all_codes().items() if code.startswith("R")}
    pack_tables = {REPO_ROOT / (pack.codes.partition(":")[0].replace(".", "/") + ".py") for pack in every_pack() if isinstance(pack.codes, str)}
    scattered = [
        f"{path.relative_to(REPO_ROOT)}:{line}: {text}"
        for path in _modules()
        if TABLE_PACKAGE not in path.parents and path not in pack_tables
        for line, text in _strings(path)
        if CODE.match(text) and not (path in themes and text in rules)
    ]
    assert scattered == []


def test_the_table_has_every_stage_in_order_and_each_code_once() -> None:
    codes = list(all_codes())
    letters = [code[0] for code in codes]
    assert [letter for letter, _ in STAGES] == list(dict.fromkeys(letters))
    for letter, _ in STAGES:
        mine = [code for code in codes if code[0] == letter]
        assert mine == sorted(mine), letter
    assert {"Y001", "S002", "C002", "R101", "R606", "T003", "B402"} <= set(codes)


@pytest.mark.parametrize("entry", list(all_codes().values()), ids=lambda entry: entry.code)
def test_every_entry_is_named_and_documented_with_a_pass_and_a_fail(entry: Code) -> None:
    assert NAME.match(entry.name), entry.name
    assert entry.description and "\n" not in entry.description
    assert isinstance(entry.severity, Severity)
    assert len(entry.explanation) > len(entry.description)
    assert entry.passes and entry.fails and entry.passes != entry.fails
    assert SNIPPET_FILE.match(entry.passes) and SNIPPET_FILE.match(entry.fails), "a snippet starts by naming its file"
    assert entry.adjustable is (entry.code[0] in "RT")


def test_names_are_unique_across_every_stage() -> None:
    names = [entry.name for entry in all_codes().values()]
    assert len(names) == len(set(names))


def test_a_docstring_reads_as_explanation_pass_and_fail() -> None:
    doc = read_documentation(
        """Why this matters,
        in two lines.

        PASS::

            # content/spells/choque.yaml
            cost: 2

        FAIL::

            # content/spells/choque.yaml
            cost: dois
        """
    )
    assert doc.explanation == "Why this matters,\nin two lines."
    assert doc.passes == "# content/spells/choque.yaml\ncost: 2"
    assert doc.fails == "# content/spells/choque.yaml\ncost: dois"


NOT_PASTEABLE = {UNREADABLE_FILE}
"""A FAIL that is no text to load: a link out of the project."""


def _as_input(code: str, snippet: str, *, failing: bool) -> str | bytes:
    """The snippet as the loader gets it: a tab where it says <TAB>; saved as Latin-1 for the
    encoding's FAIL; past the length limit for the size's FAIL (the snippet elides its text)."""
    text = snippet.replace("<TAB>", "\t")
    if failing and code == NOT_UTF8:
        return text.encode("latin-1")
    if failing and code == TOO_BIG:
        return text.replace("…", "a" * 300_000)
    return text


@pytest.mark.parametrize("code", [code for code in LOADING_CODES if code not in NOT_PASTEABLE])
def test_the_loading_examples_load_or_fail_with_their_code(code: str) -> None:
    entry = LOADING_CODES[code]
    _, passing = load_yaml_text(_as_input(code, entry.passes, failing=False), "example.yaml")
    _, failing = load_yaml_text(_as_input(code, entry.fails, failing=True), "example.yaml")
    assert [d.code for d in passing] == []
    assert code in [d.code for d in failing]
