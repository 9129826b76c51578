"""The art window's size in mm, from the theme tokens the card CSS uses, and the dpi arithmetic
of R803 over it."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.checks.art import effective_dpi, needed_pixels
from cardkit.packs.tabmaster import PACK
from cardkit.pipeline import check_project
from cardkit.theme.art import ArtWindow, art_window, card_font_size, largest_windows, length_mm
from cardkit.theme.build import build_theme
from cardkit.theme.model import Theme
from tests.themes.conftest import MakeThemed


def default_theme() -> Theme:
    """cardkit's default theme with Tab Master's tokens, which size the windows of its kinds."""
    return build_theme(None, Path("content"), PACK.theme_file)


def test_the_poker_windows_follow_the_default_tokens() -> None:
    """7.4 pt text is 2.6106 mm per em; the frame takes 2 × (0.8 + 0.09) em of the 63 mm."""
    theme = default_theme()
    assert art_window(theme, "spell", 63, 88) == ArtWindow(55.73, 26.11)  # 10em
    assert art_window(theme, "unit", 63, 88) == ArtWindow(55.73, 28.72)  # 11em
    assert art_window(theme, "trait", 63, 88) == ArtWindow(55.73, 13.05)  # 5em
    assert art_window(theme, "token", 63, 88) == ArtWindow(55.73, 20.88)  # a kind the theme lacks: art.card, 8em
    assert art_window(build_theme(None, Path("content")), "spell", 63, 88) == ArtWindow(55.73, 20.88)  # no pack: art.card


def test_a_larger_card_scales_the_window_with_its_text() -> None:
    """A tarot card's text is 7.4 × min(70/63, 120/88) = 8.222 pt, so every em is wider."""
    assert card_font_size(70, 120) == 8.222
    windows = largest_windows(default_theme(), ("spell",), [(63, 88), (70, 120), (44, 63)])
    assert windows["spell"] == art_window(default_theme(), "spell", 70, 120)
    assert windows["spell"].height == pytest.approx(10 * 8.222 * 25.4 / 72, abs=0.01)


def test_lengths_in_every_unit_the_schema_allows() -> None:
    assert length_mm("2mm", 7.4) == 2
    assert length_mm("72pt", 7.4) == pytest.approx(25.4)
    assert length_mm("1em", 7.2) == pytest.approx(2.54)
    assert length_mm("0", 7.4) == 0


def test_cover_takes_the_thinner_side_and_asks_for_the_window_at_300_dpi() -> None:
    window = ArtWindow(73, 40)  # 2.874 × 1.575 in
    assert int(effective_dpi((412, 300), window, "cover")) == 143  # min(143.4, 190.5)
    assert needed_pixels((412, 300), window, "cover") == (863, 473)  # 862.2 and 472.4, rounded up


def test_contain_takes_the_denser_side_and_scales_the_image_itself() -> None:
    window = ArtWindow(73, 40)
    assert int(effective_dpi((412, 300), window, "contain")) == 190
    assert needed_pixels((412, 300), window, "contain") == (649, 473)


def test_a_games_theme_changes_the_window_the_check_measures(themed: MakeThemed) -> None:
    game = themed("""
        art:
          spell: 20mm
        """)
    loaded = check_project(game.root)
    assert loaded.theme.art_height("spell") == "20mm"
    assert ("art-spell", "20mm") in loaded.theme.properties()
    assert art_window(loaded.theme, "spell", 63, 88).height == 20


def test_an_art_height_that_is_no_length_is_an_error_at_its_line(themed: MakeThemed) -> None:
    game = themed("""
        art:
          spell: big
        """)
    found = [d for d in check_project(game.root).report.sorted() if d.file == "content/theme.yaml"]
    assert [(d.code, d.line, d.column) for d in found] == [("S005", 2, 10)]
    assert "'big'" in found[0].message


@pytest.mark.parametrize("known, unknown", [("card", "spel"), ("spell_compact", "spel_compact")])
def test_an_art_window_for_a_kind_the_game_lacks_is_r901(themed: MakeThemed, known: str, unknown: str) -> None:
    """`card` and a kind of the game, with or without `_compact`, are known; a misspelt one is R901."""
    game = themed(f"""
        art:
          {known}: 9em
          {unknown}: 9em
        """)
    found = [d for d in check_project(game.root).report.sorted() if d.file == "content/theme.yaml"]
    assert [(d.code, d.line, d.column) for d in found] == [("R901", 3, 3)]
    assert found[0].hint == f"did you mean `{unknown.replace('spel', 'spell')}`?"
