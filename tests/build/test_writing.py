"""Atomic and staged output, and the sweep of temporaries a killed build left behind."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardkit.output import writing
from cardkit.output.writing import (
    OutputError,
    StagedWrites,
    staged_writes,
    sweep_stale_parts,
)
from tests.build.conftest import Game, cardkit


def dead_pid() -> int:
    """The pid of a process that has ended (and been reaped)."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_the_sweep_removes_temporaries_of_ended_writers_only(tmp_path: Path) -> None:
    folder = tmp_path / "cards" / "png"
    folder.mkdir(parents=True)
    stale = folder / f".spell-a.png.{dead_pid()}.k2j3.part"
    old_style = tmp_path / "cards" / ".cards-home.pdf.x8y9z.part"
    running = folder / f".spell-b.png.{os.getpid()}.q1w2.part"
    kept = folder / "spell-a.png"
    for path in (stale, old_style, running, kept):
        path.write_bytes(b"x")
    assert sorted(sweep_stale_parts(tmp_path)) == sorted([stale, old_style])
    assert sorted(p.name for p in folder.iterdir()) == sorted([running.name, kept.name])


@pytest.mark.slow
def test_cardkit_build_sweeps_before_it_writes(game: Game) -> None:
    left = game.root / "build" / "cards" / f".cards-home.pdf.{dead_pid()}.abcd.part"
    left.parent.mkdir(parents=True)
    left.write_bytes(b"%PDF-half")
    assert cardkit("build", "cards", "-q", "--profile", "home", "--project", str(game.root)).exit_code == 0
    assert not left.exists()


def test_a_failure_while_staging_replaces_none_of_the_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first, second = tmp_path / "a.pdf", tmp_path / "b.pdf"
    first.write_bytes(b"old a")
    second.write_bytes(b"old b")
    real_fsync = os.fsync
    calls = 0

    def fsync_then_fail(descriptor: int) -> None:
        nonlocal calls
        calls += 1
        if calls == 2:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_fsync(descriptor)

    monkeypatch.setattr(writing.os, "fsync", fsync_then_fail)
    with pytest.raises(OutputError, match=r"cannot write .*b\.pdf: No space left on device"), staged_writes() as staged:
        staged.write(first, b"new a")
        staged.write(second, b"new b")
    assert (first.read_bytes(), second.read_bytes()) == (b"old a", b"old b")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.pdf", "b.pdf"]


def test_unchanged_files_are_not_rewritten(tmp_path: Path) -> None:
    target = tmp_path / "same.pdf"
    target.write_bytes(b"same")
    os.utime(target, ns=(1, 1))
    staged = StagedWrites()
    staged.write(target, b"same")
    assert staged.commit() == [target]
    assert target.stat().st_mtime_ns == 1


def test_outputs_get_the_permissions_of_any_new_file_not_mkstemps_private_ones(tmp_path: Path) -> None:
    target = writing.write_bytes_atomically(tmp_path / "out.pdf", b"x")
    assert target.stat().st_mode & 0o777 == 0o666 & ~writing._UMASK
