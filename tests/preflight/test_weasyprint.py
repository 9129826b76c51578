"""Preflight on PDFs WeasyPrint lays out, as cardkit's own are: text set in CSS pixels under a
0.75 `cm`, trim and bleed boxes from `@page { bleed }`, the PDF/X version in the XMP packet
(pdf/x-4), CMYK colours from `device-cmyk()`. WeasyPrint 70 writes an output intent only from
a CMYK ICC profile, which cardkit does not ship yet, so the test adds one with pikepdf."""

from __future__ import annotations

from pathlib import Path

import pikepdf
import pytest

from cardkit.foundation.bundled import fonts_dir
from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.output.buildinfo import BuildInfo
from cardkit.preflight.run import preflight
from cardkit.project.validate import open_project
from tests.preflight.planted import project

pytestmark = pytest.mark.slow  # lays out PDFs with WeasyPrint

PAGE = """<style>
@page {{ size: 63mm 88mm; bleed: 3mm; margin: 0; background: device-cmyk(0 0.1 0.2 0); }}
html {{ color: device-cmyk(0 0 0 1); font-family: sans-serif; }}
p {{ position: absolute; margin: 0; }}
</style><p style="left: 10mm; top: 30mm; font-size: 8pt">Alquimista</p>{extra}"""


LATO = f'@font-face {{ font-family: Lato; src: url("{(fonts_dir() / "Lato-Bold.ttf").as_uri()}"); }}'
"""A bundled face, as a theme's `faces:` gives it."""
TWO_CARDS = f"""<style>{LATO}
@page {{ size: 63mm 88mm; bleed: 3mm; margin: 10mm; background: device-cmyk(0 0.1 0.2 0); }}
html {{ color: device-cmyk(0 0 0 1); font-family: Lato; font-size: 8pt; }}
</style><p>Alquimista</p><p style="break-before: page">Sinal \ue000 e ✓</p>"""
"""Two cards set in Lato; the second shows a private-use character no font has (Lato's .notdef)
and a check mark Lato lacks, which the layout takes from a font of the machine."""


def _card(tmp_path: Path, extra: str = "", *, html: str | None = None, info: BuildInfo | None = None) -> list[Diagnostic]:
    from weasyprint import HTML

    root = project(tmp_path / "game")
    path = root / "build" / "cards" / "cards-print-shop.pdf"
    path.parent.mkdir(parents=True)
    HTML(string=html or PAGE.format(extra=extra)).write_pdf(path, pdf_variant="pdf/x-4")
    info = info or BuildInfo("cards", True, "0123456789ab", profile="print-shop")
    with pikepdf.open(path, allow_overwriting_input=True) as pdf:
        profile = pdf.make_stream(b"a CMYK ICC profile would be here", N=4)
        pdf.Root.OutputIntents = [pikepdf.Dictionary(Type=pikepdf.Name.OutputIntent, S=pikepdf.Name.GTS_PDFX,
                                                     DestOutputProfile=profile)]
        for key, value in info.entries().items():
            pdf.docinfo[key] = pikepdf.String(value)
        pdf.save(path)
    opened, _ = open_project(root)
    return preflight(opened, [path]).sorted()


def test_a_pdfx4_card_in_cmyk_passes(tmp_path: Path) -> None:
    found = _card(tmp_path)
    assert [d.code for d in found] == ["P302"]  # boxes, fonts, colour, PDF/X (in the XMP): all pass
    assert found[0].message == "page 1: the smallest text is 8.0 pt ('Alquimista')"


def test_small_and_edge_text_are_measured_at_print_size(tmp_path: Path) -> None:
    extra = ('<p style="left: 10mm; top: 50mm; font-size: 4pt">Custo</p>'
             '<p style="left: 1mm; top: 70mm; font-size: 8pt">Borda</p>')
    found = [d for d in _card(tmp_path, extra) if d.severity is not Severity.INFO]
    assert [(d.code, d.line) for d in found] == [("P301", 1), ("P401", 1)]
    assert found[0].message == "page 1: text as small as 4.0 pt ('Custo')"
    assert found[1].message.startswith("page 1: 'Borda' is 1.")  # 1 mm, plus the B's side bearing


def _fallback_family(tmp_path: Path) -> str:
    """The family the layout took the check mark from: whatever font of this machine has it."""
    with pikepdf.open(tmp_path / "game/build/cards/cards-print-shop.pdf") as pdf:
        fonts = [font.DescendantFonts[0].FontDescriptor for font in pdf.pages[1].Resources.Font.values()]
        (family,) = [str(d.FontFamily) for d in fonts if str(d.FontFamily) != "Lato"]
    return family


def test_a_notdef_glyph_and_a_fallback_font_are_named_with_their_page_and_character(tmp_path: Path) -> None:
    theme = BuildInfo("cards", True, "0123456789ab", profile="print-shop", fonts=("Lato",))
    found = [d for d in _card(tmp_path, html=TWO_CARDS, info=theme) if d.code in ("P202", "P203")]
    assert [(d.code, d.line, d.severity) for d in found] == [("P202", 2, Severity.WARNING), ("P203", 2, Severity.ERROR)]
    fallback, notdef = found
    assert fallback.message == f"page 2: '✓' (U+2713) drawn with {_fallback_family(tmp_path)}, a font the theme does not name"
    assert notdef.message == "page 2: 1 glyph(s) of Lato are .notdef, an empty box or nothing where the text has U+E000"
    assert notdef.hint is not None and "faces:" in notdef.hint


def test_in_a_pdf_from_elsewhere_a_system_fallback_beside_its_own_fonts_is_named(tmp_path: Path) -> None:
    found = _card(tmp_path, html=TWO_CARDS, info=BuildInfo("cards", True, "0123456789ab", profile="print-shop"))
    family = _fallback_family(tmp_path)
    assert family.startswith(("DejaVu", "Noto", "Liberation", "FreeSans", "FreeSerif", "Symbola")), family
    (fallback,) = [d for d in found if d.code == "P202"]
    assert fallback.message == f"page 2: '✓' (U+2713) drawn with {family}, a font systems fall back to, beside the document's own"


def test_a_clean_card_in_the_theme_font_has_no_glyph_finding(tmp_path: Path) -> None:
    html = TWO_CARDS.replace("Sinal \ue000 e ✓", "Sinal")
    theme = BuildInfo("cards", True, "0123456789ab", profile="print-shop", fonts=("Lato",))
    assert [d.code for d in _card(tmp_path, html=html, info=theme)] == ["P302"]
