"""bench/goals.py: issue 31's goals and the scale targets kept from issue 15, judged from
fabricated rounds, so every verdict is known."""

from __future__ import annotations

import pytest

from bench.cards import COPIES, SizeResult
from bench.goals import issue_goals, scale_goals
from bench.stats import Summary
from bench.timing import Measured


def result(cards: int, walls: dict[str, list[float]], peak: float = 300.0) -> SizeResult:
    """A size whose round r took walls[step][r] seconds for each step (a step with fewer values ran in fewer rounds)."""
    rounds = max(len(values) for values in walls.values())
    return SizeResult(
        cards,
        cards * COPIES,
        rounds=[{step: Measured(values[r], values[r], peak) for step, values in walls.items() if r < len(values)} for r in range(rounds)],
    )


def walls(naive: float, build1: float, build2: float, edit: float, single: float | None = None) -> dict[str, list[float]]:
    found = {"naive": [naive] * 3, "weasyprint": [naive], "build-1": [build1] * 3, "build-2": [build2] * 3, "edit": [edit] * 3}
    return found if single is None else {**found, "single-1": [single] * 3}


def full_run() -> list[SizeResult]:
    return [result(100, walls(20, 9, 5, 0.5)), result(500, walls(100, 45, 25, 1)), result(2000, walls(400, 180, 100, 2, single=160))]


def test_every_goal_measured_here_is_met_by_a_build_that_meets_them() -> None:
    goals = issue_goals(
        full_run(), help_ratio=Summary.of([1.2, 1.3, 1.4]), check_ratio=Summary.of([1.5, 1.8, 1.9]), saved_check_ratio=Summary.of([4.5, 4.9, 5.1])
    )
    assert [goal.text.split(" at ")[0] for goal in goals[:4]] == ["clean build, 1 job / naive"] * 2 + ["clean build, 2 jobs / naive"] * 2
    assert [goal.value for goal in goals] == pytest.approx([0.45, 0.45, 0.25, 0.25, 1.125, None, 0.5 / 9, 1.3, 1.8, 4.9])
    assert [goal.met for goal in goals] == [True] * 5 + [None] + [True] * 3 + [False]
    assert "a card just saved" in goals[-1].text and "nothing changed" in goals[-2].text


def test_the_card_goals_name_their_size_and_copies_and_2000_is_not_measured_under_quick() -> None:
    quick = [result(100, walls(20, 9, 5, 0.5)), result(500, walls(100, 60, 25, 1, single=50))]
    goals = issue_goals(quick)
    assert goals[0].text == "clean build, 1 job / naive at 500 cards (1,500 copies)"
    assert goals[0].value == pytest.approx(0.6) and goals[0].met is False
    assert goals[1].text.endswith("at 2,000 cards (6,000 copies)") and goals[1].met is None
    assert "not measured in this run" in goals[1].line()


def test_copies_are_judged_where_the_single_copy_build_ran() -> None:
    quick = [result(100, walls(20, 9, 5, 0.5)), result(500, walls(100, 66, 25, 1, single=50))]
    copies = issue_goals(quick)[4]
    assert copies.value == pytest.approx(1.32) and copies.met is False
    assert "1,500 copies against 500, at 500 cards, 2000 not measured" in copies.line()


def test_the_edit_is_judged_at_100_cards() -> None:
    goals = issue_goals([result(100, walls(20, 10, 5, 1.5)), result(500, walls(100, 50, 25, 1))])
    assert goals[6].value == pytest.approx(0.15) and goals[6].met is False
    assert "at 100 cards" in goals[6].line()


def test_the_watch_goal_takes_the_other_benchmarks_summary_and_prints_not_measured_without_it() -> None:
    assert issue_goals(full_run())[5].line() == "watch-mode edit, save to PDFs, at 500 cards <= 1 s: - not measured (not measured in this run)"
    watched = issue_goals(full_run(), watch=Summary.of([0.7, 0.8, 1.4]))[5]
    assert watched.value == pytest.approx(0.8) and watched.met is True


def test_a_step_run_in_one_round_only_is_still_summarised() -> None:
    size = result(500, walls(100, 45, 25, 1))
    assert size.wall("weasyprint").count == 1 and size.wall("build-1").count == 3
    assert size.ratio("build-1", "weasyprint").count == 1


def test_growth_without_2000_cards_is_judged_on_the_largest_two_sizes_with_a_scaled_limit() -> None:
    results = [result(100, walls(20, 10, 5, 1)), result(500, walls(100, 54, 25, 1))]
    growth = scale_goals(results, None)[0]
    assert growth.text.startswith("t(500) / t(100)")
    assert growth.limit == pytest.approx(5.25) and growth.value == pytest.approx(5.4) and growth.met is False


def test_memory_is_the_largest_process_at_the_largest_size_and_the_redraw_may_be_missing() -> None:
    results = [result(100, walls(20, 10, 5, 1), peak=2000.0), result(500, walls(100, 50, 25, 1), peak=900.0)]
    memory, redraw = scale_goals(results, None)[1:]
    assert memory.value == pytest.approx(900.0) and memory.met is True
    assert "at 500 cards, 2000 not measured" in memory.line()
    assert redraw.met is None


def test_a_run_with_no_card_size_against_naive_adds_its_largest_as_a_labelled_stand_in() -> None:
    quick = [result(100, walls(20, 8, 5, 0.5)), result(500, {"build-1": [50] * 3, "single-1": [48] * 3})]
    goals = issue_goals(quick)
    assert [goal.met for goal in goals[:2]] == [None, None]
    assert goals[2].text == "clean build, 1 job / naive at 100 cards (300 copies), standing in for 500 and 2,000"
    assert goals[2].value == pytest.approx(0.4) and goals[2].met is True
    assert goals[5].text.endswith("standing in for 500 and 2,000") and goals[5].value == pytest.approx(0.25)
    assert goals[6].value == pytest.approx(50 / 48)
