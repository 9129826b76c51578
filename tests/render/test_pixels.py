"""Pixels of a rendered home sheet: crop marks and card edges are where the profile puts them."""

from __future__ import annotations

import pypdfium2
import pytest
from PIL import Image

from cardkit.config.print_profiles import resolve_print_settings
from cardkit.render.imposition import MARK_GAP, MARK_LENGTH, cut_lines, grid_origin
from tests.render.conftest import Built

pytestmark = pytest.mark.slow  # rasterises the bundled game's card sheet

DPI = 200
FRAME = (0x3D, 0x21, 0x66)  # the spell frame colour of cards.css


@pytest.fixture(scope="module")
def sheet(bundled: Built) -> Image.Image:
    document = pypdfium2.PdfDocument(bundled.out / "cards-home.pdf")
    try:
        return document[0].render(scale=DPI / 72).to_pil().convert("RGB")
    finally:
        document.close()


def px(value_mm: float) -> int:
    return round(value_mm / 25.4 * DPI)


def dark(pixel: tuple[int, int, int]) -> bool:
    """Ink: hairlines are anti-aliased to grey, paper is white."""
    return sum(pixel) < 3 * 160


def close(pixel: tuple[int, int, int], colour: tuple[int, int, int]) -> bool:
    return all(abs(a - b) <= 24 for a, b in zip(pixel[:3], colour, strict=True))


def test_the_sheet_is_a4_at_the_render_resolution(sheet: Image.Image) -> None:
    assert sheet.size == (px(210), px(297))


def test_crop_marks_are_on_the_cut_lines_in_the_margin(sheet: Image.Image) -> None:
    home = resolve_print_settings({}).profiles["home"]
    xs, ys = cut_lines(home)
    left, top = grid_origin(home)
    mid_top = top - MARK_GAP - MARK_LENGTH / 2
    for x in xs:
        column = [sheet.getpixel((px(x) + dx, px(mid_top))) for dx in (-1, 0, 1)]
        assert any(dark(p) for p in column), f"no vertical mark at x={x} mm"
        assert not dark(sheet.getpixel((px(x) + px(2), px(mid_top)))), "a mark is wider than a hairline"
    mid_left = left - MARK_GAP - min(MARK_LENGTH, left - MARK_GAP) / 2
    for y in ys:
        row = [sheet.getpixel((px(mid_left), px(y) + dy)) for dy in (-1, 0, 1)]
        assert any(dark(p) for p in row), f"no horizontal mark at y={y} mm"
    # The gap between mark and card stays clear.
    assert not dark(sheet.getpixel((px(xs[0]), px(top - MARK_GAP / 2))))


def test_card_edges_are_at_the_trim_lines(sheet: Image.Image) -> None:
    home = resolve_print_settings({}).profiles["home"]
    xs, ys = cut_lines(home)
    y_mid = (ys[0] + ys[1]) / 2
    # Just outside the first card: paper. Just inside: the spell frame colour.
    assert sheet.getpixel((px(xs[0] - 0.4), px(y_mid))) == (255, 255, 255)
    assert close(sheet.getpixel((px(xs[0] + 0.4), px(y_mid))), FRAME)
    assert sheet.getpixel((px(xs[-1] + 0.4), px(y_mid))) == (255, 255, 255)
    assert close(sheet.getpixel((px(xs[-1] - 0.4), px(y_mid))), FRAME)
    x_mid = (xs[0] + xs[1]) / 2
    assert sheet.getpixel((px(x_mid), px(ys[0] - 0.4))) == (255, 255, 255)
    assert close(sheet.getpixel((px(x_mid), px(ys[0] + 0.4))), FRAME)
    assert close(sheet.getpixel((px(x_mid), px(ys[-1] - 0.4))), FRAME)
    assert sheet.getpixel((px(x_mid), px(ys[-1] + 0.4))) == (255, 255, 255)
