"""The bundled rulebook, built once per session into a temporary folder, and helpers to rebuild
a broken copy of the project."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

import pytest
from pypdf import PdfReader

from cardkit.checks.rulebook import BookContext
from cardkit.checks.runner import run_book_checks
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.output.build_mode import BuildMode
from cardkit.output.paper import Paper
from cardkit.project.validate import LoadedProject, load_game, open_project
from cardkit.rulebook.build import RulebookResult, build_rulebook
from cardkit.rulebook.page import Book, assemble_book, rulebook_templates
from tests.conftest import REPO_ROOT


@dataclass
class BuiltBook:
    loaded: LoadedProject
    result: RulebookResult
    book: Book
    pdf: PdfReader


def load(root: Path, build_dir: Path | None = None) -> LoadedProject:
    project, schemas = open_project(root)
    loaded = load_game(project, schemas)
    if build_dir is not None:
        loaded = dataclasses.replace(loaded, project=dataclasses.replace(project, build_dir=build_dir))
    return loaded


def assemble(loaded: LoadedProject, *, proof: bool = False) -> Book:
    """The book's page as `cardkit build` lays it out: final, or a proof with `proof`."""
    return assemble_book(loaded, Paper.A4, rulebook_templates(loaded), mode=BuildMode.of(loaded.project, proof=proof))


def check_rulebook(loaded: LoadedProject) -> list[Diagnostic]:
    """What `cardkit check` finds in the rulebook of `loaded`: the book's registered checks alone."""
    return run_book_checks(BookContext(loaded), loaded.project.rule_overrides)


def findings(root: Path, code: str) -> list[Diagnostic]:
    return [d for d in check_rulebook(load(root)) if d.code == code]


@pytest.fixture(scope="session")
def bundled(tmp_path_factory: pytest.TempPathFactory) -> BuiltBook:
    loaded = load(REPO_ROOT, tmp_path_factory.mktemp("rulebook-build"))
    result = build_rulebook(loaded)
    assert result.paths, result.diagnostics
    return BuiltBook(loaded, result, assemble(loaded), PdfReader(result.paths[0]))
