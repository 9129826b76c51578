"""Driving a command that watches the project (`schema --watch`, `build --watch`) from a test:
arming it, and stopping it as a designer does, with Ctrl-C."""

from __future__ import annotations

import itertools
import signal
import subprocess
from collections.abc import Callable
from pathlib import Path

from tests.patience import HANG

PROBE_SECONDS = 2.0
"""How long `arm` waits for its note's batch before it saves the note again."""

Reader = Callable[[str, float], list[str]]
"""Reads the watch's output until a line holds the text, or fails after the idle-machine seconds."""


def arm(read: Reader, root: Path, heard: str) -> None:
    """Return once the watch sees saves: it says it is watching before watchfiles has armed it,
    so a note is saved until the line `heard` (naming it) comes (a fixed sleep missed the write
    on a busy machine)."""
    note = root / "note.txt"
    for attempt in itertools.count():
        note.write_text(f"note {attempt}\n", encoding="utf-8")
        try:
            read(heard, PROBE_SECONDS)
            return
        except AssertionError:
            continue  # not armed yet, or still busy: save it again


def stop_with_ctrl_c(process: subprocess.Popen[str]) -> str:
    """Ctrl-C, as a designer ends the watch: its stderr, after checking it ended as the CLI's
    interrupted commands do (exit 130, no traceback)."""
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=HANG)
    assert process.returncode == 130
    assert "Traceback" not in stderr and "interrupted" in stderr
    return stderr


def kill_if_running(process: subprocess.Popen[str]) -> None:
    """After a failed test: the watch must not outlive it."""
    if process.poll() is None:
        process.kill()
        process.communicate()
