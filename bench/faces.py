"""Milliseconds per card face of WeasyPrint, for the card templates of a base commit against the
current ones (issue #15, item 2: card templates WeasyPrint lays out fast, with the same look).

Both template sets render the same cards of the same project, each face once, one face per page
(the single-card frame text fitting probes with), at the fit level the build would settle on
for that set. Each repeat times, for the base set and then the current one (the order swapped
every other repeat, so a drift of the machine's load favours neither):
- layout: WeasyPrint's `render()` of that document, the faces at their settled fit levels;
- +pdf: layout and then `write_pdf()`;
- fitted: the build's path, every face at the first ladder step, then `fit.Fitter` stepping
  down the faces that overflow and the pages of those laid out again.
CPU seconds (`time.process_time`) are printed beside wall seconds: on a shared machine they
move much less. The load average is printed before and after; min and median of the repeats.

    .venv/bin/python bench/faces.py [--templates DIR | --base REV] [--repeats 3] [--spells 100]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.card_game import make_project, spell_path, spell_yaml

BASE = "d258cab2f92e3ba19b9f6d4e728dd077a824bb8d"
"""The commit the cheaper card templates started from: flex panels, inline SVG art placeholders."""

TEXT = "Quando conjurada, a unidade alvo sofre o Dano indicado e é empurrada uma casa para trás."
SHORT_TEXT = "Empurra o alvo uma casa para trás."
"""A second, shorter rules text: bench.cards' longest spells no longer fit beside the art window."""


@dataclass(frozen=True)
class Sample:
    """One timed run: CPU and wall seconds."""

    cpu: float
    wall: float


@dataclass
class Series:
    """Every sample of one measurement."""

    samples: list[Sample]

    def stat(self, pick: Callable[[Sample], float], how: Callable[[list[float]], float]) -> float:
        return how([pick(sample) for sample in self.samples])


@dataclass
class Subject:
    """One template set on one project: what it lays out and how to time it."""

    name: str
    faces: int
    layout: Callable[[], object]
    pdf: Callable[[], object]
    fitted: Callable[[], object]
    refits: int


def timed(action: Callable[[], object]) -> Sample:
    cpu, wall = time.process_time(), time.perf_counter()
    action()
    return Sample(time.process_time() - cpu, time.perf_counter() - wall)


def synthetic_project(root: Path, count: int) -> None:
    """bench.card_game's game of `count` spells, each one fitting its card at full size beside the art
    window: a rules text only where no area diagram takes the room, diagrams of range 1 or 2."""
    make_project(root, count, spells_only=True)
    for index in range(count):
        path = spell_path(root, index)
        yaml = spell_yaml(index).split("text: ")[0]
        if "explosion" in yaml or "area" in yaml or "line" in yaml:
            yaml = re.sub(r"^range: \d+$", f"range: {index % 2 + 1}", yaml, flags=re.M)
        else:
            yaml += f"text: {(TEXT, SHORT_TEXT)[index % 2]}\n"
        path.write_text(yaml, encoding="utf-8")


@contextmanager
def base_templates(rev: str) -> Iterator[Path]:
    """The `templates/` folder of commit `rev`, unpacked into a temporary folder."""
    with tempfile.TemporaryDirectory(prefix="cardkit-faces-") as folder:
        archive = subprocess.run(["git", "-C", str(REPO), "archive", rev, "templates"], check=True, capture_output=True).stdout
        archive_path = Path(folder) / "templates.tar"
        archive_path.write_bytes(archive)
        with tarfile.open(archive_path) as tar:
            tar.extractall(folder, filter="data")
        yield Path(folder) / "templates"


