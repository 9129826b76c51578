"""Imposition: n-up grids from sizes, duplex backs that line up, crop marks clear of the cards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardkit.config.print_profiles import resolve_print_settings
from cardkit.config.settings import PrintProfile
from cardkit.render.imposition import Mark, crop_marks, cut_lines, grid_origin, impose, slug


def profile(name: str = "home", **settings: object) -> PrintProfile:
    return resolve_print_settings({"profiles": {name: settings}} if settings else {}).profiles[name]


@pytest.mark.parametrize(
    ("settings", "grid"),
    [
        ({}, (3, 3)),  # poker on A4
        ({"paper": "Letter"}, (3, 3)),
        ({"card": "tarot"}, (2, 2)),
        ({"card": "mini"}, (4, 4)),
        ({"card": "bridge"}, (3, 3)),
        ({"paper": "A4", "orientation": "landscape"}, (4, 2)),
        ({"gutter": 5}, (3, 3)),
        ({"gutter": 8}, (2, 3)),
        ({"card": {"width": 50, "height": 50}}, (4, 5)),
    ],
)
def test_grid_is_computed_from_the_sizes(settings: dict, grid: tuple[int, int]) -> None:
    assert profile(**settings).grid == grid


def test_grid_is_centred_on_the_paper() -> None:
    home = profile()
    left, top = grid_origin(home)
    assert left == pytest.approx((210 - 3 * 63) / 2)
    assert top == pytest.approx((297 - 3 * 88) / 2)


def test_each_face_page_is_followed_by_its_backs() -> None:
    pages = impose(profile(), [f"c{i}" for i in range(10)])
    assert [page.back for page in pages] == [False, True, False, True]
    assert [len(page.placements) for page in pages] == [9, 9, 1, 1]


def test_no_backs_when_switched_off() -> None:
    pages = impose(profile(backs=False), [f"c{i}" for i in range(10)])
    assert [page.back for page in pages] == [False, False]


def test_long_edge_backs_mirror_the_columns() -> None:
    home = profile()
    face, back = impose(home, [f"c{i}" for i in range(9)])[:2]
    for front, rear in zip(face.placements, back.placements, strict=True):
        assert front.card == rear.card
        assert rear.y == pytest.approx(front.y)
        assert rear.x == pytest.approx(home.paper_width - front.x - home.card_width)


def test_short_edge_backs_mirror_the_rows() -> None:
    home = profile(duplex="short-edge")
    face, back = impose(home, [f"c{i}" for i in range(9)])[:2]
    for front, rear in zip(face.placements, back.placements, strict=True):
        assert rear.x == pytest.approx(front.x)
        assert rear.y == pytest.approx(home.paper_height - front.y - home.card_height)


def test_a_partial_sheet_still_lines_its_backs_up() -> None:
    home = profile()
    face, back = impose(home, ["a", "b"])
    assert back.placements[0].x == pytest.approx(home.paper_width - face.placements[0].x - home.card_width)


def test_duplex_offset_shifts_back_pages_only() -> None:
    plain = impose(profile(), ["a"])
    shifted = impose(profile(duplex_offset={"x": 0.5, "y": -0.3}), ["a"])
    assert shifted[0].placements == plain[0].placements
    assert shifted[1].placements[0].x == pytest.approx(plain[1].placements[0].x + 0.5)
    assert shifted[1].placements[0].y == pytest.approx(plain[1].placements[0].y - 0.3)


def test_single_layout_is_one_card_per_page() -> None:
    shop = profile("print-shop")
    pages = impose(shop, ["a", "b", "b"])
    assert len(pages) == 6
    assert all(len(page.placements) == 1 for page in pages)
    assert crop_marks(shop) == ()


def test_crop_marks_sit_on_the_cut_lines_in_the_margins() -> None:
    home = profile()
    xs, ys = cut_lines(home)
    assert xs == pytest.approx([10.5, 73.5, 136.5, 199.5])
    assert ys == pytest.approx([16.5, 104.5, 192.5, 280.5])
    left, top = grid_origin(home)
    marks = crop_marks(home)
    assert len(marks) == 2 * (len(xs) + len(ys))
    for mark in marks:
        inside_x = left < min(mark.x1, mark.x2) and max(mark.x1, mark.x2) < home.paper_width - left
        inside_y = top < min(mark.y1, mark.y2) and max(mark.y1, mark.y2) < home.paper_height - top
        assert not (inside_x and inside_y), f"{mark} crosses the cards"


def test_bleed_makes_cells_bigger_and_cuts_stay_on_the_trim() -> None:
    bled = replace(profile(), bleed=3.0, paper_width=297.0, paper_height=420.0)
    xs, _ = cut_lines(bled)
    left, _ = grid_origin(bled)
    assert xs[0] == pytest.approx(left + 3.0)
    assert xs[1] == pytest.approx(left + 3.0 + 63.0)


def _cells(home: PrintProfile) -> list[tuple[float, float, float, float]]:
    """Every cell (card plus bleed) of a full sheet as (left, top, right, bottom)."""
    width, height = home.cell_size
    face = impose(home, [f"c{i}" for i in range(home.grid[0] * home.grid[1])])[0]
    return [(p.x, p.y, p.x + width, p.y + height) for p in face.placements]


def _touches(mark: Mark, cell: tuple[float, float, float, float]) -> bool:
    left, top, right, bottom = cell
    return max(mark.x1, mark.x2) > left and min(mark.x1, mark.x2) < right and max(mark.y1, mark.y2) > top and min(mark.y1, mark.y2) < bottom


def test_gutter_marks_lie_on_every_cut_line_inside_the_gutters_and_clear_of_the_cells() -> None:
    home = profile(bleed=2, gutter=6, margin=3)
    assert home.grid == (2, 3)
    xs, ys = cut_lines(home)
    marks = crop_marks(home)
    left, top = grid_origin(home)
    # Cells are 67 × 92 mm, 6 mm apart: the horizontal gutters run from y = top + 92 to top + 98.
    gutter_rows = [(top + 92, top + 98), (top + 190, top + 196)]
    vertical = [m for m in marks if m.x1 == m.x2 and any(start < m.y1 < end for start, end in gutter_rows)]
    assert sorted({m.x1 for m in vertical}) == pytest.approx(xs)
    assert len(vertical) == len(xs) * 2
    for mark in vertical:
        start, end = next(row for row in gutter_rows if row[0] < mark.y1 < row[1])
        assert (mark.y1, mark.y2) == pytest.approx((start + 1.0, end - 1.0)), "1 mm clear of the cells above and below"
    horizontal = [m for m in marks if m.y1 == m.y2 and left + 67 < m.x1 < left + 73]
    assert sorted({m.y1 for m in horizontal}) == pytest.approx(ys)
    assert not [(m, c) for m in marks for c in _cells(home) if _touches(m, c)], "no mark on a card or its bleed"


def test_a_gutter_too_narrow_for_a_mark_gets_none_and_the_margins_keep_theirs() -> None:
    home = profile(gutter=3)
    xs, ys = cut_lines(home)
    assert len(crop_marks(home)) == 2 * (len(xs) + len(ys))


def test_single_cards_have_no_marks_unless_asked_and_then_only_outside_the_bleed() -> None:
    shop = profile("print-shop")
    assert (crop_marks(shop), slug(shop)) == ((), 0.0)
    marked = profile("print-shop", crop_marks=True)
    marks = crop_marks(marked)
    assert slug(marked) == pytest.approx(7.0)
    assert len(marks) == 8
    bleed_box = (-3.0, -3.0, 66.0, 91.0)
    assert not [m for m in marks if _touches(m, bleed_box)], "marks sit in the slug, never in the bleed"
    reach = 3.0 + slug(marked)
    assert all(-reach < v < 63 + reach for m in marks for v in (m.x1, m.x2))
    assert sorted({m.x1 for m in marks if m.x1 == m.x2}) == [0.0, 63.0], "on the trim lines"


def test_a_single_cards_cell_starts_one_bleed_before_its_trim_box() -> None:
    face = impose(profile("print-shop"), ["a"])[0]
    assert (face.placements[0].x, face.placements[0].y) == (-3.0, -3.0)
