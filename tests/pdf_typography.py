"""What a typographer measures on a printed book, read back from its PDF with pypdfium2.

Text lines are the lines pdfium finds inside the page's text area (the running header and the
folio in the margins are left out); a "body line" is one set in the book's body size (the size
most of its characters have), so table cells, captions and headings do not dilute the count. A line "ends hyphenated" when its last character is the
hyphen WeasyPrint inserts when it breaks a word: CSS's `hyphenate-character`, whose default
(and the book's) is U+2010 HYPHEN. A compound that breaks at its own hyphen ("Morto-Vivo")
ends in U+002D HYPHEN-MINUS, which is the author's hyphen and is not counted.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from pypdf import PdfReader

INSERTED_HYPHEN = "\u2010"
MM = 72 / 25.4


@dataclass(frozen=True)
class PageText:
    """One page's text lines (top to bottom) and how far down its ink reaches."""

    number: int
    lines: list[str]
    sizes: list[float]
    """Each line's font size (that of most of its characters)."""
    height: float
    lowest: float
    """Distance in points from the page's top edge to the lowest text or graphic of the text
    area (0 when the text area is empty)."""

    @property
    def empty_share(self) -> float:
        """The share of the text area below the lowest ink: 1.0 for a blank page."""
        area = self.height - TOP - BOTTOM
        return 1.0 - max(0.0, self.lowest - TOP) / area


TOP = 22 * MM
BOTTOM = 20 * MM
"""The book's page margins (rulebook.css `@page`): the header lies above, the folio below."""


def pdf_text(pdf_path: Path) -> str:
    """All the text of a PDF, page after page, as pdfium extracts it."""
    document = pdfium.PdfDocument(pdf_path)
    try:
        return "\n".join(page.get_textpage().get_text_range() for page in document)
    finally:
        document.close()


def pages(pdf_path: Path) -> Iterator[PageText]:
    """Every page's text lines and lowest ink, in order."""
    document = pdfium.PdfDocument(pdf_path)
    try:
        for index in range(len(document)):
            page = document[index]
            _, height = page.get_size()
            lines = list(_text_lines(page.get_textpage(), height))
            yield PageText(
                index + 1, [text for text, _ in lines], [size for _, size in lines], height, _lowest_ink(page, height)
            )
    finally:
        document.close()


def _text_lines(text: pdfium.PdfTextPage, height: float) -> Iterator[tuple[str, float]]:
    """The text area's lines as pdfium breaks them, each with its prevailing font size."""
    chars = text.get_text_range()
    line: list[str] = []
    sizes: Counter[float] = Counter()
    for index, char in enumerate([*chars, "\n"]):
        if char in "\r\n":
            if "".join(line).strip():
                yield "".join(line).rstrip(), sizes.most_common(1)[0][0]
            line, sizes = [], Counter()
            continue
        _left, bottom, _right, top = text.get_charbox(index) if index < len(chars) else (0, 0, 0, 0)
        if bottom < BOTTOM or top > height - TOP:
            continue  # the running header and the folio
        line.append(char)
        if char.strip():
            sizes[round(pdfium_c.FPDFText_GetFontSize(text.raw, index), 1)] += 1


def _lowest_ink(page: pdfium.PdfPage, height: float) -> float:
    """The lowest bottom edge of any object inside the text area, from the page's top."""
    lowest = 0.0
    for obj in page.get_objects(max_depth=1):
        try:
            _left, bottom, _right, top = obj.get_bounds()
        except pdfium.PdfiumError:
            continue
        if top <= BOTTOM or bottom >= height - TOP:
            continue  # the header, its rule and the folio
        lowest = max(lowest, height - max(bottom, BOTTOM))
    return lowest


@dataclass
class Hyphenation:
    """How a book's lines end: hyphenated lines, all lines, and runs ("ladders")."""

    lines: int = 0
    hyphenated: int = 0
    body_lines: int = 0
    body_hyphenated: int = 0
    ladders: list[tuple[int, list[str]]] = field(default_factory=list)
    """Each run of consecutive hyphenated lines: its page and its lines."""

    @property
    def share(self) -> float:
        """Hyphenated body lines over body lines (the prose a reader reads)."""
        return self.body_hyphenated / self.body_lines if self.body_lines else 0.0

    @property
    def longest_ladder(self) -> int:
        return max((len(lines) for _, lines in self.ladders), default=0)


def hyphenation(pdf_path: Path, first_page: int = 3) -> Hyphenation:
    """Count the book's lines from `first_page` on (the cover and contents have no prose)."""
    found = Hyphenation()
    book = [page for page in pages(pdf_path) if page.number >= first_page]
    body = Counter(size for page in book for size in page.sizes).most_common(1)[0][0]
    for page in book:
        run: list[str] = []
        for line, size in [*zip(page.lines, page.sizes, strict=True), ("", 0.0)]:
            if line:
                found.lines += 1
                found.body_lines += size == body
            if line.endswith(INSERTED_HYPHEN):
                found.hyphenated += 1
                found.body_hyphenated += size == body
                run.append(line)
                continue
            if run:
                found.ladders.append((page.number, run))
            run = []
    return found


def chapter_starts(pdf_path: Path) -> list[int]:
    """The pages (1-based) the book's chapters begin on: its top-level bookmarks."""
    reader = PdfReader(pdf_path)
    return [reader.get_destination_page_number(item) + 1 for item in reader.outline if not isinstance(item, list)]


def half_empty_pages(pdf_path: Path, *, chapter_ends: bool = True) -> list[tuple[int, float]]:
    """Pages more than half empty, each with its empty share, leaving out the pages before the
    first chapter (cover, contents), the book's last page and, with `chapter_ends`, the last
    page of every chapter (the next page starts one)."""
    starts = chapter_starts(pdf_path)
    book = list(pages(pdf_path))
    ends = ({start - 1 for start in starts} if chapter_ends else set()) | {len(book)}
    return [
        (page.number, round(page.empty_share, 2))
        for page in book
        if page.number >= starts[0] and page.number not in ends and page.empty_share > 0.5
    ]
