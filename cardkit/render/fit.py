"""Text fitting: find card text that overflows its box, and the size at which it fits.

Each card face has one `.fit` box (its anatomy's `text` slot: the same place and size on every
card of a kind) holding one `.fit__content` block, set from the top. A card overflows when its
content is taller than its box. Each card is probed at its first step; only those that
overflow are probed again, one step smaller each time (and, for a card with reminder text,
without it before going below 92 %), down to the theme's floor (`text.floor`, 6.5 pt by default
and never under the 6 pt a print shop accepts, `MIN_TEXT_PT`); the art window and the type line
never give up their room. A card that still does not fit is reported with how much of its box
it needs there, never silently clipped. The probes are the faces' text boxes alone
(`cardkit.render.textprobe`), a batch's on one page; each face is then laid out once, at the
step its probes chose.

Why not jump to the step an estimate names: text height shrinks roughly with the square of the
font size, but a line that unwraps at the next step takes a whole line with it (1.089 of its
box at 100 % and 0.879 at 96 % on the bench game, as if it shrank with the 5th power), and an
estimate that skips a step which fits prints a card smaller than it needs. Skipping only what
even a 6th-power shrink cannot bring to fit spared no probe on the bench game, so the ladder is
walked in full, on probes cheap enough that it no longer matters.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from weasyprint import Document

from cardkit.render.textbound import ROUNDING_PX, extent_floor
from cardkit.theme.art import BASE_FONT_SIZE

TOLERANCE_PX = 0.5
"""Sub-pixel rounding in layout is not overflow (CSS px: 1/96 in)."""


@dataclass(frozen=True)
class FitLevel:
    """How a card's text box is set: font size in % of the base, reminder texts shown or not."""

    percent: int
    reminders: bool = True


MIN_TEXT_PT = 6.0
"""No text is set smaller than this at print size: under 6 pt a print shop's preflight refuses it.
The card CSS keeps everything inside a text box at 1 em or more of the box, and reminder
texts (0.9 em) only on steps of 92 % or more, so the box's size bounds every letter in it."""

LADDER: tuple[FitLevel, ...] = (
    FitLevel(100),
    FitLevel(96),
    FitLevel(92),
    FitLevel(92, reminders=False),
    FitLevel(88, reminders=False),
    FitLevel(85, reminders=False),
    FitLevel(82, reminders=False),
)
"""The steps tried in order, as far as the floor allows (82 % of 7.4 pt is 6.07 pt)."""


def ladder_for(has_reminders: bool, font_size_pt: float = BASE_FONT_SIZE, floor_pt: float = MIN_TEXT_PT) -> tuple[FitLevel, ...]:
    """The steps that change something for this card and keep its text at `floor_pt` (the
    theme's `text.floor`, never under `MIN_TEXT_PT`) or more on a card whose base text size is
    `font_size_pt`; the first step is always tried."""
    steps = LADDER if has_reminders else tuple(dict.fromkeys(FitLevel(level.percent) for level in LADDER))
    floor = max(floor_pt, MIN_TEXT_PT)
    legal = tuple(level for level in steps if level.percent * font_size_pt / 100 >= floor - 1e-9)
    return legal or steps[:1]


@dataclass(frozen=True)
class TextBox:
    """A card's text box as laid out, in CSS px: its height and the height of its content's ink."""

    height: float
    extent: float

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
        for card_id, box in _fit_boxes(page._page_box, None):
            found[card_id] = TextBox(box.height, _extent(box.children))
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


BOX_NODE = "element"
"""The attribute of a WeasyPrint box that holds its DOM node (WeasyPrint's name, not a word of any
game: reading a box's `node` instead found no box at all, and no card ever overflowed)."""


def _node(box: object) -> Any:
    return getattr(box, BOX_NODE, None)


def _classes(box: object) -> list[str]:
    node = _node(box)
    if node is None or getattr(box, "element_tag", None) is None:
        return []
    return (node.get("class") or "").split()


def _fit_boxes(box: Any, card_id: str | None) -> Iterator[tuple[str, Any]]:
    """(card id, `.fit` block box) pairs; does not descend into the text itself."""
    node = _node(box)
    if node is not None and node.get("data-card"):
        card_id = node.get("data-card")
    if card_id is not None and "fit" in _classes(box):
        yield card_id, box  # the first box of a node is its own; anonymous ones nest inside
        return
    for child in getattr(box, "children", ()):
        yield from _fit_boxes(child, card_id)


