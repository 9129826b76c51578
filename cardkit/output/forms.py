"""Fillable PDFs every viewer shows: appearance streams for the text fields WeasyPrint writes.

WeasyPrint writes each text field without an appearance and asks viewers to draw one
(`/NeedAppearances`); a viewer or flattener that ignores the flag shows a filled field blank.
Here every text field gets its appearance, and the flag goes (the appearances are the
fields' own now, as a flattener expects). The text is set in the field font (`field_font`: the
theme's body face, embedded for what a player types), in the field's own size and colour. qpdf
draws a one-line field;
a multi-line one (the notes) is drawn here, line under line from its top-left corner, since
qpdf would centre it on one line. Checkboxes keep the appearances WeasyPrint draws for them.
"""

from __future__ import annotations

import re
from io import BytesIO
from pathlib import Path

import pikepdf

from cardkit.output.field_font import embed

FIELD_FONT = pikepdf.Name("/CkField")
"""The field font's name in the form's resources."""
TEXT_FIELD = pikepdf.Name("/Tx")
MULTILINE = 1 << 12
"""The field flag (`/Ff`) of a multi-line text field."""
INSET_PT = 2.0
"""A multi-line field's text starts this far inside its box, as viewers draw it."""
LEADING = 1.2
"""Line height of a multi-line field, in font sizes."""
_FONT_OPERATION = re.compile(r"/\S+\s+([0-9.]+)\s+Tf")
_GRAPHICS_STATE = re.compile(r"/\S+\s+gs\s*")


def with_appearances(pdf: bytes, face: Path) -> bytes:
    """`pdf` with an appearance stream for every text field, of its value, in the font file
    `face`; a PDF without a form unchanged. The file /ID stays a digest of the content: the same
    sources give the same bytes."""
    with pikepdf.open(BytesIO(pdf)) as document:
        form = document.Root.get("/AcroForm")
        if form is None or not form.get("/Fields"):
            return pdf
        font = _field_font(document, form, face)
        fields = [field for field in form.Fields if field.get("/FT") == TEXT_FIELD]
        for field in fields:
            field.DA = pikepdf.String(field_appearance(str(field.get("/DA", ""))))
        form.NeedAppearances = True  # qpdf draws the fields only where a document asks for it
        document.generate_appearance_streams()
        for field in fields:
            if int(field.get("/Ff", 0)) & MULTILINE:
                field.AP = pikepdf.Dictionary(N=_multiline(document, field, font))
        out = BytesIO()
        document.save(out, deterministic_id=True)
        return out.getvalue()


def field_appearance(default: str) -> str:
    """A field's default appearance (`/DA`) with its font replaced by the field font, keeping its
    size and colour ("/a1.0 gs 0 0 0 rg /F1 10 Tf" → "0 0 0 rg /CkField 10 Tf")."""
    size = _FONT_OPERATION.search(default)
    without = _FONT_OPERATION.sub("", _GRAPHICS_STATE.sub("", default)).strip()
    return f"{without} {FIELD_FONT} {size.group(1) if size else '0'} Tf".strip()


def _field_font(document: pikepdf.Pdf, form: pikepdf.Object, face: Path) -> pikepdf.Object:
    """The field font, embedded and registered in the form's resources as `FIELD_FONT`."""
    if "/DR" not in form:
        form.DR = pikepdf.Dictionary()
    if "/Font" not in form.DR:
        form.DR.Font = pikepdf.Dictionary()
    font = embed(document, face)
    form.DR.Font[FIELD_FONT] = font
    return font


def _multiline(document: pikepdf.Pdf, field: pikepdf.Object, font: pikepdf.Object) -> pikepdf.Stream:
    """The appearance of a multi-line field: each line of its value under the last, from the
    top-left corner (no word wrap: a line runs as the player wrote it)."""
    left, bottom, right, top = (float(n) for n in field.Rect)
    width, height = abs(right - left), abs(top - bottom)
    match = _FONT_OPERATION.search(str(field.DA))
    size = float(match.group(1)) if match else 10.0
    colour = _FONT_OPERATION.sub("", str(field.DA)).strip()
    lines = str(field.get("/V", "")).replace("\r\n", "\n").replace("\r", "\n").split("\n")
    shown = b"".join(
        pikepdf.String(line.encode("cp1252", errors="replace")).unparse() + (b" Tj T*\n")
        for line in lines
        if line or len(lines) > 1
    )
    content = (
        (
            f"/Tx BMC q BT {colour} {FIELD_FONT} {size:g} Tf {size * LEADING:g} TL "
            f"{INSET_PT:g} {height - INSET_PT - size:g} Td\n"
        ).encode()
        + shown
        + b"ET Q EMC\n"
    )
    stream = pikepdf.Stream(document, content)
    stream.Type = pikepdf.Name.XObject
    stream.Subtype = pikepdf.Name.Form
    stream.BBox = pikepdf.Array([0, 0, width, height])
    stream.Resources = pikepdf.Dictionary(Font=pikepdf.Dictionary({str(FIELD_FONT): font}))
    return stream
