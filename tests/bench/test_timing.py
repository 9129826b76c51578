"""bench/timing.py: a measured process's CPU, wall time and peak memory, and failures that stop."""

from __future__ import annotations

import sys

import pytest

from bench.timing import run_timed

ALLOCATE = "import time; block = bytearray(300 * 2**20); block[::4096] = b'x' * len(block[::4096]); sum(range(10**7))"
WORKERS = """
import multiprocessing, time
def work(_):
    block = bytearray(200 * 2**20); block[::4096] = b'x' * len(block[::4096])
    return sum(range(3 * 10**7))
if __name__ == "__main__":
    with multiprocessing.get_context("forkserver").Pool(2) as pool:
        pool.map(work, range(2))
"""


@pytest.mark.slow
def test_cpu_wall_and_peak_memory_of_one_process() -> None:
    run = run_timed([sys.executable, "-c", ALLOCATE], sample=True)
    assert 300 <= run.peak_mib < 600
    assert 0 < run.cpu <= run.wall + 0.1
    assert run.worker_cpu == 0


@pytest.mark.slow
def test_fork_server_workers_are_sampled_apart_from_wait4(tmp_path) -> None:  # type: ignore[no-untyped-def]
    script = tmp_path / "workers.py"
    script.write_text(WORKERS, encoding="utf-8")
    run = run_timed([sys.executable, str(script)], sample=True)
    assert run.peak_mib >= 200  # a worker's, which wait4 of the parent never sees
    assert run.worker_cpu > 0.5 > run.cpu  # the summing happened in the workers


@pytest.mark.slow
def test_a_failed_command_stops_with_its_output() -> None:
    with pytest.raises(RuntimeError, match=r"exited 3:\n.*broken"):
        run_timed([sys.executable, "-c", "import sys; print('broken'); sys.exit(3)"])
