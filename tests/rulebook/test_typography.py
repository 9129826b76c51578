"""The built rulebook measured as a typographer would (tests/pdf_typography.py), in the bundled
game's two editions and in the hollowmarch example, a game without a rules pack."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardkit.book.markers import MARKERS
from cardkit.commands.app import app
from cardkit.output.documents import DocumentRenderer
from cardkit.preflight.drafts import PLACEHOLDERS
from cardkit.rulebook.build import build_rulebook
from cardkit.rulebook.page import rulebook_templates
from cardkit.translation.translate import translated_project
from tests.conftest import REPO_ROOT
from tests.pdf_typography import half_empty_pages, hyphenation, pages
from tests.rulebook.conftest import BuiltBook, load

pytestmark = pytest.mark.slow  # renders three rulebooks

BOOKS = ["pt-BR", "en", "hollowmarch"]


@pytest.fixture(scope="module")
def books(bundled: BuiltBook, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    english = build_rulebook(translated_project(load(REPO_ROOT, tmp_path_factory.mktemp("en-book")), "en"))
    march = tmp_path_factory.mktemp("march") / "march"
    assert CliRunner().invoke(app, ["init", str(march), "--example", "hollowmarch"]).exit_code == 0
    hollowmarch = build_rulebook(load(march))
    assert english.paths and hollowmarch.paths, (english.diagnostics, hollowmarch.diagnostics)
    return {"pt-BR": bundled.result.paths[0], "en": english.paths[0], "hollowmarch": hollowmarch.paths[0]}


@pytest.mark.parametrize("book", BOOKS)
def test_fewer_than_8_percent_of_body_lines_end_hyphenated_and_never_3_in_a_row(
    book: str, books: dict[str, Path]
) -> None:
    found = hyphenation(books[book])
    assert found.share < 0.08, f"{found.body_hyphenated} of {found.body_lines} body lines hyphenated"
    assert found.longest_ladder <= 2, [ladder for ladder in found.ladders if len(ladder[1]) > 2]


@pytest.mark.parametrize("book", BOOKS)
def test_no_page_is_more_than_half_empty_before_the_last(book: str, books: dict[str, Path]) -> None:
    """A chapter ending high on a page no longer leaves it so: the next one runs in (run_in.py),
    so even a chapter's last page is held to the rule (the Introduction's was 85 % empty)."""
    assert half_empty_pages(books[book], chapter_ends=False) == []


@pytest.mark.parametrize("book", BOOKS)
def test_no_note_marker_starts_a_line_or_stands_apart_from_its_word_or_punctuation(
    book: str, books: dict[str, Path]
) -> None:
    loose = re.compile(rf"\s[{MARKERS}]|[{MARKERS}]\s+[,.;:]")
    lines = [(page.number, line) for page in pages(books[book]) for line in page.lines]
    assert [(number, line) for number, line in lines if line.lstrip()[:1] in MARKERS or loose.search(line)] == []


@pytest.mark.parametrize("book", BOOKS)
def test_a_final_book_prints_no_placeholder_of_any_form(book: str, books: dict[str, Path]) -> None:
    lines = [(page.number, line) for page in pages(books[book]) for line in page.lines]
    assert [(number, line) for number, line in lines if PLACEHOLDERS.search(line)] == []


def test_the_seeds_times_unknown_prints_the_parameter_letter(books: dict[str, Path]) -> None:
    text = " ".join(line for page in pages(books["pt-BR"]) for line in page.lines)
    assert "(Múltiplo x X)" in text and "(Peregrino x X)" in text


def test_a_board_figures_frame_is_as_wide_as_its_board_or_caption(bundled: BuiltBook) -> None:
    from weasyprint.formatting_structure import boxes

    loaded = bundled.loaded
    renderer = DocumentRenderer(REPO_ROOT, rulebook_templates(loaded), loaded.theme)
    document = renderer.layout(bundled.book.html, base_url=(REPO_ROOT / "content" / "rulebook").as_uri() + "/")
    frames = []
    for page in document.pages:
        for box in page._page_box.descendants():
            element = box.element
            framed = element is not None and element.tag == "figure" and box.style["border_top_width"] > 0
            if framed and "scenario" in (element.get("class") or "").split():
                drawn = [child for child in box.descendants() if isinstance(child, boxes.ReplacedBox | boxes.LineBox)]
                content = max(_content_width(child) for child in drawn)
                frames.append(
                    (box.border_width(), content + box.padding_left + box.padding_right + 2, page._page_box.width)
                )
    assert len(frames) >= 4, "the bundled book draws its scenarios"
    assert [frame for frame in frames if frame[0] > frame[1]] == [], (
        "(frame, board or caption with padding, page) in px"
    )


def _content_width(box: object) -> float:
    from weasyprint.formatting_structure import boxes

    if isinstance(box, boxes.LineBox):
        return sum(child.margin_width() for child in box.children)
    assert isinstance(box, boxes.ReplacedBox)
    return float(box.margin_width())


def test_a_pages_running_head_names_the_chapter_the_page_starts_in(books: dict[str, Path]) -> None:
    """A chapter that runs in mid-page leaves that page to the chapter it started in: the head
    is the chapter at the top of the page (`string(chapter, start)`), as a reader turning to it
    expects, not the one whose title comes lower down."""
    import pypdfium2

    document = pypdfium2.PdfDocument(books["pt-BR"])
    heads = []
    for index in range(len(document)):
        page = document[index]
        width, height = page.get_size()
        text = page.get_textpage()
        heads.append((text.get_text_bounded(0, height - 60, width, height).strip(), text.get_text_bounded(0, height - 150, width, height - 60)))
    introduction_ends = next(i for i, (_, top) in enumerate(heads) if "Barra de marcação de Flechas" in top.split("\n")[0])
    assert heads[introduction_ends][0] == "INTRODUÇÃO" and "Tipos de Ataque" in document[introduction_ends].get_textpage().get_text_range()
    starts = [(head, top.split("\n")[0].strip()) for head, top in heads if top.split("\n")[0].strip().upper() == head]
    assert ("TIPOS DE ATAQUE", "Tipos de Ataque") not in starts  # it runs in: no page starts with it
    assert ("MOVIMENTAÇÃO", "Movimentação") in starts  # a chapter at a page's top names that page