class Fitter:
    """Remembers each card's fit level for one card size and settles cards that overflow.

    `probe` lays the cards it is given out, each at its current level: whole faces alone on a
    page each (`faces`), or only their text boxes (`cardkit.render.textprobe`), which measure
    the same at a fraction of the cost, all on one page (a page costs more than a text box).
    A card settles on the first step of its ladder that fits; the steps before it that a
    probe's floor proves too small (`cardkit.render.textbound`) are passed over unprobed."""

    def __init__(self, ladders: dict[str, tuple[FitLevel, ...]], probe: Callable[[list[str]], Document], *, faces: bool = True) -> None:
        self.ladders = ladders
        self.steps: dict[str, int] = {}
        self.unfit: dict[str, float] = {}
        """Cards that do not fit even on their last step -> the share of the box they need there."""
        self.measured: dict[str, TextBox] = {}
        """Each probed card's text box as its last probe measured it, at the level it is at now."""
        self.floors: dict[str, dict[int, float]] = {}
        """For each card that overflows, the least extent its text box can take at each later
        step of its ladder but the last (`cardkit.render.textbound`), from its last probe."""
        self.laid_out: dict[str, Any] = {}
        """With `faces`, each probed card's page from its last probe, at the level it is at now:
        a probe of whole faces lays a card out alone, as a face is, so that page is its face."""
        self.probe = probe
        self.faces = faces
        self.probed: set[str] = set()
        """Every card a probe laid out."""

    def level(self, card_id: str) -> FitLevel:
        return self.ladders[card_id][self.steps.get(card_id, 0)]

    def fit(self, cards: list[str]) -> None:
        """Probe `cards` at their first step and settle the ones that overflow there."""
        for card in cards:
            self.steps.pop(card, None)
            self.unfit.pop(card, None)
        if cards:
            self.settle(self._measure(cards))

    def settle(self, overflowing: dict[str, float]) -> None:
        """Step each overflowing card down until it fits or the ladder ends; probe lays out only them."""
        pending = {card: need for card, need in overflowing.items() if card not in self.unfit}
        while pending:
            stepped = sorted(card for card in pending if self.steps.get(card, 0) + 1 < len(self.ladders[card]))
            self.unfit.update({card: need for card, need in pending.items() if card not in stepped})
            for card in stepped:
                self.steps[card] = self._next_step(card)
            if not stepped:
                break
            pending = self._measure(stepped)

    def strays(self, document: Document) -> list[str]:
        """The probed cards whose text box in `document` (their faces, laid out at the levels
        settled) is not the one their last probe measured, so the probe's verdicts do not
        hold for them."""
        found = text_boxes(document)
        return sorted(card for card in self.probed if found.get(card) != self.measured.get(card))

    def _next_step(self, card: str) -> int:
        """The card's next step that may fit: the steps whose floor still overflows its box are
        passed over without a layout (the last one never: it is laid out, fit or not)."""
        step = self.steps.get(card, 0) + 1
        floors = self.floors.get(card, {})
        limit = self.measured[card].height + TOLERANCE_PX + ROUNDING_PX if card in self.measured else float("inf")
        while floors.get(step, 0.0) > limit:
            step += 1
        return step

    def _measure(self, cards: list[str]) -> dict[str, float]:
        """Probe `cards` at their current levels: those that overflow -> the share they need."""
        probed = self.probe(cards)
        if self.faces:
            self.laid_out.update(zip(cards, probed.pages, strict=True))
        self.probed.update(cards)
        for card in cards:
            self.measured.pop(card, None)
            self.floors.pop(card, None)
        for page in probed.pages:
            for card, box in _fit_boxes(page._page_box, None):
                measured = self.measured[card] = TextBox(box.height, _extent(box.children))
                if measured.overflows:
                    self.floors[card] = self._floors(card, box, measured.extent)
        return {card: self.measured[card].need for card in cards if card in self.measured and self.measured[card].overflows}

    def _floors(self, card: str, box: Any, extent: float) -> dict[int, float]:
        """The floor of the card's text box at each later step with the same reminders but the
        last (what giving up the reminder texts saves is not bounded: that step is laid out)."""
        ladder, step = self.ladders[card], self.steps.get(card, 0)
        floors: dict[int, float] = {}
        for later in range(step + 1, len(ladder) - 1):
            if ladder[later].reminders != ladder[step].reminders:
                break
            floors[later] = extent_floor(box, extent, ladder[later].percent / ladder[step].percent)
        return floors
