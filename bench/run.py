"""`make bench`: every benchmark of cardkit in one run, each against its baseline and its goal.

- cards (bench/cards.py): issue 15's card build, paired and repeated: (a) naive WeasyPrint,
  (b) WeasyPrint alone on cardkit's own documents, (c) `cardkit build cards` with 1 and 2 jobs,
  (d) a one-card edit, (e) peak memory, at 100, 500 and 2,000 cards; (f) typst on simple cards
  of the same size (bench/typst_cards.py, information only, when the package imports);
- the preview's redraw through its server (bench/preview_redraw.py);
- the goals of issue 15, each with its value and met / NOT met (bench/goals.py);
- where the CPU of a clean 1-job build and of a one-card edit goes, stage by stage
  (bench/profile_build.py): what stands in the way of the goals not met;
- faces (bench/faces.py), when present: milliseconds per face of the card templates;
- validate (bench/validate.py): `cardkit validate` against yaml.safe_load + jsonschema;
- validate against check-jsonschema (bench/validate_vs_check_jsonschema.py), when present;
- check scaling (bench/check_scaling.py): `cardkit check` at 1,000 / 5,000 / 10,000 spells, with
  and without a rulebook quoting every definition;
- start-up (bench/startup.py): the CPU time of `cardkit --help`, `validate` and `check` from a
  cold start, against `python -c pass` and one check-jsonschema call on the same 100 spells.

    .venv/bin/python bench/run.py [--quick] [--sizes 100 500 2000] [--repeat 3]
    # --quick: 100 and 500 cards, not 2,000; check at 1,000 and 5,000 spells

Prints the total run time at the end.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))

from bench.cards import SizeResult, bench_size, report
from bench.goals import issue_goals
from bench.preview_redraw import bench_preview
from bench.preview_redraw import report as preview_report
from bench.stats import Summary
from bench.typst_cards import bench_typst

FULL_SIZES = (100, 500, 2000)
QUICK_SIZES = (100, 500)
PROFILE_MAX_CARDS = 500
"""The stage profile runs at the sizes measured up to this one (a 2,000-card build is minutes more)."""


def estimate(done: SizeResult, seconds: float, left: list[int]) -> str:
    """How long the sizes still to run should take, if time grows with the cards (it grows faster
    when the naive document does)."""
    rest = sum(seconds * count / done.cards for count in left)
    return f"(that size took {seconds / 60:.1f} min; at the same time per card the sizes left take about {rest / 60:.0f} min)"


def run_script(name: str, *arguments: str) -> None:
    """Run another benchmark script and pass its report through."""
    script = BENCH / name
    if not script.exists():
        print(f"({name} not present: skipped)")
        return
    result = subprocess.run([sys.executable, str(script), *arguments], capture_output=True, text=True, check=False)
    print((result.stdout + result.stderr).rstrip() or f"({name} printed nothing; exit {result.returncode})")


def _scripts(quick: bool, sizes: list[int]) -> list[tuple[str, str, tuple[str, ...]]]:
    """The benchmarks that run as scripts of their own: heading, script, arguments."""
    few = ("--repeat", "3") if quick else ()
    return [
        ("where the CPU goes: a clean 1-job build and a one-card edit, stage by stage (what stands in the way of the goals)",
         "profile_build.py", ("--cards", *(str(size) for size in sizes if size <= PROFILE_MAX_CARDS))),
        ("faces: the card templates, milliseconds per face", "faces.py", ()),
        ("validate: cardkit validate against yaml.safe_load + jsonschema (bundled game)", "validate.py", (str(BENCH.parent),)),
        ("validate: cardkit validate against check-jsonschema", "validate_vs_check_jsonschema.py", ()),
        ("check: cardkit check as the game grows, with and without a rulebook", "check_scaling.py", ("--sizes", "1000", "5000") if quick else ()),
        ("start-up: cardkit --help, validate and check from a cold start", "startup.py", few),
        ("lsp: from an unsaved edit to its diagnostics, against a plain check (bundled game)", "lsp.py", few),
    ]


def main() -> None:
    started = time.perf_counter()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="100 and 500 cards only, check up to 5,000 spells")
    parser.add_argument("--sizes", type=int, nargs="+", help="cards per game (default 100 500 2000; --quick 100 500)")
    parser.add_argument("--repeat", type=int, default=3, help="rounds at each size (at least 3 for the goals)")
    parser.add_argument("--workdir", type=Path, default=BENCH.parent / "build" / "bench", help="where the games are written")
    args = parser.parse_args()
    sizes = args.sizes or list(QUICK_SIZES if args.quick else FULL_SIZES)
    args.workdir.mkdir(parents=True, exist_ok=True)

    print(f"== cards: issue 15, {args.repeat} round(s) of (a) (b) (c) (d) at {', '.join(map(str, sizes))} cards ==", flush=True)
    results = []
    for index, count in enumerate(sizes):
        size_started = time.perf_counter()
        results.append(bench_size(count, args.repeat, args.workdir))
        print("\n".join(report(results[-1])), flush=True)
        if index + 1 < len(sizes):
            print(estimate(results[-1], time.perf_counter() - size_started, sizes[index + 1 :]), flush=True)
    print()
    print("== (f) typst on simple 63 x 88 mm cards (information only) ==", flush=True)
    print("\n".join(bench_typst(sizes, args.repeat, args.workdir, {r.cards: r.wall("naive").median for r in results})))
    print()
    print("== preview: from saving one card's YAML to the served page showing it (bundled game) ==", flush=True)
    redraws = bench_preview(args.repeat, args.workdir)
    print("\n".join(preview_report(redraws)))
    print()
    print("== goals of issue 15 (this run) ==")
    goals = issue_goals(results, Summary.of([redraw.page for redraw in redraws]))
    print("\n".join(goal.line() for goal in goals))
    print()
    for heading, script, arguments in _scripts(args.quick, sizes):
        print(f"== {heading} ==", flush=True)
        run_script(script, *arguments)
        print()
    minutes, seconds = divmod(time.perf_counter() - started, 60)
    print(f"total run time: {minutes:.0f} min {seconds:.0f} s")


if __name__ == "__main__":
    main()
