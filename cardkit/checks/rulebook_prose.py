"""Checks over the chapters' prose: placeholders (a call that names nothing, or one written
inside a sentence, which would print as raw braces), and internal links to headings that do
not exist, and `[token]`s that are no symbol of the game. The registered rules of `cardkit.checks.rulebook` report what these find; each
function reads the parsed chapters, none renders anything. A pack checks what only it reads
in the prose (Tab Master's stat quotes: its `book_quote_findings` hook).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

from cardkit.book.chapters import Chapter
from cardkit.book.livedata import PlaceholderCalls, PlaceholderProblem
from cardkit.book.markdown import OPEN, PlaceholderSyntaxError, parse_call
from cardkit.checks.old_names import KindRename, old_names_in
from cardkit.checks.prose_patterns import ProsePatterns
from cardkit.codes.checks import (
    BAD_PLACEHOLDER,
    BROKEN_LINK,
    MISSING_GLYPH_IN_BOOK,
    OLD_NAME_IN_BOOK,
    UNKNOWN_SYMBOL_IN_BOOK,
    rulebook_finding,
)
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.richtext.markup import SYMBOL
from cardkit.richtext.symbols import Symbols, unknown_symbol_hint


def _column(source_line: str, needle: str) -> int:
    index = source_line.find(needle)
    return index + 1 if index >= 0 else 1


def located(chapter: Chapter, text: str, first_line: int, offset: int, needle: str) -> tuple[int, int]:
    """File line and column of `needle` found at `offset` of an inline run starting at `first_line`."""
    line = first_line + text.count("\n", 0, offset)
    lines = chapter.lines()
    return line, _column(lines[line - 1] if line <= len(lines) else "", needle)


def check_placeholders(chapters: list[Chapter], calls: PlaceholderCalls) -> Iterator[Diagnostic]:
    """R605 for a placeholder line that cannot be read or calls no generator the way it takes,
    R602 for one naming no card of its kind: each at its line, in reading order."""
    for chapter in chapters:
        for token in chapter.placeholders():
            line = token.map[0] + 1 if token.map else 1
            try:
                calls.resolve(parse_call(token.content))
            except PlaceholderSyntaxError as error:
                yield rulebook_finding(BAD_PLACEHOLDER, chapter.relpath, line, str(error))
            except PlaceholderProblem as problem:
                yield rulebook_finding(problem.code, chapter.relpath, line, problem.message, hint=problem.hint)


def check_inline_placeholders(chapter: Chapter) -> Iterator[Diagnostic]:
    for inline, first_line in chapter.inlines():
        offset = inline.content.find(OPEN)
        if offset >= 0:
            line, column = located(chapter, inline.content, first_line, offset, OPEN)
            yield rulebook_finding(BAD_PLACEHOLDER, chapter.relpath, line, "a placeholder must stand alone on its own line; this one would print as text", column=column)


def check_links(chapter: Chapter, anchors: set[str]) -> Iterator[Diagnostic]:
    for inline, first_line in chapter.inlines():
        for child in inline.children or ():
            href = str(child.attrGet("href") or "") if child.type == "link_open" else ""
            if href.startswith("#") and href[1:] not in anchors:
                yield rulebook_finding(BROKEN_LINK, chapter.relpath, first_line, f"link to {href}: no heading or glossary entry has that id")


def check_symbols(chapter: Chapter, symbols: Symbols) -> Iterator[Diagnostic]:
    """R609 for each `[token]` of the prose that is not one of the game's symbols, at the token.
    A game that declares no symbol writes brackets as text, and nothing is reported."""
    known = [symbol.id for symbol in symbols]
    if not known:
        return
    for inline, first_line in chapter.inlines():
        start = 0
        for child in inline.children or ():
            if child.type != SYMBOL:
                continue
            needle = f"[{child.content}]"
            offset = inline.content.find(needle, start)
            start = max(offset, 0) + len(needle)
            if child.content in symbols:
                continue
            line, column = located(chapter, inline.content, first_line, max(offset, 0), needle)
            hint = unknown_symbol_hint(child.content, known)
            yield rulebook_finding(UNKNOWN_SYMBOL_IN_BOOK, chapter.relpath, line, f"{needle} is not a symbol of the game: it prints as written", column=column, hint=hint)


PRINTED_INLINE = ("text", "code_inline")
"""The inline tokens whose characters the book prints in the theme's fonts."""


def check_glyphs(chapter: Chapter, coverage: frozenset[int]) -> Iterator[Diagnostic]:
    """R610 for each character of the prose (paragraphs, headings, lists, tables) that no font
    of the theme has, once per chapter at its first place, with its code point and name."""
    seen: set[str] = set()
    for inline, first_line in chapter.inlines():
        for child in inline.children or ():
            if child.type not in PRINTED_INLINE:
                continue
            for char in child.content:
                if ord(char) in coverage or char in seen or char.isspace():
                    continue
                seen.add(char)
                line, column = located(chapter, inline.content, first_line, max(inline.content.find(char), 0), char)
                name = unicodedata.name(char, "unnamed")
                yield rulebook_finding(
                    MISSING_GLYPH_IN_BOOK, chapter.relpath, line,
                    f"U+{ord(char):04X} {name} ('{char}') is in no font of the theme: it prints in a fallback font or as a box",
                    column=column, hint="use a character the theme's fonts have, add a font face that has it to theme.yaml, or make it a symbol",
                )


def check_old_names(chapter: Chapter, renames: list[KindRename], prose: ProsePatterns) -> Iterator[Diagnostic]:
    """R611 for each place the chapter's prose calls a renamed card by an old name, at the name."""
    for inline, first_line in chapter.inlines():
        for found in old_names_in(inline.content, renames, prose):
            line, column = located(chapter, inline.content, first_line, found.offset, found.written)
            yield rulebook_finding(OLD_NAME_IN_BOOK, chapter.relpath, line, found.message(), column=column, hint=found.hint())
