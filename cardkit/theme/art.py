"""How big a card's art window is, in millimetres, from the theme tokens its CSS is drawn with.

The card CSS places the window where the kind's anatomy puts its `art` slot (mm on the reference
card, drawn in em of the card's text size: `cardkit.theme.anatomy`). `cardkit check` needs the
same size in mm to say what resolution an image has there (R803), so the numbers are computed
here once, from the same tokens and the same card text size the card document sets: the two can
never disagree about the window.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardkit.theme.model import REFERENCE_FONT_PT, Theme

BASE_FONT_SIZE = REFERENCE_FONT_PT
"""Card text size in pt on a poker card; other sizes scale it (`card_font_size`)."""
POKER = (63.0, 88.0)
MM_PER_PT = 25.4 / 72
MM_PER_INCH = 25.4


def card_font_size(card_width: float, card_height: float) -> float:
    """The text size in pt of a card of this size: the poker size scaled to fit it."""
    scale = min(card_width / POKER[0], card_height / POKER[1])
    return round(BASE_FONT_SIZE * scale, 3)


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
    """The art window of `kind` on a `card_width` × `card_height` mm card: its anatomy's `art`
    slot, scaled from the reference card as the card's text is (nothing for a kind without one)."""
    scale = card_font_size(card_width, card_height) / BASE_FONT_SIZE
    slot = theme.slot(kind, "art")
    if slot is None:
        return ArtWindow(0.0, 0.0)
    return ArtWindow(round(slot.width * scale, 2), round(slot.height * scale, 2))


def largest_windows(theme: Theme, kinds: tuple[str, ...], card_sizes: list[tuple[float, float]]) -> dict[str, ArtWindow]:
    """Each kind's art window on the largest of `card_sizes`: the window that needs the most
    pixels, so an image good enough there is good enough on every card the project prints. A
    kind whose anatomy has no art window (`art: null`, a reference card) prints no art and has
    no entry: its art has no resolution to check."""
    windows: dict[str, ArtWindow] = {}
    for kind in kinds:
        sized = [art_window(theme, kind, width, height) for width, height in card_sizes]
        largest = max(sized, key=lambda window: window.width * window.height)
        if largest.width > 0 and largest.height > 0:
            windows[kind] = largest
    return windows
