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


@pytest.fixture(autouse=True, scope="session")
def _private_user_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The suite never reads or writes the user's own cache folder (cardkit keeps the schemas it
    found valid there): every test process gets an empty one of its own."""
    import os

    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("user-cache"))
