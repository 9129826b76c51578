"""The rulebook's checks are registered rules: `check` runs them without laying the book out, and
each one's documented PASS and FAIL examples do what they say in a copy of the bundled game."""

from __future__ import annotations

import functools
import re
import shutil
from pathlib import Path

import pytest

from cardkit.checks import Reads, all_rules
from cardkit.checks.code_table import all_codes
from cardkit.codes.checks import RULEBOOK_CODES
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.output.templating import TemplateSet
from cardkit.pipeline import check_project
from tests.conftest import REPO_ROOT
from tests.rulebook.conftest import check_rulebook, load

SNIPPET_FILE = re.compile(r"^(?:<!--|#) (content/\S+?)[,;:)\s]")


def test_every_rulebook_code_is_a_registered_book_check() -> None:
    book_rules = {rule.code: rule for rule in all_rules() if rule.reads is Reads.BOOK}
    assert list(book_rules) == list(RULEBOOK_CODES)
    assert all(book_rules[code].name == entry.name for code, entry in RULEBOOK_CODES.items())


def test_check_finds_the_books_problems_without_rendering_a_template(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(self: TemplateSet, name: str, **context: object) -> str:
        raise AssertionError(f"check rendered {name}")

    monkeypatch.setattr(TemplateSet, "render", refuse)
    codes = {d.code for d in check_project(REPO_ROOT).report.diagnostics}
    assert {"R601", "R603"} <= codes


def _try(project: Path, snippet: str) -> tuple[str, int, list[Diagnostic]]:
    """Put the snippet where its first line says: appended to a chapter, or as book.yaml or a
    definition file; return that file, the first line the snippet landed on, and the findings."""
    first, _, body = snippet.partition("\n")
    found = SNIPPET_FILE.match(first + " ")
    assert found, first
    relpath = found.group(1)
    path = project / relpath
    line = 1
    if path.suffix == ".md":
        old = path.read_text(encoding="utf-8").rstrip("\n")
        path.write_text(f"{old}\n\n{body}\n", encoding="utf-8")
        line = old.count("\n") + 3
    elif path.name == "book.yaml":
        path.write_text(body + "\n", encoding="utf-8")
    else:  # a definition: the snippet's keys over the file's own
        kept = [text for text in path.read_text(encoding="utf-8").splitlines() if text.split(":")[0] not in _keys(body)]
        path.write_text("\n".join([*kept, body]) + "\n", encoding="utf-8")
    return relpath, line, check_rulebook(load(project))


def _keys(body: str) -> set[str]:
    return {text.split(":")[0] for text in body.splitlines() if text and not text.startswith((" ", "#"))}


HOLLOWMARCH = REPO_ROOT / "cardkit" / "examples" / "hollowmarch"
"""The bundled English game with no pack: the rulebook's core codes document their examples in it."""


def _game_of(snippet: str) -> Path:
    """The bundled game the snippet is written for: the one that has the file it names (Tab
    Master first), so a core code's example is tried in a game without a pack."""
    first, _, body = snippet.partition("\n")
    found = SNIPPET_FILE.match(first + " ")
    assert found, snippet
    relpath = Path(found.group(1))
    if relpath.name == "book.yaml":  # written whole: the game whose chapters it lists
        chapter = re.search(r"[\w-]+\.md", body)
        relpath = relpath.parent / chapter.group(0) if chapter else relpath
    return next((root for root in (REPO_ROOT, HOLLOWMARCH) if (root / relpath).exists()), REPO_ROOT)


def _copy(source: Path, target: Path) -> Path:
    target.mkdir()
    shutil.copy(source / "cardkit.yaml", target / "cardkit.yaml")
    shutil.copytree(source / "content", target / "content")
    return target


@functools.cache
def _own_findings(source: Path) -> frozenset[tuple[str, str, int, str]]:
    """A bundled rulebook's own findings, which an example must neither add to nor explain."""
    return frozenset(_key(d) for d in check_rulebook(load(source)))


def _key(diagnostic: Diagnostic) -> tuple[str, str, int, str]:
    return diagnostic.code, diagnostic.file, diagnostic.line, diagnostic.message


IN_A_CLIX_GAME = {"R608"}
"""Codes whose FAIL needs a clix game, not the bundled Tab Master: tests/checks/test_resolution.py
tries their documented examples in the clix example."""


WITH_GIT_HISTORY = {"R611"}
"""Codes whose FAIL needs a card renamed in git: tests/checks/test_old_names.py tries their
documented examples in a repository of the English example."""


@pytest.mark.parametrize("code", [code for code in RULEBOOK_CODES if code not in IN_A_CLIX_GAME | WITH_GIT_HISTORY])
def test_the_documented_examples_pass_and_fail(code: str, tmp_path: Path) -> None:
    """A PASS adds no finding of its code to the bundled game's; a FAIL adds one where it was put
    (R600 at book.yaml, for a definition that keeps the book from being checked)."""
    entry = all_codes()[code]
    source = _game_of(entry.passes)
    unchanged = _own_findings(source)
    _, _, passing = _try(_copy(source, tmp_path / "passing"), entry.passes)
    assert [d for d in passing if d.code == code and _key(d) not in unchanged] == []
    file, line, failing = _try(_copy(source, tmp_path / "failing"), entry.fails)
    added = [d for d in failing if d.code == code and _key(d) not in unchanged]
    assert added and all(d.line >= line for d in added if d.file == file), failing
