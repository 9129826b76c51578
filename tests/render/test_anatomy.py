"""Card anatomy in the built PDFs: each face holds its own card's text only, every card of a kind
has one geometry (its art window in the same place, at 40 % of the face or more), text is set
from the top of its box, a faction colours its cards' frames, and B201 asks for a real share."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PIL import Image

from cardkit.project.validate import load_game, open_project
from cardkit.render.cards import build_cards, share_to_cut
from cardkit.render.faces import game_cards
from cardkit.render.options import CardOptions
from tests.render.conftest import Built

pytestmark = pytest.mark.slow

HOLLOWMARCH = Path(__file__).resolve().parents[2] / "cardkit" / "examples" / "hollowmarch"
PT_PER_MM = 72 / 25.4


def page_texts(pdf: Path) -> list[str]:
    document = pdfium.PdfDocument(pdf)
    return [document[index].get_textpage().get_text_range().replace("\r\n", " ") for index in range(len(document))]


def test_each_print_shop_face_holds_only_its_own_cards_text(bundled: Built) -> None:
    """Agrupar's long text once ran onto the next face (Amaldiçoado's) under its panel: every
    face's text now starts with its own card's name, and Amaldiçoado's holds none of Agrupar's."""
    names = tuple(card.definition.name for card in game_cards(bundled.loaded.game))
    fronts = [text for text in page_texts(bundled.out / "cards-print-shop.pdf") if not text.startswith(bundled.loaded.project.name)]
    assert fronts and all(text.startswith(names) for text in fronts)
    amaldicoado = next(text for text in fronts if text.startswith("Amaldiçoado"))
    assert "agrupamento" not in amaldicoado


def test_the_art_window_is_the_same_on_every_spell_at_40_percent(bundled: Built) -> None:
    """The placeholder's box on every spell face: same place and size, 40 % of the card or more."""
    boxes = set()
    document = pdfium.PdfDocument(bundled.out / "cards-print-shop.pdf")
    for index, text in enumerate(page_texts(bundled.out / "cards-print-shop.pdf")):
        if " MAGIA " in text[:60] and "CUSTO" in text:
            boxes.add(_art_box(document[index]))
    assert len(boxes) == 1
    (width, height), = boxes
    assert width * height / (63 * 88) >= 0.40


def _art_box(page: pdfium.PdfPage) -> tuple[float, float]:
    """The size in mm of the widest image-filled rectangle taller than 30 mm on a page: the art window."""
    sizes = []
    for obj in page.get_objects(max_depth=4):
        left, bottom, right, top = obj.get_bounds()
        width, height = (right - left) / PT_PER_MM, (top - bottom) / PT_PER_MM
        if 30 < height < 60 and 50 < width < 60:
            sizes.append((round(width, 1), round(height, 1)))
    return max(sizes)


def test_text_is_set_from_the_top_of_its_box(bundled: Built) -> None:
    """A short spell's first line of text sits just under its stat boxes, not in the box's middle."""
    document = pdfium.PdfDocument(bundled.out / "cards-print-shop.pdf")
    index = next(i for i, text in enumerate(page_texts(bundled.out / "cards-print-shop.pdf")) if text.startswith("Afogamento"))
    page = document[index]
    textpage = page.get_textpage()
    found = textpage.search("Elemento").get_next()
    assert found is not None
    _, _, _, top = textpage.get_charbox(found[0])
    from_top_mm = (_trim_top(page) - top) / PT_PER_MM
    assert 62 < from_top_mm < 66  # the text slot starts at 62.6 mm; the middle of the box is 71.6 mm


def _trim_top(page: pdfium.PdfPage) -> float:
    """The trim's top edge in the page's coordinates: WeasyPrint's media box starts a bleed below
    and left of 0, so the page's height less a bleed is not it."""
    _, _, _, top = page.get_trimbox()
    return float(top)


