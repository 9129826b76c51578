"""The card faces' layout: cheap for WeasyPrint (issue #15: no flex box at all on a face, its
slots placed absolutely by the theme's anatomy, and no inline SVG in the art placeholder) and
still what text fitting and the design need (the text box the anatomy's `text` slot, its text
measured in full and set from the top of the box, issue #27)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pypdfium2 as pdfium
import pytest
from weasyprint import Document
from weasyprint.formatting_structure.boxes import FlexContainerBox

from cardkit.pipeline import check_project
from cardkit.render.documents import CardRenderer, Frame, card_renderer
from cardkit.render.faces import Card, game_cards
from cardkit.render.fit import LADDER, _fit_boxes, overflowing_cards
from cardkit.render.imposition import Page, Placement

BUNDLED = Path(__file__).resolve().parents[2]
PX_PT = 0.75
"""CSS px to PDF points."""
MM_PT = 72 / 25.4

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def setup() -> tuple[CardRenderer, dict[str, Card], Frame]:
    loaded = check_project(BUNDLED)
    profile = loaded.project.config.print_settings.profiles["print-shop"]
    frame = Frame.for_profile(replace(profile, layout="single", bleed=0.0, crop_marks=False, backs=False, output_intent=None))
    return card_renderer(loaded), {card.id: card for card in game_cards(loaded.game)}, frame


def laid_out(setup: tuple[CardRenderer, dict[str, Card], Frame], card_id: str) -> Document:
    """One face, at the first fit step, alone on a page of its own size."""
    renderer, cards, frame = setup
    faces = {card_id: renderer.face(cards[card_id], LADDER[0])}
    renderer.new_document()
    return renderer.layout(renderer.html(frame, [Page((Placement(card_id, 0.0, 0.0),), back=False)], faces, cards))


def boxes(box: Any) -> Iterator[Any]:
    yield box
    for child in getattr(box, "children", ()):
        yield from boxes(child)


def test_a_face_lays_out_no_flex_box_and_no_svg_in_its_art_placeholder(setup: tuple[CardRenderer, dict[str, Card], Frame]) -> None:
    page = laid_out(setup, "spell-afogamento").pages[0]._page_box
    every = list(boxes(page))
    assert every and not [box for box in every if isinstance(box, FlexContainerBox)]
    assert not [box for box in every if getattr(box, "element_tag", None) in ("svg", "circle", "path")]
    art = next(box for box in every if getattr(box, "element_tag", None) == "div" and "art--placeholder" in (box.element.get("class") or ""))
    # The anatomy's art slot, 39.6 mm tall at 11.2 mm, its 0.12 em border inside.
    assert art.height * PX_PT == pytest.approx(39.6 * MM_PT - 0.12 * 7.4, abs=0.6)
    assert art.position_y * PX_PT == pytest.approx(11.2 * MM_PT, abs=0.6)


def test_text_fitting_measures_text_that_runs_past_the_foot_of_the_page(setup: tuple[CardRenderer, dict[str, Card], Frame]) -> None:
    document = laid_out(setup, "trait-agrupar")
    (card_id, box), = _fit_boxes(document.pages[0]._page_box, None)
    share = overflowing_cards(document)[card_id]
    room_to_page_foot = (document.pages[0].height - box.position_y) / box.height
    assert share > room_to_page_foot + 0.2  # measured in full, not cut off where the page ends


def test_a_spells_text_starts_at_the_top_of_its_box(setup: tuple[CardRenderer, dict[str, Card], Frame]) -> None:
    document = laid_out(setup, "spell-afogamento")
    (_, box), = _fit_boxes(document.pages[0]._page_box, None)
    page = pdfium.PdfDocument(document.write_pdf())[0]
    text = page.get_textpage()
    start = text.get_text_range().index("Elemento")  # the effects line, the only text in the box
    found = [text.get_charbox(index) for index in range(start, start + len("Elemento"))]
    height = page.get_height()
    line_top = min(height - top for _, _, _, top in found)
    line_bottom = max(height - bottom for _, bottom, _, _ in found)
    box_top, box_middle = box.position_y * PX_PT, (box.position_y + box.height / 2) * PX_PT
    assert 0 < line_top - box_top < 6.0  # under the box's top padding and half-leading, no more
    assert (line_top + line_bottom) / 2 < box_middle - 10  # nowhere near the middle
    # The box is the anatomy's text slot (62.6 mm down, 18 mm tall), not the text's height.
    assert box_top == pytest.approx(62.6 * MM_PT, abs=0.6)
    assert box.height * PX_PT == pytest.approx(18.0 * MM_PT, abs=0.6)
