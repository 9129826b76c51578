"""Issue 31's goals, each judged from one run of `make bench`, and the scale targets kept from issue 15.

Every ratio is the median over rounds of a ratio taken within a round (bench/stats.py), at
least 3 rounds. A card goal stated at a size this run did not measure (2,000 cards under
`--quick`) prints as not measured, and a run that measured none of them against naive adds the
largest size it did, labelled as standing in; the copies goal is judged where the run measured it (the
largest size), and the fresh-process edit at the size nearest 100 cards, saying so. Goals whose
figures other benchmarks measure come in as parameters (`None`: not measured in this run).
"""

from __future__ import annotations

from collections.abc import Sequence

from bench.cards import COPIES, SizeResult
from bench.stats import Goal, Summary, allowed_growth, growth

CARD_SIZES = (500, 2000)
"""Where issue 31 judges the card build against naive WeasyPrint."""
BUILD_1_LIMIT = 0.5
BUILD_2_LIMIT = 0.3
COPIES_LIMIT = 1.2
WATCH_SIZE = 500
WATCH_LIMIT_S = 1.0
EDIT_SIZE = 100
EDIT_LIMIT = 0.10
HELP_LIMIT = 1.5
CHECK_LIMIT = 2.0
NOT_MEASURED = "not measured in this run"

GIB_MIB = 1024.0
GROWTH_SIZES = (500, 2000)
GROWTH_LIMIT = 4.2
MEMORY_SIZE = 2000
CARDKIT_STEPS = ("build-1", "build-2", "edit")
REDRAW_LIMIT_S = 1.0


def _nearest(results: Sequence[SizeResult], cards: int) -> SizeResult:
    return min(results, key=lambda result: (abs(result.cards - cards), result.cards))


def _at(result: SizeResult, wanted: int) -> str:
    return f"at {result.cards} cards" + ("" if result.cards == wanted else f", {wanted} not measured")


def _rounds(summary: Summary, unit: str = "") -> str:
    return f"median of {summary.count} round{'s' if summary.count != 1 else ''}, min {summary.min:.3f}{unit}"


def card_goals(results: Sequence[SizeResult], numerator: str, text: str, limit: float) -> list[Goal]:
    """`numerator` / naive at each of `CARD_SIZES`, not measured where the run had no such size;
    when it had none, one more line at the largest size it did measure against naive, standing
    in for them and saying so (`--quick`: the naive document of 1,500 copies takes minutes a round)."""
    goals = []
    for cards in CARD_SIZES:
        at = f"{text} at {cards:,} cards ({cards * COPIES:,} copies)"
        found = [result for result in results if result.cards == cards and result.has(numerator, "naive")]
        ratio = found[0].ratio(numerator, "naive") if found else None
        goals.append(Goal(at, limit, None, detail=NOT_MEASURED) if ratio is None else Goal(at, limit, ratio.median, detail=_rounds(ratio)))
    measured = [result for result in results if result.has(numerator, "naive")]
    if measured and all(goal.value is None for goal in goals):
        stand_in = max(measured, key=lambda result: result.cards)
        ratio = stand_in.ratio(numerator, "naive")
        sizes = " and ".join(f"{cards:,}" for cards in CARD_SIZES)
        at = f"{text} at {stand_in.cards:,} cards ({stand_in.copies:,} copies), standing in for {sizes}"
        goals.append(Goal(at, limit, ratio.median, detail=_rounds(ratio)))
    return goals


def copies_goal(results: Sequence[SizeResult]) -> Goal:
    """The clean 1-job build of `COPIES` copies a card against the same cards once each, where it was measured."""
    text = f"copies: {COPIES} a card / 1 a card, clean build, 1 job"
    measured = [result for result in results if result.has("build-1", "single-1")]
    if not measured:
        return Goal(text, COPIES_LIMIT, None, detail=NOT_MEASURED)
    result = max(measured, key=lambda result: result.cards)
    ratio = result.ratio("build-1", "single-1")
    where = f"{result.copies:,} copies against {result.cards:,}, {_at(result, CARD_SIZES[-1])}"
    return Goal(text, COPIES_LIMIT, ratio.median, detail=f"{_rounds(ratio)}; {where}")


def edit_goal(results: Sequence[SizeResult]) -> Goal:
    """A one-card edit in a fresh process against a clean 1-job build, near 100 cards."""
    text = "fresh-process one-card edit / clean build, 1 job"
    measured = [result for result in results if result.has("edit", "build-1")]
    if not measured:
        return Goal(text, EDIT_LIMIT, None, detail=NOT_MEASURED)
    result = _nearest(measured, EDIT_SIZE)
    ratio = result.ratio("edit", "build-1")
    return Goal(text, EDIT_LIMIT, ratio.median, detail=f"{_rounds(ratio)}, {_at(result, EDIT_SIZE)}")


