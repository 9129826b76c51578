"""Layout and environment: a read-only `build/` with a stale temporary, a working folder that
was deleted, and Ctrl-C. (A kind folder that is a file and `raio.YAML` are corpus rows.)

Ctrl-C and the deleted folder are handled by the console script's `main()`, so those tests
run the real `cardkit` executable (or `main()` itself), not the in-process runner.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from bench.make_game import make_game
from cardkit import pipeline
from cardkit.commands import app as cli
from cardkit.output.writing import sweep_stale_parts
from tests.hardening.harness import cardkit, new_project
from tests.patience import HANG, IDLE_GUARD, Patience

CARDKIT = Path(sys.executable).with_name("cardkit")
STALE = ".cards-home.pdf.999999999.abcd.part"
"""A temporary whose writer is long gone (no process has that pid)."""


def as_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


# A stale `.part` in a build folder cardkit may not change.


def refuse_unlinking_parts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make removing a `.part` file fail as on a read-only file system (EROFS), for root too."""
    real_unlink = Path.unlink

    def unlink(path: Path, missing_ok: bool = False) -> None:
        if path.name.endswith(".part"):
            raise OSError(30, "Read-only file system", str(path))
        real_unlink(path, missing_ok=missing_ok)

    monkeypatch.setattr(Path, "unlink", unlink)


def test_the_sweep_leaves_a_part_it_cannot_remove(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / STALE).write_bytes(b"%PDF-half")
    refuse_unlinking_parts(monkeypatch)
    assert sweep_stale_parts(tmp_path) == []
    assert (tmp_path / STALE).exists()


@pytest.mark.parametrize("name", [".x.pdf.99999999999999999999999.ab.part", ".x.pdf.²³.ab.part", ".x.pdf.-1.ab.part"])
def test_a_part_named_with_no_possible_pid_is_stale(tmp_path: Path, name: str) -> None:
    (tmp_path / name).write_bytes(b"x")
    assert sweep_stale_parts(tmp_path) == [tmp_path / name]


@pytest.mark.slow
def test_a_build_over_an_unremovable_stale_part_goes_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    project = new_project("tiny", tmp_path / "projeto")
    (project / "build").mkdir()
    (project / "build" / STALE).write_bytes(b"%PDF-half")
    refuse_unlinking_parts(monkeypatch)
    run = cardkit("build", "cards", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 0, run.output
    assert (project / "build/cards/cards-home.pdf").exists()


@pytest.mark.slow
@pytest.mark.skipif(as_root() or os.name != "posix", reason="root may write into a read-only folder")
def test_a_read_only_build_folder_with_a_stale_part_is_a_clear_error(tmp_path: Path) -> None:
    project = new_project("tiny", tmp_path / "projeto")
    build = project / "build"
    build.mkdir()
    (build / STALE).write_bytes(b"%PDF-half")
    build.chmod(0o555)
    try:
        run = cardkit("build", "cards", "--project", str(project))
    finally:
        build.chmod(0o755)
    run.assert_clean_exit()
    assert run.exit_code == 2 and "cannot write" in run.stderr, run.output


# A working folder that no longer exists.


def run_in_deleted_folder(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`cardkit ARGS` started in a folder that is removed just before (the shell stays in it)."""
    gone = tmp_path / "apagada"
    gone.mkdir()
    script = 'cd "$1" && rmdir "$1" && shift && exec "$@"'
    return subprocess.run(
        ["sh", "-c", script, "sh", str(gone), str(CARDKIT), *args],
        check=False, capture_output=True,
        text=True,
        timeout=HANG,
        env={**os.environ, "NO_COLOR": "1"},
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    "args",
    [("check",), ("check", "--project", "{project}"), ("check", "--format", "sarif", "--project", "{project}"), ("build", "cards", "--project", "{project}")],
    ids=["here", "check", "sarif", "build"],
)
def test_a_deleted_working_folder_is_a_clear_error_before_anything_is_written(tmp_path: Path, args: tuple[str, ...]) -> None:
    project = new_project("tiny", tmp_path / "projeto")
    done = run_in_deleted_folder(tmp_path, *(arg.format(project=project) for arg in args))
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "current folder no longer exists" in done.stderr
    assert not (project / "build").exists()


# Ctrl-C


def test_ctrl_c_says_interrupted_and_exits_130(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    def interrupted(_project: Path) -> None:
        signal.raise_signal(signal.SIGINT)  # as the terminal sends it, in the middle of the stage

    monkeypatch.setattr(pipeline, "check_project", interrupted)  # `check` imports it when it runs
    monkeypatch.setattr(sys, "argv", ["cardkit", "check", "--project", str(tmp_path)])
    before = signal.getsignal(signal.SIGINT)
    with pytest.raises(SystemExit) as stopped:
        cli.main()
    assert stopped.value.code == 130
    captured = capsys.readouterr()
    assert captured.err.strip() == "interrupted" and captured.out == ""
    assert signal.getsignal(signal.SIGINT) is before


def test_a_normal_run_is_untouched_by_the_interrupt_handling(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "argv", ["cardkit", "--version"])
    with pytest.raises(SystemExit) as stopped:
        cli.main()
    assert stopped.value.code == 0
    assert "interrupted" not in capsys.readouterr().err


@pytest.mark.slow
def test_ctrl_c_during_a_build_leaves_the_outputs_as_they_were(tmp_path: Path) -> None:
    project = make_game(40, tmp_path / "projeto", seed=3)
    first = cardkit("build", "cards", "--project", str(project))
    assert first.exit_code == 0, first.output
    before = {path: path.read_bytes() for path in (project / "build").rglob("*.pdf")}
    process = subprocess.Popen(
        [str(CARDKIT), "build", "cards", "--clean", "--project", str(project)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "NO_COLOR": "1"},
    )
    _wait_for_line(process, "cards: laying out")
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=HANG)
    assert process.returncode == 130, (out, err)
    assert "interrupted" in err and "Traceback" not in err, err
    assert {path: path.read_bytes() for path in (project / "build").rglob("*.pdf")} == before
    assert list((project / "build").rglob("*.part")) == []


def _wait_for_line(process: subprocess.Popen[str], start: str, seconds: float = IDLE_GUARD) -> None:
    """Read the process's stderr until a line starting with `start` (the build is rendering);
    fails after `seconds` idle-machine seconds."""
    patience = Patience(seconds)
    while (wait := patience.next_wait()) > 0:
        ready, _, _ = select.select([process.stderr], [], [], wait)
        line = process.stderr.readline() if ready else ""  # type: ignore[union-attr]
        if line.startswith(start):
            return
        assert process.poll() is None, "the build ended before it started rendering"
    pytest.fail(f"no line starting {start!r} within {seconds} s")
