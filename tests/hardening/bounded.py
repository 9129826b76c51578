"""Run the real command line in a subprocess under a memory ceiling (`ulimit -v`), and measure it.

A bomb is only proved defused when cardkit, held to an address space a normal command fits in
easily, still finishes with its diagnostic instead of dying of MemoryError or `std::bad_alloc`.
The ceiling is set with `resource.setrlimit(RLIMIT_AS)` by the launcher before it starts cardkit
(not in `preexec_fn`, which is unsafe in a process with threads, as a pytest worker is), the
same limit `ulimit -v` sets, and every process below inherits it. The timeout only guards against a hang: it is
generous, so a busy machine never fails it.

The figures come from the kernel (`wait4`), but not for the child pytest starts: Linux carries a
forked process's resident size into the peak its `ru_maxrss` reports after `exec`, so that child
would report the pytest worker's size (160 to 270 MiB by the time the suite reaches it) rather
than cardkit's. So the child is a small launcher, and the launcher forks cardkit: the peak then
starts from the launcher's few MiB, and it reports cardkit's peak, CPU time and exit status.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass

from tests.conftest import REPO_ROOT

HANG_GUARD_S = 300.0
"""Long past any command here (each takes seconds); only a hang reaches it."""
DEFUSED_PEAK_MIB = 100
"""The most a command given a defused bomb may hold: `check` of the bundled game peaks at about
41 MiB and `preflight` of one page at 44, so this is twice a normal run, and every bomb of issue
29 took the whole 400 MiB ceiling before."""

_LAUNCHER = """
import os, resource, sys
report, limit = int(sys.argv[1]), int(sys.argv[2])
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
pid = os.fork()
if pid == 0:
    os.close(report)
    os.execv(sys.executable, [sys.executable, "-m", "cardkit", *sys.argv[3:]])
_, status, usage = os.wait4(pid, 0)
os.write(report, b"%d %d %f" % (os.waitstatus_to_exitcode(status), usage.ru_maxrss, usage.ru_utime + usage.ru_stime))
"""
"""Sets the address-space ceiling given as its second argument, forks `python -m cardkit ARGS`,
waits for it, and writes its exit code, peak resident KiB and CPU seconds to the descriptor named
by its first argument."""

LIMITED_EXEC = """
import os, resource, sys
limit = int(sys.argv[1])
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
os.execv(sys.executable, [sys.executable, "-m", "cardkit", *sys.argv[2:]])
"""
"""`python -c LIMITED_EXEC LIMIT ARGS...` is `python -m cardkit ARGS...` (the same process, by
exec) under an address space of LIMIT bytes."""


@dataclass(frozen=True)
class Bounded:
    """What the command printed, how it ended, and what it cost."""

    exit_code: int
    """Negative for a signal, as in subprocess: -9 is a kill."""
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

    report_read, report_write = os.pipe()
    with tempfile.TemporaryFile() as output:
        try:
            child = subprocess.Popen(
                [sys.executable, "-c", _LAUNCHER, str(report_write), str(limit), *args],
                stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                stdout=output,
                stderr=subprocess.STDOUT,
                pass_fds=(report_write,),
                start_new_session=True,
                cwd=REPO_ROOT,
                env={**os.environ, "NO_COLOR": "1", **(env or {})},
            )
        finally:
            os.close(report_write)
        with os.fdopen(report_read, "rb") as report:
            if stdin is not None:
                assert child.stdin is not None
                child.stdin.write(stdin)
                child.stdin.close()
            timed_out = threading.Event()

            def guard() -> None:
                timed_out.set()
                os.killpg(child.pid, signal.SIGKILL)  # the launcher and cardkit under it

            timer = threading.Timer(HANG_GUARD_S, guard)
            timer.start()
            try:
                measured = report.read().split()
                child.wait()
            finally:
                timer.cancel()
        output.seek(0)
        printed = output.read().decode("utf-8", "replace")
    if len(measured) != 3:  # the launcher itself was killed
        return Bounded(child.returncode, printed, 0.0, 0.0, timed_out.is_set())
    exit_code, peak_kib, cpu_s = int(measured[0]), int(measured[1]), float(measured[2])
    return Bounded(exit_code, printed, peak_kib / 1024, cpu_s, timed_out.is_set())
