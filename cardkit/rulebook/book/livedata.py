"""Placeholders filled from the game model: the spell table, the trait glossary, the element
table and single stat blocks, so the book can never disagree with the cards.

A card kind game.yaml declares gets two calls of its own, named by its id as `spell()` and
`spell_table()` are: `{{ item("Espada Curta") }}` (one card's block) and `{{ item_table() }}`
(every card of the kind); the tables and blocks of every kind print the declared fields that
show in the rulebook (`show: [rulebook]`), as `cardkit.fields.values` formats them.

`PlaceholderCalls` says what a call names (or why it names nothing), which is all `check` needs;
`LiveData` renders it: each generator renders a partial template from
`templates/rulebook/partials/`, with stat values and the effects line from
`cardkit.packs.tabmaster.effects_text`, the same functions the cards use.

The element table's sentences are generated from game.yaml's element effects. The seed (seed
000; docs/seed-facts.md, Elements) writes that table twice (for attacks and for spells) with
typos and one contradiction ("20 pontos de Dano extras (DAN +10)"); the book prints what the
data says, so a designer who fixes game.yaml fixes the book. The sentences are labels of the
edition's locale (`prose.element_effects.<kind>.before` / `.after`), filled with the game's
words: `{damage}` and `{vitality}` its stat abbreviations, `{damage_name}` and `{vitality_name}`
their names, `{hex}` its word for a hex card, `{amount}` the effect's number.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from markupsafe import Markup

from cardkit.codes.checks import BAD_PLACEHOLDER, UNKNOWN_NAME
from cardkit.fields.model import CardKindSpec, Declarations, FieldSpec
from cardkit.fields.values import ShownField, shown_fields, shown_specs, value_text
from cardkit.i18n.words import Words
from cardkit.index.names import NameIndex
from cardkit.lexicon import Term
from cardkit.model import Definition, Game
from cardkit.packs.tabmaster.model import Element, ElementEffect, TargetSelector
from cardkit.rulebook.book.markdown import Call

if TYPE_CHECKING:
    from cardkit.output.templating import TemplateSet  # a type only: `check` never loads Jinja


class PlaceholderProblem(Exception):
    """A placeholder that cannot be filled: the check reports it at the placeholder's line."""

    def __init__(self, code: str, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.hint = hint


TraitText = Callable[[str], Markup]
"""Turns a trait's text into HTML paragraphs (with keyword links), supplied by the page."""

DELIVERIES = ("attack", "spell")
"""`element_table("attack")` or `element_table("spell")`: which of the seed's two tables."""

LABELS = "prose.element_effects"
RULEBOOK = "rulebook"
"""The place (a declared field's `show:`) of the book's tables and blocks."""
CARD_TEMPLATE = "rulebook/partials/card.html.j2"
CARD_TABLE_TEMPLATE = "rulebook/partials/card_table.html.j2"


@dataclass(frozen=True)
class _Generator:
    template: str
    argument: str | None
    """What the one argument names ("spell", "unit", a declared kind's id, "delivery"), or None
    for no argument."""
    kind: str | None = None
    """The declared kind a table lists (`item_table()`); None for cardkit's generators."""


GENERATORS: dict[str, _Generator] = {
    "spell_table": _Generator("rulebook/partials/spell_table.html.j2", None),
    "trait_glossary": _Generator("rulebook/partials/trait_glossary.html.j2", None),
    "element_table": _Generator("rulebook/partials/element_table.html.j2", "delivery"),
    "spell": _Generator("rulebook/partials/spell.html.j2", "spell"),
    "unit": _Generator("rulebook/partials/unit.html.j2", "unit"),
}


@dataclass(frozen=True)
class Resolved:
    """What a placeholder call names: its generator and, for `spell()` and `unit()`, the card."""

    generator: _Generator
    definition: Definition | None = None


def kind_generators(kinds: tuple[CardKindSpec, ...]) -> dict[str, _Generator]:
    """The calls of the declared kinds: `item("Name")` and `item_table()` for a kind `item`
    (cardkit's own calls keep their names should a kind's id collide with one)."""
    found: dict[str, _Generator] = {}
    for kind in kinds:
        found[kind.id] = _Generator(CARD_TEMPLATE, kind.id)
        found[f"{kind.id}_table"] = _Generator(CARD_TABLE_TEMPLATE, None, kind.id)
    return {name: generator for name, generator in found.items() if name not in GENERATORS}


class PlaceholderCalls:
    """Resolves placeholder calls against one game: a call must name a generator, give the
    argument it takes, and name a spell, unit or card of a declared kind the game has."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.generators = {**GENERATORS, **kind_generators(game.declarations.kinds)}
        self._definitions: dict[str, list[Definition]] = {
            "spell": list(game.spells),
            "unit": list(game.units),
            **{kind.id: list(game.declared.get(kind.id, ())) for kind in game.declarations.kinds},
        }
        self._indexes = {kind: NameIndex(d.name for d in found) for kind, found in self._definitions.items()}

    def resolve(self, call: Call) -> Resolved:
        """What `call` names; PlaceholderProblem (R605 or R602) for a call that names nothing."""
        generator = self.generators.get(call.name)
        if generator is None:
            raise PlaceholderProblem(BAD_PLACEHOLDER, f"no generator called {call.name}()", _did_you_mean(NameIndex(self.generators), call.name))
        if generator.argument is None:
            if call.argument is not None:
                raise PlaceholderProblem(BAD_PLACEHOLDER, f"{call.name}() takes no argument")
            return Resolved(generator)
        if generator.argument == "delivery":
            if call.argument not in (None, *DELIVERIES):
                raise PlaceholderProblem(BAD_PLACEHOLDER, f'{call.name}() takes "attack", "spell" or nothing')
            return Resolved(generator)
        if call.argument is None:
            raise PlaceholderProblem(BAD_PLACEHOLDER, f'{call.name}() needs a name: {call.name}("Nome")')
        definitions = self._definitions[generator.argument]
        index = self._indexes[generator.argument]
        match = index.match(call.argument)
        if match.canonical is None:
            raise PlaceholderProblem(
                UNKNOWN_NAME, f"{call.name}(): no {generator.argument} named {call.argument!r}", _did_you_mean(index, call.argument)
            )
        return Resolved(generator, next(d for d in definitions if d.name == match.canonical))


class LiveData:
    """Renders placeholder calls against one game."""

    def __init__(self, game: Game, templates: TemplateSet, trait_text: TraitText, words: Words, *, link_traits: bool, locale: str) -> None:
        """`words`: the edition's, for the element table's sentences and declared fields'
        labels; `link_traits`: the book has a glossary, so trait names may link to its entries;
        `locale`: how declared numbers are written."""
        self.game = game
        self.locale = locale
        self.calls = PlaceholderCalls(game)
        self.templates = templates
        self.words = words
        self.trait_text = trait_text
        self.link_traits = link_traits
        self._traits = NameIndex(trait.name for trait in game.traits)

    def render(self, call: Call) -> Markup:
        """The call's HTML; PlaceholderProblem for a call that names nothing."""
        resolved = self.calls.resolve(call)
        return self.templates.render(resolved.generator.template, **self._context(resolved, call))

    def _context(self, resolved: Resolved, call: Call) -> dict[str, object]:
        common = {
            "known_trait": lambda name: self.link_traits and name in self._traits,
            "trait_text": self.trait_text,
            "declared_columns": self.columns,
            "declared_cell": self.cell,
            "declared_fields": self.fields,
        }
        generator = resolved.generator
        if generator.kind is not None:
            cards = self.game.declared.get(generator.kind, [])
            return {**common, "kind": self.declarations.kind(generator.kind), "cards": cards}
        if generator.argument is None:
            return {**common, "game": self.game}
        if generator.argument == "delivery":
            rows = [(element, element_phrases(element, call.argument, self.words)) for element in self._elements()]
            return {**common, "rows": rows}
        if generator.argument not in GENERATORS:
            return {**common, "kind": self.declarations.kind(generator.argument), "card": resolved.definition}
        return {**common, generator.argument: resolved.definition}

    @property
    def declarations(self) -> Declarations:
        """The edition's declarations (their labels in its words), the game's when it has none."""
        vocabulary = self.words.vocabulary
        return vocabulary.declarations if vocabulary is not None else self.game.declarations

    def columns(self, kind: str) -> tuple[FieldSpec, ...]:
        """The declared fields of `kind` a table of it prints: a column each."""
        return shown_specs(kind, self.declarations, RULEBOOK)

    def cell(self, definition: Definition, spec: FieldSpec) -> str:
        """One declared value in a table ("" where the definition gives none)."""
        return value_text(spec, definition.declared.get(spec.id), self.words.vocabulary, self.locale)

    def fields(self, definition: Definition, kind: str) -> tuple[ShownField, ...]:
        """The declared fields a block of `definition` prints, with their values."""
        return shown_fields(definition, kind, self.declarations, RULEBOOK, self.words.vocabulary, self.locale)

    def _elements(self) -> list[Element]:
        return list(self.game.vocabulary.elements) if self.game.vocabulary else []


def _did_you_mean(index: NameIndex, written: str) -> str | None:
    close = index.closest(written)
    return f"did you mean {' or '.join(repr(name) for name in close)}?" if close else None


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
