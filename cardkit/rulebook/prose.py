"""Checks over a chapter's prose: stat quotes against the cards, placeholders written inside
a sentence (which would print as raw braces), and internal links to headings that do not exist.
"""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.checks.names import NameIndex
from cardkit.diagnostics import Diagnostic
from cardkit.model import Definition, Game
from cardkit.rulebook.chapters import Chapter
from cardkit.rulebook.codes import (
    BAD_PLACEHOLDER,
    BROKEN_LINK,
    QUOTE_MISMATCH,
    UNKNOWN_NAME,
    finding,
)
from cardkit.rulebook.placeholders import OPEN
from cardkit.rulebook.quote_check import check_quote
from cardkit.rulebook.quotes import find_quotes


def _column(source_line: str, needle: str) -> int:
    index = source_line.find(needle)
    return index + 1 if index >= 0 else 1


def _located(chapter: Chapter, text: str, first_line: int, offset: int, needle: str) -> tuple[int, int]:
    """File line and column of `needle` found at `offset` of an inline run starting at `first_line`."""
    line = first_line + text.count("\n", 0, offset)
    lines = chapter.lines()
    return line, _column(lines[line - 1] if line <= len(lines) else "", needle)


def check_quotes(chapter: Chapter, game: Game) -> Iterator[Diagnostic]:
    definitions: dict[str, Definition] = {d.name: d for d in (*game.spells, *game.units)}
    index = NameIndex(definitions)
    for inline, first_line in chapter.inlines():
        known, unknown = find_quotes(inline.content, definitions)
        for quote in known:
            line, column = _located(chapter, inline.content, first_line, quote.offset, quote.name)
            for mismatch in check_quote(quote, definitions[quote.name]):
                yield finding(QUOTE_MISMATCH, chapter.relpath, line, mismatch.message, column=column, hint=mismatch.hint)
        for quote in unknown:
            line, column = _located(chapter, inline.content, first_line, quote.offset, quote.name)
            close = index.closest(quote.name)
            hint = f"did you mean {' or '.join(repr(n) for n in close)}?" if close else "quote a spell or unit of content/"
            yield finding(UNKNOWN_NAME, chapter.relpath, line, f"the text quotes stats of {quote.name!r}, which is no spell or unit", column=column, hint=hint)


def check_inline_placeholders(chapter: Chapter) -> Iterator[Diagnostic]:
    for inline, first_line in chapter.inlines():
        offset = inline.content.find(OPEN)
        if offset >= 0:
            line, column = _located(chapter, inline.content, first_line, offset, OPEN)
            yield finding(BAD_PLACEHOLDER, chapter.relpath, line, "a placeholder must stand alone on its own line; this one would print as text", column=column)


def check_links(chapter: Chapter, anchors: set[str]) -> Iterator[Diagnostic]:
    for inline, first_line in chapter.inlines():
        for child in inline.children or ():
            href = str(child.attrGet("href") or "") if child.type == "link_open" else ""
            if href.startswith("#") and href[1:] not in anchors:
                yield finding(BROKEN_LINK, chapter.relpath, first_line, f"link to {href}: no heading or glossary entry has that id")
