"""The font a form field's text is drawn in: one of the theme's own faces, embedded whole for
the characters a player may type (WinAnsi: Latin letters with their accents, digits, signs).

WeasyPrint's fonts are composite subsets holding only the glyphs printed, which a typed value
cannot use; a standard font (Helvetica) is not embedded, which a print shop's preflight (and
`cardkit preflight`, P201) refuses. So the field font is the theme's body face, subset to the
WinAnsi characters and embedded as a simple TrueType font with its widths. The subset keeps the
face's own dates, so the same sources still give the same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from io import BytesIO
from pathlib import Path

import pikepdf
from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTFont

from cardkit.theme.model import Face, Theme

FIRST_CODE, LAST_CODE = 32, 255
ENCODING = "cp1252"
"""WinAnsiEncoding, as Python names it."""
TAG = "CKFORM"
"""The subset tag before the font's name (six capitals, as PDF names a subset)."""
NONSYMBOLIC = 32


def field_face(theme: Theme) -> Face | None:
    """The theme's regular body face, else any of its body faces, else its first face; only
    TrueType files (`glyf` outlines), which a simple PDF font embeds as they are."""
    body = theme.fonts.get("body", "").casefold()
    truetype = [face for face in theme.faces if face.path.suffix.lower() == ".ttf"]
    faces = [face for face in truetype if face.family.casefold() == body] or truetype
    regular = [face for face in faces if face.weight == 400 and face.style == "normal"]
    chosen = regular or faces
    return chosen[0] if chosen else None


def typed_characters() -> dict[int, str]:
    """The WinAnsi codes a field may hold and their characters (five codes are unassigned)."""
    found = {}
    for code in range(FIRST_CODE, LAST_CODE + 1):
        try:
            found[code] = bytes([code]).decode(ENCODING)
        except UnicodeDecodeError:
            continue
    return found


@dataclass(frozen=True)
class _Subset:
    """A face's WinAnsi subset and what a PDF font dictionary states of it, in thousandths
    of the em."""

    data: bytes
    name: str
    widths: tuple[int, ...]
    bbox: tuple[int, ...]
    ascent: int
    descent: int
    cap_height: int
    italic_angle: float


def embed(document: pikepdf.Pdf, path: Path) -> pikepdf.Object:
    """The face at `path` as a simple TrueType font of `document`, WinAnsi-encoded."""
    subset = _subset(path)
    file = pikepdf.Stream(document, subset.data)
    file.Length1 = len(subset.data)
    name = pikepdf.Name(f"/{TAG}+{subset.name}")
    descriptor = pikepdf.Dictionary(
        Type=pikepdf.Name.FontDescriptor,
        FontName=name,
        Flags=NONSYMBOLIC,
        FontBBox=pikepdf.Array(subset.bbox),
        ItalicAngle=subset.italic_angle,
        Ascent=subset.ascent,
        Descent=subset.descent,
        CapHeight=subset.cap_height,
        StemV=80,
        FontFile2=document.make_indirect(file),
    )
    return document.make_indirect(
        pikepdf.Dictionary(
            Type=pikepdf.Name.Font,
            Subtype=pikepdf.Name.TrueType,
            BaseFont=name,
            FirstChar=FIRST_CODE,
            LastChar=LAST_CODE,
            Widths=pikepdf.Array(subset.widths),
            Encoding=pikepdf.Name.WinAnsiEncoding,
            FontDescriptor=document.make_indirect(descriptor),
        )
    )


@lru_cache(maxsize=4)
def _subset(path: Path) -> _Subset:
    """The face's WinAnsi subset, computed once per build for every sheet."""
    font = TTFont(path, recalcTimestamp=False)  # the face's own date: the same bytes every build
    characters = typed_characters()
    options = Options()
    options.recalc_timestamp = False
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in characters.values()])
    subsetter.subset(font)
    cmap = font.getBestCmap()
    advances = font["hmtx"].metrics
    widths = [
        advances[cmap[ord(characters[code])]][0] if code in characters and ord(characters[code]) in cmap else 0
        for code in range(FIRST_CODE, LAST_CODE + 1)
    ]
    head, hhea, os2 = font["head"], font["hhea"], font["OS/2"]
    scale = 1000 / head.unitsPerEm
    out = BytesIO()
    font.save(out)
    return _Subset(
        data=out.getvalue(),
        name=str(font["name"].getDebugName(6) or path.stem).replace(" ", ""),
        widths=tuple(round(width * scale) for width in widths),
        bbox=tuple(round(n * scale) for n in (head.xMin, head.yMin, head.xMax, head.yMax)),
        ascent=round(hhea.ascent * scale),
        descent=round(hhea.descent * scale),
        cap_height=round((getattr(os2, "sCapHeight", 0) or hhea.ascent) * scale),
        italic_angle=float(font["post"].italicAngle),
    )
