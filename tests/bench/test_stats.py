"""bench/stats.py: min and median, ratios paired within a round, the growth allowance, goal lines."""

from __future__ import annotations

import pytest

from bench.stats import Goal, Summary, allowed_growth, growth, paired_ratios, paired_summary


def test_a_summary_is_the_min_and_the_median_of_its_values() -> None:
    summary = Summary.of([3.0, 1.0, 2.0, 10.0])
    assert (summary.min, summary.median, summary.count) == (1.0, 2.5, 4)
    assert summary.shown(1, " s") == "1.0 s / 2.5 s"


def test_a_summary_of_nothing_is_refused() -> None:
    with pytest.raises(ValueError):
        Summary.of([])


def test_ratios_pair_each_round_with_itself_not_the_medians() -> None:
    # round 2 is slow for both (a loaded machine): within a round the ratio stays 0.5
    rounds = [{"build": 5.0, "naive": 10.0}, {"build": 15.0, "naive": 30.0}, {"build": 6.0, "naive": 10.0}]
    assert paired_ratios([r["build"] for r in rounds], [r["naive"] for r in rounds]) == [0.5, 0.5, 0.6]
    summary = paired_summary(rounds, "build", "naive")
    assert (summary.min, summary.median) == (0.5, 0.5)
    # the ratio of medians would have said 0.6: a pairing of runs that never ran side by side
    assert pytest.approx(0.6) == 6.0 / 10.0


def test_ratios_of_series_of_different_lengths_are_refused() -> None:
    with pytest.raises(ValueError, match="not paired"):
        paired_ratios([1.0, 2.0], [1.0])


def test_the_growth_allowance_carries_over_to_other_sizes_per_card() -> None:
    assert growth(10.0, 42.0) == pytest.approx(4.2)
    assert allowed_growth(4.2, (500, 2000), (500, 2000)) == pytest.approx(4.2)
    assert allowed_growth(4.2, (500, 2000), (100, 500)) == pytest.approx(5.25)


def test_a_goal_line_gives_the_value_and_the_verdict() -> None:
    assert Goal("edit / build", 0.05, 0.04).line() == "edit / build <= 0.05: 0.040 met"
    assert Goal("edit / build", 0.05, 0.0501).line() == "edit / build <= 0.05: 0.050 NOT met"
    assert Goal("redraw", 1.0, 1.0, strict=True, unit=" s").line() == "redraw < 1 s: 1.000 s NOT met"
    assert Goal("redraw", 1.0, None, strict=True).line() == "redraw < 1: - not measured"
    assert Goal("x", 2, 1, detail="at 100 cards").line() == "x <= 2: 1.000 met (at 100 cards)"
