"""Text fitting: find card text that overflows its box, and the size at which it fits.

Each card face has one `.fit` box of bounded height holding one `.fit__content` block. After a
layout, a card overflows when its content is taller than its box. Only those cards are laid out
again, alone, one size step smaller each time (and, for units, without trait reminders before
going below 85 %), down to 70 % of the base size; a card that still does not fit is reported,
never silently clipped. Every other card is laid out exactly once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from weasyprint import Document

TOLERANCE_PX = 0.5
"""Sub-pixel rounding in layout is not overflow (CSS px: 1/96 in)."""


@dataclass(frozen=True)
class FitLevel:
    """How a card's text box is set: font size in % of the base, trait reminders shown or not."""

    percent: int
    reminders: bool = True


LADDER: tuple[FitLevel, ...] = (
    FitLevel(100),
    FitLevel(92),
    FitLevel(85),
    FitLevel(85, reminders=False),
    FitLevel(78, reminders=False),
    FitLevel(70, reminders=False),
)
"""The steps tried in order; 70 % is the smallest text a card may get."""


def ladder_for(has_reminders: bool) -> tuple[FitLevel, ...]:
    """Steps that change something for this card: dropping reminders only matters if it has some."""
    if has_reminders:
        return LADDER
    return tuple(dict.fromkeys(FitLevel(level.percent) for level in LADDER))


def overflowing_cards(document: Document) -> set[str]:
    """Ids of the cards whose `.fit` content is taller than its box in this layout."""
    found: set[str] = set()
    for page in document.pages:
        for card_id, box in _fit_boxes(page._page_box, None):
            if _extent(box.children) > box.height + TOLERANCE_PX:
                found.add(card_id)
    return found


def _extent(boxes: Iterable[Any]) -> float:
    """Height from the top of the highest to the bottom of the lowest box in these subtrees.

    Measured on every descendant rather than on `.fit__content` alone, because a layout engine
    may give a block less height than its last child needs; the ink is what must fit.
    """
    top, bottom = float("inf"), float("-inf")
    stack = list(boxes)
    while stack:
        box = stack.pop()
        top = min(top, box.position_y)
        bottom = max(bottom, box.position_y + box.margin_height())
        stack.extend(getattr(box, "children", ()))
    return max(bottom - top, 0.0)


def _classes(box: object) -> list[str]:
    element = getattr(box, "element", None)
    if element is None or getattr(box, "element_tag", None) is None:
        return []
    return (element.get("class") or "").split()


def _fit_boxes(box: Any, card_id: str | None) -> Iterator[tuple[str, Any]]:
    """(card id, `.fit` block box) pairs; does not descend into the text itself (it is not needed)."""
    element = getattr(box, "element", None)
    if element is not None and element.get("data-card"):
        card_id = element.get("data-card")
    if card_id is not None and "fit" in _classes(box):
        yield card_id, box  # the first box of an element is its own; anonymous ones nest inside
        return
    for child in getattr(box, "children", ()):
        yield from _fit_boxes(child, card_id)


class Fitter:
    """Remembers each card's fit level for one card size and settles cards that overflow."""

    def __init__(self, ladders: dict[str, tuple[FitLevel, ...]], probe: Callable[[list[str]], Document]) -> None:
        self.ladders = ladders
        self.steps: dict[str, int] = {}
        self.unfit: set[str] = set()
        self._probe = probe

    def level(self, card_id: str) -> FitLevel:
        return self.ladders[card_id][self.steps.get(card_id, 0)]

    def settle(self, overflowing: Iterable[str]) -> None:
        """Step each overflowing card down until it fits or the ladder ends; probe lays out only them."""
        pending = set(overflowing) - self.unfit
        while pending:
            stepped = sorted(card for card in pending if self.steps.get(card, 0) + 1 < len(self.ladders[card]))
            self.unfit |= pending - set(stepped)
            for card in stepped:
                self.steps[card] = self.steps.get(card, 0) + 1
            pending = overflowing_cards(self._probe(stepped)) if stepped else set()
