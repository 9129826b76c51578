"""The bundled game's card PDFs, opened and read back: pages, sizes, text, fonts, images."""

from __future__ import annotations

import math
import re

import pytest
from PIL import Image
from pypdf import PdfReader

from cardkit.output.wording import Wording
from cardkit.packs.tabmaster.effects_text import EffectsText
from cardkit.packs.tabmaster.model import tm
from cardkit.render.faces import Card, game_cards
from tests.pdf_fonts import font_dictionaries
from tests.render.conftest import Built

pytestmark = pytest.mark.slow  # renders the bundled game's cards, PNGs and TTS sheets

PT_PER_MM = 72 / 25.4


def mm(value: float) -> float:
    return round(float(value) / PT_PER_MM, 1)


@pytest.fixture(scope="module")
def home(bundled: Built) -> PdfReader:
    return PdfReader(bundled.out / "cards-home.pdf")


@pytest.fixture(scope="module")
def shop(bundled: Built) -> PdfReader:
    return PdfReader(bundled.out / "cards-print-shop.pdf")


def deck_size(bundled: Built) -> int:
    """The print-shop deck: the final cards (a final file leaves the drafts out)."""
    return sum(card.copies for card in final_cards(bundled))


def final_cards(bundled: Built) -> list[Card]:
    return [card for card in game_cards(bundled.loaded.game) if not card.definition.is_draft]


def test_the_build_reports_no_errors(bundled: Built) -> None:
    assert not bundled.result.has_errors, bundled.result.diagnostics
    assert {path.name for path in bundled.result.paths} >= {"cards-home.pdf", "cards-print-shop.pdf"}


def test_home_pages_are_a4_with_nine_cards_and_a_back_page_each(bundled: Built, home: PdfReader) -> None:
    sheets = math.ceil(sum(card.copies for card in game_cards(bundled.loaded.game)) / 9)  # a proof: every card
    assert len(home.pages) == 2 * sheets
    for page in home.pages:
        assert (mm(page.mediabox.width), mm(page.mediabox.height)) == (210.0, 297.0)


def test_print_shop_pages_are_trim_plus_bleed_with_trim_and_bleed_boxes(bundled: Built, shop: PdfReader) -> None:
    assert len(shop.pages) == 2 * deck_size(bundled)
    for page in shop.pages[:4]:
        assert (mm(page.mediabox.width), mm(page.mediabox.height)) == (69.0, 94.0)
        assert (mm(page.trimbox.width), mm(page.trimbox.height)) == (63.0, 88.0)
        inset = (page.trimbox.left - page.mediabox.left, page.trimbox.bottom - page.mediabox.bottom)
        assert (mm(inset[0]), mm(inset[1])) == (3.0, 3.0)
        assert (mm(page.bleedbox.width), mm(page.bleedbox.height)) == (69.0, 94.0)


def test_every_spell_shows_its_name_and_numbers(bundled: Built, shop: PdfReader) -> None:
    # Rules text is hyphenated: join words broken at line ends before looking for them.
    pages = shop.pages[0 : 2 * len(tm(bundled.loaded.game).spells) : 2]
    text = " ".join(" ".join(re.sub(r"(\w)[-\u2010\u00ad]\n(\w)", r"\1\2", page.extract_text()).split()) for page in pages)
    card_text = EffectsText(Wording.of(bundled.loaded).words)
    for spell in tm(bundled.loaded.game).spells:
        assert spell.name in text
        for value in (spell.cost, card_text.stat(spell.range), card_text.stat(spell.damage), spell.ref):
            assert str(value) in text, (spell.name, value)
        # The effects line may break across lines; its words must all be there.
        for word in card_text.line(spell.effects).replace(",", " ").split():
            assert word in text, (spell.name, word)


def test_each_print_shop_face_page_is_its_own_card(bundled: Built, shop: PdfReader) -> None:
    for index, spell in enumerate(tm(bundled.loaded.game).spells):
        page_text = " ".join(shop.pages[2 * index].extract_text().split())
        assert spell.name in page_text


def embedded_fonts(reader: PdfReader) -> dict[str, bool]:
    """Font name -> whether its descriptor carries a TrueType font program (/FontFile2)."""
    found: dict[str, bool] = {}
    for font in font_dictionaries(reader):
        descendants = font.get("/DescendantFonts")
        target = descendants[0].get_object() if descendants else font
        descriptor = target["/FontDescriptor"].get_object()
        found[str(font["/BaseFont"]).split("+", 1)[-1]] = "/FontFile2" in descriptor
    return found


@pytest.mark.parametrize("which", ["home", "shop"])
def test_only_the_bundled_fonts_are_used_and_all_are_embedded(which: str, request: pytest.FixtureRequest) -> None:
    fonts = embedded_fonts(request.getfixturevalue(which))
    assert fonts and all(fonts.values()), fonts
    assert {name.split("-")[0] for name in fonts} <= {"Vollkorn", "Lato"}, fonts
    assert any(name.startswith("Vollkorn") for name in fonts) and any(name.startswith("Lato") for name in fonts)


def test_portuguese_accents_survive_extraction(shop: PdfReader) -> None:
    text = " ".join(page.extract_text() for page in shop.pages[:40])
    for word in ("Água", "Lâmina", "Explosão", "Eletricidade", "Guardião"):
        assert word in text


def test_one_png_per_card_and_per_back_at_300_dpi_with_its_bleed_tagged_srgb(bundled: Built) -> None:
    """Tab Master's backs go by kind: each kind's back is a PNG beside its cards. Every PNG
    says its pixels are sRGB, so a print service converts them as they were drawn."""
    pngs = sorted((bundled.out / "png").glob("*.png"))
    backs = {f"{card.kind}-back" for card in final_cards(bundled)}
    assert backs >= {"spell-back", "trait-back"}
    assert {path.stem for path in pngs} == {card.id for card in final_cards(bundled)} | backs
    for path in [*pngs, *(bundled.out / "tts").glob("*.png")]:
        with Image.open(path) as image:
            assert image.info.get("srgb") == 0, f"{path.name} carries no sRGB chunk"
    with Image.open(bundled.out / "png" / "spell-back.png") as back:
        assert back.size == (815, 1110)
    assert [card.id for card in bundled.result.left_out["print-shop"]] == [c.id for c in game_cards(bundled.loaded.game) if c.definition.is_draft]
    with Image.open(bundled.out / "png" / "spell-lamina-da-terra.png") as image:
        assert image.size == (815, 1110)  # (63 + 2 × 3) × (88 + 2 × 3) mm at 300 dpi, rounded half up
        assert round(image.info["dpi"][0]) == 300


def test_tts_sheets_fit_tabletop_simulator(bundled: Built) -> None:
    sheets = bundled.result.tts_sheets
    assert {sheet.group for sheet in sheets} == {"spell", "unit", "trait"}, "a deck per back group: Tab Master's kinds"
    for sheet in sheets:
        assert sheet.columns <= 10 and sheet.rows <= 7
        assert sheet.cards < sheet.columns * sheet.rows  # the last cell is the hidden card
        with Image.open(sheet.path) as image:
            assert max(image.size) <= 4096
            assert image.size[0] % sheet.columns == 0 and image.size[1] % sheet.rows == 0
        assert sheet.path.name == f"{sheet.group}-sheet-1.png"
    with Image.open(bundled.out / "tts" / "spell-back.png") as back:
        assert back.size == (743, 1039), "TTS cells stay trimmed at 300 dpi, as before PNGs got their bleed"
