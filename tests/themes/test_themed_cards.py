"""A game's theme on its printed cards: the colours it changes are the pixels of the card, its
title font is the font in the PDF, and everything it leaves alone keeps cardkit's look."""

from __future__ import annotations

import base64
import re
from pathlib import Path

import pypdfium2
from PIL import Image
from pypdf import PdfReader

from cardkit.pipeline import check_project
from cardkit.render.documents import CardRenderer, card_renderer
from cardkit.render.faces import Card, game_cards
from cardkit.render.fit import ladder_for
from tests.build.conftest import Game
from tests.pdf_fonts import base_fonts
from tests.themes.conftest import SHOP_ONLY, TEST_FAMILY, MakeThemed, renamed_font

DPI = 300
GREEN = (0x0A, 0x7D, 0x3B)
UNIT_FRAME = (0x7B, 0x24, 0x18)
PANEL = (0xF8, 0xF2, 0xE4)
DEFAULT_SPELL_TITLE = (0x5A, 0x35, 0x91)
SPELL_THEME = f"""
    kinds:
      spell:
        frame: "#0a7d3b"
    fonts:
      title: {TEST_FAMILY}
    faces:
      - {{family: {TEST_FAMILY}, file: ThemeTest-Black.ttf, weight: 900}}
    """


def close(pixel: tuple[int, ...], colour: tuple[int, int, int], tolerance: int = 6) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], colour, strict=True))


def px(mm: float) -> int:
    return round(mm / 25.4 * DPI)


BLEED = 3  # mm: the print-shop bleed every card PNG keeps


def card_png(game: Game, card_id: str) -> Image.Image:
    """The card's PNG cut back to its trim, so positions are measured from the card's edge."""
    image = Image.open(game.cards_dir / "png" / f"{card_id}.png").convert("RGB")
    return image.crop((px(BLEED), px(BLEED), image.width - px(BLEED), image.height - px(BLEED)))


def pdf_fonts(path: Path) -> set[str]:
    return base_fonts(PdfReader(path))


def renderer(game: Game) -> CardRenderer:
    loaded = check_project(game.root)
    return card_renderer(loaded)


def test_the_spell_colour_and_title_font_of_the_theme_are_printed(themed: MakeThemed) -> None:
    game = themed(SPELL_THEME, fonts={"ThemeTest-Black.ttf": renamed_font()})
    game.build(png=True)
    spell, unit = card_png(game, "spell-magia-00"), card_png(game, "unit-guarda")
    middle = spell.height // 2
    assert close(spell.getpixel((px(1), middle)), GREEN), spell.getpixel((px(1), middle))
    assert close(unit.getpixel((px(1), middle)), UNIT_FRAME), "a kind the theme leaves alone keeps its colour"
    # A frame colour without a title colour: the title band is flat, in the new frame colour.
    assert close(spell.getpixel((round(spell.width * 0.55), px(4.2))), GREEN)
    fonts = pdf_fonts(game.cards_dir / "cards-print-shop.pdf")
    assert any(TEST_FAMILY.replace(" ", "-") in name for name in fonts), fonts
    assert any("Lato" in name for name in fonts), "the other roles keep the bundled fonts"


