"""A card face reduced to its text box, for text fitting to measure at a small cost.

Text fitting needs only the height of a card's `.fit` box and of its content. Every slot of a
face is a box of fixed place and size (the theme's anatomy), so the text slot is laid out the
same whatever the other slots hold: a face without them measures the same text box, and costs
a fraction of the whole face (most of a face's layout is the style cascade over every element
of the title, the art window, the stats and the footer). Fitting walks its ladder on these
probes and lays each face out once, at the step the probes chose; the face's own layout is then
checked against its probe (`cardkit.render.facerender`), so a template whose text box does
depend on the other slots is fitted on whole faces instead, never printed differently.
"""

from __future__ import annotations

import re

from markupsafe import Markup

SLOT_OPEN = re.compile(r'<div class="slot slot--[\w-]+">')
"""How `cards/parts.html`'s `slot` macro opens a slot (a face that writes its own slots keeps them)."""
DIV_TAG = re.compile(r"<div\b|</div\s*>")
FIT_BOX = re.compile(r'class="fit[\s"]')
"""The text box fitting measures (`cards/parts.html`'s `fit` macro)."""


def text_only(face: str) -> Markup:
    """`face` without the slots that do not hold its text box; the same face when a slot's end
    cannot be found (markup this module does not read is left whole, never cut short)."""
    kept: list[str] = []
    position = 0
    for start in _slot_starts(face):
        if start < position:
            continue  # a slot inside one already kept
        end = _element_end(face, start)
        if end is None:
            return Markup(face)
        if not FIT_BOX.search(face, start, end):
            kept.append(face[position:start])
            position = end
    kept.append(face[position:])
    return Markup("".join(kept))


def _slot_starts(face: str) -> list[int]:
    return [match.start() for match in SLOT_OPEN.finditer(face)]


def _element_end(face: str, start: int) -> int | None:
    """Where the `<div>` opened at `start` closes (just past its `</div>`), or None."""
    depth = 0
    for tag in DIV_TAG.finditer(face, start):
        depth += -1 if tag.group().startswith("</") else 1
        if depth == 0:
            return tag.end()
    return None
