"""R6xx: the rulebook checked against the game, without laying it out.

The book is read once per run (`read_book`: book.yaml, then each chapter parsed into
markdown-it tokens) and each check reads the part it judges: the manifest, placeholders and
links here; what a pack reads in the prose (Tab Master's stat quotes and scenario fences) in
the pack's own book rules. Nothing is rendered: a placeholder is resolved, not filled, so
`check` never loads a template. `cardkit build rulebook` runs these same checks
(`building=True`) before it lays the book out.
"""

from __future__ import annotations

from cardkit.book.manifest import MANIFEST_NAME, rulebook_dir
from cardkit.checks.book_context import BookContext
from cardkit.checks.registry import book_rule
from cardkit.codes.checks import (
    BAD_BOOK,
    BAD_PLACEHOLDER,
    BROKEN_LINK,
    MISSING_GLYPH_IN_BOOK,
    NOT_CHECKED,
    OLD_NAME_IN_BOOK,
    UNKNOWN_NAME,
    UNKNOWN_SYMBOL_IN_BOOK,
    rulebook_finding,
)
from cardkit.foundation.diagnostics import Diagnostic


@book_rule(NOT_CHECKED)
def rulebook_not_checked(book: BookContext) -> list[Diagnostic]:
    """The rulebook was left unchecked because definition files failed to load: the book quotes
    the cards, and against an incomplete game it would call every card of a broken file
    unknown. Fix the errors reported above it and the book is checked again.

    PASS::

        # content/agents/lamplighter.yaml
        name: Lamplighter
        cost: 1

    FAIL::

        # content/agents/lamplighter.yaml (an error leaves the card out of the game)
        name: Lamplighter
        cost: one
    """
    if not book.skipped:
        return []
    project = book.loaded.project
    manifest = project.relpath(rulebook_dir(project) / MANIFEST_NAME)
    message = f"the rulebook was not checked: {len(book.loaded.rejected)} definition file(s) did not load"
    return [rulebook_finding(NOT_CHECKED, manifest, 1, message, hint="fix the errors above, then run check again")]


@book_rule(UNKNOWN_NAME)
def unknown_name_in_book(book: BookContext) -> list[Diagnostic]:
    """A placeholder of one card (`{{ agent("...") }}`, a call named by the card's kind), or a
    name a pack reads in the prose (a stat quote), names no card of the game: a typo, or a card
    renamed since the chapter was written. The hint offers the closest names.

    PASS::

        <!-- content/rulebook/01-the-march.md -->
        {{ agent("Lamplighter") }}

    FAIL::

        <!-- content/rulebook/01-the-march.md -->
        {{ agent("Lamplighte") }}
    """
    from_placeholders = [d for d in book.placeholder_findings if d.code == UNKNOWN_NAME]
    return from_placeholders + [d for d in book.quote_findings if d.code == UNKNOWN_NAME]


@book_rule(BAD_PLACEHOLDER)
def bad_placeholder(book: BookContext) -> list[Diagnostic]:
    """A placeholder fills the book from the game, alone on its line: each card kind's table
    (`{{ agent_table() }}`) and one card's block (`{{ agent("Name") }}`), and the generators of
    the game's pack (`cardkit book --generators` lists them). A line starting with `{{` that is
    no such call (a misspelt generator, a missing or extra argument, anything else between the
    braces, which is never evaluated), or a placeholder written inside a sentence, where it would
    print as raw braces, is reported.

    PASS::

        <!-- content/rulebook/01-the-march.md -->
        {{ agent_table() }}

    FAIL::

        <!-- content/rulebook/01-the-march.md -->
        {{ agents_table() }}
    """
    return [d for d in book.placeholder_findings if d.code == BAD_PLACEHOLDER] + book.inline_placeholder_findings


@book_rule(BAD_BOOK)
def bad_book(book: BookContext) -> list[Diagnostic]:
    """content/rulebook/book.yaml lists the book's chapters in reading order: `file:` for a
    written chapter (a .md file beside book.yaml), `title:` with `missing: true` for one that is
    announced but not written. A missing or malformed book.yaml, an entry of neither form, a
    chapter file that does not exist or is listed twice, or a chapter that does not start with
    its `# ` title is reported, as are loading problems (Y codes) of these files.

    PASS::

        # content/rulebook/book.yaml
        title: Hollowmarch
        chapters:
          - title: Setting Up
            missing: true
          - file: 01-the-march.md

    FAIL::

        # content/rulebook/book.yaml (there is no 00-preface.md)
        title: Hollowmarch
        chapters:
          - file: 00-preface.md
    """
    return book.source.problems if book.source is not None else []