@pytest.fixture(scope="module")
def hollowmarch(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """Hollowmarch (no pack, two sides) built for the print shop, with PNGs and TTS sheets."""
    tmp_path = tmp_path_factory.mktemp("hollowmarch")
    root = tmp_path / "hollowmarch"
    shutil.copytree(HOLLOWMARCH, root)
    project, schemas = open_project(root)
    loaded = load_game(project, schemas)
    loaded = dataclasses.replace(loaded, project=dataclasses.replace(project, build_dir=tmp_path / "build"))
    result = build_cards(loaded, CardOptions(profile="print-shop", png=True, tts=True))
    assert not result.has_errors
    return Built(loaded, result, tmp_path / "build" / "cards")


def test_a_faction_colours_its_cards_frames_and_a_side_its_backs_which_show_no_kind(hollowmarch: Built) -> None:
    """Hollowmarch's theme colours frames by `faction` and groups backs by `side`: behind every
    card is its side's back, in the side's colour to the edge of the bleed, naming the game only."""
    loaded = hollowmarch.loaded
    pdf = hollowmarch.out / "cards-print-shop.pdf"
    texts = page_texts(pdf)
    document = pdfium.PdfDocument(pdf)
    frames = {}
    for index, text in enumerate(texts):
        for name, faction in (("Ash Acolyte", "ash_choir"), ("Lamplighter", "lamplighters")):
            if text.startswith(name + " "):
                frames[faction] = document[index].render(scale=1).to_pil().convert("RGB").getpixel((3, 60))
    assert frames["ash_choir"] == pytest.approx((0x4A, 0x35, 0x61), abs=3)
    assert frames["lamplighters"] == pytest.approx((0x8A, 0x4F, 0x12), abs=3)
    sides = {card.definition.name: card.definition.values["side"] for card in game_cards(loaded.game)}
    side_colors = {"wardens": (0x7A, 0x5A, 0x1C), "hollow": (0x2A, 0x24, 0x38)}
    checked = set()
    for index in range(0, len(texts), 2):  # each card's page, then its back's
        title = texts[index].lstrip().removeprefix("unique ")  # a unique card's title starts with its mark's words
        name = next(name for name in sides if title.startswith(name + " "))
        assert texts[index + 1].strip() == "Hollowmarch", "a back names the game, not its kind or side"
        back = document[index + 1].render(scale=1).to_pil().convert("RGB")
        for where in ((3, 60), (back.width // 2, back.height - 12)):  # the bleed, and the card under the emblem
            assert back.getpixel(where) == pytest.approx(side_colors[sides[name]], abs=12), (name, where)
        checked.add(sides[name])
    assert checked == {"wardens", "hollow"}


def test_the_png_and_tts_exports_hold_one_back_per_side(hollowmarch: Built) -> None:
    """Backs by side: a PNG of each side's back beside the cards, and a TTS deck per side whose
    hidden card is that side's back; every PNG tagged sRGB."""
    pngs = {path.name for path in (hollowmarch.out / "png").glob("*.png")}
    assert {"wardens-back.png", "hollow-back.png"} <= pngs
    assert not any(name.startswith(("agent-back", "event-back", "back")) for name in pngs), "no back per kind, no shared back"
    sides = {card.id: card.definition.values["side"] for card in game_cards(hollowmarch.loaded.game)}
    assert {(sheet.group, sheet.path.name) for sheet in hollowmarch.result.tts_sheets} == {
        ("wardens", "wardens-sheet-1.png"),
        ("hollow", "hollow-sheet-1.png"),
    }
    assert sum(sheet.cards for sheet in hollowmarch.result.tts_sheets) == sum(card.copies for card in game_cards(hollowmarch.loaded.game))
    assert len(sides) == len(pngs) - 2
    for path in [*(hollowmarch.out / "png").glob("*.png"), *(hollowmarch.out / "tts").glob("*.png")]:
        with Image.open(path) as image:
            assert image.info.get("srgb") == 0, f"{path.name} carries no sRGB chunk"
    with Image.open(hollowmarch.out / "tts" / "hollow-back.png") as back:
        assert back.convert("RGB").getpixel((8, back.height // 3)) == pytest.approx((0x2A, 0x24, 0x38), abs=12)


@pytest.mark.parametrize("need, share", [(1.004, 1), (1.03, 3), (1.34, 26), (1.0, 0), (2.0, 50)])
def test_b201_asks_for_the_share_that_makes_the_text_fit(need: float, share: int) -> None:
    """A text 0.4 % too long is told to lose 1 %, not "about 0 %"; what is left after the cut fits."""
    assert share_to_cut(need) == share
    assert need * (1 - share / 100) <= 1 + 1e-9
