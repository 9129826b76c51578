"""Shared fixtures: the bundled game's location and a way to copy it for destructive tests."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def game_copy(tmp_path: Path) -> Path:
    """A private copy of the bundled project, safe to break."""
    target = tmp_path / "game"
    target.mkdir()
    shutil.copy(REPO_ROOT / "cardkit.yaml", target / "cardkit.yaml")
    shutil.copytree(REPO_ROOT / "content", target / "content")
    return target
