"""`.notdef` shown: glyph 0 of a font, the box or blank it draws for a character it does not
have, found by decoding every shown string through the font's encoding (`glyphs`)."""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.codes.preflight import NOTDEF_GLYPH
from cardkit.preflight.expect import Expectation
from cardkit.preflight.fallback import CHARS_NAMED, named
from cardkit.preflight.findings import Finding
from cardkit.preflight.pdf import PdfFile

HINT = "the font has no glyph for it: add a font that has it to the theme's `faces:` (theme.yaml), or leave the character out"


def check_notdef(pdf: PdfFile, expected: Expectation) -> Iterator[Finding]:
    for number in range(1, pdf.page_count + 1):
        missing: dict[str, tuple[set[str], int]] = {}
        for font, glyph in pdf.shown_glyphs(number):
            if glyph.gid == 0:
                chars, count = missing.get(font.family, (set(), 0))
                missing[font.family] = (chars | ({glyph.char} if glyph.char else set()), count + 1)
        for family, (chars, count) in missing.items():
            shown = ", ".join(named(char) for char in sorted(chars)[:CHARS_NAMED]) or "a character the font does not map to text"
            yield Finding(NOTDEF_GLYPH, number, f"{count} glyph(s) of {family} are .notdef, an empty box or nothing where the text "
                          f"has {shown}", HINT, group=family)
