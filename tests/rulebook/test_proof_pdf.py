"""The bundled book as printed, proof and final: draft marks only in the proof, superscripts
raised and smaller, bookmarks in one language, embedded fonts only, no page ending in a
hyphenated word, and a proof cover's revision the sheets' of the same build."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pikepdf
import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.output.build_mode import BuildMode
from cardkit.output.documents import DocumentRenderer
from cardkit.packs.tabmaster.sheets.build import build_sheets
from cardkit.project.validate import LoadedProject
from cardkit.rulebook.build import build_rulebook
from cardkit.rulebook.page import rulebook_templates
from cardkit.rulebook.page_breaks import PASSES, hyphenated_page_ends, settle_hyphens
from cardkit.translation.translate import translated_project
from tests.conftest import REPO_ROOT
from tests.rulebook.conftest import assemble, load

pytestmark = pytest.mark.slow  # renders the bundled rulebook, sheets and test documents

DRAFT_TEXTS = (
    "(ainda não publicado)",
    "(?)",
    "Esta seção ainda não foi completamente revisada",
    "NOTA DE REVISÃO",
    "PROVA",
)


@dataclass
class Books:
    loaded: LoadedProject
    mode: BuildMode
    final: Path
    proof: Path
    english: Path


def _build(loaded: LoadedProject, mode: BuildMode) -> Path:
    result = build_rulebook(loaded, mode=mode)
    assert result.paths, result.diagnostics
    return result.paths[0]


@pytest.fixture(scope="module")
def books(tmp_path_factory: pytest.TempPathFactory) -> Books:
    loaded = load(REPO_ROOT, tmp_path_factory.mktemp("final"))
    mode = BuildMode.of(loaded.project)
    final = _build(loaded, mode)
    english = _build(translated_project(loaded, "en"), mode)
    proof = _build(load(REPO_ROOT, tmp_path_factory.mktemp("proof")), BuildMode.of(loaded.project, proof=True))
    return Books(loaded, mode, final, proof, english)


def _text(path: Path) -> str:
    """The book's words, each run of white space as one space (pypdf reads a justified line's
    wider spaces as two)."""
    return " ".join(" ".join(page.extract_text() for page in PdfReader(path).pages).split())


def _outline(path: Path) -> list[str]:
    titles: list[str] = []

    def walk(items: list) -> None:  # type: ignore[type-arg]
        for item in items:
            walk(item) if isinstance(item, list) else titles.append(item.title)

    walk(PdfReader(path).outline)
    return titles


def _holds(title: str, other: str) -> bool:
    """Does `title` hold every word of `other` and more ("Direto Direct" holds "Direct")?"""
    words, others = set(title.split()), set(other.split())
    return others < words


def test_draft_marks_print_only_in_the_proof(books: Books) -> None:
    final, proof = _text(books.final), _text(books.proof)
    assert [text for text in DRAFT_TEXTS if text in final] == []
    assert [text for text in DRAFT_TEXTS if text not in proof] == []
    assert "Começando o Jogo" not in final.split("Introdução")[0], "an unpublished chapter is not in the final contents"
    assert "(Especial: X)" in final, "the seed's (?) prints as the parameter letter"


def test_the_seeds_superscript_is_smaller_and_raised(books: Books) -> None:
    page = next(p for p in pdfium.PdfDocument(books.final) if "Cavaleiros2 e 3" in p.get_textpage().get_text_range())
    text = page.get_textpage()
    at = text.get_text_range().index("Cavaleiros2 e 3")
    word, sup = at, at + len("Cavaleiros")
    size = [pdfium_c.FPDFText_GetFontSize(text.raw, index) for index in (word, sup)]
    bottom = [text.get_charbox(index)[1] for index in (word, sup)]
    assert size[1] < 0.8 * size[0]
    assert bottom[1] > bottom[0] + 2, "raised above the baseline"


def test_bookmarks_are_in_one_language(books: Books) -> None:
    portuguese, english = _outline(books.final), _outline(books.english)
    assert len(portuguese) == len(english)
    assert {"Contato", "Direto", "Arqueado", "Área"} <= set(portuguese)
    assert {"Melee", "Direct", "Arcing", "Area"} <= set(english)
    mixed = [
        (pt, en) for pt, en in zip(portuguese, english, strict=True) if pt != en and (_holds(pt, en) or _holds(en, pt))
    ]
    assert mixed == [], "a title holding its translation's words"


def test_only_the_books_embedded_fonts(books: Books) -> None:
    with pikepdf.open(books.final) as pdf:
        fonts = {
            str(font.get("/BaseFont")) for page in pdf.pages for _, font in page.Resources.get("/Font", {}).items()
        }
        for page in pdf.pages:
            for xobject in page.Resources.get("/XObject", {}).values():
                fonts |= {str(font.get("/BaseFont")) for _, font in xobject.get("/Resources", {}).get("/Font", {}).items()}
    assert fonts and not [font for font in fonts if "DejaVu" in font]
    assert all(font.split("+")[-1].startswith(("Lato", "Vollkorn")) for font in fonts)


def test_no_page_of_either_edition_ends_hyphenated(books: Books) -> None:
    for path in (books.final, books.english):
        for number, page in enumerate(pdfium.PdfDocument(path), 1):
            lines = [line for line in page.get_textpage().get_text_range().splitlines() if line.strip()]
            body = lines[:-2] if number > 2 else lines  # a chapter page ends with its running header and folio
            assert not body[-1].rstrip().endswith("\u2010"), (path.name, number)


def test_only_a_proofs_cover_prints_the_revision_the_sheets_of_the_same_build_carry(
    books: Books, tmp_path: Path
) -> None:
    """The final book and the sheets are for players: they print no hash, and carry the revision
    in their document information, where the team (and preflight) reads it; a proof's cover,
    for the team, prints it."""
    sheets = build_sheets(load(REPO_ROOT, tmp_path), mode=books.mode)
    assert sheets.paths and not sheets.has_errors
    ident = books.mode.revision.ident
    final = PdfReader(books.final)
    assert ident not in " ".join(page.extract_text() for page in final.pages)
    assert final.metadata is not None and final.metadata["/CardkitRevision"] == ident
    assert ident in PdfReader(books.proof).pages[0].extract_text()
    for path in sheets.paths:
        reader = PdfReader(path)
        assert reader.metadata is not None and reader.metadata["/CardkitRevision"] == ident, path.name
        assert ident not in reader.pages[0].extract_text(), path.name


def test_a_page_ending_in_a_hyphenated_word_is_laid_out_again_without_it() -> None:
    loaded = load(REPO_ROOT)
    words = ["inconstitucionalissimamente", "extraordinariamente", "paralelepípedo", "desproporcionalmente", "interdisciplinaridade"]
    paragraphs = "".join(f"<p>{' '.join(words[(i + k) % 5] for k in range(9 + i % 5))}</p>" for i in range(14))
    style = "@page { size: 60mm 50mm; margin: 4mm } p { hyphens: auto; text-align: justify; font-size: 8pt; margin: 0; orphans: 1; widows: 1 }"
    html = f'<html lang="pt-BR"><style>{style}</style>{paragraphs}</html>'
    renderer = DocumentRenderer(REPO_ROOT, rulebook_templates(loaded), loaded.theme)
    assert hyphenated_page_ends(renderer.layout(html)), "the case to mend occurs without the guard"
    settled = renderer.layout(html, settle=settle_hyphens, passes=PASSES)
    assert hyphenated_page_ends(settled) == []
    assert any(
        line.endswith("\u2010")
        for page in pdfium.PdfDocument(renderer.pdf(settled))
        for line in page.get_textpage().get_text_range().splitlines()
    ), "other lines still hyphenate"


@pytest.mark.parametrize(
    ("option", "note", "listed"),
    [([], "left out of the final book", False), (["--proof"], "listed as unpublished in this proof", True)],
)
def test_cardkit_build_proof_and_final(game_copy: Path, option: list[str], note: str, listed: bool) -> None:
    result = CliRunner().invoke(app, ["build", "rulebook", "--project", str(game_copy), *option])
    assert result.exit_code == 0, result.output
    assert (
        f"rulebook: chapter 'Começando o Jogo' is announced by the rules but not written yet: {note}" in result.output
    )
    contents = PdfReader(game_copy / "build" / "rulebook" / "rulebook-a4.pdf").pages[1].extract_text()
    assert ("Começando o Jogo" in contents) is listed


def test_the_running_headers_rule_stands_clear_of_the_text() -> None:
    """The header's bottom border ends at least 4 mm above the page's content box, on every
    page that has a header (it sat on the text, touching a figure's frame)."""
    from weasyprint.formatting_structure import boxes

    loaded = load(REPO_ROOT)
    renderer = DocumentRenderer(REPO_ROOT, rulebook_templates(loaded), loaded.theme)
    document = renderer.layout(assemble(loaded).html, base_url=(REPO_ROOT / "content" / "rulebook").as_uri() + "/")
    gaps = []
    for page in document.pages:
        for box in page._page_box.children:
            if isinstance(box, boxes.MarginBox) and box.at_keyword == "@top-center" and box.children:
                rule_bottom = box.border_box_y() + box.border_height()
                gaps.append(page._page_box.content_box_y() - rule_bottom)
    assert len(gaps) >= 15, "every chapter page has a header"
    assert min(gaps) >= 4 * 96 / 25.4
