"""A game that declares fields and card kinds: Ember Vale, the example, copied per test."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.examples import write_example
from cardkit.project.validate import LoadedProject, load_game, open_project


@pytest.fixture
def vale(tmp_path: Path) -> Path:
    """A fresh copy of the Ember Vale example (units with Morale, items and events)."""
    root = tmp_path / "vale"
    write_example("ember-vale", root)
    return root


def load(root: Path) -> LoadedProject:
    project, schemas = open_project(root)
    return load_game(project, schemas)


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} must occur once in {path}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def findings(loaded: LoadedProject, code: str) -> list[tuple[str, int, int, str]]:
    return [(d.file, d.line, d.column, d.message) for d in loaded.report.sorted() if d.code == code]


def line_of(path: Path, needle: str) -> tuple[int, int]:
    """1-based line and column of the first `needle` in the file."""
    text = path.read_text(encoding="utf-8")
    index = text.index(needle)
    return text.count("\n", 0, index) + 1, index - (text.rfind("\n", 0, index) + 1) + 1
