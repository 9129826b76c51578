"""Text fitting: find card text that overflows its box, and the size at which it fits.

Each card face has one `.fit` box of bounded height holding one `.fit__content` block. After a
layout, a card overflows when its content is taller than its box. Only those cards are laid out
again, alone, one step smaller each time (first the compact art window, then the text size) (and, for a card with
reminder text, without it before going below 92 %), down to the smallest size that keeps every letter at 6 pt or more (the least a
print shop accepts, `MIN_TEXT_PT`); a card that still does not fit is reported with how much of
its box it needs there, never silently clipped. Every other card is laid out exactly once
(and `cardkit.render.firststep` lays most long cards out compact first, skipping the full card).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from weasyprint import Document

from cardkit.theme.art import BASE_FONT_SIZE

TOLERANCE_PX = 0.5
"""Sub-pixel rounding in layout is not overflow (CSS px: 1/96 in)."""


@dataclass(frozen=True)
class FitLevel:
    """How a card's text box is set: font size in % of the base, reminder texts shown or not,
    and whether the art window takes its compact height (`art.<kind>_compact`) to give the text room."""

    percent: int
    reminders: bool = True
    compact: bool = False


MIN_TEXT_PT = 6.0
"""No text is set smaller than this at print size: under 6 pt a print shop's preflight refuses it.
The card CSS keeps everything inside a text box at 1 em or more of the box, and reminder
texts (0.9 em) only on steps of 92 % or more, so the box's size bounds every letter in it."""

LADDER: tuple[FitLevel, ...] = (
    FitLevel(100),
    FitLevel(100, compact=True),
    FitLevel(92, compact=True),
    FitLevel(92, reminders=False, compact=True),
    FitLevel(85, reminders=False, compact=True),
    FitLevel(82, reminders=False, compact=True),
)
"""The steps tried in order, as far as `MIN_TEXT_PT` allows (82 % of 7.4 pt is 6.07 pt): a
smaller picture first, smaller text after."""


def ladder_for(has_reminders: bool, font_size_pt: float = BASE_FONT_SIZE) -> tuple[FitLevel, ...]:
    """The steps that change something for this card and keep its text at `MIN_TEXT_PT` or more
    on a card whose base text size is `font_size_pt`; the first step is always tried."""
    steps = LADDER if has_reminders else tuple(dict.fromkeys(FitLevel(level.percent, compact=level.compact) for level in LADDER))
    legal = tuple(level for level in steps if level.percent * font_size_pt / 100 >= MIN_TEXT_PT - 1e-9)
    return legal or steps[:1]


@dataclass(frozen=True)
class TextBox:
    """A card's text box as laid out, in CSS px: its height, the height of its content's ink,
    and the height of the card's art window (0 without one)."""

    height: float
    extent: float
    art: float

    @property
    def overflows(self) -> bool:
        return self.extent > self.height + TOLERANCE_PX

    @property
    def need(self) -> float:
        """The share of its box the content needs (1.18 is 118 %)."""
        return self.extent / self.height if self.height > 0 else float("inf")


def text_boxes(document: Document) -> dict[str, TextBox]:
    """Every card's text box in this layout, by card id."""
    found: dict[str, TextBox] = {}
    for page in document.pages:
        for card_id, box, art in _fit_boxes(page._page_box, None, None):
            found[card_id] = TextBox(box.height, _extent(box.children), art)
    return found


def overflowing_cards(document: Document) -> dict[str, float]:
    """The cards whose `.fit` content is taller than its box in this layout: id -> the share of
    its box the content needs (1.18 is 118 %)."""
    return {card_id: box.need for card_id, box in text_boxes(document).items() if box.overflows}


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
    node = getattr(box, "element", None)
    if node is None or getattr(box, "element_tag", None) is None:
        return []
    return (node.get("class") or "").split()


def _fit_boxes(box: Any, card_id: str | None, art: list[float] | None) -> Iterator[tuple[str, Any, float]]:
    """(card id, `.fit` block box, height of the card's art window before it) triples; does not
    descend into the text itself or the art window (they are not needed)."""
    node = getattr(box, "element", None)
    if node is not None and node.get("data-card"):
        card_id, art = node.get("data-card"), []
    classes = _classes(box)
    if card_id is not None and "fit" in classes:
        yield card_id, box, art[0] if art else 0.0  # the first box of a node is its own; anonymous ones nest inside
        return
    if art is not None and "art" in classes:
        art.append(box.margin_height())
        return
    for child in getattr(box, "children", ()):
        yield from _fit_boxes(child, card_id, art)


class Fitter:
    """Remembers each card's fit level for one card size and settles cards that overflow."""

    def __init__(self, ladders: dict[str, tuple[FitLevel, ...]], probe: Callable[[list[str]], Document]) -> None:
        self.ladders = ladders
        self.steps: dict[str, int] = {}
        self.unfit: dict[str, float] = {}
        """Cards that do not fit even on their last step -> the share of the box they need there."""
        self.laid_out: dict[str, Any] = {}
        """Each settled card's page from its last probe, laid out at the level it settled on: a
        probe lays a card out alone, as a face is, so that page is the card's face."""
        self._probe = probe

    def start_at(self, card_ids: Iterable[str], step: int) -> None:
        """Put these cards on this step of their ladder (`firststep`'s guess, or its recheck)."""
        for card_id in card_ids:
            self.steps[card_id] = step

    def level(self, card_id: str) -> FitLevel:
        return self.ladders[card_id][self.steps.get(card_id, 0)]

    def settle(self, overflowing: dict[str, float]) -> None:
        """Step each overflowing card down until it fits or the ladder ends; probe lays out only them."""
        pending = {card: need for card, need in overflowing.items() if card not in self.unfit}
        while pending:
            stepped = sorted(card for card in pending if self.steps.get(card, 0) + 1 < len(self.ladders[card]))
            self.unfit.update({card: need for card, need in pending.items() if card not in stepped})
            for card in stepped:
                self.steps[card] = self.steps.get(card, 0) + 1
            if not stepped:
                break
            probed = self._probe(stepped)
            self.laid_out.update(zip(stepped, probed.pages))
            pending = overflowing_cards(probed)
