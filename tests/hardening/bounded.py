"""Run the real command line in a subprocess under a memory ceiling (`ulimit -v`), and measure it.

A bomb is only proved defused when cardkit, held to an address space a normal command fits in
easily, still finishes with its diagnostic instead of dying of MemoryError or `std::bad_alloc`.
The ceiling is set with `resource.setrlimit(RLIMIT_AS)` in the child before it starts, the same
limit `ulimit -v` sets; the peak resident memory and CPU time come from `wait4`, for that child
alone. The timeout only guards against a hang: it is generous, so a busy machine never fails it.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass

from tests.conftest import REPO_ROOT

HANG_GUARD_S = 300.0
"""Long past any command here (each takes seconds); only a hang reaches it."""


@dataclass(frozen=True)
class Bounded:
    """What the command printed, how it ended, and what it cost."""

    exit_code: int
    output: str
    peak_mib: float
    cpu_s: float
    timed_out: bool

    def assert_finished_with(self, code: str, *, exit_codes: tuple[int, ...] = (1,)) -> None:
        """It ended by itself, with one of `exit_codes`, no traceback, and printed `code`."""
        assert not self.timed_out, f"still running after {HANG_GUARD_S} s:\n{self.output[-2000:]}"
        assert "Traceback" not in self.output and "MemoryError" not in self.output and "bad_alloc" not in self.output, self.output[-3000:]
        assert self.exit_code in exit_codes, (self.exit_code, self.output[-3000:])
        assert f"[{code}]" in self.output, self.output[-3000:]


def cardkit_bounded(*args: str, memory_mib: int, stdin: bytes | None = None, env: dict[str, str] | None = None) -> Bounded:
    """`python -m cardkit ARGS...` with its address space limited to `memory_mib` MiB."""
    limit = memory_mib * 1024 * 1024

    def limited() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    with tempfile.TemporaryFile() as output:
        child = subprocess.Popen(
            [sys.executable, "-m", "cardkit", *args],
            stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
            stdout=output,
            stderr=subprocess.STDOUT,
            preexec_fn=limited,
            cwd=REPO_ROOT,
            env={**os.environ, "NO_COLOR": "1", **(env or {})},
        )
        if stdin is not None:
            assert child.stdin is not None
            child.stdin.write(stdin)
            child.stdin.close()
        timed_out = threading.Event()

        def guard() -> None:
            timed_out.set()
            child.kill()

        timer = threading.Timer(HANG_GUARD_S, guard)
        timer.start()
        try:
            _pid, status, usage = os.wait4(child.pid, 0)
        finally:
            timer.cancel()
        child.returncode = os.waitstatus_to_exitcode(status)
        output.seek(0)
        printed = output.read().decode("utf-8", "replace")
    return Bounded(child.returncode, printed, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime, timed_out.is_set())

