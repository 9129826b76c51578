"""No word of the book hyphenated across a page break.

CSS has the property for it (`hyphenate-limit-last: page`), but WeasyPrint 70 implements only
`hyphenate-limit-chars` and `hyphenate-limit-zone`. So the book is laid out, every page whose
last line ends in a hyphen WeasyPrint inserted is found, that line's paragraph is told
`hyphens: manual`, and the book is laid out again, until no page ends hyphenated (at most
`PASSES` times). A paragraph so treated loses its other hyphens too: one paragraph's tighter
spacing is the lesser evil against a book without any hyphenation. Most builds need no second
pass (the bundled book, in both editions, has none).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from weasyprint import Document
from weasyprint.formatting_structure import boxes

PASSES = 4
"""Layouts after the first at most: each one can move page breaks and create a new case."""
NO_HYPHENS = "hyphens: manual"


def settle_hyphens(document: Document) -> bool:
    """Stop hyphenation in each paragraph whose line ends a page hyphenated; True when any did
    (the caller lays the book out again: the HTML elements are the source's own)."""
    paragraphs = hyphenated_page_ends(document)
    for paragraph in paragraphs:
        style = paragraph.get("style")
        paragraph.set("style", f"{style}; {NO_HYPHENS}" if style else NO_HYPHENS)
    return bool(paragraphs)


def hyphenated_page_ends(document: Document) -> list[Any]:
    """The HTML elements (paragraphs, list items) whose line is the last of a page and ends
    in an inserted hyphen."""
    found = []
    for page in document.pages:
        lines = list(_body_lines(page._page_box))
        if not lines:
            continue
        last = max(lines, key=lambda line: line.position_y + line.height)
        source = last.element
        if _ends_hyphenated(last) and source is not None:
            found.append(source)
    return found


def _body_lines(page: boxes.PageBox) -> Iterator[boxes.LineBox]:
    for child in page.children:
        if isinstance(child, boxes.MarginBox):
            continue  # the running header and the folio
        yield from (box for box in child.descendants() if isinstance(box, boxes.LineBox))


def _ends_hyphenated(line: boxes.LineBox) -> bool:
    texts = [box for box in line.descendants() if isinstance(box, boxes.TextBox) and box.text.strip()]
    return bool(texts) and texts[-1].text.endswith(texts[-1].style["hyphenate_character"])
