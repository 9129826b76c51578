"""The bundled book as a reader gets it: outline, contents, page numbers, live tables."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader

from cardkit.foundation.diagnostics import Severity
from cardkit.output.build_mode import BuildMode
from cardkit.packs.tabmaster.model import tm
from cardkit.project.marks import Marks
from cardkit.rulebook.build import build_rulebook
from tests.conftest import REPO_ROOT
from tests.rulebook.conftest import BuiltBook, load

pytestmark = pytest.mark.slow  # renders the bundled rulebook

A4_POINTS = (595, 842)
LETTER_POINTS = (612, 792)


def _outline(reader: PdfReader) -> list[tuple[str, int]]:
    flat: list[tuple[str, int]] = []

    def walk(items: list) -> None:  # type: ignore[type-arg]
        for item in items:
            if isinstance(item, list):
                walk(item)
            else:
                flat.append((item.title, reader.get_destination_page_number(item) + 1))

    walk(reader.outline)
    return flat


def _toc(reader: PdfReader) -> dict[str, int]:
    """ "Title ..... 12" lines of the contents pages (pages before the first chapter)."""
    first_chapter = _outline(reader)[0][1]
    text = "\n".join(reader.pages[i].extract_text() for i in range(1, first_chapter - 1))
    return {m[1].strip(): int(m[2]) for m in re.finditer(r"^(.+?)\s*\.{3,}\s*(\d+)\s*$", text, re.MULTILINE)}


def test_the_bundled_book_has_no_errors_and_lists_the_missing_chapters(bundled: BuiltBook) -> None:
    assert [d for d in bundled.result.diagnostics if d.severity is Severity.ERROR] == []
    assert bundled.result.missing_chapters == ["Começando o Jogo", "Parâmetros e Especiais das Unidades Regulares"]
    assert bundled.result.paths[0].name == "rulebook-a4.pdf"


def test_outline_is_every_chapter_and_section_title(bundled: BuiltBook) -> None:
    titles = [title for title, _ in _outline(bundled.pdf)]
    assert titles == [heading.text for heading in bundled.book.outline]
    assert titles[0] == "Introdução" and "Lista de Magias Iniciais" in titles


def test_every_contents_page_number_is_the_page_of_its_heading(bundled: BuiltBook) -> None:
    pages = dict(_outline(bundled.pdf))
    toc = _toc(bundled.pdf)
    chapters = [h.text for h in bundled.book.outline if h.level == 1]
    assert set(chapters) <= set(toc)
    for title, number in toc.items():
        assert number == pages[title], title
        assert title.split()[0] in bundled.pdf.pages[number - 1].extract_text()


def test_pages_are_numbered_except_the_cover_and_contents(bundled: BuiltBook) -> None:
    """Each page's footer: its number, then the book's revision mark in the corner; the contents
    page's foot is the colophon, worded for players, instead."""
    reader = bundled.pdf
    mark = Marks.of(bundled.loaded).book
    assert "Tab Master" in reader.pages[0].extract_text()
    assert not re.search(r"^\s*1\s*$", reader.pages[0].extract_text(), re.MULTILINE)
    contents = " ".join(reader.pages[1].extract_text().split())
    assert re.search(rf"Tab Master · Regras 2013-05-17 · (Edição \d{{4}}-\d\d · )?marca {mark}$", contents), contents[
        -120:
    ]
    for number in range(3, len(reader.pages) + 1):
        assert re.search(rf"(^|\n)\s*{number} {mark}\s*($|\n)", reader.pages[number - 1].extract_text()), number


def test_spell_table_has_one_row_per_spell(bundled: BuiltBook) -> None:
    outline = _outline(bundled.pdf)
    start = dict(outline)["Lista de Magias Iniciais"]
    end = next(page for title, page in outline if page > start)
    text = " ".join(bundled.pdf.pages[i].extract_text() for i in range(start - 1, end - 1))
    spells = tm(bundled.loaded.game).spells
    assert len(spells) == 21
    assert [spell.name for spell in spells if spell.name not in text] == []
    assert bundled.book.html.count('<tr id="spell-row-') == len(spells)


def test_letter_paper(bundled: BuiltBook, tmp_path) -> None:  # type: ignore[no-untyped-def]
    result = build_rulebook(load(REPO_ROOT, tmp_path), paper="letter")
    box = PdfReader(result.paths[0]).pages[1].mediabox
    assert (round(float(box.width)), round(float(box.height))) == LETTER_POINTS
    a4 = bundled.pdf.pages[1].mediabox
    assert (round(float(a4.width)), round(float(a4.height))) == A4_POINTS


def test_stat_blocks_and_element_tables_come_from_the_cards(bundled: BuiltBook) -> None:
    html = bundled.book.html
    inferno = html.split('<p class="block-title">Inferno', 1)[1].split("</aside>", 1)[0]
    assert "2d20" in inferno and "Elemento: Fogo, Explosão 2, Todos" in inferno
    assert html.count('class="stat-block unit-block"') == 1
    elements = bundled.loaded.game.vocabulary.elements
    assert html.count('<table class="element-table">') == 2
    assert html.count("(Elemento: ") >= 2 * len(elements)
    assert 'href="#trait-voar"' in html and 'id="trait-voar"' in html


def test_the_rulebook_carries_its_document_paper_and_revision(bundled: BuiltBook) -> None:
    info = bundled.pdf.metadata
    assert (info["/CardkitDocument"], info["/CardkitPaper"], info["/CardkitBuild"]) == ("rulebook", "a4", "final")
    assert info["/CardkitRevision"] == BuildMode.of(bundled.loaded.project).revision.ident  # what the cover prints
