"""The art window's size in mm, from the theme tokens the card CSS uses, and the dpi arithmetic
of R803 over it."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.checks.art import effective_dpi, needed_pixels
from cardkit.packs.tabmaster import PACK
from cardkit.pipeline import check_project
from cardkit.theme.art import ArtWindow, art_window, card_font_size, largest_windows
from cardkit.theme.build import build_theme
from cardkit.theme.model import Theme
from tests.themes.conftest import MakeThemed


def default_theme() -> Theme:
    """cardkit's default theme with Tab Master's tokens, which size the windows of its kinds."""
    return build_theme(None, Path("content"), PACK.theme_file)


def test_the_poker_windows_are_the_anatomys_art_slots() -> None:
    """The art slot of each kind in mm on a poker card: cardkit's generic one (40 % of the face),
    which Tab Master's spells and units keep; its traits, reference cards, have none."""
    theme = default_theme()
    assert art_window(theme, "spell", 63, 88) == ArtWindow(56.2, 39.6)
    assert art_window(theme, "unit", 63, 88) == ArtWindow(56.2, 39.6)
    assert art_window(theme, "trait", 63, 88) == ArtWindow(0.0, 0.0)
    assert art_window(theme, "token", 63, 88) == ArtWindow(56.2, 39.6)  # a kind the theme lacks: anatomy.card
    assert 56.2 * 39.6 / (63 * 88) >= 0.40


def test_a_larger_card_scales_the_window_with_its_text() -> None:
    """A tarot card's text is 7.4 × min(70/63, 120/88) = 8.222 pt: the slots scale with it."""
    assert card_font_size(70, 120) == 8.222
    windows = largest_windows(default_theme(), ("spell",), [(63, 88), (70, 120), (44, 63)])
    assert windows["spell"] == art_window(default_theme(), "spell", 70, 120)
    assert windows["spell"].height == pytest.approx(39.6 * 8.222 / 7.4, abs=0.01)


def test_a_games_theme_changes_the_window_the_check_measures(themed: MakeThemed) -> None:
    game = themed("""
        anatomy:
          spell:
            art: {height: 20}
        """)
    loaded = check_project(game.root)
    assert loaded.theme.slot("spell", "art").height == 20
    assert loaded.theme.slot("spell", "art").width == 56.2  # the rest of the slot is the generic one's
    assert any(".card.card--spell > .slot--art" in rule and "height: 7.661" in rule for rule in loaded.theme.slot_rules())
    assert art_window(loaded.theme, "spell", 63, 88).height == 20


@pytest.mark.parametrize(
    "slot, code, quoted",
    [("art: {height: big}", "S002", "'big'"), ("artwork: {height: 20}", "S001", "artwork")],
)
def test_a_bad_slot_is_a_schema_error_at_its_line(themed: MakeThemed, slot: str, code: str, quoted: str) -> None:
    """A size that is no number, and a slot no face has, are found at their line, never built."""
    game = themed(f"""
        anatomy:
          spell:
            {slot}
        """)
    found = [d for d in check_project(game.root).report.sorted() if d.file == "content/theme.yaml"]
    assert [(d.code, d.line) for d in found] == [(code, 3)]
    assert quoted in found[0].message


def test_an_anatomy_for_a_kind_the_game_lacks_is_r901(themed: MakeThemed) -> None:
    """`card` and a kind of the game are known; a misspelt one is R901."""
    game = themed("""
        anatomy:
          card: {art: {height: 30}}
          spel: {art: {height: 30}}
        """)
    found = [d for d in check_project(game.root).report.sorted() if d.file == "content/theme.yaml"]
    assert [(d.code, d.line, d.column) for d in found] == [("R901", 3, 3)]
    assert found[0].hint == "did you mean `spell`?"


def test_a_slot_given_a_field_its_kind_lacks_is_r904_at_the_field(themed: MakeThemed) -> None:
    game = themed("""
        anatomy:
          spell:
            cost: {fields: [cots]}
            stats: {fields: [range, damage]}
        """)
    found = [d for d in check_project(game.root).report.sorted() if d.file == "content/theme.yaml"]
    assert [(d.code, d.line, d.column) for d in found] == [("R904", 3, 21)]
    assert found[0].hint == "did you mean `cost`?"


def test_cover_takes_the_thinner_side_and_asks_for_the_window_at_300_dpi() -> None:
    window = ArtWindow(73, 40)  # 2.874 × 1.575 in
    assert int(effective_dpi((412, 300), window, "cover")) == 143  # min(143.4, 190.5)
    assert needed_pixels((412, 300), window, "cover") == (863, 473)  # 862.2 and 472.4, rounded up


def test_contain_takes_the_denser_side_and_scales_the_image_itself() -> None:
    window = ArtWindow(73, 40)
    assert int(effective_dpi((412, 300), window, "contain")) == 190
    assert needed_pixels((412, 300), window, "contain") == (649, 473)




