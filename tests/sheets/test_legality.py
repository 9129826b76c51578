"""A sheet is never printed silently for an illegal army; a legal one prints no verdict, and its
colophon says, in players' words, which rules and edition it was printed from."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from cardkit.config.project import project_from_config
from cardkit.foundation.diagnostics import Severity
from cardkit.project.revision import content_revision_of
from tests.checks.fixtures import FixtureProject
from tests.checks.more_files import ARMY_FILE
from tests.sheets.conftest import build_fixture

SHEET = "ficha-exercito-teste-a4.pdf"


def illegal(project: FixtureProject) -> FixtureProject:
    """The fixture army with an Alquimista as its Comandante (R505)."""
    return project.edit(ARMY_FILE, "commander: Comandante", "commander: Alquimista")


def text(path: Path) -> str:
    return "\n".join(page.get_textpage().get_text_range() for page in pdfium.PdfDocument(path))


def test_an_illegal_army_fails_the_build_and_writes_nothing(army_project: FixtureProject) -> None:
    built = build_fixture(illegal(army_project))
    assert built.result.has_errors and built.result.paths == []
    assert [d.code for d in built.result.diagnostics if d.severity is Severity.ERROR] == ["R505"]
    assert not (army_project.root / "build" / "sheets").exists()


@pytest.mark.slow
def test_allow_invalid_prints_it_under_a_banner_with_the_codes(army_project: FixtureProject) -> None:
    built = build_fixture(illegal(army_project), allow_invalid=True)
    assert not built.result.has_errors and built.result.invalid == [SHEET]
    [path] = [p for p in built.result.paths if p.name == SHEET]
    printed = text(path)
    assert "EXÉRCITO INVÁLIDO" in printed and "desta ficha: R505." in printed  # copied as printed, ligature and all
    assert [d.code for d in built.result.diagnostics if d.severity is Severity.ERROR] == ["R505"], "still reported"


@pytest.mark.slow
def test_a_legal_army_prints_no_verdict_and_a_colophon_without_unknown_parts(
    army_project: FixtureProject, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The fixture game has no ruleset_version: the colophon leaves the rules out rather than
    printing a placeholder; SOURCE_DATE_EPOCH (2026-12-06) names the edition."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1796558400")
    built = build_fixture(army_project)
    assert not built.result.has_errors and built.result.invalid == []
    printed = text(next(p for p in built.result.paths if p.name == SHEET))
    assert "INVÁLIDO" not in printed and "cardkit" not in printed and "aprovado" not in printed
    assert re.search(r"Teste · Edição 2026-12 · marca [0-9A-Z]{6}", printed), printed
    assert "Regras" not in printed and "versão" not in printed


@pytest.mark.slow
def test_warnings_do_not_stop_the_build(army_project: FixtureProject) -> None:
    built = build_fixture(army_project.edit(ARMY_FILE, "ammunition:\n  Flecha: 10\n", ""))
    assert not built.result.has_errors
    assert [d.code for d in built.result.diagnostics] == ["R508"]


def test_an_army_the_schemas_reject_fails_even_with_allow_invalid(army_project: FixtureProject) -> None:
    built = build_fixture(army_project.edit(ARMY_FILE, "count: 2", "count: 0"), allow_invalid=True)
    assert built.result.has_errors and built.result.paths == []
    assert {d.file for d in built.result.diagnostics if d.severity is Severity.ERROR} == {ARMY_FILE}


@pytest.mark.slow
def test_a_failed_build_leaves_the_last_good_sheet_in_place(army_project: FixtureProject) -> None:
    [good] = [p for p in build_fixture(army_project).result.paths if p.name == SHEET]
    before = good.read_bytes()
    assert build_fixture(illegal(army_project)).result.has_errors
    assert good.read_bytes() == before


def git(root: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(root), *args], check=True, capture_output=True)


def test_in_git_the_revision_is_the_contents_last_commit_and_whether_it_changed(army_project: FixtureProject) -> None:
    army_project.write()
    root = army_project.root
    git(root, "init", "-q")
    git(root, "add", ".")
    git(root, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "content")
    project = project_from_config(root, {})
    clean = content_revision_of(project)
    assert (clean.source, clean.dirty) == ("git", False) and len(clean.ident) >= 7
    (root / "content" / "units" / "alquimista.yaml").write_text(
        army_project.files["content/units/alquimista.yaml"] + "# x\n"
    )
    dirty = content_revision_of(project)
    assert (dirty.ident, dirty.dirty) == (clean.ident, True)
