"""R13x: names quoted inside rules texts must name something the game defines.

The seed (seed 000's trait list; docs/seed-facts.md, Traits) quotes names it refers to: “Combo”,
“Agrupar”, "Contra-Ataque", “Elemento”. A quote that resolves to nothing is how LENDA's text
came to say “Lendário” for itself, so every quoted name is looked up among traits, elements,
card types, effect keywords, attack types, spells and units. Prose is prose, so both findings
are warnings. Quotes and plurals are found with the `prose.quoted_names` and `prose.plural`
patterns of the text's locale.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.names import drift
from cardkit.checks.prose_patterns import ProsePatterns
from cardkit.packs.tabmaster.checks.references import did_you_mean
from cardkit.checks.registry import rule
from cardkit.checks.sites import FieldValue, prose_fields
from cardkit.diagnostics import Severity
from cardkit.index.kinds import Kind
from cardkit.index.names import Match

QUOTED_NAMES = "quoted_names"
"""The patterns of a quote in the locale's prose; `(?P<name>...)` is the quoted text."""

MAX_NAME_WORDS = 4
"""A quote longer than this, or with sentence punctuation, is a quoted phrase, not a name."""

SENTENCE_PUNCTUATION = re.compile(r"[.,;!?]")

MAX_SUGGESTIONS = 3

QUOTABLE_KINDS = (
    Kind.TRAIT,
    Kind.ELEMENT,
    Kind.CARD_TYPE,
    Kind.EFFECT_KEYWORD,
    Kind.ATTACK_TYPE,
    Kind.SPELL,
    Kind.UNIT,
)


@dataclass(frozen=True)
class QuotedName:
    field: FieldValue
    written: str
    kind: Kind | None
    match: Match


def quoted_names(text: str, prose: ProsePatterns) -> Iterator[str]:
    """Names quoted in `text`; "Essência: Gelo" quotes the trait Essência with its parameter."""
    for pattern in prose.patterns(QUOTED_NAMES).values():
        for quote in pattern.finditer(text):
            name = quote["name"].split(":")[0].strip()
            if name and len(name.split()) <= MAX_NAME_WORDS and not SENTENCE_PUNCTUATION.search(name):
                yield name


def _resolve(ctx: CheckContext, written: str) -> tuple[Kind | None, Match]:
    """The first kind the name (or its singular, "Feitiços") belongs to; else the closest names,
    those of earlier kinds first."""
    for candidate in ctx.prose.singular_forms(written):
        for kind in QUOTABLE_KINDS:
            index = ctx.index.names(kind)
            match = index.match(candidate) if index is not None else None
            if match is not None and match.found:
                return kind, match
    suggestions: dict[str, None] = {}  # kinds in order: a trait's text most likely quotes a trait
    for kind in QUOTABLE_KINDS:
        index = ctx.index.names(kind)
        suggestions.update(dict.fromkeys(index.closest(written) if index is not None else ()))
    return None, Match(written, None, tuple(suggestions)[:MAX_SUGGESTIONS])


def _quotes(ctx: CheckContext) -> Iterator[QuotedName]:
    if ctx.game.vocabulary is None:
        return  # without game.yaml every quoted element or card type would look unknown
    for field in prose_fields(ctx.game):
        if isinstance(field.value, str):
            for written in quoted_names(field.value, ctx.prose):
                kind, match = _resolve(ctx, written)
                yield QuotedName(field, written, kind, match)


@rule(
    code="R130",
    name="unknown-quoted-name",
    severity=Severity.WARNING,
    description="a name quoted in a rules text is not defined anywhere in the game",
)
def unknown_quoted_name(ctx: CheckContext) -> Iterator[RuleFinding]:
    """Rules texts quote the names they refer to (“Combo”, “Agrupar”, "Contra-Ataque"); a quoted name
    that is no trait, element, card type, effect keyword, attack type, spell or unit is how a
    text comes to refer to something that does not exist (LENDA's text says “Lendário” for
    itself). Quotes are found with the prose patterns of the content's language.

    PASS::

        # content/traits/lenda.yaml
        text: A unidade com “Lenda” invoca a próxima Dádiva.

    FAIL::

        # content/traits/lenda.yaml
        text: A unidade “Lendário” invoca a próxima Dádiva.
    """
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
                f"“{quoted.written}” in the {quoted.field.label} is not a trait, element, card type or other game name",
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
    definition's, but the text prints it as written: quote it as the definition spells it.

    PASS::

        # content/traits/essencia.yaml
        text: A unidade tem a natureza da “Essência” dada.

    FAIL::

        # content/traits/essencia.yaml
        text: A unidade tem a natureza da “essencia” dada.
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
