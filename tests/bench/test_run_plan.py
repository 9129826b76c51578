"""bench/run.py: which card steps each size runs, and which of them every round (a goal judges
them), so `--quick` keeps the goals' rounds and cuts information alone."""

from __future__ import annotations

from bench.run import size_steps


def test_quick_judges_naive_and_the_edit_at_100_cards_and_the_copies_alone_at_500() -> None:
    assert size_steps(100, [100, 500], quick=True) == (("naive", "build-1", "build-2", "edit"), {"naive", "build-1", "build-2", "edit"})
    assert size_steps(500, [100, 500], quick=True) == (("build-1", "single-1"), {"build-1", "single-1"})


def test_a_full_run_measures_b_and_judges_naive_at_500_and_2000_and_copies_at_2000() -> None:
    sizes = [100, 500, 2000]
    assert size_steps(100, sizes, quick=False) == (("naive", "weasyprint", "build-1", "build-2", "edit"), {"build-1", "edit"})
    assert size_steps(500, sizes, quick=False) == (("naive", "weasyprint", "build-1", "build-2", "edit"), {"build-1", "naive", "build-2"})
    assert size_steps(2000, sizes, quick=False)[1] == {"build-1", "naive", "build-2", "single-1"}
