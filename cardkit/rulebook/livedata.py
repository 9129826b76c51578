"""Placeholders filled from the game model: the spell table, the trait glossary, the element
table and single stat blocks, so the book can never disagree with the cards.

Each generator renders a partial template from `templates/rulebook/partials/`; stat values and
the effects line come from `cardkit.i18n.effects`, the same functions the cards use.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from markupsafe import Markup

from cardkit.checks.names import NameIndex
from cardkit.i18n.words import Words
from cardkit.model import Definition, Element, Game
from cardkit.output.templating import TemplateSet
from cardkit.rulebook.codes import BAD_PLACEHOLDER, UNKNOWN_NAME
from cardkit.rulebook.elements_text import DELIVERIES, element_phrases
from cardkit.rulebook.placeholders import Call


class PlaceholderProblem(Exception):
    """A placeholder that cannot be filled: the build reports it at the placeholder's line."""

    def __init__(self, code: str, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.hint = hint


TraitText = Callable[[str], Markup]
"""Turns a trait's text into HTML paragraphs (with keyword links), supplied by the page."""


@dataclass(frozen=True)
class _Generator:
    template: str
    argument: str | None
    """What the one argument names ("spell", "unit", "delivery"), or None for no argument."""


GENERATORS: dict[str, _Generator] = {
    "spell_table": _Generator("rulebook/partials/spell_table.html.j2", None),
    "trait_glossary": _Generator("rulebook/partials/trait_glossary.html.j2", None),
    "element_table": _Generator("rulebook/partials/element_table.html.j2", "delivery"),
    "spell": _Generator("rulebook/partials/spell.html.j2", "spell"),
    "unit": _Generator("rulebook/partials/unit.html.j2", "unit"),
}


class LiveData:
    """Renders placeholder calls against one game."""

    def __init__(self, game: Game, templates: TemplateSet, trait_text: TraitText, words: Words, *, link_traits: bool) -> None:
        """`words`: the edition's, for the element table's sentences; `link_traits`: the book has
        a glossary, so trait names may link to its entries."""
        self.game = game
        self.templates = templates
        self.words = words
        self.trait_text = trait_text
        self.link_traits = link_traits
        self._spells = NameIndex(spell.name for spell in game.spells)
        self._units = NameIndex(unit.name for unit in game.units)
        self._traits = NameIndex(trait.name for trait in game.traits)

    def render(self, call: Call) -> Markup:
        generator = GENERATORS.get(call.name)
        if generator is None:
            raise PlaceholderProblem(BAD_PLACEHOLDER, f"no generator called {call.name}()", _did_you_mean(NameIndex(GENERATORS), call.name))
        context = self._context(generator, call)
        return self.templates.render(generator.template, **context)

    def _context(self, generator: _Generator, call: Call) -> dict[str, object]:
        common = {"known_trait": lambda name: self.link_traits and name in self._traits}
        if generator.argument is None:
            if call.argument is not None:
                raise PlaceholderProblem(BAD_PLACEHOLDER, f"{call.name}() takes no argument")
            return {**common, "game": self.game, "trait_text": self.trait_text}
        if generator.argument == "delivery":
            if call.argument not in (None, *DELIVERIES):
                raise PlaceholderProblem(BAD_PLACEHOLDER, f'{call.name}() takes "attack", "spell" or nothing')
            rows = [(element, element_phrases(element, call.argument, self.words)) for element in self._elements()]
            return {**common, "rows": rows}
        if call.argument is None:
            raise PlaceholderProblem(BAD_PLACEHOLDER, f'{call.name}() needs a name: {call.name}("Nome")')
        definitions: list[Definition] = list(self.game.spells if generator.argument == "spell" else self.game.units)
        index = self._spells if generator.argument == "spell" else self._units
        match = index.match(call.argument)
        if match.canonical is None:
            raise PlaceholderProblem(
                UNKNOWN_NAME, f"{call.name}(): no {generator.argument} named {call.argument!r}", _did_you_mean(index, call.argument)
            )
        found = next(d for d in definitions if d.name == match.canonical)
        return {**common, generator.argument: found}

    def _elements(self) -> list[Element]:
        return list(self.game.vocabulary.elements) if self.game.vocabulary else []


def _did_you_mean(index: NameIndex, written: str) -> str | None:
    close = index.closest(written)
    return f"did you mean {' or '.join(repr(name) for name in close)}?" if close else None
