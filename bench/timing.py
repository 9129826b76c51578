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
import time
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from pathlib import Path

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


def run_timed(command: Sequence[str], allowed: Collection[int] = (0,), cwd: Path | None = None) -> Timing:
    """Run `command` once, its output kept in a temporary file (a pipe nobody reads could fill
    and stall it); its CPU and wall time. An exit code outside `allowed` or a run longer than
    TIMEOUT is an error: the timing of a failed run is moot."""
    with tempfile.TemporaryFile() as output:
        start = time.perf_counter()
        process = subprocess.Popen(list(command), stdout=output, stderr=subprocess.STDOUT, cwd=cwd)
        deadline = start + TIMEOUT
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() > deadline:
                process.kill()
                process.wait()
                raise TimeoutError(f"{shlex.join(command)} did not finish in {TIMEOUT:.0f} s")
            time.sleep(0.002)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode not in allowed:
            output.seek(0)
            shown = output.read().decode("utf-8", errors="replace")
            raise RuntimeError(f"{shlex.join(command)} exited {process.returncode}:\n{shown}")
    return Timing(usage.ru_utime + usage.ru_stime, wall)


def load() -> str:
    """The 1, 5 and 15 minute load averages."""
    return " ".join(f"{value:.2f}" for value in os.getloadavg())
