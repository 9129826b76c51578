"""A game of its own (Hollowmarch: no pack) in tmp_path, and the CLI run in-process on it."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.examples import write_example


@pytest.fixture
def hollowmarch(tmp_path: Path) -> Path:
    root = tmp_path / "hollowmarch"
    write_example("hollowmarch", root)
    return root


def run(project: Path, *args: str) -> tuple[int, str]:
    """`cardkit ARGS --project PROJECT`: its exit code and everything it printed."""
    result = CliRunner().invoke(app, [*args, "--project", str(project)])
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output
