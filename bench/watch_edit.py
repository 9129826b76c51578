"""The edit loop of issue 31: from saving one card to its PDFs updated, with `cardkit build
--watch` (one warm process) and with a fresh `cardkit build cards` per edit, paired.

For each size: the synthetic game (bench/card_game.py, `COPIES` copies a card) built once, untimed, so the cache holds
every face; then `cardkit build cards --watch -q --jobs 1` is started and armed (a note saved
until a build names it). Each round, in this order:

- watch: one spell's cost changed (a new value every round), then the wall time from that save
  to the watch's `built in` line, both PDFs checked to have changed; the watch process's CPU
  seconds over the round are read from /proc;
- fresh: the same kind of edit, then `cardkit build cards --jobs 1` in a new process (wall and
  CPU from wait4), its PDFs checked the same way.

The watch's time includes watchfiles' debounce (50 ms) and its polling: what a designer waits.
Prints min and median of each, and the ratio watch / fresh taken within each round.

    .venv/bin/python bench/watch_edit.py [--sizes 100 500] [--repeat 3]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import select
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))

from bench.baselines import PROFILES
from bench.card_game import edit_cost, make_project
from bench.cards import COPIES
from bench.stats import Summary, paired_ratios
from bench.timing import run_timed

FIRST_COST = 70
"""Round r gives the edited spell the cost FIRST_COST + r (the fresh edit: + 500)."""
ARM_SECONDS = 2.0
BUILD_TIMEOUT_S = 3600.0


@dataclass
class WatchResult:
    """Every round at one size: seconds from the save to the PDFs updated, and CPU seconds."""

    cards: int
    loads: list[float] = field(default_factory=list)
    watch_wall: list[float] = field(default_factory=list)
    watch_cpu: list[float] = field(default_factory=list)
    fresh_wall: list[float] = field(default_factory=list)
    fresh_cpu: list[float] = field(default_factory=list)

    @property
    def wall(self) -> Summary:
        return Summary.of(self.watch_wall)

    @property
    def ratio(self) -> Summary:
        return Summary.of(paired_ratios(self.watch_wall, self.fresh_wall))


def _cpu_of(pid: int) -> float:
    """User + system seconds of process `pid` so far (/proc, clock ticks)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _pdfs(root: Path) -> dict[str, str]:
    return {name: hashlib.sha256((root / "build" / "cards" / f"cards-{name}.pdf").read_bytes()).hexdigest() for name in PROFILES}


class _Watch:
    """A running `cardkit build cards --watch` and its stderr, read line by line."""

    def __init__(self, root: Path) -> None:
        command = [sys.executable, "-m", "cardkit", "build", "cards", "--watch", "-q", "--jobs", "1", "--project", str(root)]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        assert self.process.stderr is not None
        os.set_blocking(self.process.stderr.fileno(), False)
        self.root = root

    def until(self, text: str, timeout: float = BUILD_TIMEOUT_S) -> str:
        """The first line holding `text`; an error after `timeout` seconds or when the watch ends."""
        stream = self.process.stderr
        assert stream is not None
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            select.select([stream], [], [], 0.05)
            while line := stream.readline():
                if text in line:
                    return line
                if "build failed" in line:
                    raise RuntimeError(f"the watched build failed: {line.strip()}")
            if self.process.poll() is not None:
                raise RuntimeError(f"the watch ended with exit {self.process.returncode}")
        raise TimeoutError(f"no {text!r} within {timeout} s")

    def arm(self) -> None:
        """Return once a save reaches the watch (it says `watching` before watchfiles is armed)."""
        self.until("watching")
        for attempt in range(1000):
            (self.root / "note.txt").write_text(f"note {attempt}\n", encoding="utf-8")
            try:
                self.until("changed: note.txt", ARM_SECONDS)
                break
            except TimeoutError:
                continue
        self.until("built in")

    def stop(self) -> None:
        self.process.terminate()
        self.process.communicate(timeout=60)


def bench_watch(cards: int, repeat: int, workdir: Path) -> WatchResult:
    """`repeat` paired rounds of a one-card edit at `cards` cards: watch, then a fresh process."""
    result = WatchResult(cards)
    with tempfile.TemporaryDirectory(prefix=f"watch-{cards}-", dir=workdir) as folder:
        root = Path(folder) / "game"
        make_project(root, cards, copies=COPIES)
        run_timed([sys.executable, "-m", "cardkit", "build", "cards", "-q", "--jobs", "2", "--project", str(root)], timeout=BUILD_TIMEOUT_S)
        watch = _Watch(root)
        try:
            watch.arm()
            for index in range(repeat):
                result.loads.append(os.getloadavg()[0])
                before, cpu = _pdfs(root), _cpu_of(watch.process.pid)
                edit_cost(root, FIRST_COST + index)
                started = time.perf_counter()
                watch.until("built in")
                result.watch_wall.append(time.perf_counter() - started)
                result.watch_cpu.append(_cpu_of(watch.process.pid) - cpu)
                _changed(before, _pdfs(root), "watch")
                before = _pdfs(root)
                edit_cost(root, FIRST_COST + 500 + index)
                fresh = run_timed([sys.executable, "-m", "cardkit", "build", "cards", "-q", "--jobs", "1", "--project", str(root)], timeout=BUILD_TIMEOUT_S)
                _changed(before, _pdfs(root), "fresh build")
                result.fresh_wall.append(fresh.wall)
                result.fresh_cpu.append(fresh.cpu)
                watch.until("built in")  # the watch saw the fresh build's edit too: let it settle
        finally:
            watch.stop()
    return result


def _changed(before: dict[str, str], after: dict[str, str], what: str) -> None:
    unchanged = [name for name in before if before[name] == after[name]]
    if unchanged:
        raise RuntimeError(f"the {what} left {', '.join(unchanged)} unchanged: it did not see the edit")


def report(result: WatchResult) -> list[str]:
    return [
        f"-- {result.cards} cards: a one-card edit, from the save to both PDFs updated --",
        "load (1 min) at each round's start: " + " ".join(f"{load:.2f}" for load in result.loads),
        f"  {'build --watch (warm process)':40} wall s {result.wall.shown():>14}   CPU s {Summary.of(result.watch_cpu).shown():>14}",
        f"  {'build cards (fresh process)':40} wall s {Summary.of(result.fresh_wall).shown():>14}   CPU s {Summary.of(result.fresh_cpu).shown():>14}",
        f"  {'watch / fresh, paired':40} {result.ratio.shown(3):>21}",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 500])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--workdir", type=Path, default=BENCH.parent / "build" / "bench")
    args = parser.parse_args()
    args.workdir.mkdir(parents=True, exist_ok=True)
    for cards in args.sizes:
        print("\n".join(report(bench_watch(cards, args.repeat, args.workdir))), flush=True)


if __name__ == "__main__":
    main()
