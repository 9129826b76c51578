"""The bundled game's card PDFs carry their build facts, and preflight reads them back: the
print-shop PDF passes a print shop's preflight (issue #14), the home one too."""

from __future__ import annotations

import re

import pikepdf
import pypdfium2 as pdfium
import pytest

from cardkit.foundation.diagnostics import Severity
from cardkit.preflight.run import preflight
from cardkit.project.revision import content_revision
from tests.render.conftest import Built
from tests.render.text_inks import text_runs

pytestmark = pytest.mark.slow  # reads the bundled game's rendered cards

TODAY_ON_THE_PRINT_SHOP_PDF = {"P703"}
"""The placeholder art alone (Tab Master has no art yet), a warning: every text is 6 pt or more
(P301), frames sit 3.4 mm inside the trim (P402), the colour is PDF/X-4 with its output intent
(P601-P603) and the draft cards are left out (P701)."""


def test_card_pdfs_say_their_profile_build_and_revision(bundled: Built) -> None:
    revision = content_revision(bundled.loaded.project)
    for name, build in (("print-shop", "final"), ("home", "proof")):
        with pikepdf.open(bundled.out / f"cards-{name}.pdf") as pdf:
            facts = {key: str(pdf.docinfo[key]) for key in pdf.docinfo if key.startswith("/Cardkit")}
        placeholders = facts.pop("/CardkitPlaceholders", None)
        assert facts.pop("/CardkitFonts") == "Vollkorn, Lato", "the theme's families: any other font is a fallback (P202)"
        assert facts == {"/CardkitDocument": "cards", "/CardkitProfile": name, "/CardkitBuild": build, "/CardkitRevision": revision}
        assert (placeholders is not None) == (build == "final"), "a final file counts the cards printing the art placeholder"


def test_preflight_of_the_print_shop_pdf_finds_nothing(bundled: Built) -> None:
    path = bundled.out / "cards-print-shop.pdf"
    found = preflight(bundled.loaded.project, [path]).sorted()
    defects = {d.code for d in found if d.severity is not Severity.INFO}
    assert defects == TODAY_ON_THE_PRINT_SHOP_PDF  # no P001: the PDF said what it is; boxes and fonts pass
    (smallest,) = [d for d in found if d.code == "P302"]  # information: the smallest text, at 6 pt or more
    size = re.search(r"the smallest text is ([0-9.]+) pt", smallest.message)
    assert size is not None and 6.0 <= float(size.group(1)) < 6.5, smallest.message
    with pdfium.PdfDocument(path) as document:
        assert not any("RASCUNHO" in page.get_textpage().get_text_range() for page in document)


def test_preflight_of_the_home_pdf_checks_its_paper_not_pdfx(bundled: Built) -> None:
    found = preflight(bundled.loaded.project, [bundled.out / "cards-home.pdf"]).sorted()
    assert {d.code for d in found} <= {"P302"}  # at most the smallest size, as information
    assert all(d.severity is Severity.INFO for d in found)



def test_the_print_shop_pdf_prints_small_black_text_in_k_alone_and_the_titles_as_designed(bundled: Built) -> None:
    k_only = ("k", (0.0, 0.0, 0.0, 1.0))
    with pikepdf.open(bundled.out / "cards-print-shop.pdf") as pdf:
        runs = [run for page in list(pdf.pages)[:6] for run in text_runs(page)]
    small = [run for run in runs if run.size < 9]
    assert [run for run in small if run.fill == k_only], runs
    assert not [run for run in small if run.fill[0] == "rg" and max(run.fill[1]) <= 0.25], "no small rich or RGB black left"
    titles = [run for run in runs if run.size >= 9]
    assert titles and all(run.fill != k_only for run in titles)
