"""Where a clean 1-job `cardkit build cards` spends its CPU, stage by stage: what stands between
cardkit and the goals of issue 15 (bench/goals.py), printed by `make bench`.

A clean build of the card benchmark's synthetic game (bench/card_game.py, 3 copies a card), then a one-card edit, each in a fresh process, with CPU timers wrapped
around each stage rather than a profiler (a profiler slows pure-Python parts more than the C
ones and would skew the shares). Stages: start-up (interpreter and imports until the command
runs), check (validate and rules), face layout (WeasyPrint HTML parsing, styles and layout,
every document: the faces and the text-fitting probes), face PDFs (WeasyPrint writing each face and
cardkit wrapping it), assembly (placing the faces into each profile's file, or updating the last file in place) and the rest
(imposition, cache, writing). It also counts the pages laid out per card, against the naive
baseline's, which lays every front and back out once per profile and is handed the fit steps,
and apart from them the text-fitting probes (`cardkit.render.textprobe`): a card's text box
alone, at each step of the ladder it lays out, and what they cost of the face layout.

    .venv/bin/python bench/profile_build.py [--cards 100 500]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))

STAGES = ("start-up", "check", "face layout", "face PDFs", "assembly", "the rest")


def _cpu() -> float:
    times = os.times()
    return times.user + times.system


def measured_build(root: Path, clean: bool) -> dict[str, float]:
    """Run one 1-job build here (`clean`: without the cache), timing its stages; seconds of CPU
    by stage, and counts."""
    import cardkit.commands.app as cli
    from cardkit import pipeline
    from cardkit.render import cards, documents, facerender, increment

    spent = dict.fromkeys(STAGES, 0.0)
    counts = {"pages laid out": 0, "documents": 0, "probe boxes": 0, "probe documents": 0, "probe layout": 0.0}
    probing = [False]

    def timed(stage: str, function):  # type: ignore[no-untyped-def]
        def wrapper(*args, **kwargs):  # type: ignore[no-untyped-def]
            before = _cpu()
            try:
                return function(*args, **kwargs)
            finally:
                spent[stage] += _cpu() - before

        return wrapper

    layout = documents.CardRenderer.layout

    def counted_layout(self, html):  # type: ignore[no-untyped-def]
        before = _cpu()
        document = layout(self, html)
        if probing[0]:  # a batch's text boxes on one page, each in its own cell
            counts["probe boxes"] += html.count("data-card=")
            counts["probe documents"] += 1
            counts["probe layout"] += _cpu() - before
        else:
            counts["pages laid out"] += len(document.pages)
            counts["documents"] += 1
        return document

    face_layout = facerender.FaceRenderer._layout

    def flagged_layout(self, *args, text_only=False, **kwargs):  # type: ignore[no-untyped-def]
        probing[0] = text_only
        try:
            return face_layout(self, *args, text_only=text_only, **kwargs)
        finally:
            probing[0] = False

    documents.CardRenderer.layout = timed("face layout", counted_layout)
    facerender.FaceRenderer._layout = flagged_layout
    facerender.face_pdf = timed("face PDFs", facerender.face_pdf)
    cards.assemble = timed("assembly", cards.assemble)
    increment.updated = timed("assembly", increment.updated)  # an edit updates the last files in place
    pipeline.check_project = timed("check", pipeline.check_project)  # the build command imports it when it runs
    spent["start-up"] = _cpu()  # the interpreter and every import the build needs
    before_command = _cpu()
    sys.argv = ["cardkit", "build", "cards", "-q", "--project", str(root), "--jobs", "1", *(["--clean"] if clean else [])]
    try:
        cli.main()
    except SystemExit as stop:
        if stop.code not in (0, None):
            raise
    total_command = _cpu() - before_command
    spent["the rest"] = total_command - sum(spent[stage] for stage in STAGES[1:5])
    return {**spent, **counts}


def _measure(root: Path, clean: bool) -> dict[str, float]:
    command = [sys.executable, str(Path(__file__)), "--measure", str(root), *(["--clean"] if clean else [])]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"the measured build failed ({result.returncode}):\n{(result.stdout + result.stderr)[-3000:]}")
    return json.loads(result.stdout.strip().splitlines()[-1])


def profile(cards: int, workdir: Path) -> tuple[dict[str, float], dict[str, float]]:
    """Make the game, run a measured clean build, edit one spell's cost and run a measured
    cached build, each in a fresh process; what each measured."""
    from bench.card_game import COPIES, edit_cost, make_project

    with tempfile.TemporaryDirectory(prefix=f"profile-{cards}-", dir=workdir) as folder:
        root = Path(folder) / "game"
        make_project(root, cards, copies=COPIES)
        clean = _measure(root, clean=True)
        edit_cost(root, 77)
        return clean, _measure(root, clean=False)


def report(what: str, cards: int, measured: dict[str, float], naive_note: bool = True) -> list[str]:
    from bench.card_game import COPIES  # here, not on top: the measured build's start-up would count it

    total = sum(measured[stage] for stage in STAGES)
    lines = [f"{what} of {cards} cards ({cards * COPIES} copies), 1 job: {total:.1f} CPU-s (load {os.getloadavg()[0]:.2f})"]
    lines.extend(f"  {stage:12} {measured[stage]:6.2f} CPU-s  {measured[stage] / total * 100:5.1f} %" for stage in STAGES)
    pages, documents = measured["pages laid out"], measured["documents"]
    probes = measured.get("probe boxes", 0)
    if probes:
        lines.append(
            f"  text probes (in face layout): {probes:.0f} text boxes in {measured['probe documents']:.0f} documents, {probes / cards:.2f} per card, "
            f"{measured['probe layout']:.2f} CPU-s, {measured['probe layout'] / probes * 1000:.1f} ms per text box"
        )
    if not pages:
        return lines
    lines.append(
        f"  pages laid out: {pages:.0f} in {documents:.0f} documents, {pages / cards:.2f} per card"
        + (f" (the naive baseline: {4 * COPIES} per card, a front and a back of each copy in each of the 2 profiles, fit steps handed to it)" if naive_note else "")
        + "; "
        f"{(measured['face layout'] - measured.get('probe layout', 0.0)) / pages * 1000:.1f} ms of layout per page"
    )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, nargs="+", default=[100])
    parser.add_argument("--workdir", type=Path, default=BENCH.parent / "build" / "bench")
    parser.add_argument("--measure", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--clean", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure is not None:
        print(json.dumps(measured_build(args.measure, args.clean)))
        return
    args.workdir.mkdir(parents=True, exist_ok=True)
    for cards in args.cards:
        clean, edit = profile(cards, args.workdir)
        print("\n".join(report("clean build", cards, clean) + report("one-card edit (cached build after one spell's cost changed)", cards, edit, naive_note=False)), flush=True)


if __name__ == "__main__":
    main()
