"""A chapter runs in after a short ending instead of leaving a page mostly blank.

Every chapter starts a new page (rulebook.css `.chapter`), which leaves a page more than half
empty when the chapter before ends with a few lines on it (the bundled book's Introduction left
its second page 85 % blank). So the book is laid out, the first chapter whose previous page is
more than half empty is classed `RUN_IN` (rulebook.css lets it start on that page, under space
and a rule), and the book is laid out again; one chapter per layout, since each one moves the
pages after it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from weasyprint import Document
from weasyprint.formatting_structure import boxes

RUN_IN = "chapter--run-in"
"""The class rulebook.css gives a chapter that may start mid-page."""
HALF = 0.5
PASSES = 6
"""Layouts at most for the run-ins (one chapter each)."""


def run_in_chapter(document: Document) -> bool:
    """Class the first chapter that opens a page after a page more than half empty; True when
    one was (the caller lays the book out again)."""
    starts = sorted(_chapter_starts(document), key=lambda start: start[0])
    for index, chapter in starts[1:]:  # the first follows the contents
        classes = (chapter.get("class") or "").split()
        if RUN_IN in classes:
            continue
        if empty_share(document.pages[index - 1]._page_box) > HALF:
            chapter.set("class", " ".join([*classes, RUN_IN]))
            return True
    return False


def empty_share(page: boxes.PageBox) -> float:
    """The share of the page's content area below its lowest line, picture or table."""
    top, height = page.content_box_y(), page.height
    lowest = max((box.position_y + box.margin_height() for box in _drawn(page)), default=top)
    return 1.0 - max(0.0, lowest - top) / height if height else 0.0


def _chapter_starts(document: Document) -> Iterator[tuple[int, Any]]:
    """(page index, the chapter's HTML node) for each chapter whose heading is on that page."""
    for index, page in enumerate(document.pages):
        for box in _body(page._page_box):
            node = box.element
            if not isinstance(box, boxes.BlockBox) or node is None or box.element_tag != "section":
                continue
            if "chapter" in (node.get("class") or "").split() and any(
                child.element_tag == "h1" for child in box.children
            ):
                yield index, node


def _drawn(page: boxes.PageBox) -> Iterator[boxes.Box]:
    return (box for box in _body(page) if isinstance(box, boxes.LineBox | boxes.ReplacedBox | boxes.TableBox))


def _body(page: boxes.PageBox) -> Iterator[boxes.Box]:
    for child in page.children:
        if not isinstance(child, boxes.MarginBox):
            yield from child.descendants()
