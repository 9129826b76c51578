"""Tab Master's rulebook: its placeholder generators (the spell table, the trait glossary, the
element table, a spell's and a unit's block), the element table's sentences, and the book's
stat quotes and scenario fences (`book_*` hooks).

The element table's sentences are generated from game.yaml's element effects. The seed (seed
000; docs/seed-facts.md, Elements) writes that table twice (for attacks and for spells) with
typos and one contradiction ("20 pontos de Dano extras (DAN +10)"); the book prints what the
data says, so a designer who fixes game.yaml fixes the book. The sentences are labels of the
edition's locale (`prose.element_effects.<kind>.before` / `.after`), filled with the game's
words: `{damage}` and `{vitality}` its stat abbreviations, `{damage_name}` and `{vitality_name}`
their names, `{hex}` its word for a hex card, `{amount}` the effect's number.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from markdown_it.token import Token

from cardkit.book.livedata import Generator, LiveData, Resolved
from cardkit.book.markdown import glossary_anchor
from cardkit.i18n.words import Words
from cardkit.model import Game
from cardkit.packs.tabmaster.model import Element, ElementEffect, TargetSelector, tm
from cardkit.packs.tabmaster.terms import Term

if TYPE_CHECKING:
    from cardkit.output.templating import TemplateSet

SCENARIO_INFO = "scenario"
"""The fence info of an executable example: ```scenario."""

DELIVERIES = ("attack", "spell")
"""`element_table("attack")` or `element_table("spell")`: which of the seed's two tables."""
LABELS = "prose.element_effects"
PARTIALS = "rulebook/partials"


def _tabmaster(live: LiveData, resolved: Resolved) -> Mapping[str, Any]:
    """What the pack's partials read: the game's kinds typed (`tm.spells`), and the glossary's
    links."""
    return {
        "tm": tm(live.game),
        "known_trait": lambda name: live.glossary and _is_trait(live, name),
        "trait_anchor": lambda name: glossary_anchor("trait", name),
    }


def _is_trait(live: LiveData, name: str) -> bool:
    return any(trait.name == name for trait in tm(live.game).traits)


def _element_rows(live: LiveData, resolved: Resolved) -> Mapping[str, Any]:
    vocabulary = tm(live.game).vocabulary
    elements = list(vocabulary.elements) if vocabulary is not None else []
    rows = [(element, element_phrases(element, resolved.call.argument, live.words)) for element in elements]
    return {**_tabmaster(live, resolved), "rows": rows}


def book_generators(game: Game) -> dict[str, Generator]:
    """Tab Master's calls (the `book_generators` hook)."""
    return {
        "spell_table": Generator(f"{PARTIALS}/spell_table.html.j2", context=_tabmaster, description="every spell, a row each, as the spell list prints it", example="{{ spell_table() }}"),
        "trait_glossary": Generator(
            f"{PARTIALS}/trait_glossary.html.j2", context=_tabmaster, glossary="trait",
            description="every trait with its rules text; trait names in the book link to it", example="{{ trait_glossary() }}",
        ),
        "element_table": Generator(
            f"{PARTIALS}/element_table.html.j2", choices=DELIVERIES, context=_element_rows,
            description="what each element does, for attacks, spells or both", example='{{ element_table("attack") }}',
        ),
        "spell": Generator(f"{PARTIALS}/spell.html.j2", "spell", context=_tabmaster, description="one spell's stat block", example='{{ spell("Inferno") }}'),
        "unit": Generator(f"{PARTIALS}/unit.html.j2", "unit", context=_tabmaster, description="one unit's stat block", example='{{ unit("Arqueiro") }}'),
    }


@dataclass(frozen=True)
class Phrase:
    """An effect sentence split around the traits it names, so the template can link them."""

    before: str
    traits: tuple[TargetSelector, ...]
    after: str


def _fields(words: Words, effect: ElementEffect) -> dict[str, object]:
    return {
        "amount": effect.amount,
        "damage": words.stat("damage"),
        "damage_name": words.stat_name("damage"),
        "vitality": words.stat("vitality"),
        "vitality_name": words.stat_name("vitality"),
        "hex": words.lexicon.word(Term.CARD_TYPE, "hex"),
    }


def phrase(effect: ElementEffect, words: Words) -> Phrase:
    """The sentence of one effect; an effect kind without a sentence prints its kind."""
    msgid = f"{LABELS}.{effect.kind}"
    if not words.labels.has(f"{msgid}.before"):
        return Phrase(effect.kind, effect.against, "")
    fields = _fields(words, effect)
    return Phrase(words.labels(f"{msgid}.before", **fields), effect.against, words.labels(f"{msgid}.after", **fields))


def element_phrases(element: Element, delivery: str | None, words: Words) -> list[Phrase]:
    """The element's effects for one delivery (attacks or spells), or all of them, in the
    words of the edition being built."""
    return [phrase(e, words) for e in element.effects if delivery is None or delivery in e.applies_to]


def book_fences(game: Game, templates: TemplateSet, chapter: str) -> dict[str, Callable[[Token], str]]:
    """The book's ```scenario fences, drawn and replayed (the `book_fences` hook)."""
    from cardkit.packs.tabmaster.resolution import damage_rules
    from cardkit.packs.tabmaster.scenarios.examples import ExampleRenderer

    return {SCENARIO_INFO: ExampleRenderer(game, damage_rules(tm(game).vocabulary), templates, chapter)}
