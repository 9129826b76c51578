"""Cards of declared kinds and declared fields, as printed: the PDF's text, the face template
chosen, and B306 for a template game.yaml names that no folder has."""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from cardkit.render.cards import build_cards
from cardkit.render.options import CardOptions
from tests.declared.conftest import edit, line_of, load

pytestmark = pytest.mark.slow


def page_texts(pdf: Path) -> list[str]:
    document = pdfium.PdfDocument(str(pdf))
    try:
        return [page.get_textpage().get_text_range() for page in document]
    finally:
        document.close()


def unspaced(text: str) -> str:
    """Page text without spaces: PDFium reads a letter-spaced label as "M O R" or "MOR"."""
    return text.replace(" ", "")


def test_every_declared_card_prints_with_its_fields_and_units_with_their_declared_stat(vale: Path) -> None:
    loaded = load(vale)
    result = build_cards(loaded, CardOptions(profile="print-shop"))
    assert not result.has_errors, result.diagnostics
    texts = page_texts(vale / "build/cards/cards-print-shop.pdf")
    assert len(texts) == 2 * 13  # 4 units, 2 rites, 2 traits, 3 items, 2 events: a face and a back each
    lantern = next(text for text in texts if "Ember Lantern" in text).casefold()
    assert "wt\r\n3" in unspaced(lantern)  # the stat box: its label (letter-spacing may split it), then the value
    for words in ("Item", "Rarity", "Rare", "Carried by", "Warden", "Lit once, at the founding of the vale."):
        assert words.casefold() in lantern, words
    thaw = next(text for text in texts if "Early Thaw" in text)
    assert "EVENT" in thaw and "RND\r\n2" in unspaced(thaw) and "Frost deals no extra Damage" in " ".join(re.sub(r"‐\s+", "", thaw).split())  # a word hyphenated at a line's end
    warden = next(text for text in texts if "The lantern burns" in text)
    assert "MOR\r\n9" in unspaced(warden)
    # Deck order: cardkit's kinds, then the declared ones in the order game.yaml declares them.
    first_page = {name: next(i for i, text in enumerate(texts) if name in text) for name in ("Cinder Rite", "Ember Lantern", "Ash Wind")}
    assert first_page["Cinder Rite"] < first_page["Ember Lantern"] < first_page["Ash Wind"]


def test_a_project_template_named_after_the_kind_draws_it(vale: Path) -> None:
    template = vale / "templates/cards/event.html"
    template.parent.mkdir(parents=True, exist_ok=True)
    template.write_text('<article class="card" data-card="{{ card.id }}"><p>OMEN {{ card.definition.name }}</p></article>', encoding="utf-8")
    result = build_cards(load(vale), CardOptions(profile="print-shop"))
    assert not result.has_errors, result.diagnostics
    texts = page_texts(vale / "build/cards/cards-print-shop.pdf")
    assert sum("OMEN Ash Wind" in text for text in texts) == 1
    assert any("Ember Lantern" in text and "CARRIED BY" in text for text in texts), "items keep the generic face"


def test_a_declared_template_that_does_not_exist_stops_the_build_at_its_line(vale: Path) -> None:
    game = vale / "content/game.yaml"
    edit(game, "    folder: events\n", "    folder: events\n    template: omen\n")
    previous = vale / "build/cards/cards-print-shop.pdf"
    previous.parent.mkdir(parents=True)
    previous.write_bytes(b"the last good build")
    result = build_cards(load(vale), CardOptions(profile="print-shop"))
    assert [(d.code, d.file, d.line) for d in result.diagnostics] == [("B306", "content/game.yaml", line_of(game, "template: omen")[0])]
    assert "cards/omen.html" in result.diagnostics[0].message
    assert previous.read_bytes() == b"the last good build"
