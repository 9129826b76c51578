"""The installed `cardkit` console script: what CI and a designer's shell actually run."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT
from tests.patience import HANG

pytestmark = pytest.mark.slow  # runs the console script in a subprocess

CARDKIT = Path(sys.executable).with_name("cardkit")


def _cardkit(*args: str, cwd: Path = REPO_ROOT, **env_vars: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_COLOR": "", **env_vars}
    return subprocess.run([str(CARDKIT), *args], check=False, cwd=cwd, env=env, capture_output=True, text=True, timeout=HANG)


def test_check_in_a_workflow_annotates_only_errors() -> None:
    done = _cardkit("check", "--format", "github", "--quiet")
    assert done.returncode == 0, done.stderr
    assert "::warning" not in done.stdout and "::error" not in done.stdout
    assert done.stdout.strip().startswith("0 error(s)")


def test_new_through_the_script(tmp_path: Path) -> None:
    from tests.workflow.conftest import copy_project

    game = copy_project(tmp_path / "game")
    done = _cardkit("new", "spell", "Bola de Fogo", cwd=game)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "content/spells/bola-de-fogo.yaml"
    assert _cardkit("check", "--quiet", cwd=game).returncode == 0


def test_bash_completion_script() -> None:
    done = _cardkit("--show-completion", "bash")
    assert done.returncode == 0, done.stderr
    assert "_CARDKIT_COMPLETE=complete_bash" in done.stdout
    assert "complete -o default -F" in done.stdout
    asked = _cardkit(COMP_WORDS="cardkit check --format ", COMP_CWORD="3", _CARDKIT_COMPLETE="complete_bash")
    assert asked.stdout.split() == ["text", "json", "github", "sarif"]