def test_without_a_theme_the_cards_keep_cardkits_look(themed: MakeThemed) -> None:
    game = themed()
    game.build(png=True)
    spell = card_png(game, "spell-magia-00")
    assert close(spell.getpixel((px(1), spell.height // 2)), (0x3D, 0x21, 0x66))
    assert close(spell.getpixel((round(spell.width * 0.55), px(4.2))), DEFAULT_SPELL_TITLE, tolerance=12)
    assert not any("Theme" in name for name in pdf_fonts(game.cards_dir / "cards-print-shop.pdf"))


def test_frame_sizes_are_tokens(themed: MakeThemed) -> None:
    game = themed("""
        frame:
          margin: 4mm
        """)
    game.build(png=True)
    unit = card_png(game, "unit-guarda")
    assert close(unit.getpixel((px(3.5), px(72))), UNIT_FRAME)
    assert close(unit.getpixel((px(4.6), px(72))), PANEL)  # the text box, 72 mm down


def test_an_icon_colour_is_the_disc_of_the_elements_icon(themed: MakeThemed) -> None:
    game = themed("""
        icons:
          fire: "#123456"
        """)
    cards = renderer(game)
    spell = next(card for card in game_cards(check_project(game.root).game) if card.definition.name == "Magia 00")
    face = str(cards.face(spell, ladder_for(False)[0]))
    icons = [base64.b64decode(data).decode("utf-8") for data in re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', face)]
    assert icons and all('<circle cx="12" cy="12" r="11.5" fill="#123456"/>' in icon for icon in icons)


def a_spell(game: Game) -> Card:
    return next(card for card in game_cards(check_project(game.root).game) if card.kind == "spell")


def test_back_styles_are_tokens(themed: MakeThemed) -> None:
    styled = themed("""
        back: {pattern: none, border: single, emblem: none}
        """)
    plain = renderer(styled).back(a_spell(styled))
    default = renderer(themed()).back(a_spell(themed()))
    assert "<pattern" in default and default.count("<rect x=") == 3 and "<circle" in default  # the lattice, two borders
    assert "<pattern" not in plain and plain.count("<rect x=") == 1 and "<circle" not in plain


def test_a_back_names_its_group_only_when_the_theme_asks(themed: MakeThemed) -> None:
    """Tab Master's backs go by kind; `back.label: group` prints the kind's name, the default nothing."""
    labelled = themed("back: {label: group}\n")
    cards = renderer(labelled)
    back = str(cards.back(a_spell(labelled)))
    assert f'<div class="back__kind">{cards.wording.kind_name("spell")}</div>' in back
    assert "back__kind" not in str(renderer(themed()).back(a_spell(themed())))


def test_one_back_for_every_kind_is_in_the_card_frame_colour(themed: MakeThemed) -> None:
    """`back.group: none` over the pack's `kind`: spells and units share one back, in
    colors.card.frame, never a kind's colour."""
    game = themed("""
        colors:
          card: {frame: "#123456"}
        back: {group: none}
        """)
    cards = renderer(game)
    spell, unit = (next(card for card in game_cards(check_project(game.root).game) if card.kind == kind) for kind in ("spell", "unit"))
    assert cards.back(spell) is cards.back(unit)
    assert 'style="--kind-frame: #123456' in str(cards.back(spell))


def test_a_game_with_the_default_back_prints_one_back_behind_every_kind(themed: MakeThemed) -> None:
    """`back.group: none` (cardkit's default, here over the pack's `kind`): spells, the unit
    and the trait share one laid-out back, and every back page is the card frame colour to the
    edge of its bleed, whatever kind of card it backs."""
    game = themed("back: {group: none}\n", config=SHOP_ONLY.replace("backs: false", "backs: true"))
    result = game.build()
    assert {record.ref for record in result.faces if record.ref.startswith("back:")} == {"back:*"}
    document = pypdfium2.PdfDocument(game.root / "build" / "cards" / "cards-print-shop.pdf")
    backs = [document[index].render(scale=1).to_pil().convert("RGB") for index in range(1, len(document), 2)]
    assert len(backs) == 4  # two spells, the unit, the trait
    assert {back.getpixel((3, 60)) for back in backs} == {(0x4B, 0x3A, 0x2A)}  # colors.card.frame


def test_the_png_and_tts_exports_have_their_backs_when_the_print_shop_pdf_prints_none(themed: MakeThemed) -> None:
    """A print-shop profile without backs (a service that takes one back for the deck) still
    gets each back as a PNG, and TTS its hidden card; the PDF itself stays without backs."""
    game = themed("back: {group: none}\n")  # SHOP_ONLY: `print-shop: {backs: false}`
    game.build(png=True, tts=True)
    cards = game.root / "build" / "cards"
    assert len(pypdfium2.PdfDocument(cards / "cards-print-shop.pdf")) == 4, "one page per card, no backs"
    assert (cards / "png" / "back.png").is_file() and (cards / "tts" / "back.png").is_file()
    assert [path.name for path in sorted((cards / "tts").glob("*sheet*"))] == ["sheet-1.png"], "one deck: one back"
    with Image.open(cards / "png" / "back.png") as back:
        assert back.info.get("srgb") == 0 and back.convert("RGB").getpixel((3, 60)) == (0x4B, 0x3A, 0x2A)


def test_a_changed_token_renders_the_cards_again(themed: MakeThemed) -> None:
    game = themed("""
        kinds:
          unit: {frame: "#0a7d3b"}
        """)
    game.build(png=True)
    assert all(record.cached for record in game.build().faces)
    game.write("content/theme.yaml", 'kinds:\n  unit: {frame: "#7b2418"}\n')
    again = game.build(png=True)
    assert again.rendered, "a theme edit must not be served from the cache"
    unit = card_png(game, "unit-guarda")
    assert close(unit.getpixel((px(1), unit.height // 2)), UNIT_FRAME)
