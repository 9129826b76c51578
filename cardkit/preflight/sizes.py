"""The smallest text at print size, and where: an error under 6 pt, else a note of the finest print."""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.codes.preflight import SMALLEST_TEXT, TEXT_TOO_SMALL
from cardkit.preflight.expect import Expectation
from cardkit.preflight.findings import Finding
from cardkit.preflight.pdf import PdfFile

MIN_TEXT_PT = 6.0
"""The issue's "no text under 6 pt at print size"."""


def check_text_size(pdf: PdfFile, expected: Expectation) -> Iterator[Finding]:
    smallest = None
    pages_under = 0
    for number in range(1, pdf.page_count + 1):
        text = pdf.text(number)
        if not text.glyphs:
            continue
        glyph = min(text.glyphs, key=lambda g: g.size)
        if glyph.size < MIN_TEXT_PT - 0.005:
            pages_under += 1
        if smallest is None or glyph.size < smallest[0].size - 0.005:
            smallest = (glyph, number, text.word_at(glyph))
    if smallest is None:
        return
    glyph, number, word = smallest
    if pages_under:
        pages = f"; {pages_under} page(s) have text under {MIN_TEXT_PT:g} pt" if pages_under > 1 else ""
        yield Finding(TEXT_TOO_SMALL, number, f"text as small as {glyph.size:.1f} pt ('{word}'){pages}",
                      f"set it at {MIN_TEXT_PT:g} pt or more in the template or the theme")
    else:
        yield Finding(SMALLEST_TEXT, number, f"the smallest text is {glyph.size:.1f} pt ('{word}')")
