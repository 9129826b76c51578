"""Which fit step a card is first laid out at: the full card, or straight away the compact one.

Text fitting (`cardkit.render.fit`) lays every card out at the first step of its ladder and only
the ones that overflow again, a step smaller each time. Most long cards settle on the second step
(the compact art window, same text size), so each of them costs two layouts where one would do.
This module guesses, before any layout, which cards will not fit the full card, lays those out
compact first, and proves the guess from that one layout, so the step a card settles on is
exactly the one the ladder walked from the top would give:

- A card laid out compact that overflows would overflow the full card too: the full card's text
  box is no taller (its art window is larger) and its text no shorter (the compact card sets it
  tighter). It goes on down the ladder from the compact step.
- A card laid out compact that fits settles there when its text is taller than the full card's
  box can be: the compact box less what the full art window takes more (`full_box_at_most`).
  Otherwise the full card might fit, and it is laid out once more to see.

The guess learns as the build goes (`FirstSteps`): a card starts compact when its text is longer
than every card of its kind and diagram that fitted the full card so far, and at least as long
as one that did not. A wrong guess costs one layout, as the ladder did; it never changes what
is printed, so it may differ between processes and runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cardkit.render.fit import TOLERANCE_PX, FitLevel, TextBox

_TAG = re.compile(r"<[^>]*>")
_FIT_START = re.compile(r'class="fit[ "]')
_DIAGRAM = re.compile(r'class="diagram"[^>]*?\bdata-height="([^"]+)"|<svg\b[^>]*?\bheight="([^"]+)"')
"""The height of a figure a face draws in its text box (a pack's `.diagram` image, which writes it
as `data-height`), or of inline SVG in a project's own template."""


@dataclass(frozen=True)
class TextWeight:
    """What of a face's markup says how tall its text will be, before it is laid out: the
    characters of its text box, and the height of a diagram drawn in it (faces with different
    diagrams are not compared)."""

    kind: str
    diagram: str
    characters: int


def text_weight(kind: str, face_markup: str) -> TextWeight:
    """The weight of a face's text box, read from its markup (everything from the `.fit` box on)."""
    start = _FIT_START.search(face_markup)
    text_box = face_markup[face_markup.rfind("<", 0, start.start()) :] if start else face_markup
    diagram = _DIAGRAM.search(text_box)
    visible = _TAG.sub("", text_box)
    return TextWeight(kind, (diagram.group(1) or diagram.group(2)) if diagram else "", len("".join(visible.split())))


def compact_first(ladder: tuple[FitLevel, ...]) -> bool:
    """Whether a ladder's second step is its first with the compact art window, which is the
    only step the proof in `full_box_at_most` covers."""
    return len(ladder) > 1 and ladder[1] == FitLevel(ladder[0].percent, ladder[0].reminders, compact=True) and not ladder[0].compact


def full_box_at_most(compact: TextBox, full_art_px: float) -> float:
    """The most height the full card's text box can have, from the card laid out compact: the
    compact box less the height the full art window takes more (the full head is the compact
    head with the larger window, and may add to it, a type line a compact face leaves out: the box
    only shrinks)."""
    return compact.height - max(full_art_px - compact.art, 0.0)


def full_card_overflows(compact: TextBox, full_art_px: float | None) -> bool:
    """Whether a card that fits compact would certainly overflow the full card: its compact text
    (no taller than its full text) is taller than the full card's box can be. Unknown art
    heights prove nothing."""
    if full_art_px is None or compact.art <= 0:
        return False
    return compact.extent > full_box_at_most(compact, full_art_px) + TOLERANCE_PX


@dataclass
class FirstSteps:
    """What the build learnt so far of which texts fit the full card, by kind and diagram."""

    fitted: dict[tuple[str, str], int] = field(default_factory=dict)
    """The most characters of a text that fitted the full card."""
    overflowed: dict[tuple[str, str], int] = field(default_factory=dict)
    """The fewest characters of a text that did not."""
    full_art: dict[tuple[object, str], float] = field(default_factory=dict)
    """The full card's art window height in px, by face style and kind, as laid out."""

    def starts_compact(self, weight: TextWeight) -> bool:
        key = (weight.kind, weight.diagram)
        least_over = self.overflowed.get(key)
        return least_over is not None and weight.characters >= least_over and weight.characters > self.fitted.get(key, -1)

    def learn(self, weight: TextWeight, fitted_full: bool) -> None:
        key = (weight.kind, weight.diagram)
        if fitted_full:
            self.fitted[key] = max(self.fitted.get(key, weight.characters), weight.characters)
        else:
            self.overflowed[key] = min(self.overflowed.get(key, weight.characters), weight.characters)

    def learn_art(self, style: object, kind: str, laid_out_full: TextBox) -> None:
        """Keep the smallest full art window seen: the proof then allows the full box the most room."""
        if laid_out_full.art > 0:
            key = (style, kind)
            self.full_art[key] = min(self.full_art.get(key, laid_out_full.art), laid_out_full.art)
