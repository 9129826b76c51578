"""Imposition: which card goes where on which page, and where the crop marks go.

Pure geometry in millimetres, computed once from the profile, so the HTML, the tests' pixel
checks and the PNG export all agree on the same numbers. Back pages follow their face page and
mirror it for the duplex flip, so each back lands behind its own face.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardkit.config.settings import PrintProfile

PT_PER_MM = 72 / 25.4
"""PDF points per millimetre, for the code that turns this geometry into PDF boxes and drawing."""
MARK_GAP = 1.0
"""Crop marks stop this far (mm) from the cut, so a slightly off cut never shows them."""
MARK_LENGTH = 5.0
MIN_MARK_LENGTH = 2.0
SLUG_EDGE = 1.0
"""White paper (mm) left between a single card's marks and the edge of its page."""


@dataclass(frozen=True)
class Placement:
    """One card on a page: `x`, `y` are the top-left corner of its cell (card plus bleed)."""

    card: str
    x: float
    y: float


@dataclass(frozen=True)
class Mark:
    """A crop mark: a line from (x1, y1) to (x2, y2) in mm on the page."""

    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True)
class Page:
    """A printed page of faces or backs."""

    placements: tuple[Placement, ...]
    back: bool
    marks: tuple[Mark, ...] = ()


def impose(profile: PrintProfile, cards: Sequence[str]) -> list[Page]:
    """Pages for `cards` (one id per printed copy, in deck order), each face page followed by its backs."""
    columns, rows = profile.grid
    per_page = columns * rows
    pages: list[Page] = []
    for start in range(0, len(cards), per_page):
        chunk = cards[start : start + per_page]
        slots = [divmod(index, columns) for index in range(len(chunk))]
        faces = tuple(Placement(card, *_cell_origin(profile, row, column)) for card, (row, column) in zip(chunk, slots, strict=True))
        pages.append(Page(faces, back=False, marks=crop_marks(profile)))
        if profile.backs:
            pages.append(Page(tuple(_back(profile, card, row, column) for card, (row, column) in zip(chunk, slots, strict=True)), back=True))
    return pages


def grid_origin(profile: PrintProfile) -> tuple[float, float]:
    """Top-left of the n-up grid: centred on the paper so both margins are equal. A single card's
    page is its trim box, so its cell (card plus bleed) starts one bleed before it."""
    if profile.single:
        return (-profile.bleed, -profile.bleed)
    columns, rows = profile.grid
    cell_width, cell_height = profile.cell_size
    used_width = columns * cell_width + (columns - 1) * profile.gutter
    used_height = rows * cell_height + (rows - 1) * profile.gutter
    return ((profile.paper_width - used_width) / 2, (profile.paper_height - used_height) / 2)


def _cell_origin(profile: PrintProfile, row: int, column: int) -> tuple[float, float]:
    left, top = grid_origin(profile)
    cell_width, cell_height = profile.cell_size
    return (left + column * (cell_width + profile.gutter), top + row * (cell_height + profile.gutter))


def _back(profile: PrintProfile, card: str, row: int, column: int) -> Placement:
    """The back of the card at (row, column): mirrored along the flip axis, shifted by the duplex offset."""
    columns, rows = profile.grid
    if profile.duplex == "long-edge":
        column = columns - 1 - column
    else:
        row = rows - 1 - row
    x, y = _cell_origin(profile, row, column)
    dx, dy = profile.duplex_offset
    return Placement(card, x + dx, y + dy)


def cut_lines(profile: PrintProfile) -> tuple[list[float], list[float]]:
    """x positions of vertical cuts and y positions of horizontal cuts (trim edges, not bleed edges)."""
    columns, rows = profile.grid
    xs: set[float] = set()
    ys: set[float] = set()
    for column in range(columns):
        x, _ = _cell_origin(profile, 0, column)
        xs.update({round(x + profile.bleed, 4), round(x + profile.bleed + profile.card_width, 4)})
    for row in range(rows):
        _, y = _cell_origin(profile, row, 0)
        ys.update({round(y + profile.bleed, 4), round(y + profile.bleed + profile.card_height, 4)})
    return sorted(xs), sorted(ys)


def slug(profile: PrintProfile) -> float:
    """The paper (mm) a single card's page has outside its bleed: room for marks when asked, else none."""
    return MARK_GAP + MARK_LENGTH + SLUG_EDGE if profile.single and profile.crop_marks else 0.0


def crop_marks(profile: PrintProfile) -> tuple[Mark, ...]:
    """Marks on the cut lines, never on a card or its bleed: in the margins around a sheet's
    grid and in its gutters; around a single card, in the slug outside its bleed."""
    if not profile.crop_marks:
        return ()
    if profile.single:
        return _single_marks(profile)
    return _margin_marks(profile) + _gutter_marks(profile)


def _single_marks(profile: PrintProfile) -> tuple[Mark, ...]:
    near, far = profile.bleed + MARK_GAP, profile.bleed + MARK_GAP + MARK_LENGTH
    width, height = profile.card_size
    marks: list[Mark] = []
    for x in (0.0, width):
        marks += [Mark(x, -far, x, -near), Mark(x, height + near, x, height + far)]
    for y in (0.0, height):
        marks += [Mark(-far, y, -near, y), Mark(width + near, y, width + far, y)]
    return tuple(marks)


def _margin_marks(profile: PrintProfile) -> tuple[Mark, ...]:
    """One pair per cut line in the margins around the grid, clear of the cells."""
    xs, ys = cut_lines(profile)
    left, top = grid_origin(profile)
    right, bottom = profile.paper_width - left, profile.paper_height - top
    length_x = min(MARK_LENGTH, left - MARK_GAP)
    length_y = min(MARK_LENGTH, top - MARK_GAP)
    marks: list[Mark] = []
    if length_y >= MIN_MARK_LENGTH:
        for x in xs:
            marks.append(Mark(x, top - MARK_GAP - length_y, x, top - MARK_GAP))
            marks.append(Mark(x, bottom + MARK_GAP, x, bottom + MARK_GAP + length_y))
    if length_x >= MIN_MARK_LENGTH:
        for y in ys:
            marks.append(Mark(left - MARK_GAP - length_x, y, left - MARK_GAP, y))
            marks.append(Mark(right + MARK_GAP, y, right + MARK_GAP + length_x, y))
    return tuple(marks)


def _gutter_marks(profile: PrintProfile) -> tuple[Mark, ...]:
    """With gutters every card has cuts of its own: a mark on each cut line across every gutter
    it meets, clear of the cells on both sides (none when the gutter is too narrow for one)."""
    columns, rows = profile.grid
    length = profile.gutter - 2 * MARK_GAP
    if length < MIN_MARK_LENGTH:
        return ()
    xs, ys = cut_lines(profile)
    cell_width, cell_height = profile.cell_size
    marks: list[Mark] = []
    for row in range(rows - 1):
        _, y = _cell_origin(profile, row, 0)
        start = y + cell_height + MARK_GAP
        marks += [Mark(x, start, x, start + length) for x in xs]
    for column in range(columns - 1):
        x, _ = _cell_origin(profile, 0, column)
        start = x + cell_width + MARK_GAP
        marks += [Mark(start, y, start + length, y) for y in ys]
    return tuple(marks)
