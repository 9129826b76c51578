"""A page's text as PDFium reads it: every character with its size at print size and its box.

PDFium's font size is the `Tf` size; the text on the page is that times the scale of the
character's matrix (text matrix × CTM: WeasyPrint sets text in CSS pixels under a 0.75 `cm`),
so 4 pt text is found as 4 pt however it was written.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from cardkit.preflight.geometry import Rect, scale_of


@dataclass(frozen=True)
class Glyph:
    char: str
    size: float
    """Points, at print size."""
    box: Rect
    index: int


@dataclass(frozen=True)
class PageText:
    text: str
    """The page's text in reading order, as PDFium extracts it."""
    glyphs: tuple[Glyph, ...]
    """Every visible character (no spaces or line breaks, nothing that paints nothing)."""
    boxed: bool = False
    """Whether the glyphs have their boxes (else each box is empty, at the origin)."""

    def word_at(self, glyph: Glyph) -> str:
        """The word `glyph` belongs to, for a message: where small or misplaced text is."""
        start = end = glyph.index
        while start > 0 and not self.text[start - 1].isspace():
            start -= 1
        while end < len(self.text) - 1 and not self.text[end + 1].isspace():
            end += 1
        word = self.text[start : end + 1]
        return word if len(word) <= 40 else word[:39] + "…"


NO_BOX = Rect(0.0, 0.0, 0.0, 0.0)


def read_text(page: pdfium.PdfPage, *, boxes: bool = False) -> PageText:
    textpage = page.get_textpage()
    try:
        count = textpage.count_chars()
        text = "".join(chr(pdfium_c.FPDFText_GetUnicode(textpage, index) or 32) for index in range(count))
        matrix = pdfium_c.FS_MATRIX()
        glyphs = []
        for index, char in enumerate(text):
            if char.isspace() or not char.isprintable() or not _paints(textpage, index):
                continue
            pdfium_c.FPDFText_GetMatrix(textpage, index, matrix)
            scale = scale_of((matrix.a, matrix.b, matrix.c, matrix.d, 0.0, 0.0))
            size = pdfium_c.FPDFText_GetFontSize(textpage, index) * scale
            box = Rect(*textpage.get_charbox(index)) if boxes else NO_BOX
            glyphs.append(Glyph(char, size, box, index))
        return PageText(text, tuple(glyphs), boxed=boxes)
    finally:
        textpage.close()


def _paints(textpage: pdfium.PdfTextPage, index: int) -> bool:
    """Whether the character leaves ink: text in the invisible render mode, or only filled and
    fully transparent (a symbol's words beside its icon, for search and screen readers), prints
    nothing, so no press check concerns it."""
    text_object = pdfium_c.FPDFText_GetTextObject(textpage, index)
    mode = pdfium_c.FPDFTextObj_GetTextRenderMode(text_object) if text_object else pdfium_c.FPDF_TEXTRENDERMODE_FILL
    if mode == pdfium_c.FPDF_TEXTRENDERMODE_INVISIBLE:
        return False
    red, green, blue, alpha = (ctypes.c_uint() for _ in range(4))
    if mode != pdfium_c.FPDF_TEXTRENDERMODE_FILL or not pdfium_c.FPDFText_GetFillColor(textpage, index, red, green, blue, alpha):
        return True
    return alpha.value > 0
