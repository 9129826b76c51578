"""bench/profile_build.py: the stage profile's report adds up and says what a page costs."""

from __future__ import annotations

from bench.profile_build import STAGES, report


def test_the_report_gives_each_stage_its_share_of_the_whole_and_the_pages_per_card() -> None:
    measured = {"start-up": 1.0, "check": 0.5, "face layout": 6.0, "face PDFs": 1.5, "assembly": 0.5, "the rest": 0.5, "pages laid out": 150, "documents": 12}
    lines = report("clean build", 100, measured)
    assert lines[0].startswith("clean build of 100 cards (300 copies), 1 job: 10.0 CPU-s")
    shares = {stage: line for stage in STAGES for line in lines if line.strip().startswith(stage)}
    assert "60.0 %" in shares["face layout"] and "10.0 %" in shares["start-up"]
    assert "150 in 12 documents, 1.50 per card" in lines[-1] and "40.0 ms of layout per page" in lines[-1]
    assert "naive baseline" in lines[-1]
    assert "naive" not in report("edit", 100, measured, naive_note=False)[-1]
    assert len(report("edit", 100, {**measured, "pages laid out": 0})) == 1 + len(STAGES)  # no pages: no per-page line


def test_the_report_counts_the_text_probes_apart_from_the_faces_and_their_cost() -> None:
    measured = {"start-up": 1.0, "check": 0.5, "face layout": 6.0, "face PDFs": 1.5, "assembly": 0.5, "the rest": 0.5, "pages laid out": 100, "documents": 6}
    lines = report("clean build", 100, {**measured, "probe boxes": 250, "probe documents": 20, "probe layout": 2.0})
    assert "250 text boxes in 20 documents, 2.50 per card, 2.00 CPU-s, 8.0 ms per text box" in lines[-2]
    assert "100 in 6 documents, 1.00 per card" in lines[-1] and "40.0 ms of layout per page" in lines[-1]  # the probes' CPU is not the faces'
    assert not any("text probes" in line for line in report("clean build", 100, measured))
