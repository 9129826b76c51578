"""How long a test waits, so that the suite passes on a busy machine.

A test waits on the event itself: a line a process prints, a diagnostic the language server
publishes, a process's end. It goes on the moment that comes. What guards against a process
that never answers is counted in an idle machine's seconds (`Patience`): a niced worker on a
loaded 2-CPU machine gets a few percent of a CPU, or less, and a server it starts runs tens or
hundreds of times slower than on an idle machine, so a fixed wall-clock guard there refuses a
good change. Where a library takes a fixed timeout (subprocess, HTTP, Playwright), it is `HANG`.

What a test does promise about speed (the preview redraws within seconds, `exit` ends the
server within a second, a bomb is refused at once) is a `budget` scaled by `slowness()`, the
share of a CPU this process gets, measured around the timed part.
"""

from __future__ import annotations

import os
import select
import time
from typing import IO

HANG = 900.0
"""Wall seconds a wait with a fixed timeout allows: a hung process, not a slow one."""

IDLE_GUARD = 300.0
"""Idle-machine seconds a `Patience` allows: far past any wait of the suite on an idle machine
(the language server's first layout of every card takes well under a minute)."""

WINDOW = 0.1
"""Seconds of busy work that `slowness` times: long enough for the scheduler to show its hand."""

LOOK = 5.0
"""Wall seconds between two measurements of a `Patience`: each costs a `WINDOW` of CPU."""


def slowness(window: float = WINDOW) -> float:
    """How many times longer than on an idle CPU work takes in this process now, at least 1:
    the wall time of `window` seconds of busy work over the CPU time the process got in it
    (a niced process beside busy ones gets little), or the load average per CPU when that
    says more (a burst that the window missed)."""
    wall_start, cpu_start = time.perf_counter(), time.process_time()
    while time.perf_counter() - wall_start < window:
        sum(range(1000))
    wall, cpu = time.perf_counter() - wall_start, time.process_time() - cpu_start
    share = wall / max(cpu, 1e-6)
    load = os.getloadavg()[0] / (os.cpu_count() or 1)
    return max(1.0, share, load)


def budget(promise: float, *measured: float) -> float:
    """`promise` seconds, as many times longer as this machine is slower than idle: now, or
    at any of the `measured` slownesses (taken before the timed part: a load may have passed)."""
    return promise * max((slowness(), *measured))


class Patience:
    """A guard against a hang, counted in idle-machine seconds: it runs out after `seconds` of an
    idle machine's time, which on a machine ten times slower is ten times the wall time. The
    slowness is measured again every `LOOK` seconds, so a load that comes and goes stretches
    the guard while it lasts; the first `LOOK` seconds count as idle ones (no measurement
    delays what is being timed)."""

    def __init__(self, seconds: float = IDLE_GUARD) -> None:
        self.seconds = seconds
        self.left = seconds
        self.factor = 1.0
        self._since = self._measured = time.perf_counter()

    def next_wait(self) -> float:
        """Wall seconds to wait for the event before looking again; 0 once the guard has run out."""
        now = time.perf_counter()
        if now - self._measured >= LOOK:
            self.factor = slowness()
            self._measured = time.perf_counter()
        self.left -= (now - self._since) / self.factor
        self._since = now
        return min(self.left * self.factor, LOOK) if self.left > 0 else 0.0


def read_until(stream: IO[str], text: str, timeout: float) -> list[str]:
    """The lines a process printed on `stream` until one holds `text`; fails after `timeout`
    idle-machine seconds (`Patience`)."""
    os.set_blocking(stream.fileno(), False)
    lines: list[str] = []
    patience = Patience(timeout)
    while (wait := patience.next_wait()) > 0:
        select.select([stream], [], [], wait)  # wakes when the process writes
        while line := stream.readline():
            lines.append(line)
            if text in line:
                return lines
    raise AssertionError(f"no {text!r} within {timeout} idle-machine s: {lines}")
