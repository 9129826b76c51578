"""Every code range the docs write (`R600–R611`) spans codes the table has, and does not stop
short of one silently: the table is the one source of which codes exist, so a range written
when R607 was the last rulebook check fails the day R608 is added, until the doc names it."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from cardkit.checks.code_table import all_codes
from cardkit.checks.registry import Reads, all_rules
from tests.conftest import REPO_ROOT

RANGE = re.compile(r"\b([A-Z])(\d{3})\s*[–—-]\s*([A-Z])(\d{3})\b")
"""A range as prose writes it: R600–R611, P601-P603."""


def _paragraphs(text: str) -> list[tuple[int, str]]:
    """(first line, text) of each blank-line-separated paragraph."""
    found: list[tuple[int, str]] = []
    start, lines = 1, []
    for number, line in enumerate([*text.splitlines(), ""], start=1):
        if line.strip():
            start = number if not lines else start
            lines.append(line)
        elif lines:
            found.append((start, "\n".join(lines)))
            lines = []
    return found


def _docstring_paragraphs(path: Path) -> list[tuple[int, str]]:
    """A module's docstring, paragraph by paragraph, at its lines in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstring = ast.get_docstring(tree, clean=False)
    return _paragraphs(docstring) if docstring else []


def _documents() -> list[Path]:
    """The pages a reader reads code ranges in: README, docs/ and every module's docstring."""
    pages = [REPO_ROOT / "README.md", *sorted((REPO_ROOT / "docs").rglob("*.md"))]
    return pages + sorted(p for p in (REPO_ROOT / "cardkit").rglob("*.py") if "examples" not in p.parts)


def _ranges() -> Iterator[tuple[str, str, str]]:
    """(where, range as written, its paragraph) of every range in the documents."""
    for path in _documents():
        paragraphs = _docstring_paragraphs(path) if path.suffix == ".py" else _paragraphs(path.read_text(encoding="utf-8"))
        for line, paragraph in paragraphs:
            for match in RANGE.finditer(paragraph):
                where = f"{path.relative_to(REPO_ROOT)}:{line + paragraph[: match.start()].count(chr(10))}"
                yield where, match.group(0), paragraph


@cache
def families() -> dict[str, str]:
    """Every code of the table and the family it belongs to: the rulebook's checks (R600–R611,
    the core's and a pack's alike) are one; any other check's family is the module that
    registers it (R101–R109 the references', R110 the trait parameters'); any other code's, its
    stage letter."""
    checks = {rule.code: "rulebook" if rule.reads is Reads.BOOK else rule.module for rule in all_rules()}
    return {code: checks.get(code, code[0]) for code in all_codes()}


def range_problem(written: str, paragraph: str, family: dict[str, str]) -> str | None:
    """What is wrong with a range against the table (`family`: code to family), or None: a
    range names codes of one letter, every code between its ends exists, and the code right
    after its end, when it is of the same family, is named in the same paragraph (so the
    range was cut there on purpose, and did not go stale when the code was added)."""
    match = RANGE.fullmatch(written)
    assert match is not None
    letter, low, end_letter, high = match.group(1), int(match.group(2)), match.group(3), int(match.group(4))
    if letter != end_letter or low >= high:
        return f"{written} is not a range of one letter from low to high"
    missing = [f"{letter}{n:03d}" for n in range(low, high + 1) if f"{letter}{n:03d}" not in family]
    if missing:
        return f"{written} spans {', '.join(missing)}, which the code table does not have"
    after = f"{letter}{high + 1:03d}"
    last = f"{letter}{high:03d}"
    if family.get(after, after) == family[last] and not re.search(rf"\b{after}\b", paragraph):
        return f"{written} stops before {after}, which exists: widen the range or name {after} beside it"
    return None


def test_the_rulebooks_checks_are_one_family_across_the_core_and_the_pack() -> None:
    """The review's case: R600–R607 was written while R608 (the pack's) existed."""
    assert range_problem("R600–R607", "The rulebook's checks (R600–R607).", families()) == (
        "R600–R607 stops before R608, which exists: widen the range or name R608 beside it"
    )


def test_the_checker_catches_a_range_that_stops_short() -> None:
    codes = {"R600": "book", "R601": "book", "R602": "book", "R603": "book", "R604": "art"}
    assert range_problem("R600–R602", "The rulebook's checks (R600–R602).", codes) == (
        "R600–R602 stops before R603, which exists: widen the range or name R603 beside it"
    )
    assert range_problem("R600–R602", "Checks R600–R602, and R603 on its own.", codes) is None
    assert range_problem("R600–R605", "R600–R605", codes) == "R600–R605 spans R605, which the code table does not have"
    assert range_problem("R600–R603", "The rulebook's checks (R600–R603).", codes) is None
    assert range_problem("R600-R603", "R600-R603", codes) is None


@pytest.mark.parametrize(("where", "written", "paragraph"), list(_ranges()), ids=lambda value: str(value) if "\n" not in str(value) else "text")
def test_every_code_range_a_doc_writes_matches_the_table(where: str, written: str, paragraph: str) -> None:
    problem = range_problem(written, paragraph, families())
    assert problem is None, f"{where}: {problem}"
