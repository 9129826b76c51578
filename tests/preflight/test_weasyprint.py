"""Preflight on PDFs WeasyPrint lays out, as cardkit's own are: text set in CSS pixels under a
0.75 `cm`, trim and bleed boxes from `@page { bleed }`, the PDF/X version in the XMP packet
(pdf/x-4), CMYK colours from `device-cmyk()`. WeasyPrint 70 writes an output intent only from
a CMYK ICC profile, which cardkit does not ship yet, so the test adds one with pikepdf."""

from __future__ import annotations

from pathlib import Path

import pikepdf
import pytest

from cardkit.content import open_project
from cardkit.diagnostics import Diagnostic, Severity
from cardkit.output.buildinfo import BuildInfo
from cardkit.preflight.run import preflight
from tests.preflight.planted import project

pytestmark = pytest.mark.slow  # lays out PDFs with WeasyPrint

PAGE = """<style>
@page {{ size: 63mm 88mm; bleed: 3mm; margin: 0; background: device-cmyk(0 0.1 0.2 0); }}
html {{ color: device-cmyk(0 0 0 1); font-family: sans-serif; }}
p {{ position: absolute; margin: 0; }}
</style><p style="left: 10mm; top: 30mm; font-size: 8pt">Alquimista</p>{extra}"""


def _card(tmp_path: Path, extra: str = "") -> list[Diagnostic]:
    from weasyprint import HTML

    root = project(tmp_path / "game")
    path = root / "build" / "cards" / "cards-print-shop.pdf"
    path.parent.mkdir(parents=True)
    HTML(string=PAGE.format(extra=extra)).write_pdf(path, pdf_variant="pdf/x-4")
    with pikepdf.open(path, allow_overwriting_input=True) as pdf:
        profile = pdf.make_stream(b"a CMYK ICC profile would be here", N=4)
        pdf.Root.OutputIntents = [pikepdf.Dictionary(Type=pikepdf.Name.OutputIntent, S=pikepdf.Name.GTS_PDFX,
                                                     DestOutputProfile=profile)]
        for key, value in BuildInfo("cards", True, "0123456789ab", profile="print-shop").entries().items():
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
