"""bench/goals.py: issue 15's goals judged from fabricated rounds, so every verdict is known."""

from __future__ import annotations

import pytest

from bench.cards import STEPS, SizeResult
from bench.goals import issue_goals
from bench.stats import Summary
from bench.timing import Measured


def result(cards: int, walls: dict[str, list[float]], peak: float = 300.0) -> SizeResult:
    """A size whose round r took walls[step][r] seconds for each step."""
    rounds = len(next(iter(walls.values())))
    return SizeResult(
        cards,
        rounds=[{step: Measured(walls[step][r], walls[step][r], peak) for step in STEPS} for r in range(rounds)],
    )


def walls(naive: float, build1: float, build2: float, edit: float) -> dict[str, list[float]]:
    return {"naive": [naive] * 3, "weasyprint": [naive] * 3, "build-1": [build1] * 3, "build-2": [build2] * 3, "edit": [edit] * 3}


def test_every_goal_is_met_by_a_build_that_meets_them() -> None:
    results = [result(100, walls(20, 9, 5, 0.36)), result(500, walls(100, 45, 25, 1)), result(2000, walls(400, 180, 100, 2))]
    goals = issue_goals(results, Summary.of([0.3, 0.4, 0.5]))
    assert [goal.met for goal in goals] == [True] * 6
    assert [goal.value for goal in goals] == pytest.approx([0.45, 0.25, 0.04, 0.4, 4.0, 300.0])


def test_a_ratio_goal_is_judged_at_its_worst_size() -> None:
    results = [result(100, walls(20, 9, 5, 0.4)), result(500, walls(100, 60, 25, 1))]
    build1 = issue_goals(results, None)[0]
    assert build1.value == pytest.approx(0.6) and build1.met is False
    assert "100: 0.450, 500: 0.600" in build1.line()


def test_the_edit_is_judged_at_100_cards_and_the_redraw_may_be_missing() -> None:
    results = [result(100, walls(20, 10, 5, 1)), result(500, walls(100, 50, 25, 1))]
    goals = issue_goals(results, None)
    assert goals[2].value == pytest.approx(0.1) and goals[2].met is False
    assert goals[3].met is None and "not measured" in goals[3].line()


def test_growth_without_2000_cards_is_judged_on_the_largest_two_sizes_with_a_scaled_limit() -> None:
    results = [result(100, walls(20, 10, 5, 1)), result(500, walls(100, 54, 25, 1))]
    growth = issue_goals(results, None)[4]
    assert growth.text.startswith("t(500) / t(100)")
    assert growth.limit == pytest.approx(5.25) and growth.value == pytest.approx(5.4) and growth.met is False


def test_memory_is_the_largest_process_at_the_largest_size() -> None:
    results = [result(100, walls(20, 10, 5, 1), peak=2000.0), result(500, walls(100, 50, 25, 1), peak=900.0)]
    memory = issue_goals(results, None)[5]
    assert memory.value == pytest.approx(900.0) and memory.met is True
    assert "at 500 cards, 2000 not measured" in memory.line()
