from __future__ import annotations

from pathlib import Path

import pytest

from tests.checks.fixtures import FixtureProject


@pytest.fixture
def project(tmp_path: Path) -> FixtureProject:
    return FixtureProject(tmp_path)
