"""How big a card's art window is, in millimetres, from the theme tokens its CSS is drawn with.

The card CSS sizes the window in em of the card's text size (`art.<kind>`, `var(--art-<kind>)`)
across the panel's full width, inside the frame's margin and trim. `cardkit check` needs the
same size in mm to say what resolution an image has there (R803), so the numbers are computed
here once, from the same tokens and the same card text size the card document sets: the two can
never disagree about the window.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cardkit.theme.model import Theme

BASE_FONT_SIZE = 7.4
"""Card text size in pt on a poker card; other sizes scale it (`card_font_size`)."""
POKER = (63.0, 88.0)
MM_PER_PT = 25.4 / 72
MM_PER_INCH = 25.4
_LENGTH = re.compile(r"^(?P<number>[0-9.]+)(?P<measure>em|mm|pt)?$")


def card_font_size(card_width: float, card_height: float) -> float:
    """The text size in pt of a card of this size: the poker size scaled to fit it."""
    scale = min(card_width / POKER[0], card_height / POKER[1])
    return round(BASE_FONT_SIZE * scale, 3)


def length_mm(length: str, font_size_pt: float) -> float:
    """A theme length (`0.8em`, `2mm`, `3pt`, `0`; the schema allows no other) in mm."""
    found = _LENGTH.match(length.strip())
    if found is None:
        raise ValueError(f"not a theme length: {length!r}")
    number = float(found["number"])
    measure = found["measure"]
    if measure == "mm":
        return number
    if measure == "pt":
        return number * MM_PER_PT
    return number * font_size_pt * MM_PER_PT  # em, and a bare 0


@dataclass(frozen=True)
class ArtWindow:
    """The art window of one card kind on one card size, in mm."""

    width: float
    height: float

    def pixels_for(self, dpi: int) -> tuple[int, int]:
        """The smallest image (width, height in px) that fills the window at `dpi`."""
        return (_ceil(self.width / MM_PER_INCH * dpi), _ceil(self.height / MM_PER_INCH * dpi))


def _ceil(value: float) -> int:
    """Round up, forgiving float noise (862.0000001 px is 862 px)."""
    whole = int(value)
    return whole if value - whole < 1e-6 else whole + 1


def art_window(theme: Theme, kind: str, card_width: float, card_height: float) -> ArtWindow:
    """The art window of `kind` on a `card_width` × `card_height` mm card."""
    size = card_font_size(card_width, card_height)
    inset = 2 * (length_mm(theme.frame["margin"], size) + length_mm(theme.frame["trim"], size))
    return ArtWindow(round(card_width - inset, 2), round(length_mm(theme.art_height(kind), size), 2))


def largest_windows(theme: Theme, kinds: tuple[str, ...], card_sizes: list[tuple[float, float]]) -> dict[str, ArtWindow]:
    """Each kind's art window on the largest of `card_sizes`: the window that needs the most
    pixels, so an image good enough there is good enough on every card the project prints."""
    windows: dict[str, ArtWindow] = {}
    for kind in kinds:
        sized = [art_window(theme, kind, width, height) for width, height in card_sizes]
        windows[kind] = max(sized, key=lambda window: window.width * window.height)
    return windows
