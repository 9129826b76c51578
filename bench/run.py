"""`make bench`: every benchmark of cardkit in one run, each against its baseline and its goal.

- cards (bench/cards.py): `cardkit build cards` against plain WeasyPrint on the same HTML, with
  one and two jobs, a one-card edit against a full build, time and peak memory as N grows;
- validate (bench/validate.py): `cardkit validate` against yaml.safe_load + jsonschema;
- validate against check-jsonschema (bench/validate_vs_check_jsonschema.py), when present;
- check scaling (bench/check_scaling.py): `cardkit check` at 1,000 / 5,000 / 10,000 spells, with
  and without a rulebook quoting every definition;
- start-up (bench/startup.py): the CPU time of `cardkit --help`, `validate` and `check` from a
  cold start, against `python -c pass` and one check-jsonschema call on the same 100 spells.

    .venv/bin/python bench/run.py [--quick]     # --quick: 100 and 500 cards, not 2000; check at 1,000 and 5,000
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))

from bench.cards import HEADER, CardsRow, bench_cards, table_row

FULL_SIZES = (100, 500, 2000)
QUICK_SIZES = (100, 500)
GIB_MIB = 1024


@dataclass(frozen=True)
class Goal:
    """A target one number per row must meet."""

    text: str
    value: Callable[[CardsRow], float]
    limit: float


GOALS = (
    Goal("build / plain WeasyPrint, 1 job", lambda row: row.build.seconds / row.plain.seconds, 1.1),
    Goal("build / plain WeasyPrint, 2 jobs", lambda row: row.build2.seconds / row.plain.seconds, 0.65),
    Goal("one-card edit / full build", lambda row: row.edit.seconds / row.build.seconds, 0.1),
)


def verdicts(rows: Sequence[CardsRow]) -> list[str]:
    """One line per goal: the value at each N and whether it is met."""
    lines = []
    for goal in GOALS:
        values = ", ".join(f"{row.cards}: {goal.value(row):.2f} {'met' if goal.value(row) <= goal.limit else 'NOT met'}" for row in rows)
        lines.append(f"{goal.text} <= {goal.limit}: {values}")
    if len(rows) >= 2:
        middle, last = rows[-2], rows[-1]
        growth = (last.build.seconds / last.cards) / (middle.build.seconds / middle.cards)
        lines.append(
            f"time per card, {last.cards} against {middle.cards} cards <= 1.1 (linear): {growth:.2f} "
            f"{'met' if growth <= 1.1 else 'NOT met'}"
        )
    largest = rows[-1]
    peak = max(largest.build.peak_mib, largest.build2.peak_mib)
    lines.append(
        f"peak memory at {largest.cards} cards < 1 GiB: {largest.build.peak_mib:.0f} MiB (1 job), "
        f"{largest.build2.peak_mib:.0f} MiB (largest process, 2 jobs) {'met' if peak < GIB_MIB else 'NOT met'}"
    )
    return lines


def run_script(name: str, *arguments: str) -> None:
    """Run another benchmark script and pass its report through."""
    script = BENCH / name
    if not script.exists():
        print(f"({name} not present: skipped)")
        return
    result = subprocess.run([sys.executable, str(script), *arguments], capture_output=True, text=True, check=False)
    print((result.stdout + result.stderr).rstrip() or f"({name} printed nothing; exit {result.returncode})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="100 and 500 cards only (2000 takes several minutes), check up to 5,000 spells")
    args = parser.parse_args()

    print("== cards: cardkit build cards (home + print-shop) against plain WeasyPrint ==")
    print(HEADER, flush=True)
    rows = []
    for count in QUICK_SIZES if args.quick else FULL_SIZES:
        rows.append(bench_cards(count))
        print(table_row(rows[-1]), flush=True)
    print()
    print("\n".join(verdicts(rows)))
    print()
    print("== validate: cardkit validate against yaml.safe_load + jsonschema (bundled game) ==", flush=True)
    run_script("validate.py", str(BENCH.parent))
    print()
    print("== validate: cardkit validate against check-jsonschema ==", flush=True)
    run_script("validate_vs_check_jsonschema.py")
    print()
    print("== check: cardkit check as the game grows, with and without a rulebook ==", flush=True)
    run_script("check_scaling.py", *(("--sizes", "1000", "5000") if args.quick else ()))
    print()
    print("== start-up: cardkit --help, validate and check from a cold start ==", flush=True)
    run_script("startup.py", *(("--repeat", "3") if args.quick else ()))


if __name__ == "__main__":
    main()
