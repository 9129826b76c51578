"""A sheet is never printed silently for an illegal army, and says which rules and content it
was printed from."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from cardkit.diagnostics import Severity
from cardkit.i18n.labels import labels_for
from cardkit.packs.tabmaster import PACK
from cardkit.project import project_from_config
from cardkit.revision import content_revision_of
from tests.checks.fixtures import FixtureProject
from tests.checks.more_files import ARMY_FILE
from tests.sheets.conftest import build_fixture

SHEET = "ficha-exercito-teste-a4.pdf"


def illegal(project: FixtureProject) -> FixtureProject:
    """The fixture army with an Alquimista as its Comandante (R505)."""
    return project.edit(ARMY_FILE, "commander: Comandante", "commander: Alquimista")


def text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


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
    assert "EXÉRCITO INVÁLIDO" in printed and "R505" in printed
    assert "cardkit check: REPROVADO (R505)" in printed
    assert [d.code for d in built.result.diagnostics if d.severity is Severity.ERROR] == ["R505"], "still reported"


@pytest.mark.slow
def test_a_legal_army_is_printed_as_approved(army_project: FixtureProject) -> None:
    built = build_fixture(army_project)
    assert not built.result.has_errors and built.result.invalid == []
    printed = text(next(p for p in built.result.paths if p.name == SHEET))
    assert "cardkit check: aprovado" in printed and "INVÁLIDO" not in printed
    assert "(resumo dos arquivos)" in printed, "outside git, the revision is a digest of the content"


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
    assert labels_for("pt-BR", pack=PACK)(f"sheets.revision.{dirty.kind}", ident=dirty.ident) == f"conteúdo {clean.ident} + alterações não registradas"
