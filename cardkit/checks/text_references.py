"""R13x: names quoted inside rules texts must name something the game defines.

Some games quote the names their texts refer to (“Combo”, “Shield Wall”). A quote that
resolves to nothing is how a text
comes to name something that does not exist, so every quoted name is looked up among the kinds
and vocabularies the game's `quoted_names` lists, in order. A game that does not quote names
(most quote trigger words and abilities) lists none, and these rules do not run. Prose is
prose, so both findings are warnings. Quotes and plurals are found with the
`prose.quoted_names` and `prose.plural` patterns of the text's locale.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.names import drift
from cardkit.checks.old_names import old_names_in
from cardkit.checks.prose_patterns import ProsePatterns
from cardkit.checks.registry import rule
from cardkit.checks.sites import FieldValue, prose_fields
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.suggest import did_you_mean
from cardkit.index.kinds import NameKind
from cardkit.index.names import Match

QUOTED_NAMES = "quoted_names"
"""The patterns of a quote in the locale's prose; `(?P<name>...)` is the quoted text."""

MAX_NAME_WORDS = 4
"""A quote longer than this, or with sentence punctuation, is a quoted phrase, not a name."""

SENTENCE_PUNCTUATION = re.compile(r"[.,;!?]")

MAX_SUGGESTIONS = 3



def quotable_kinds(ctx: CheckContext) -> list[NameKind]:
    """The kinds of names a quote may name, in lookup order: the game's `quoted_names`."""
    found = (ctx.index.kind(key) or ctx.index.vocabulary_kind(key) for key in ctx.game.table.quoted_names)
    return [kind for kind in found if kind is not None]


@dataclass(frozen=True)
class QuotedName:
    field: FieldValue
    written: str
    kind: NameKind | None
    match: Match


def quoted_names(text: str, prose: ProsePatterns) -> Iterator[str]:
    """Names quoted in `text`; "Essence: Ice" quotes the name Essence with a value after it."""
    for pattern in prose.patterns(QUOTED_NAMES).values():
        for quote in pattern.finditer(text):
            name = quote["name"].split(":")[0].strip()
            if name and len(name.split()) <= MAX_NAME_WORDS and not SENTENCE_PUNCTUATION.search(name):
                yield name


def _resolve(ctx: CheckContext, written: str, kinds: list[NameKind]) -> tuple[NameKind | None, Match]:
    """The first kind the name (or its singular, "Feitiços") belongs to; else the closest names,
    those of earlier kinds first."""
    for candidate in ctx.prose.singular_forms(written):
        for kind in kinds:
            index = ctx.index.names(kind)
            match = index.match(candidate) if index is not None else None
            if match is not None and match.found:
                return kind, match
    suggestions: dict[str, None] = {}  # kinds in `quoted_names` order: the first kind is the likeliest
    for kind in kinds:
        index = ctx.index.names(kind)
        suggestions.update(dict.fromkeys(index.closest(written) if index is not None else ()))
    return None, Match(written, None, tuple(suggestions)[:MAX_SUGGESTIONS])


def _quotes(ctx: CheckContext) -> Iterator[QuotedName]:
    kinds = quotable_kinds(ctx)
    if ctx.game.vocabulary is None or not kinds:
        return  # without game.yaml every quoted name would look unknown; without kinds, quotes name nothing
    for field in prose_fields(ctx.game):
        if isinstance(field.value, str):
            for written in quoted_names(field.value, ctx.prose):
                kind, match = _resolve(ctx, written, kinds)
                yield QuotedName(field, written, kind, match)


@rule(
    code="R130",
    name="unknown-quoted-name",
    severity=Severity.WARNING,
    description="a name quoted in a rules text is not defined anywhere in the game",
)
def unknown_quoted_name(ctx: CheckContext) -> Iterator[RuleFinding]:
    """In a game whose texts quote the names they refer to (game.yaml `quoted_names: true`, or a
    pack's list of the kinds a quote may name), a quoted name the game does not define is how a
    text comes to refer to something that does not exist. Quotes are found with the prose
    patterns of the content's language.

    PASS::

        # content/events/kindle.yaml (an agent "Lamplighter" exists)
        text: Each “Lamplighter” you control lights a lamp.

    FAIL::

        # content/events/kindle.yaml
        text: Each “Lamp Warden” you control lights a lamp.
    """
    if not ctx.game.table.quoted_names:
        return
    unread = ctx.unread_prose("R130", QUOTED_NAMES, "names quoted in rules texts were not looked up")
    if unread is not None:
        if any(field.value for field in prose_fields(ctx.game)):
            yield unread
        return
    for quoted in _quotes(ctx):
        if quoted.kind is None:
            suggestions = quoted.match.suggestions
            yield RuleFinding(
                quoted.field.definition,
                quoted.field.path,
                f"“{quoted.written}” in the {quoted.field.label} is not a name the game defines",
                (did_you_mean(suggestions) if suggestions else "quote only names the game defines")
                + " (quoted names refer to definitions)",
                needle=quoted.written,
            )


@rule(
    code="R131",
    name="quoted-name-drift",
    severity=Severity.WARNING,
    description="a name quoted in a rules text is spelt differently from its definition",
)
def quoted_name_drift(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A quoted name in a rules text is found when its case, accents or hyphens differ from the
    definition's, but the text prints it as written: quote it as the definition writes it.

    PASS::

        # content/events/kindle.yaml
        text: Each “Lamplighter” you control lights a lamp.

    FAIL::

        # content/events/kindle.yaml
        text: Each “lamplighter” you control lights a lamp.
    """
    for quoted in _quotes(ctx):
        canonical, written = quoted.match.canonical, quoted.match.written
        if quoted.kind is not None and canonical is not None and written != canonical:
            yield RuleFinding(
                quoted.field.definition,
                quoted.field.path,
                f"“{quoted.written}” is spelt differently from the {quoted.kind.label} '{canonical}' "
                f"({drift(written, canonical)})",
                f"write “{canonical}”",
                needle=quoted.written,
            )


@rule(
    code="R132",
    name="old-name-in-text",
    severity=Severity.WARNING,
    description="a rules text calls a renamed definition by its old name",
)
def old_name_in_text(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A definition renamed in git (its file's `name:` changed, in a commit or not yet
    committed) keeps its old name in every text that mentions it, plurals included: a card
    still telling players to "choose a Lamp Warden" after the agent became Lamplighter. Each
    such text is reported at the old name, with the new one. An old name that something of the
    game still has is not reported; outside git, nothing is.

    PASS::

        # content/events/kindle.yaml (git: the agent Lamp Warden was renamed Lamplighter)
        text: Each Lamplighter you control lights a lamp.

    FAIL::

        # content/events/kindle.yaml
        text: Each of your Lamp Wardens lights a lamp.
    """
    renames = ctx.old_names
    if not renames:
        return
    for field in prose_fields(ctx.game):
        if isinstance(field.value, str):
            for found in old_names_in(field.value, renames, ctx.prose):
                yield RuleFinding(field.definition, field.path, found.message(), found.hint(), needle=found.written)
