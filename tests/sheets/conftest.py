"""The bundled game's sheets, built once per session into a temporary folder, and small fixture
projects (tests/checks/fixtures.py's builder with a legal army) built on demand."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

import pytest
from pypdf import PdfReader

from cardkit.packs.tabmaster.sheets.build import SheetsResult, build_sheets
from cardkit.pipeline import check_project
from cardkit.project.validate import LoadedProject
from tests.checks.fixtures import FixtureProject
from tests.checks.test_armies import legal_army
from tests.conftest import REPO_ROOT


def loaded_into(root: Path, build_dir: Path) -> LoadedProject:
    """The project at `root`, checked as `cardkit build` checks it (a sheet prints the verdict,
    it never runs a rule), writing its outputs to `build_dir`."""
    loaded = check_project(root)
    return dataclasses.replace(loaded, project=dataclasses.replace(loaded.project, build_dir=build_dir))


@dataclass
class Built:
    """A finished sheets build and its PDFs by file name."""

    loaded: LoadedProject
    result: SheetsResult

    def pdf(self, name: str) -> PdfReader:
        [path] = [p for p in self.result.paths if p.name == name]
        return PdfReader(path)


def build(root: Path, build_dir: Path, paper: str = "a4", allow_invalid: bool = False) -> Built:
    loaded = loaded_into(root, build_dir)
    return Built(loaded, build_sheets(loaded, paper=paper, allow_invalid=allow_invalid))


@pytest.fixture(scope="session")
def bundled(tmp_path_factory: pytest.TempPathFactory) -> Built:
    built = build(REPO_ROOT, tmp_path_factory.mktemp("sheets-build"))
    assert not built.result.has_errors, built.result.diagnostics
    return built


@pytest.fixture
def army_project(tmp_path: Path) -> FixtureProject:
    """The checks' smallest game with a legal army: two Alquimistas who shoot Flecha, 10 of it."""
    return legal_army(FixtureProject(tmp_path / "game"))


def build_fixture(project: FixtureProject, allow_invalid: bool = False) -> Built:
    project.write()
    return build(project.root, project.root / "build", allow_invalid=allow_invalid)
