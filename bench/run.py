"""`make bench`: every benchmark of cardkit in one run, each against its baseline and its goal.

- cards (bench/cards.py): the card build, paired and repeated, at 100, 500 and 2,000 cards of
  three kinds, 3 copies a card (6,000 copies at 2,000): (a) naive WeasyPrint, (b) WeasyPrint
  alone on cardkit's own documents, (c) `cardkit build cards` with 1 and 2 jobs, (g) the same
  cards once each at the largest size (issue 31's copies figure), (d) a one-card edit, (e) peak
  memory; a step a goal judges runs in every round, the others in the first; (f) typst on
  as many simple cards of the same size as the copies (bench/typst_cards.py, information only, when the package imports);
- the preview's redraw through its server (bench/preview_redraw.py);
- start-up: `cardkit --help` and `check` (nothing changed, and right after a card was saved)
  against the imports they cannot avoid, paired (bench/startup.py's cases, for the goals);
- the edit loop (bench/watch_edit.py): one card saved, until both PDFs are updated, by a running
  `cardkit build cards --watch` and by a fresh `cardkit build cards`, paired, at 500 cards;
- the goals of issue 31, and the scale targets kept from issue 15, each with its value and
  met / NOT met (bench/goals.py);
- where the CPU of a clean 1-job build and of a one-card edit goes, stage by stage
  (bench/profile_build.py): what stands in the way of the goals not met;
- (bench/faces.py, which compares the card templates of an old commit with today's, is not run:
  those templates call macros the renderer no longer has; run it with `--templates DIR`;)
- validate (bench/validate.py): `cardkit validate` against yaml.safe_load + jsonschema;
- validate against check-jsonschema (bench/validate_vs_check_jsonschema.py), when present;
- check scaling (bench/check_scaling.py): `cardkit check` at 1,000 / 5,000 / 10,000 spells, with
  and without a rulebook quoting every definition;
- start-up (bench/startup.py): the CPU time of `cardkit --help`, `validate` and `check` from a
  cold start, against `python -c pass` and one check-jsonschema call on the same 100 spells.

    .venv/bin/python bench/run.py [--quick] [--sizes 100 500 2000] [--repeat 3]
    # --quick: under 15 minutes: 100 cards against naive, 500 for the copies alone, no 2,000 and no
    # (b); the stage profile at 100; one round of the information-only scripts (check at 1,000 and 5,000 spells)

Prints the total run time at the end.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))

from bench.cards import COPIES, DEFAULT_STEPS, SizeResult, bench_size, report
from bench.goals import CARD_SIZES, EDIT_SIZE, WATCH_SIZE, issue_goals, scale_goals
from bench.preview_redraw import bench_preview
from bench.preview_redraw import report as preview_report
from bench.startup import bundled_copy, cases, font_game, measure
from bench.stats import Summary
from bench.typst_cards import bench_typst
from bench.watch_edit import bench_watch
from bench.watch_edit import report as watch_report

T = TypeVar("T")
FULL_SIZES = (100, 500, 2000)
QUICK_SIZES = (100, 500)
PROFILE_MAX_CARDS = 500
"""The stage profile runs at the sizes measured up to this one (a 2,000-card build is minutes more)."""
QUICK_LEAVES_OUT = ("weasyprint",)
"""Information a quick run does without: (b) needs a build of its own to dump the documents."""
QUICK_NAIVE_MAX = 100
"""A quick run measures naive WeasyPrint up to this many cards: at 500 cards its documents hold
1,500 copies, 6,000 pages laid out, over 5 CPU-minutes a round, so three rounds alone would pass
the 15 minutes. Above it, a quick run times the copies figure alone, (c) against (g)."""
STARTUP_ROUNDS = 3
STARTUP_SPELLS = 100


def size_steps(count: int, sizes: list[int], quick: bool) -> tuple[tuple[str, ...], set[str]]:
    """The steps run at `count` cards, and those of them a goal judges, run in every round:
    against naive at issue 31's card sizes (`--quick`: the largest size up to `QUICK_NAIVE_MAX`
    stands in), the copies at the largest size, the edit nearest 100 cards, and the 1-job build
    everywhere (the growth). A quick run above `QUICK_NAIVE_MAX` runs (c) and (g) alone."""
    steps = tuple(step for step in DEFAULT_STEPS if not (quick and step in QUICK_LEAVES_OUT))
    every_round = {"build-1"}
    naive_sizes = CARD_SIZES if not quick else [max((size for size in sizes if size <= QUICK_NAIVE_MAX), default=0)]
    if count in naive_sizes:
        every_round |= {"naive", "build-2"}
    if quick and count > QUICK_NAIVE_MAX:
        steps = ("build-1",)
    if count == max(sizes):
        steps, every_round = (*steps, "single-1"), every_round | {"single-1"}
    if count == min(sizes, key=lambda size: (abs(size - EDIT_SIZE), size)):
        every_round.add("edit")
    return steps, every_round


def startup_ratios(workdir: Path, repeat: int = STARTUP_ROUNDS) -> tuple[Summary, Summary, Summary]:
    """The CPU of `cardkit --help` over `python -c 'import typer'`, and of `check` on the bundled
    game, with nothing changed and right after a card was saved, over `python -c 'import
    jsonschema, yaml'`, each paired within a round (bench/startup.py's commands and timing; its
    own section below prints the rest)."""
    from bench.make_game import make_game

    with tempfile.TemporaryDirectory(prefix="startup-", dir=workdir) as folder:
        here = Path(folder)
        every = cases(make_game(STARTUP_SPELLS, here / "game"), STARTUP_SPELLS, font_game(here / "own-fonts"), bundled_copy(here / "edited"))
        listed = {role: case for role, case in every.items() if role in ("typer", "libraries", "help", "check", "check edited")}
        runs = measure(listed, repeat)

    def paired(role: str, baseline: str) -> Summary:
        return Summary.of([run.cpu / base.cpu for run, base in zip(runs[role].runs, runs[baseline].runs, strict=True)])

    return paired("help", "typer"), paired("check", "libraries"), paired("check edited", "libraries")


def estimate(done: SizeResult, seconds: float, left: list[int]) -> str:
    """How long the sizes still to run should take, if time grows with the cards (it grows faster
    when the naive document does)."""
    rest = sum(seconds * count / done.cards for count in left)
    return f"(that size took {seconds / 60:.1f} min; at the same time per card the sizes left take about {rest / 60:.0f} min)"


def survived(action: Callable[[], T]) -> T | None:
    """`action()`, or None once its failure is printed: a benchmark that breaks must not take the
    card rounds already measured, and the goals, down with it."""
    try:
        return action()
    except Exception as error:  # any failure of one section: reported, and the run goes on
        print(f"(failed: {type(error).__name__}: {str(error)[-2000:]})", flush=True)
        return None


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
    profiled = [size for size in sizes if size <= PROFILE_MAX_CARDS][: 1 if quick else None]
    return [
        ("where the CPU goes: a clean 1-job build and a one-card edit, stage by stage (what stands in the way of the goals)",
         "profile_build.py", ("--cards", *map(str, profiled))),
        ("validate: cardkit validate against yaml.safe_load + jsonschema (bundled game)", "validate.py", (str(BENCH.parent), *(("--repeat", "5") if quick else ()))),
        ("validate: cardkit validate against check-jsonschema", "validate_vs_check_jsonschema.py", ("100", "--repeat-cli", "1") if quick else ()),
        ("check: cardkit check as the game grows, with and without a rulebook", "check_scaling.py", ("--sizes", "1000", "5000", "--repeat", "1") if quick else ()),
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

    print(f"== cards: issues 15 and 31, {args.repeat} round(s) at {', '.join(map(str, sizes))} cards, {COPIES} copies a card ==", flush=True)
    results = []
    for index, count in enumerate(sizes):
        size_started = time.perf_counter()
        steps, every_round = size_steps(count, sizes, args.quick)
        results.append(bench_size(count, args.repeat, args.workdir, steps=steps, every_round=every_round))
        print("\n".join(report(results[-1])), flush=True)
        if index + 1 < len(sizes):
            took = time.perf_counter() - size_started
            # a quick run's larger size runs other steps: no estimate from this one
            print(f"(that size took {took / 60:.1f} min)" if args.quick else estimate(results[-1], took, sizes[index + 1 :]), flush=True)
    print()
    print("== (f) typst on simple 63 x 88 mm cards, one per copy (information only) ==", flush=True)
    naive = {result.copies: result.wall("naive").median for result in results if result.has("naive")}
    print("\n".join(survived(lambda: bench_typst([result.copies for result in results], args.repeat, args.workdir, naive)) or []))
    print()
    print("== preview: from saving one card's YAML to the served page showing it (bundled game) ==", flush=True)
    redraws = survived(lambda: bench_preview(args.repeat, args.workdir))
    print("\n".join(preview_report(redraws) if redraws else []))
    print()
    print(f"== start-up: cardkit --help and check against the imports they cannot avoid, {STARTUP_ROUNDS} rounds, paired (load {os.getloadavg()[0]:.2f}) ==", flush=True)
    help_ratio, check_ratio, saved_check_ratio = survived(lambda: startup_ratios(args.workdir)) or (None, None, None)
    if help_ratio is not None and check_ratio is not None and saved_check_ratio is not None:
        print(f"--help / import typer: {help_ratio.shown(3)}; check / import jsonschema, yaml: {check_ratio.shown(3)} with nothing changed, "
              f"{saved_check_ratio.shown(3)} right after a card was saved (CPU, min / median)")
    print()
    print(f"== the edit loop: a one-card edit from the save to both PDFs updated, build --watch against a fresh build, at {WATCH_SIZE} cards ==", flush=True)
    watched = survived(lambda: bench_watch(WATCH_SIZE, args.repeat, args.workdir))
    print("\n".join(watch_report(watched) if watched else []))
    print()
    print(f"== goals of issue 31 (this run; load {os.getloadavg()[0]:.2f}) ==")
    watch = watched.wall if watched else None
    goals = issue_goals(results, watch=watch, help_ratio=help_ratio, check_ratio=check_ratio, saved_check_ratio=saved_check_ratio)
    print("\n".join(goal.line() for goal in goals))
    print("-- issue 31's scale targets and the preview, kept from issue 15 --")
    print("\n".join(goal.line() for goal in scale_goals(results, Summary.of([redraw.page for redraw in redraws]) if redraws else None)))
    print()
    for heading, script, arguments in _scripts(args.quick, sizes):
        print(f"== {heading} ==", flush=True)
        run_script(script, *arguments)
        print()
    minutes, seconds = divmod(time.perf_counter() - started, 60)
    print(f"total run time: {minutes:.0f} min {seconds:.0f} s")


if __name__ == "__main__":
    main()
