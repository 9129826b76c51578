"""Faults during a build: killed, read-only folders, a full disk, a missing font, an unwritable cache.

Each ends in one clear message and leaves the last outputs as they were. Running as root
(containers, CI) ignores file permissions, so there a read-only folder is emulated where the
kernel would refuse: at the creation of the temporary file.
"""

from __future__ import annotations

import errno
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bench.proctree import descendants
from cardkit.output import writing
from tests.build.conftest import Game, MakeGame, cardkit, spell_yaml
from tests.patience import HANG

pytestmark = pytest.mark.slow  # every test builds cards, some in a subprocess

KILL_SEED = 20240611
KILLS = 4


def build_cards_process(game: Game, *options: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "cardkit", "build", "cards", "-q", "--project", str(game.root), *options],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def alive(pids: set[int]) -> set[int]:
    return {pid for pid in pids if Path(f"/proc/{pid}").exists()}


def parts(game: Game) -> list[Path]:
    return sorted((game.root / "build").rglob(f"*{writing.PART_SUFFIX}"))


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process tree from /proc")
def test_a_killed_build_keeps_the_last_outputs_and_the_next_build_sweeps_its_temporaries(new_game: MakeGame) -> None:
    game = new_game(spells=22)
    started = time.monotonic()
    assert build_cards_process(game).wait() == 0
    runtime = time.monotonic() - started
    before = game.outputs()
    chance = random.Random(KILL_SEED)
    for attempt in range(KILLS):
        build = build_cards_process(game, "--clean", "--jobs", str(1 + attempt % 2))
        time.sleep(chance.uniform(0.1, runtime))
        helpers = descendants(build.pid)
        build.kill()
        build.wait()
        assert game.outputs() == before, f"kill {attempt} changed an output"
        deadline = time.monotonic() + HANG  # a guard: the loop ends when the last helper does
        while alive(helpers) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not alive(helpers), "worker processes outlived the killed build"
    assert build_cards_process(game).wait() == 0
    assert parts(game) == []
    assert game.outputs() == before


def deny_writes_under(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make `folder` read-only: chmod, and for root (whom chmod does not stop) refuse the
    temporary files there the way the kernel refuses them to everyone else."""
    folder.chmod(0o555)
    if os.geteuid() == 0:
        create = writing._temporary_next_to

        def refuse(target: Path) -> tuple[int, str]:
            if folder in target.parents:
                raise PermissionError(errno.EACCES, "Permission denied", str(target.parent))
            return create(target)

        monkeypatch.setattr(writing, "_temporary_next_to", refuse)


def built_then_edited(game: Game) -> dict[str, bytes]:
    """Build, then edit a spell, so the next build has something new to write; the outputs before."""
    result = cardkit("build", "cards", "-q", "--project", str(game.root))
    assert result.exit_code == 0, result.output
    game.spell(0).write_text(spell_yaml(0, cost=9), encoding="utf-8")
    return game.outputs()


def assert_one_error_line(result, code: int, *words: str) -> None:  # type: ignore[no-untyped-def]
    assert result.exit_code == code, result.output
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit), result.exception
    errors = [line for line in result.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1, result.stderr
    assert all(word in errors[0] for word in words), errors[0]
    assert "Traceback" not in result.stdout + result.stderr


def test_a_read_only_output_folder_is_one_error(game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    before = built_then_edited(game)
    deny_writes_under(game.cards_dir, monkeypatch)
    try:
        result = cardkit("build", "cards", "-q", "--project", str(game.root))
    finally:
        game.cards_dir.chmod(0o755)
    assert_one_error_line(result, 2, "cannot write", "cards-home.pdf", "Permission denied")
    assert game.outputs() == before
    assert parts(game) == []


def test_an_unwritable_cache_is_one_error(game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    before = built_then_edited(game)
    cache = game.root / "build" / ".cache"
    deny_writes_under(cache, monkeypatch)
    try:
        result = cardkit("build", "cards", "-q", "--project", str(game.root))
    finally:
        cache.chmod(0o755)
    assert_one_error_line(result, 2, "cannot write", ".cache", "Permission denied")
    assert game.outputs() == before


def test_a_full_disk_is_one_error(game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    before = built_then_edited(game)

    def full(_: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(writing.os, "fsync", full)
    result = cardkit("build", "all", "-q", "--project", str(game.root))
    monkeypatch.undo()
    assert_one_error_line(result, 2, "cannot write", "No space left on device")
    assert game.outputs() == before
    assert parts(game) == []


def test_a_missing_font_is_one_diagnostic(game: Game) -> None:
    before = built_then_edited(game)
    game.write("content/theme.yaml", "faces:\n  - {family: Vollkorn, file: Vollkorn-Negrito.ttf, weight: 700}\n")
    result = cardkit("build", "cards", "-q", "--project", str(game.root))
    assert result.exit_code == 1
    errors = [line for line in result.stdout.splitlines() if "error[" in line]
    assert len(errors) == 1 and "B402" in errors[0] and "Vollkorn-Negrito.ttf" in errors[0], result.stdout
    assert errors[0].startswith("content/theme.yaml:2:")
    assert "Traceback" not in result.stdout + result.stderr
    assert game.outputs() == before
