"""The sheets' form fields show in every viewer: each field has its own appearance, so a viewer or
flattener that ignores /NeedAppearances still prints what a player wrote, and the notes start
inside their frame."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path

import pikepdf
import pypdfium2 as pdfium
import pytest

from cardkit.output.forms import field_appearance, with_appearances
from tests.conftest import REPO_ROOT
from tests.sheets.conftest import Built

pytestmark = pytest.mark.slow  # renders the bundled army sheets

SHEET = "ficha-exercito-azul-a4.pdf"
FACE = REPO_ROOT / "cardkit" / "fonts" / "Vollkorn-Regular.ttf"
NOTES = "Cavaleiro ferido na casa C4\nFluxo: guardar 30 para a Contramágica"


def path_of(built: Built, name: str) -> Path:
    [path] = [p for p in built.result.paths if p.name == name]
    return path


def test_every_widget_of_every_sheet_has_a_normal_appearance(bundled: Built) -> None:
    for path in bundled.result.paths:
        with pikepdf.open(path) as pdf:
            widgets = [a for page in pdf.pages for a in page.get("/Annots", []) if a.get("/Subtype") == "/Widget"]
            assert widgets, path.name
            assert [str(a.T) for a in widgets if "/AP" not in a or "/N" not in a.AP] == [], path.name
            font = pdf.Root.AcroForm.DR.Font.CkField
            assert "/FontFile2" in font.FontDescriptor, "the field font is embedded, as preflight wants"


def filled_and_flattened(path: Path, values: dict[str, str]) -> pdfium.PdfDocument:
    """The sheet with `values` written into its fields as a form filler does (no appearance of
    its own), drawn by `with_appearances`, then flattened into the page as a print shop would."""
    with pikepdf.open(path) as pdf:
        for annot in pdf.pages[0].Annots:
            if str(annot.get("/T", "")) in values:
                annot.V = pikepdf.String(values[str(annot.T)])
        buffer = BytesIO()
        pdf.save(buffer)
    with pikepdf.open(BytesIO(with_appearances(buffer.getvalue(), FACE))) as drawn:
        drawn.flatten_annotations("all")
        assert not drawn.pages[0].get("/Annots"), "every field has an appearance to flatten"
        flat = BytesIO()
        drawn.save(flat)
    return pdfium.PdfDocument(flat.getvalue())


def test_a_filled_value_shows_in_a_flattened_render(bundled: Built) -> None:
    page = filled_and_flattened(path_of(bundled, SHEET), {"player": "Ana Luísa", "notes": NOTES})[0]
    lines = page.get_textpage().get_text_range().splitlines()
    assert "Ana Luísa" in lines
    assert [line for line in lines if line in NOTES.splitlines()] == NOTES.splitlines(), "line under line"


def test_the_notes_start_inside_their_frame(bundled: Built) -> None:
    """The notes' first line sits at the top of the box, and the field inside the frame's padding
    (the page's margin is 10 mm, the frame's padding 3 mm at the sides)."""
    path = path_of(bundled, SHEET)
    with pikepdf.open(path) as pdf:
        [notes] = [a for a in pdf.pages[0].Annots if a.get("/T") == "notes"]
        field_top = max(float(notes.Rect[1]), float(notes.Rect[3]))
    page = filled_and_flattened(path, {"notes": NOTES})[0]
    textpage = page.get_textpage()
    searcher = textpage.search("Cavaleiro ferido")
    found = searcher.get_next()
    assert found is not None
    glyph_left, _, _, glyph_top = textpage.get_charbox(found[0])
    assert 2 <= field_top - glyph_top <= 12, "the first line starts at the top"
    assert glyph_left >= 13 * 72 / 25.4, "the text starts clear of the frame"


@pytest.mark.parametrize(
    ("written", "drawn"),
    [("/a1.0 gs 0 0 0 rg /KTHBIV 10 Tf", "0 0 0 rg /CkField 10 Tf"), ("/F1 8.5 Tf", "/CkField 8.5 Tf")],
)
def test_a_field_keeps_its_size_and_colour_in_the_field_font(written: str, drawn: str) -> None:
    assert field_appearance(written) == drawn


def test_the_field_font_keeps_the_faces_own_date_so_builds_match_byte_for_byte() -> None:
    from fontTools.ttLib import TTFont

    from cardkit.output.field_font import _subset

    subset = TTFont(BytesIO(_subset(FACE).data))
    assert subset["head"].modified == TTFont(FACE)["head"].modified
    assert len(subset.getBestCmap()) < 260, "WinAnsi only"
