"""Timing one command in a fresh process: the CPU it used (user + system of the child, from
wait4) and the wall time it took, repeated into a series with its min and median.

CPU seconds are what a benchmark on a shared machine can trust: wall time grows with whatever
else runs, CPU time much less. The load average is printed with every report for that reason.
"""

from __future__ import annotations

import os
import shlex
import statistics
import subprocess
import tempfile
import threading
import time
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from bench.proctree import command_line, cpu_seconds, descendants, peak_mib

TIMEOUT = 600.0
"""Seconds one command may take before it is reported as not finished."""


@dataclass(frozen=True)
class Timing:
    cpu: float
    wall: float


@dataclass(frozen=True)
class Series:
    """Every run of one command."""

    runs: list[Timing]

    @property
    def cpu(self) -> float:
        return min(run.cpu for run in self.runs)

    @property
    def wall(self) -> float:
        return min(run.wall for run in self.runs)

    @property
    def median_cpu(self) -> float:
        return statistics.median(run.cpu for run in self.runs)

    @property
    def median_wall(self) -> float:
        return statistics.median(run.wall for run in self.runs)

    def shown(self) -> str:
        return (
            f"cpu min {self.cpu:7.2f} s  median {self.median_cpu:7.2f} s | "
            f"wall min {self.wall:7.2f} s  median {self.median_wall:7.2f} s"
        )


SAMPLE_S = 0.2
"""How often the processes below a measured one are read from /proc: fork-server workers,
which the measured process never waits for, so wait4 counts neither their CPU nor their memory."""


@dataclass(frozen=True)
class Measured(Timing):
    """A run of a command that may start workers: its own CPU and peak memory (wait4), and the
    workers' as sampled from /proc every SAMPLE_S (a lower bound: a worker's last fraction of a
    sample before it ends is missed)."""

    peak_mib: float = 0.0
    """The peak resident memory of the largest process: the command or any worker."""
    worker_cpu: float = 0.0
    """CPU seconds of the multiprocessing processes below the command (fork server, workers)."""


def as_users_run() -> dict[str, str]:
    """This environment without PYTHONDONTWRITEBYTECODE: a user's Python caches compiled
    modules, so a command measured without that cache would pay for compiling cardkit, every
    run, as no user does (on a machine that sets it, 0.15 CPU-s of a 0.75 s check)."""
    return {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}


def run_timed(
    command: Sequence[str],
    allowed: Collection[int] = (0,),
    cwd: Path | None = None,
    env: Mapping[str, str] | None = None,
    sample: bool = False,
    timeout: float = TIMEOUT,
) -> Measured:
    """Run `command` once, its output kept in a temporary file (a pipe nobody reads could fill
    and stall it): its CPU (wait4: the process and the children it waited for) and wall time,
    and with `sample` its workers' CPU and the largest process's peak memory. An exit code
    outside `allowed` or a run longer than `timeout` seconds is an error: the timing of a failed run is moot."""
    with tempfile.TemporaryFile() as output:
        start = time.perf_counter()
        process = subprocess.Popen(list(command), stdout=output, stderr=subprocess.STDOUT, cwd=cwd, env=env if env is not None else as_users_run())
        watcher = _Watcher(process.pid) if sample else None
        timer = threading.Timer(timeout, process.kill)
        timer.start()
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        timer.cancel()
        workers = watcher.stop() if watcher else (0.0, 0.0)
        process.returncode = code = os.waitstatus_to_exitcode(status)
        if wall >= timeout:
            raise TimeoutError(f"{shlex.join(command)} did not finish in {timeout:.0f} s")
        if code not in allowed:
            output.seek(0)
            shown = output.read().decode("utf-8", errors="replace")[-4000:]
            raise RuntimeError(f"{shlex.join(command)} exited {code}:\n{shown}")
    return Measured(usage.ru_utime + usage.ru_stime, wall, max(usage.ru_maxrss / 1024, workers[1]), workers[0])


class _Watcher:
    """Samples the processes below `pid` in a thread until stopped: each multiprocessing
    process's CPU (the last value seen) and every descendant's peak memory."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.cpu: dict[int, float] = {}
        self.peak = 0.0
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._done.wait(SAMPLE_S):
            for child in descendants(self.pid):
                self.peak = max(self.peak, peak_mib(child))
                if child in self.cpu or "multiprocessing" in command_line(child):
                    self.cpu[child] = max(self.cpu.get(child, 0.0), cpu_seconds(child))

    def stop(self) -> tuple[float, float]:
        """The workers' CPU seconds and the largest peak memory seen, in MiB."""
        self._done.set()
        self._thread.join()
        return sum(self.cpu.values()), self.peak


def load() -> str:
    """The 1, 5 and 15 minute load averages."""
    return " ".join(f"{value:.2f}" for value in os.getloadavg())
