from __future__ import annotations

from pathlib import Path

import pytest

from tests.checks.fixtures import BASE_EN, FixtureProject


@pytest.fixture
def project(tmp_path: Path) -> FixtureProject:
    return FixtureProject(tmp_path)


@pytest.fixture
def english(tmp_path: Path) -> FixtureProject:
    """The base project in English (fixtures.BASE_EN)."""
    return FixtureProject(tmp_path, dict(BASE_EN))