@book_rule(BROKEN_LINK)
def broken_link(book: BookContext) -> list[Diagnostic]:
    """An internal link (`[text](#id)`) points at no heading of the book and no entry of a
    glossary it prints. Heading ids are the heading's text in lower case, accents dropped, words
    joined by hyphens ("Building a Deck" is #building-a-deck), unique in the whole book.

    PASS::

        <!-- content/rulebook/01-the-march.md -->
        See [Building a deck](#building-a-deck).

    FAIL::

        <!-- content/rulebook/01-the-march.md -->
        See [Building a deck](#building-decks).
    """
    return book.link_findings




@book_rule(UNKNOWN_SYMBOL_IN_BOOK)
def unknown_symbol_in_book(book: BookContext) -> list[Diagnostic]:
    """The rulebook draws the game's symbols as its cards do: `[light]` in a paragraph, a list or
    a table prints the icon game.yaml's `symbols:` gives it. A `[token]` that is no symbol would
    print as written, brackets and all, so it is reported at the token with the closest
    symbols. A game that declares no symbol writes square brackets as plain text.

    PASS::

        <!-- content/rulebook/01-the-march.md (game.yaml: symbols: {light: {icon: light.svg, words: light}}) -->
        Spend 2 [light] to light a lamp.

    FAIL::

        <!-- content/rulebook/01-the-march.md -->
        Spend 2 [ligth] to light a lamp.
    """
    from cardkit.checks.rulebook_prose import check_symbols

    vocabulary = book.loaded.game.vocabulary
    if vocabulary is None:
        return []
    return [d for chapter in book.chapters for d in check_symbols(chapter, vocabulary.symbols)]


@book_rule(MISSING_GLYPH_IN_BOOK)
def missing_glyph_in_book(book: BookContext) -> list[Diagnostic]:
    """The rulebook prints its prose in the theme's fonts (cardkit's Vollkorn and Lato, and the
    faces a game's theme.yaml adds), as the cards do (R150). A character none of them has is
    drawn from whatever font the machine has, or as an empty box: reported once per chapter at
    its first place, with its code point and name.

    PASS::

        <!-- content/rulebook/01-the-march.md -->
        A **unique** card ([unique] before its name) may be in play only once.

    FAIL::

        <!-- content/rulebook/01-the-march.md (U+2666 is in neither Vollkorn nor Lato) -->
        A **unique** card (♦ before its name) may be in play only once.
    """
    from cardkit.checks.rulebook_prose import check_glyphs
    from cardkit.theme.glyphs import theme_coverage

    if not book.chapters:
        return []
    coverage = theme_coverage(book.loaded.theme)
    return [d for chapter in book.chapters for d in check_glyphs(chapter, coverage)]


@book_rule(OLD_NAME_IN_BOOK)
def old_name_in_book(book: BookContext) -> list[Diagnostic]:
    """A card renamed in git (its file's `name:` changed, in a commit or not yet committed)
    keeps its old name in every chapter that mentions it: a placeholder naming it is an R602,
    but prose has no lookup, so "the Lamp Wardens light the way" would print on after the
    agent became Lamplighter. Each place the prose (paragraphs, headings, lists, tables) writes
    an old name, plurals included, is reported with the new name. An old name that something of
    the game still has is not reported; outside git, nothing is.

    PASS::

        <!-- content/rulebook/01-the-march.md (git: the agent Lamp Warden was renamed Lamplighter) -->
        The Lamplighters light the way.

    FAIL::

        <!-- content/rulebook/01-the-march.md -->
        The Lamp Wardens light the way.
    """
    from cardkit.checks.old_names import game_renames
    from cardkit.checks.prose_patterns import source_prose
    from cardkit.checks.rulebook_prose import check_old_names
    from cardkit.index.game import GameIndex

    if not book.chapters:
        return []
    game = book.loaded.game
    renames = game_renames(GameIndex.of(game), book.loaded.project.content_dir)
    if not renames:
        return []
    prose = source_prose(game)
    return [d for chapter in book.chapters for d in check_old_names(chapter, renames, prose)]
