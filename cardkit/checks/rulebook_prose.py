"""Checks over the chapters' prose: stat quotes against the cards, placeholders (a call that
names nothing, or one written inside a sentence, which would print as raw braces), and internal
links to headings that do not exist. The registered rules of `cardkit.checks.rulebook` report
what these find; each function reads the parsed chapters, none renders anything.

Stat quotes are read in the content's language (`QuoteReading`); `stat_quote_problems` takes
the text and the reading, so a translated chapter can be checked the same way.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from cardkit.checks.prose_patterns import ProsePatterns, edition_prose
from cardkit.codes.checks import BAD_PLACEHOLDER, BROKEN_LINK, QUOTE_MISMATCH, UNKNOWN_NAME, rulebook_finding
from cardkit.diagnostics import Diagnostic, Severity
from cardkit.i18n.edition import Edition
from cardkit.index.names import NameIndex
from cardkit.model import Definition, Game
from cardkit.packs.tabmaster.checks.rulebook_quote_check import GROUP, QuoteReading, check_quote
from cardkit.packs.tabmaster.checks.rulebook_quotes import KnownNames, find_quotes
from cardkit.rulebook.book.chapters import Chapter
from cardkit.rulebook.book.livedata import PlaceholderCalls, PlaceholderProblem
from cardkit.rulebook.book.markdown import OPEN, PlaceholderSyntaxError, parse_call


@dataclass(frozen=True)
class QuoteProblem:
    """A stat quote that disagrees with its card (R601) or names no card (R602), at `offset`
    of the text, where `name` is written."""

    code: str
    offset: int
    name: str
    message: str
    hint: str | None


def _column(source_line: str, needle: str) -> int:
    index = source_line.find(needle)
    return index + 1 if index >= 0 else 1


def _located(chapter: Chapter, text: str, first_line: int, offset: int, needle: str) -> tuple[int, int]:
    """File line and column of `needle` found at `offset` of an inline run starting at `first_line`."""
    line = first_line + text.count("\n", 0, offset)
    lines = chapter.lines()
    return line, _column(lines[line - 1] if line <= len(lines) else "", needle)


@dataclass(frozen=True)
class QuotedCards:
    """The spells and units a stat quote may name, indexed once for every text of a check: by
    the name as written (`names`) and, for the "did you mean" of an unknown one, folded."""

    definitions: Mapping[str, Definition]
    names: KnownNames
    index: NameIndex

    @classmethod
    def of(cls, definitions: Mapping[str, Definition]) -> QuotedCards:
        return cls(definitions, KnownNames(definitions), NameIndex(definitions))


def stat_quote_problems(
    text: str, definitions: Mapping[str, Definition] | QuotedCards, reading: QuoteReading
) -> Iterator[QuoteProblem]:
    """Every stat quote of `text` that disagrees with the card it names, or names no card.
    Pass `QuotedCards` built once when checking many texts: indexing the names is linear in
    their number, and doing it per paragraph made a rulebook check quadratic."""
    cards = definitions if isinstance(definitions, QuotedCards) else QuotedCards.of(definitions)
    known, unknown = find_quotes(text, cards.names, reading.grammar)
    for quote in known:
        for mismatch in check_quote(quote, cards.definitions[quote.name], reading):
            yield QuoteProblem(QUOTE_MISMATCH, quote.offset, quote.name, mismatch.message, mismatch.hint)
    index = cards.index
    for quote in unknown:
        close = index.closest(quote.name)
        hint = f"did you mean {' or '.join(repr(n) for n in close)}?" if close else "quote a spell or unit of content/"
        message = f"the text quotes stats of {quote.name!r}, which is no spell or unit"
        yield QuoteProblem(UNKNOWN_NAME, quote.offset, quote.name, message, hint)


def check_quotes(chapters: list[Chapter], game: Game, edition: Edition | None = None) -> Iterator[Diagnostic]:
    """R601/R602 over the chapters, read in the language of `edition` (the source's without)."""
    prose = edition_prose(game, edition)
    if not prose.has(GROUP):
        if chapters:
            yield from _unread(game, prose)
        return
    reading = QuoteReading.of(prose)
    cards = QuotedCards.of({d.name: d for d in (*game.spells, *game.units)})
    for chapter in chapters:
        for inline, first_line in chapter.inlines():
            for problem in stat_quote_problems(inline.content, cards, reading):
                line, column = _located(chapter, inline.content, first_line, problem.offset, problem.name)
                yield rulebook_finding(problem.code, chapter.relpath, line, problem.message, column=column, hint=problem.hint)


def _unread(game: Game, prose: ProsePatterns) -> Iterator[Diagnostic]:
    """The info note that the content's language has no stat-quote patterns, at game.yaml's
    `language`: one for the whole book."""
    vocabulary = game.vocabulary
    if vocabulary is None:
        return
    message, hint = prose.unread_note(QUOTE_MISMATCH, GROUP, "stat quotes in the rulebook were not compared with the cards")
    where = vocabulary.source.at("language")
    yield rulebook_finding(QUOTE_MISMATCH, vocabulary.file, where.line, message, column=where.column, hint=hint, severity=Severity.INFO)


def check_placeholders(chapters: list[Chapter], calls: PlaceholderCalls) -> Iterator[Diagnostic]:
    """R605 for a placeholder line that cannot be read or calls no generator the way it takes,
    R602 for one naming no spell or unit: each at its line, in reading order."""
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
            line, column = _located(chapter, inline.content, first_line, offset, OPEN)
            yield rulebook_finding(BAD_PLACEHOLDER, chapter.relpath, line, "a placeholder must stand alone on its own line; this one would print as text", column=column)


def check_links(chapter: Chapter, anchors: set[str]) -> Iterator[Diagnostic]:
    for inline, first_line in chapter.inlines():
        for child in inline.children or ():
            href = str(child.attrGet("href") or "") if child.type == "link_open" else ""
            if href.startswith("#") and href[1:] not in anchors:
                yield rulebook_finding(BROKEN_LINK, chapter.relpath, first_line, f"link to {href}: no heading or glossary entry has that id")
