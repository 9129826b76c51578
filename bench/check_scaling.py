"""Benchmark: how `cardkit check` grows with the size of a game, with and without a rulebook.

For each size N (spells; bench/make_game.py adds N/5 traits, N/4 units, N/100 armies) it writes
the same synthetic game three times: plain, with `--rulebook` (a chapter quoting every spell and
unit with its stats), and with the bundled game's rulebook copied in (as issue 16 measured it:
its chapters quote Tab Master's own cards, so `check` reports those as unknown, exit 1, and its
live tables and trait glossary list the whole synthetic game). It runs `cardkit check` on them
in turn, `--repeat` times, each in a fresh process. It prints CPU (user + system of the child) and wall time, min and
median, the load average before and after, and the two goals of issue 16:

- linear: t(largest) / t(smallest) <= 1.2x the ratio of sizes (12 for 1,000 -> 10,000), each variant;
- a rulebook costs at most 1.5x: t(with) / t(without) at each size, for both rulebooks.

    .venv/bin/python bench/check_scaling.py [--sizes 1000 5000 10000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))

from bench.make_game import make_game
from bench.timing import Series, Timing, load, run_timed

SIZES = (1000, 5000, 10000)
LINEAR_GOAL = 12.0
RULEBOOK_GOAL = 1.5

VARIANTS = ("without rulebook", "with rulebook", "bundled rulebook")
ALLOWED_EXIT = {"without rulebook": {0}, "with rulebook": {0}, "bundled rulebook": {0, 1}}
"""The bundled chapters quote cards a synthetic game lacks: errors are expected there."""


def check_once(project: Path, allowed: set[int]) -> Timing:
    """One `cardkit check` in a fresh interpreter: its CPU (from wait4) and wall time."""
    return run_timed([sys.executable, "-m", "cardkit", "check", "--fresh", "--quiet", "--project", str(project)], allowed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES), help="spells per game (default 1000 5000 10000)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each variant at each size (paired, in turn)")
    args = parser.parse_args()

    print(f"load average before: {load()} (1, 5, 15 min); {os.cpu_count()} CPUs")
    results: dict[int, dict[str, Series]] = {}
    with tempfile.TemporaryDirectory(prefix="cardkit-check-scaling-") as folder:
        for size in args.sizes:
            plain = make_game(size, Path(folder) / f"plain-{size}")
            with_book = make_game(size, Path(folder) / f"rulebook-{size}", rulebook=True)
            bundled = make_game(size, Path(folder) / f"bundled-{size}")
            shutil.copytree(BENCH.parent / "content" / "rulebook", bundled / "content" / "rulebook")
            projects = {"without rulebook": plain, "with rulebook": with_book, "bundled rulebook": bundled}
            files = sum(1 for _ in (plain / "content").rglob("*.yaml"))
            runs: dict[str, list[Timing]] = {name: [] for name in VARIANTS}
            for _ in range(args.repeat):  # paired: every variant under the same conditions
                for name in VARIANTS:
                    runs[name].append(check_once(projects[name], ALLOWED_EXIT[name]))
            results[size] = {name: Series(timings) for name, timings in runs.items()}
            for name, series in results[size].items():
                print(f"{size:>6} spells ({files} files), {name:<17}: {series.shown()}", flush=True)
    print(f"load average after: {load()}")
    print()
    small, large = min(results), max(results)
    if large != small:
        goal = LINEAR_GOAL * (large / small) / 10
        for name in VARIANTS:
            ratio = results[large][name].cpu / results[small][name].cpu
            print(
                f"t({large})/t({small}) {name} (cpu min) <= {goal:.1f}: {ratio:.2f} "
                f"{'met' if ratio <= goal else 'NOT met'}"
            )
    for book in VARIANTS[1:]:
        for size, series in results.items():
            ratio = series[book].cpu / series["without rulebook"].cpu
            print(f"{book} / without at {size} (cpu min) <= {RULEBOOK_GOAL}: {ratio:.2f} {'met' if ratio <= RULEBOOK_GOAL else 'NOT met'}")


if __name__ == "__main__":
    main()
