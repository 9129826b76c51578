"""Every font embedded: a font dictionary whose descriptor has no font file is drawn with
whatever the printer's machine substitutes for it."""

from __future__ import annotations

from collections.abc import Iterator

import pikepdf

from cardkit.codes.preflight import FONT_NOT_EMBEDDED
from cardkit.preflight.expect import Expectation
from cardkit.preflight.findings import Finding
from cardkit.preflight.pdf import PdfFile

FONT_FILES = ("/FontFile", "/FontFile2", "/FontFile3")


def check_fonts(pdf: PdfFile, expected: Expectation) -> Iterator[Finding]:
    known: dict[tuple[int, int], bool] = {}  # each font object looked at once: a card PDF's pages share theirs
    for number in range(1, pdf.page_count + 1):
        for resources in pdf.resources(number):
            for font in resources.get("/Font", pikepdf.Dictionary()).values():
                key = font.objgen
                if key not in known or key == (0, 0):  # (0, 0): a direct object, nothing to share
                    known[key] = _embedded(font)
                if not known[key]:
                    name = str(font.get("/BaseFont", "(unnamed)")).lstrip("/")
                    yield Finding(FONT_NOT_EMBEDDED, number, f"the font {name} is not embedded",
                                  "use a font file the theme names (faces:), which cardkit embeds", group=name)


def _embedded(font: pikepdf.Object) -> bool:
    """Type 3 fonts are their own glyph procedures; a composite font's file is in its descendant."""
    if font.get("/Subtype") == "/Type3":
        return True
    if font.get("/Subtype") == "/Type0":
        descendants: list[pikepdf.Object] = list(font.get("/DescendantFonts") or [])
        return bool(descendants) and all(_embedded(d) for d in descendants)
    descriptor = font.get("/FontDescriptor")
    return descriptor is not None and any(key in descriptor for key in FONT_FILES)
