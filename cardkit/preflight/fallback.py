"""Fallback fonts: text drawn with a font the document was not set in, because its own fonts
lack a character and the layout took it from whatever the machine had.

A PDF cardkit wrote names its theme's families (`/CardkitFonts`, `buildinfo`): any other family
that shows text is a fallback. A PDF from elsewhere says nothing of its fonts, so a family
that systems fall back to (FALLBACK_FAMILIES) is reported only beside fonts that are not one:
a document set in DejaVu throughout chose DejaVu.
"""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.codes.preflight import FALLBACK_FONT
from cardkit.preflight.expect import Expectation
from cardkit.preflight.findings import Finding
from cardkit.preflight.pdf import PdfFile

FALLBACK_FAMILIES = (
    "dejavu", "bitstreamvera", "liberation", "noto", "freesans", "freeserif", "freemono", "droidsans",
    "symbola", "unifont", "lastresort", "arialunicode",
)
"""How the families begin (case and spaces ignored) that Linux, Android and macOS fall back to."""
CHARS_NAMED = 8
HINT = ("the theme's fonts lack these characters: add a face that has them to theme.yaml `faces:`, "
        "or write them otherwise (`cardkit check` names them in the sources, R150)")


def check_fallback_fonts(pdf: PdfFile, expected: Expectation) -> Iterator[Finding]:
    chosen = {family.casefold() for family in pdf.info.fonts} if pdf.info is not None else set()
    pages = [(number, _by_family(pdf, number)) for number in range(1, pdf.page_count + 1)]
    if not chosen:
        families = {family for _number, found in pages for family in found}
        if all(_typical_fallback(family) for family in families):
            return
    for number, found in pages:
        for family, chars in found.items():
            if (family.casefold() not in chosen) if chosen else _typical_fallback(family):
                shown = ", ".join(named(char) for char in sorted(chars)[:CHARS_NAMED])
                more = f" and {len(chars) - CHARS_NAMED} more" if len(chars) > CHARS_NAMED else ""
                why = "a font the theme does not name" if chosen else "a font systems fall back to, beside the document's own"
                yield Finding(FALLBACK_FONT, number, f"{shown}{more} drawn with {family}, {why}", HINT, group=family)


def named(char: str) -> str:
    """A character as a message shows it: itself and its code point (a blank shows nothing)."""
    points = " ".join(f"U+{ord(c):04X}" for c in char)
    return f"'{char}' ({points})" if char.isprintable() else points


def _by_family(pdf: PdfFile, number: int) -> dict[str, set[str]]:
    """The characters each font family shows on the page (a space or an unknown character left out)."""
    found: dict[str, set[str]] = {}
    for font, glyph in pdf.shown_glyphs(number):
        chars = found.setdefault(font.family, set())
        if glyph.char and not glyph.char.isspace():
            chars.add(glyph.char)
    return found


def _typical_fallback(family: str) -> bool:
    return family.replace(" ", "").casefold().startswith(FALLBACK_FAMILIES)
