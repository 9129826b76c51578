"""How short a laid-out text box can get at a smaller text size: a floor, not an estimate.

Text fitting walks its ladder one step at a time because the next step may fit where an
estimate says it cannot: a paragraph whose last line is short may lose it (1.089 of the box at
100 %, 0.879 at 96 %). What a step can save is bounded all the same. At `ratio` of the size,
every width and height set in em shrinks by `ratio`, and nothing grows but the room for the
lines (the em padding around them shrinks); a box of fixed size keeps it. A paragraph of lines
whose contents are `T` wide in all then needs at least `ceil(ratio * T / W')` lines of width
`W'`, whatever its breaks: each line holds at most `W'`, and the spaces a break strips are back
inside the line they no longer end. So its extent at that size is at least `ratio` times what it
is now, less the lines each paragraph may lose. A step whose floor still overflows its box is
skipped without a layout; the first one that may fit is laid out, so a card settles on the very
step the walk settles on.

Where the reasoning does not hold, the floor is 0 and nothing is skipped: a line wider than its
paragraph (a word that does not fit breaks the count). A hyphen a break added is not text the
smaller size needs, so its width is taken off.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

from weasyprint.formatting_structure.boxes import LineBox, TextBox

HYPHENS = ("-", "\u2010", "\u00ad")
HYPHEN_EM = 0.6
"""The widest a hyphen added at a break can be, in em of its text (a hyphen is about 0.33 em)."""
ROUNDING_PX = 0.05
"""What the layout's rounding may put a text box's extent over its floor (at most 0.002 px was
seen, on every card of the bundled games, the examples and the bench game): a step is skipped
only when its floor overflows by more."""


def extent_floor(fit: Any, extent: float, ratio: float) -> float:
    """The least height the content of `fit` (a laid-out `.fit` box whose content is `extent`
    tall) can take with its text at `ratio` (< 1) of its size now."""
    return ratio * (extent - sum(_lines_saved(container, fit.width, ratio) for container in _descendants(fit)))


def _lines_saved(container: Any, room: float, ratio: float) -> float:
    """The most height (at the size now) that `container`'s lines can give up at `ratio`:
    the lines beyond the fewest its text can take, each as short as its shortest line."""
    lines = [child for child in getattr(container, "children", ()) if isinstance(child, LineBox)]
    if len(lines) < 2:
        return 0.0
    heights = [line.margin_height() for line in lines]
    widths = [_content_width(line) for line in lines]
    width = container.width
    if max(widths) > width + ROUNDING_PX:
        fewest = 1  # a line wider than the paragraph: the count below would not hold
    else:
        added = sum(_hyphen_allowance(line) for line in lines[:-1])
        widest = width + (room - width) * (1 - ratio)  # the padding around the lines shrinks too
        fewest = max(1, math.ceil(ratio * (sum(widths) - added) / widest - 1e-9))
    return float(sum(heights) - min(fewest, len(lines)) * min(heights))


def _content_width(line: Any) -> float:
    children = list(line.children)
    if not children:
        return 0.0
    return float(max(child.position_x + child.margin_width() for child in children) - min(child.position_x for child in children))


def _hyphen_allowance(line: Any) -> float:
    """The width of the hyphen this line may end with, which only its break added."""
    text = _last_text(line)
    if text is None or not text.text.endswith(HYPHENS):
        return 0.0
    return float(HYPHEN_EM * text.style["font_size"])


def _last_text(box: Any) -> Any:
    if isinstance(box, TextBox):
        return box
    for child in reversed(list(getattr(box, "children", ()))):
        found = _last_text(child)
        if found is not None:
            return found
    return None


def _descendants(box: Any) -> Iterator[Any]:
    stack = [box]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(getattr(current, "children", ()))
