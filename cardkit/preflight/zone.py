"""The unsafe zone: the 3 mm inside the trim line, where the wander of the cut shows. Text there
may be cut off (an error); a shape that stops there shows an uneven border (a warning). A
shape that reaches the trim or runs past it into the bleed (the background, a band across
the card) is meant to be cut through and is never reported."""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.codes.preflight import LINE_IN_UNSAFE_ZONE, TEXT_IN_UNSAFE_ZONE
from cardkit.preflight.expect import Expectation
from cardkit.preflight.findings import Finding
from cardkit.preflight.geometry import PT_PER_MM, Rect, mm
from cardkit.preflight.pdf import PdfFile

SAFE_MM = 3.0
TOLERANCE_PT = 0.05
REACHES_TRIM_PT = 0.1 * PT_PER_MM
"""A shape this close to the trim line, or past it, is cut through or along: it is the card's
edge (a background, a band), not a frame that stops short of it."""


def check_text_zone(pdf: PdfFile, expected: Expectation) -> Iterator[Finding]:
    for number, trim in _trims(pdf):
        safe = trim.inset(SAFE_MM * PT_PER_MM)
        text = pdf.text(number, boxes=True)
        unsafe = [glyph for glyph in text.glyphs if not safe.contains(glyph.box, TOLERANCE_PT)]
        if unsafe:
            glyph = min(unsafe, key=lambda g: _distance(g.box, trim))
            yield Finding(TEXT_IN_UNSAFE_ZONE, number,
                          f"'{text.word_at(glyph)}' is {_shown(_distance(glyph.box, trim))} the trim (keep text {SAFE_MM:g} mm inside)",
                          "move it inwards: a larger padding or frame margin in the template or theme")


def check_line_zone(pdf: PdfFile, expected: Expectation) -> Iterator[Finding]:
    for number, trim in _trims(pdf):
        safe = trim.inset(SAFE_MM * PT_PER_MM)
        unsafe = [path.box for path in pdf.content(number).paths
                  if _distance(path.box, trim) > REACHES_TRIM_PT and not safe.contains(path.box, TOLERANCE_PT)]
        if unsafe:
            box = min(unsafe, key=lambda b: _distance(b, trim))
            yield Finding(LINE_IN_UNSAFE_ZONE, number,
                          f"a painted shape ({box.size_mm()}) ends {_shown(_distance(box, trim))} the trim; "
                          f"{len(unsafe)} shape(s) on this page stop within {SAFE_MM:g} mm of it",
                          f"keep frames {SAFE_MM:g} mm inside the trim, or let them run into the bleed")


def _trims(pdf: PdfFile) -> Iterator[tuple[int, Rect]]:
    for number in range(1, pdf.page_count + 1):
        page = pdf.page(number).obj
        if "/TrimBox" in page:
            yield number, Rect.of(page["/TrimBox"])


def _distance(box: Rect, trim: Rect) -> float:
    """Points from `box` to the nearest trim edge, inwards positive (negative: past the trim)."""
    return min(box.left - trim.left, box.bottom - trim.bottom, trim.right - box.right, trim.top - box.top)


def _shown(distance: float) -> str:
    return f"{mm(distance):.1f} mm inside" if distance >= 0 else f"{mm(-distance):.1f} mm past"