def summary_goal(text: str, limit: float, measured: Summary | None, unit: str = "", where: str = "", strict: bool = False) -> Goal:
    """A goal whose figure another benchmark measured (`None`: not in this run)."""
    if measured is None:
        return Goal(text, limit, None, strict=strict, unit=unit, detail=NOT_MEASURED)
    detail = _rounds(measured, unit) + (f"; {where}" if where else "")
    return Goal(text, limit, measured.median, strict=strict, unit=unit, detail=detail)


def issue_goals(
    results: Sequence[SizeResult],
    *,
    watch: Summary | None = None,
    help_ratio: Summary | None = None,
    check_ratio: Summary | None = None,
    saved_check_ratio: Summary | None = None,
) -> list[Goal]:
    """Every goal of issue 31, in its order. `watch`: seconds from a save to the PDFs updated by
    `cardkit build --watch` at 500 cards, over rounds; `help_ratio` and `check_ratio`: the paired
    CPU ratios of `cardkit --help` to `import typer` and of `check` (bundled game, nothing
    changed: a remembered check) to `import jsonschema, yaml`; `saved_check_ratio`: the same
    check right after a card file was saved, the check doing its work."""
    return [
        *card_goals(results, "build-1", "clean build, 1 job / naive", BUILD_1_LIMIT),
        *card_goals(results, "build-2", "clean build, 2 jobs / naive", BUILD_2_LIMIT),
        copies_goal(results),
        summary_goal(f"watch-mode edit, save to PDFs, at {WATCH_SIZE} cards", WATCH_LIMIT_S, watch, unit=" s"),
        edit_goal(results),
        summary_goal("cardkit --help / python -c 'import typer', CPU", HELP_LIMIT, help_ratio, where="paired"),
        summary_goal("cardkit check (bundled game, nothing changed) / python -c 'import jsonschema, yaml', CPU", CHECK_LIMIT, check_ratio, where="paired"),
        summary_goal("cardkit check (bundled game, a card just saved) / python -c 'import jsonschema, yaml', CPU", CHECK_LIMIT, saved_check_ratio, where="paired"),
    ]


def growth_goal(results: Sequence[SizeResult]) -> Goal:
    """t(2000) / t(500) of the 1-job build, or the same allowance over the largest two sizes measured."""
    if len(results) < 2:
        return Goal(f"t({GROWTH_SIZES[1]}) / t({GROWTH_SIZES[0]}), 1 job", GROWTH_LIMIT, None, detail="needs two sizes")
    by_size = {result.cards: result for result in results}
    small, large = by_size.get(GROWTH_SIZES[0]), by_size.get(GROWTH_SIZES[1])
    if small is None or large is None:
        small, large = sorted(results, key=lambda result: result.cards)[-2:]
    sizes = (small.cards, large.cards)
    limit = allowed_growth(GROWTH_LIMIT, GROWTH_SIZES, sizes)
    value = growth(small.wall("build-1").median, large.wall("build-1").median)
    detail = "median wall" + ("" if sizes == GROWTH_SIZES else f"; {GROWTH_LIMIT} for {GROWTH_SIZES[0]} -> {GROWTH_SIZES[1]}, scaled")
    return Goal(f"t({sizes[1]}) / t({sizes[0]}), 1 job (linear)", round(limit, 3), value, detail=detail)


def memory_goal(results: Sequence[SizeResult]) -> Goal:
    """The largest cardkit process of any build at 2,000 cards (or the largest size measured)."""
    largest = _nearest(results, MEMORY_SIZE) if any(r.cards == MEMORY_SIZE for r in results) else max(results, key=lambda r: r.cards)
    peaks = {step: largest.peak_mib(step) for step in CARDKIT_STEPS if largest.has(step)}
    detail = ", ".join(f"{step} {peak:.0f}" for step, peak in peaks.items()) + f" MiB; {_at(largest, MEMORY_SIZE)}"
    return Goal("peak memory, largest cardkit process", GIB_MIB, max(peaks.values()), strict=True, unit=" MiB", detail=detail)


def scale_goals(results: Sequence[SizeResult], redraw: Summary | None) -> list[Goal]:
    """Issue 31's scale targets and the preview redraw, kept from issue 15: linear growth, memory."""
    return [
        growth_goal(results),
        memory_goal(results),
        summary_goal("preview redraw (bundled game)", REDRAW_LIMIT_S, redraw, unit=" s", strict=True),
    ]
