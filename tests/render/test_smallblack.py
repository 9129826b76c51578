"""`black_text: k-only-small` on content streams made with pikepdf (no layout): small black text
gets 100 % K, the designed fill returns before anything else is painted, larger or coloured
text is left alone, forms are sized where the page draws them."""

from __future__ import annotations

import pikepdf

from cardkit.render.smallblack import k_only_small_text
from tests.render.text_inks import text_runs

K_ONLY = ("k", (0.0, 0.0, 0.0, 1.0))
WARM_BLACK = ("rg", (0.168627, 0.129412, 0.094118))


def _page(content: bytes, form: bytes | None = None) -> pikepdf.Pdf:
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 200))
    font = pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name.Helvetica)
    resources = pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=font))
    if form is not None:
        xobject = pdf.make_stream(form, Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Form, BBox=[0, 0, 200, 200], Resources=resources)
        resources.XObject = pikepdf.Dictionary(Fm1=xobject)
    pdf.pages[0].obj.Resources = resources
    pdf.pages[0].obj.Contents = pdf.make_stream(content)
    return pdf


def _fills(pdf: pikepdf.Pdf) -> list[tuple[float, tuple[str, tuple[float, ...]]]]:
    return [(run.size, run.fill) for run in text_runs(pdf.pages[0])]


def test_small_black_text_is_k_only_and_the_title_and_a_shape_keep_the_design() -> None:
    content = (b"0.168627 0.129412 0.094118 rg BT /F1 7 Tf 10 10 Td (rules) Tj /F1 14 Tf 0 20 Td (Title) Tj ET "
               b"BT /F1 8 Tf 10 80 Td (more) Tj ET 0 0 50 50 re f")
    pdf = _page(content)
    assert k_only_small_text(pdf, 9.0) == 2
    assert _fills(pdf) == [(7.0, K_ONLY), (14.0, WARM_BLACK), (8.0, K_ONLY)]
    operators = [(str(item.operator), list(item.operands)) for item in pikepdf.parse_content_stream(pdf.pages[0])]
    assert [name for name, _ in operators[-4:]] == ["ET", "rg", "re", "f"], "the shape in the designed colour, set before its path"
    assert [float(v) for v in operators[-3][1]] == list(WARM_BLACK[1])


def test_coloured_and_large_text_and_the_theme_setting_are_left_alone() -> None:
    pdf = _page(b"0.8 0.1 0.1 rg BT /F1 7 Tf (red) Tj ET 0.1 0.1 0.1 rg BT /F1 10 Tf (large) Tj ET")
    before = pdf.pages[0].Contents.read_bytes()
    assert k_only_small_text(pdf, 9.0) == 0
    assert pdf.pages[0].Contents.read_bytes() == before


def test_a_form_is_sized_by_the_page_that_draws_it_and_the_threshold_is_the_profiles() -> None:
    form = b"0 g BT /F1 10 Tf (label) Tj ET"
    halved = _page(b"q 0.5 0 0 0.5 0 0 cm /Fm1 Do Q", form)  # 10 pt drawn at half size: 5 pt on paper
    assert k_only_small_text(halved, 9.0) == 1
    assert _fills(halved) == [(5.0, K_ONLY)]
    full = _page(b"/Fm1 Do", form)
    assert k_only_small_text(full, 9.0) == 0
    assert k_only_small_text(full, 12.0) == 1, "black_text_under: 12 takes 10 pt text too"
