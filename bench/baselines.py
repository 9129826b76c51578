"""The two WeasyPrint baselines of the card benchmark, each run as its own process.

- `html ROOT` (untimed): the naive documents, `naive-<profile>.html`: the whole deck of each
  profile as ONE HTML document, every face at the fit step cardkit would print it at (found
  here by laying each card out alone, as cardkit's fitting does), so WeasyPrint lays out exactly
  the cards cardkit prints, once, with no fitting of its own;
- `naive ROOT` (timed, (a)): WeasyPrint renders and writes each naive document; it fails if a
  card overflows, since that HTML would then not be what cardkit prints;
- `dumped FOLDER ROOT` (timed, (b)): WeasyPrint renders and writes every document a
  `cardkit build cards` laid out (`CARDKIT_DUMP_HTML=FOLDER`), one after another: the floor of
  cardkit's own HTML, with nothing of cardkit around it.

Both timed modes write plain PDFs (no PDF/X variant for the print-shop profile, which cardkit
writes): if anything, that favours the baselines.

    .venv/bin/python bench/baselines.py MODE PATH...
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from weasyprint import Document

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

PROFILES = ("home", "print-shop")
PROBE_CARDS = 50
"""Cards laid out together while finding fit steps: small documents, so memory stays flat."""


def naive_html(root: Path) -> dict[str, int]:
    """Write `naive-<profile>.html` for both profiles; how many cards settled at each fit step
    (by percent, with or without reminders), for the report."""
    from cardkit.project.validate import load_game, open_project
    from cardkit.render.documents import Frame, card_renderer
    from cardkit.render.faces import game_cards
    from cardkit.render.fit import Fitter, ladder_for, overflowing_cards
    from cardkit.render.imposition import Page, Placement, impose

    project, schemas = open_project(root)
    loaded = load_game(project, schemas)
    settings = project.config.print_settings
    cards = {card.id: card for card in game_cards(loaded.game)}
    renderer = card_renderer(loaded)
    single = replace(settings.profiles[PROFILES[1]], layout="single", bleed=0.0, crop_marks=False, backs=False, output_intent=None)
    probe_frame = Frame.for_profile(single)

    def probe(ids: list[str]) -> Document:
        renderer.new_document()
        faces = {card_id: renderer.face(cards[card_id], fitter.level(card_id)) for card_id in ids}
        pages = [Page((Placement(card_id, 0.0, 0.0),), back=False) for card_id in ids]
        return renderer.layout(renderer.html(probe_frame, pages, faces, cards))

    fitter = Fitter({card_id: ladder_for(card.has_reminders, probe_frame.font_size) for card_id, card in cards.items()}, probe)

    ids = list(cards)
    for start in range(0, len(ids), PROBE_CARDS):
        fitter.settle(overflowing_cards(probe(ids[start : start + PROBE_CARDS])))
    if fitter.unfit:
        raise SystemExit(f"these cards fit at no step, the build would fail (B201): {sorted(fitter.unfit)[:5]}")
    deck = [card.id for card in cards.values() for _ in range(card.copies)]
    for name in PROFILES:
        profile = settings.profiles[name]
        faces = {card_id: renderer.face(card, fitter.level(card_id), proof=profile.proof) for card_id, card in cards.items()}
        html = renderer.html(Frame.for_profile(profile), impose(profile, deck), faces, cards)
        (root / f"naive-{name}.html").write_text(html, encoding="utf-8")
    steps: dict[str, int] = {}
    for card_id in cards:
        level = fitter.level(card_id)
        step = f"{level.percent} %{'' if level.reminders else ' without reminders'}"
        steps[step] = steps.get(step, 0) + 1
    return steps


def naive_pdfs(root: Path) -> None:
    """(a): WeasyPrint alone on each profile's one document."""
    from weasyprint import HTML

    from cardkit.render.fit import overflowing_cards

    for name in PROFILES:
        document = HTML(filename=str(root / f"naive-{name}.html"), base_url=root.as_uri() + "/").render()
        overflowing = overflowing_cards(document)
        if overflowing:
            raise SystemExit(f"these cards overflow, so the naive HTML is not what cardkit prints: {sorted(overflowing)[:5]}")
        document.write_pdf(root / f"naive-{name}.pdf")


def dumped_pdfs(folder: Path, root: Path) -> None:
    """(b): WeasyPrint alone on every document cardkit laid out, each with fonts of its own (as
    cardkit lays out each document), written to PDF beside it."""
    from weasyprint import HTML

    documents = sorted(folder.glob("*.html"))
    if not documents:
        raise SystemExit(f"no HTML in {folder}: did cardkit write none (CARDKIT_DUMP_HTML)?")
    for path in documents:
        HTML(filename=str(path), base_url=root.as_uri() + "/").render().write_pdf(path.with_suffix(".pdf"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=("html", "naive", "dumped"))
    parser.add_argument("paths", nargs="+", type=Path)
    args = parser.parse_args()
    args.paths = [path.resolve() for path in args.paths]
    if args.mode == "html":
        steps = naive_html(args.paths[0])
        print("fit steps: " + ", ".join(f"{count} at {step}" for step, count in sorted(steps.items(), reverse=True)))
    elif args.mode == "naive":
        naive_pdfs(args.paths[0])
    else:
        dumped_pdfs(args.paths[0], args.paths[1])


if __name__ == "__main__":
    main()
