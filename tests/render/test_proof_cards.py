"""Proof or final, for cards: a final profile prints final cards only and says which it left
out, a proof prints every card with its draft marks, `--allow-draft` prints drafts unmarked."""

from __future__ import annotations

from pathlib import Path

import pikepdf
import pypdfium2 as pdfium
import pytest

from cardkit.examples import write_example
from cardkit.project.marks import card_marks
from cardkit.project.validate import LoadedProject, load_game, open_project
from cardkit.render.cards import build_cards
from cardkit.render.options import CardOptions

pytestmark = pytest.mark.slow


@pytest.fixture
def vale(tmp_path: Path) -> LoadedProject:
    """Ember Vale with one draft unit (its Morale invented, `draft_fields`)."""
    root = tmp_path / "vale"
    write_example("ember-vale", root)
    ranger = root / "content/units/ranger.yaml"
    ranger.write_text(ranger.read_text(encoding="utf-8") + "status: draft\ndraft_fields: [defense]\n", encoding="utf-8")
    project, schemas = open_project(root)
    return load_game(project, schemas)


def _texts(pdf: Path) -> list[str]:
    document = pdfium.PdfDocument(str(pdf))
    try:
        return [page.get_textpage().get_text_range() for page in document]
    finally:
        document.close()


def _build(pdf: Path) -> str:
    with pikepdf.open(pdf) as opened:
        return str(opened.docinfo["/CardkitBuild"])


def test_a_final_print_shop_file_leaves_draft_cards_out_and_says_which(vale: LoadedProject) -> None:
    result = build_cards(vale)
    assert not result.has_errors, result.diagnostics
    out = vale.project.build_dir / "cards"
    assert [card.id for card in result.left_out["print-shop"]] == ["unit-ranger"]
    assert "home" not in result.left_out
    shop = _texts(out / "cards-print-shop.pdf")
    assert len(shop) == 2 * 12  # 12 final cards, a face and a back each
    assert not any("They see the frost coming" in text for text in shop)
    assert not any("DRAFT" in text for text in shop)
    assert _build(out / "cards-print-shop.pdf") == "final"
    home = " ".join(_texts(out / "cards-home.pdf"))
    assert "They see the frost coming" in home and "DRAFT" in home  # the home profile is a proof
    assert _build(out / "cards-home.pdf") == "proof"


def test_a_proof_build_prints_every_card_marked(vale: LoadedProject) -> None:
    result = build_cards(vale, CardOptions(profile="print-shop", proof=True))
    assert not result.has_errors and result.left_out == {}
    pdf = vale.project.build_dir / "cards/cards-print-shop.pdf"
    ranger = next(text for text in _texts(pdf) if "They see the frost coming" in text)
    # the footer on a draft's proof: the kind, then its mark beside the stamp
    assert ranger.endswith(f"\r\nSOLDIER {card_marks(vale)['unit-ranger']} DRAFT")
    assert _build(pdf) == "proof"


def test_allow_draft_prints_drafts_in_the_final_file_unmarked(vale: LoadedProject) -> None:
    result = build_cards(vale, CardOptions(profile="print-shop", allow_draft=True))
    assert not result.has_errors and result.left_out == {}
    pdf = vale.project.build_dir / "cards/cards-print-shop.pdf"
    ranger = next(text for text in _texts(pdf) if "They see the frost coming" in text)
    assert "DRAFT" not in ranger
    assert _build(pdf) == "final"
