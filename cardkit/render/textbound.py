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

A float of a set size that starts beside a paragraph's first line (a diagram beside the text)
narrows the lines beside it, at the smaller size too. Where the reasoning does not hold, no line
count is trusted: a line wider than its paragraph (a word that does not fit). A hyphen a break
added is not text the smaller size needs, so its width is taken off.
"""

from __future__ import annotations

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
    floats = [box for box in _descendants(fit) if box.is_floated() and _sized(box)]
    return ratio * (extent - sum(_lines_saved(container, fit.width, ratio, floats) for container in _descendants(fit)))


def _lines_saved(container: Any, room: float, ratio: float, floats: list[Any]) -> float:
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
        beside = [box for box in floats if abs(box.position_y - lines[0].position_y) <= ROUNDING_PX]
        fewest = _fewest_lines(ratio * (sum(widths) - added), widest, ratio, beside, max(heights))
    return float(sum(heights) - min(fewest, len(lines)) * min(heights))


def _fewest_lines(text: float, widest: float, ratio: float, beside: list[Any], tallest: float) -> int:
    """The fewest lines that hold `text` of width, each at most `widest`, less the width of the
    floats that start beside the first line: a float of a set size keeps `ratio` of its size or
    more, and lines get no taller, so it is beside at least `floor(ratio * its height / the
    tallest line)` of them (one less than may be, in case a line ends just where it does)."""
    if widest <= 0:
        return 1
    narrowed = [(int(ratio * box.margin_height() / tallest) if tallest > 0 else 0, ratio * box.margin_width()) for box in beside]
    held, lines = 0.0, 0
    while held < text - 1e-9:
        held += max(widest - sum(width for count, width in narrowed if lines < count), 0.0)  # a line holds no less than nothing
        lines += 1
    return max(lines, 1)


def _sized(box: Any) -> bool:
    """Whether a float's height is set in a length (which shrinks with the text, or not at all),
    not by its content or a share of its container's."""
    height = box.style["height"]
    return height != "auto" and getattr(height, "unit", "%") != "%"  # the CSS unit of its height


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
