"""Fixtures for the designer-workflow commands: a private copy of the bundled game per module
for the slow, read-only cases (the report), and the CliRunner every test drives."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.conftest import REPO_ROOT


def copy_project(target: Path) -> Path:
    """cardkit.yaml and content/ of the bundled game: enough for every command, safe to write to."""
    target.mkdir(parents=True)
    shutil.copy(REPO_ROOT / "cardkit.yaml", target / "cardkit.yaml")
    shutil.copytree(REPO_ROOT / "content", target / "content")
    return target


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture(scope="module")
def module_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One copy of the game shared by a module's tests that only read it after one build."""
    return copy_project(tmp_path_factory.mktemp("workflow") / "game")