def subjects(root: Path, label: str, templates: Path) -> Subject:
    """The faces of the project at `root` under the card templates of `templates`."""
    from weasyprint import Document

    from cardkit.foundation.assets import Assets
    from cardkit.output.resources import default_templates_dir, template_folders
    from cardkit.output.wording import Wording
    from cardkit.project.validate import load_game, open_project
    from cardkit.render.documents import CardRenderer, Frame
    from cardkit.render.faces import game_cards
    from cardkit.render.fit import Fitter, ladder_for, overflowing_cards
    from cardkit.render.imposition import Page, Placement

    project, schemas = open_project(root)
    loaded = load_game(project, schemas)
    folders = [folder for folder in template_folders(loaded) if folder != default_templates_dir().resolve()] + [templates]
    renderer = CardRenderer(project.root, folders, project.name, Wording.of(loaded), loaded.theme, Assets.of_content(project.content_dir))
    profile = project.config.print_settings.profiles["print-shop"]
    frame = Frame.for_profile(replace(profile, layout="single", bleed=0.0, crop_marks=False, backs=False, output_intent=None))
    cards = {card.id: card for card in game_cards(loaded.game)}
    ladders = {card_id: ladder_for(card.has_reminders, frame.font_size) for card_id, card in cards.items()}

    def document(ids: list[str], fitter: Fitter) -> Document:
        pages = [Page((Placement(card_id, 0.0, 0.0),), back=False) for card_id in ids]
        faces = {card_id: renderer.face(cards[card_id], fitter.level(card_id), card_id in fitter.unfit, proof=frame.proof) for card_id in ids}
        renderer.new_document()
        return renderer.layout(renderer.html(frame, pages, faces, cards))

    def fitted() -> Fitter:
        fitter = Fitter(ladders, lambda ids: document(ids, fitter))
        laid = document(list(cards), fitter)
        overflowing = overflowing_cards(laid)
        if overflowing:
            fitter.settle(overflowing)
            document(sorted(overflowing), fitter)
        return fitter

    settled = fitted()
    ids = list(cards)
    return Subject(
        name=label,
        faces=len(ids),
        layout=lambda: document(ids, settled),
        pdf=lambda: document(ids, settled).write_pdf(),
        fitted=fitted,
        refits=sum(settled.steps.values()),
    )


MEASURES = ("layout", "pdf", "fitted")


def run(pairs: list[tuple[Subject, Subject]], repeats: int) -> dict[tuple[str, str, str], Series]:
    """Every measure of every pair, paired and repeated: base then current, swapped every other repeat."""
    series: dict[tuple[str, str, str], Series] = {}
    for pair in pairs:
        for subject in pair:
            subject.layout()  # warm up: fonts, images and the code paths, untimed
    for repeat in range(repeats):
        for base, current in pairs:
            order = (("base", base), ("current", current)) if repeat % 2 == 0 else (("current", current), ("base", base))
            for measure in MEASURES:
                for which, subject in order:
                    sample = timed(getattr(subject, measure))
                    series.setdefault((base.name, measure, which), Series([])).samples.append(sample)
    return series


def report(pairs: list[tuple[Subject, Subject]], series: dict[tuple[str, str, str], Series]) -> list[str]:
    """One line per project, measure and template set, in ms per face, and the ratio current/base."""
    lines = [f"{'game':<10} {'measure':<7} {'templates':<9} {'cpu min':>8} {'cpu med':>8} {'wall min':>9} {'wall med':>9}  ms/face"]
    for base, current in pairs:
        for measure in MEASURES:
            shown = {}
            for which, subject in (("base", base), ("current", current)):
                data = series[(base.name, measure, which)]
                values = [1000 * data.stat(pick, how) / subject.faces for pick in (_cpu, _wall) for how in (min, statistics.median)]
                shown[which] = values
                lines.append(f"{base.name:<10} {measure:<7} {which:<9} " + " ".join(f"{value:>8.1f}" for value in values))
            ratio = [new / old for new, old in zip(shown["current"], shown["base"], strict=True)]
            lines.append(f"{base.name:<10} {measure:<7} {'new/old':<9} " + " ".join(f"{value:>8.2f}" for value in ratio))
    return lines


def _cpu(sample: Sample) -> float:
    return sample.cpu


def _wall(sample: Sample) -> float:
    return sample.wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--templates", type=Path, help="the base card templates (a `templates/` folder); default: those of --base")
    parser.add_argument("--base", default=BASE, help="the commit whose templates are the base (default: %(default).12s)")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--spells", type=int, default=100, help="spells of the synthetic game")
    args = parser.parse_args()
    from cardkit.output.resources import default_templates_dir

    with tempfile.TemporaryDirectory(prefix="cardkit-faces-") as folder, _base(args) as old:
        synthetic = Path(folder) / "synthetic"
        synthetic_project(synthetic, args.spells)
        pairs = [
            (subjects(root, label, old), subjects(root, label, default_templates_dir()))
            for label, root in (("bundled", REPO), (f"{args.spells} spells", synthetic))
        ]
        for base, current in pairs:
            print(f"{base.name}: {base.faces} faces; fit steps taken: base {base.refits}, current {current.refits}")
        print(f"load average before: {' '.join(f'{value:.2f}' for value in os.getloadavg())}", flush=True)
        series = run(pairs, args.repeats)
        print("\n".join(report(pairs, series)))
        print(f"load average after: {' '.join(f'{value:.2f}' for value in os.getloadavg())}; {args.repeats} repeats")


@contextmanager
def _base(args: argparse.Namespace) -> Iterator[Path]:
    if args.templates is not None:
        yield args.templates.resolve()
        return
    with base_templates(args.base) as folder:
        yield folder


if __name__ == "__main__":
    main()
