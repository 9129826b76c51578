"""Issue 15's goals, each judged from one run of `make bench`.

Every ratio is the median over rounds of a ratio taken within a round (bench/stats.py). A goal
stated for a size this run did not measure is judged at the nearest one measured, and says so;
the growth goal, set for 500 -> 2,000 cards, is carried over to the sizes measured with the
same allowance per card (bench/stats.py `allowed_growth`).
"""

from __future__ import annotations

from collections.abc import Sequence

from bench.cards import SizeResult
from bench.stats import Goal, Summary, allowed_growth, growth

GIB_MIB = 1024.0
EDIT_SIZE = 100
GROWTH_SIZES = (500, 2000)
GROWTH_LIMIT = 4.2
MEMORY_SIZE = 2000
CARDKIT_STEPS = ("build-1", "build-2", "edit")


def _nearest(results: Sequence[SizeResult], cards: int) -> SizeResult:
    return min(results, key=lambda result: (abs(result.cards - cards), result.cards))


def _at(result: SizeResult, wanted: int) -> str:
    return f"at {result.cards} cards" + ("" if result.cards == wanted else f", {wanted} not measured")


def ratio_goal(results: Sequence[SizeResult], numerator: str, denominator: str, text: str, limit: float) -> Goal:
    """A ratio goal that holds at every size: judged on the worst size's median."""
    medians = {result.cards: result.ratio(numerator, denominator).median for result in results}
    detail = ", ".join(f"{cards}: {value:.3f}" for cards, value in medians.items())
    return Goal(text, limit, max(medians.values()) if medians else None, detail=f"median per size {detail}; the worst counts")


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
    peaks = {step: largest.peak_mib(step) for step in CARDKIT_STEPS}
    detail = ", ".join(f"{step} {peak:.0f}" for step, peak in peaks.items()) + f" MiB; {_at(largest, MEMORY_SIZE)}"
    return Goal("peak memory, largest cardkit process", GIB_MIB, max(peaks.values()), strict=True, unit=" MiB", detail=detail)


def issue_goals(results: Sequence[SizeResult], redraw: Summary | None) -> list[Goal]:
    """Every goal of issue 15, in its order."""
    edit = _nearest(results, EDIT_SIZE)
    return [
        ratio_goal(results, "build-1", "naive", "full build, 1 job / naive", 0.5),
        ratio_goal(results, "build-2", "naive", "full build, 2 jobs / naive", 0.3),
        Goal("one-card edit / full build, 1 job", 0.05, edit.ratio("edit", "build-1").median, detail=f"median, {_at(edit, EDIT_SIZE)}"),
        Goal("preview redraw", 1.0, None if redraw is None else redraw.median, strict=True, unit=" s", detail="median, bundled game"),
        growth_goal(results),
        memory_goal(results),
    ]
