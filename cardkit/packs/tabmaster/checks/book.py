"""Tab Master's rulebook checks: stat quotes in the prose against the cards (R601, R602), and
the ```scenario fences replayed by the rules engine (R603, R604, R608): the `book_quote_findings`
and `book_fence_findings` hooks of the core's rulebook rules.

Stat quotes are read in the content's language (`QuoteReading`); `stat_quote_problems` takes
the text and the reading, so a translated chapter can be checked the same way.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardkit.book.chapters import Chapter
from cardkit.checks.prose_patterns import ProsePatterns, edition_prose
from cardkit.checks.rulebook_prose import located
from cardkit.codes.checks import QUOTE_MISMATCH, UNKNOWN_NAME, rulebook_finding
from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.i18n.edition import Edition
from cardkit.index.names import NameIndex
from cardkit.model import Definition, Game
from cardkit.packs.tabmaster.checks.rulebook_quote_check import GROUP, QuoteReading, check_quote
from cardkit.packs.tabmaster.checks.rulebook_quotes import KnownNames, find_quotes
from cardkit.packs.tabmaster.model import tm

if TYPE_CHECKING:
    from cardkit.checks.book_context import BookContext


@dataclass(frozen=True)
class QuoteProblem:
    """A stat quote that disagrees with its card (R601) or names no card (R602), at `offset`
    of the text, where `name` is written."""

    code: str
    offset: int
    name: str
    message: str
    hint: str | None


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
    cards = QuotedCards.of({d.name: d for d in (*tm(game).spells, *tm(game).units)})
    for chapter in chapters:
        for inline, first_line in chapter.inlines():
            for problem in stat_quote_problems(inline.content, cards, reading):
                line, column = located(chapter, inline.content, first_line, problem.offset, problem.name)
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




def book_fence_findings(book: BookContext) -> list[Diagnostic]:
    """R603/R604/R608: every ```scenario fence replayed (or, in a clix game, read and named as
    not replayed)."""
    from cardkit.packs.tabmaster.book import SCENARIO_INFO
    from cardkit.packs.tabmaster.resolution import Resolution, damage_rules, resolution_of
    from cardkit.packs.tabmaster.scenarios.examples import judge, not_replayed
    from cardkit.packs.tabmaster.scenarios.replay import ReplayRules

    game = book.loaded.game
    fences = [
        (chapter.relpath, token)
        for chapter in book.chapters
        for token in chapter.tokens
        if token.type == "fence" and token.info.strip() == SCENARIO_INFO
    ]
    if resolution_of(game) is not Resolution.TAB_MASTER:
        return not_replayed(fences, game)
    rules = ReplayRules.of(game, damage_rules(tm(game).vocabulary))
    return [finding for relpath, token in fences for finding in judge(token, game, rules, relpath).findings]
