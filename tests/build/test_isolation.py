"""Two builds of two different games in one process do not touch each other: each gives the
bytes a fresh process gives for that game.

The language server and the preview keep one process for many builds, so whatever a build
leaves behind in the process (a cache, a registry, a font configuration, a verdict) must not
reach the next one. Here the English example game with no rules pack (Hollowmarch) and a
Tab Master project are built in this process, then each is built again in a fresh process,
and every PDF must be byte for byte the same.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cardkit.output.stamp import SOURCE_DATE_EPOCH
from tests.build.conftest import cardkit, tree_digests
from tests.patience import HANG

pytestmark = pytest.mark.slow  # six builds

EPOCH = "1700000000"
GAMES = {"hollowmarch": ("--example", "hollowmarch"), "tab-master": ()}
BUILDS = (("build", "cards", "--profile", "home", "-q"), ("build", "rulebook", "-q"))


def _project(folder: Path, options: tuple[str, ...]) -> Path:
    result = cardkit("init", str(folder), *options)
    assert result.exit_code == 0, result.output
    return folder


def _build_here(project: Path) -> None:
    for command in BUILDS:
        result = cardkit(*command, "--project", str(project))
        assert result.exit_code == 0, result.output


def _build_in_a_fresh_process(project: Path) -> None:
    env = {**os.environ, SOURCE_DATE_EPOCH: EPOCH}
    for command in BUILDS:
        done = subprocess.run([sys.executable, "-m", "cardkit", *command, "--project", str(project)], check=False, capture_output=True, text=True, env=env, timeout=HANG)
        assert done.returncode == 0, done.stdout + done.stderr


def _pdfs(project: Path) -> dict[str, str]:
    return {name: digest for name, digest in tree_digests(project / "build").items() if name.endswith(".pdf")}


def test_two_games_built_in_one_process_are_each_what_a_fresh_process_builds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SOURCE_DATE_EPOCH, EPOCH)
    here = {name: _project(tmp_path / "here" / name, options) for name, options in GAMES.items()}
    for project in here.values():  # one after the other, in this process
        _build_here(project)
    fresh = {name: _project(tmp_path / "fresh" / name, options) for name, options in GAMES.items()}
    for project in fresh.values():
        _build_in_a_fresh_process(project)
    for name in GAMES:
        built_here, built_fresh = _pdfs(here[name]), _pdfs(fresh[name])
        assert built_here and built_here.keys() == built_fresh.keys(), name
        assert [path for path in built_here if built_here[path] != built_fresh[path]] == [], name


def test_a_game_built_again_after_another_is_built_as_before(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A, then B, then A in a new folder: the second A is the first, byte for byte."""
    monkeypatch.setenv(SOURCE_DATE_EPOCH, EPOCH)
    first = _project(tmp_path / "first", GAMES["tab-master"])
    _build_here(first)
    _build_here(_project(tmp_path / "other", GAMES["hollowmarch"]))
    again = tmp_path / "again"
    shutil.copytree(first, again, ignore=shutil.ignore_patterns("build"))
    _build_here(again)
    assert _pdfs(again) == _pdfs(first)
