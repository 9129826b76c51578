"""Placeholders filled from the game model, so the book can never disagree with the cards.

Every card kind of the game gets two calls, named by its id: `{{ item("Espada Curta") }}` (one
card's block) and `{{ item_table() }}` (every card of the kind), which print the fields that
show in the rulebook (`show: [rulebook]`) as `cardkit.fields.values` formats them. A pack adds
generators of its own (its `book_generators` hook: a glossary, a table of its own), which take precedence over a kind's own call of the same name.

`PlaceholderCalls` says what a call names (or why it names nothing), which is all `check`
needs; `LiveData` renders it: each generator renders a partial template from
`rulebook/partials/`, with the edition's words. `generators(game)` lists every call a game's
book may make, each with its description and an example (`cardkit book --generators`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from markupsafe import Markup

from cardkit.book.markdown import Call
from cardkit.codes.checks import BAD_PLACEHOLDER, UNKNOWN_NAME
from cardkit.fields.model import FieldSpec, FieldTable
from cardkit.fields.values import ShownField, shown_fields, shown_specs, value_text
from cardkit.i18n.words import Words
from cardkit.index.names import NameIndex
from cardkit.model import Definition, Game
from cardkit.model.packs import pack_of

if TYPE_CHECKING:
    from cardkit.output.templating import TemplateSet  # a type only: `check` never loads Jinja


class PlaceholderProblem(Exception):
    """A placeholder that cannot be filled: the check reports it at the placeholder's line."""

    def __init__(self, code: str, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.hint = hint


TextRenderer = Callable[[str], Markup]
"""Turns a card's text into HTML paragraphs (with glossary links), supplied by the page."""

RULEBOOK = "rulebook"
"""The place (a field's `show:`) of the book's tables and blocks."""
CARD_TEMPLATE = "rulebook/partials/card.html.j2"
CARD_TABLE_TEMPLATE = "rulebook/partials/card_table.html.j2"


@dataclass(frozen=True)
class Generator:
    """One placeholder call: the partial it renders, what its one argument is, and the extra
    template data a pack's generator needs (`context`: `LiveData`, the resolved call -> data)."""

    template: str
    argument: str | None = None
    """The kind whose card the argument names (`item("Espada")`), or None for no argument."""
    kind: str | None = None
    """The kind a table lists (`item_table()`)."""
    choices: tuple[str, ...] = ()
    """A keyword argument's allowed values (`element_table("attack")`), optional."""
    context: Callable[[LiveData, Resolved], Mapping[str, Any]] | None = None
    glossary: str | None = None
    """The kind this generator's entries are the glossary of: its names in the prose link to them."""
    description: str = ""
    example: str = ""


@dataclass(frozen=True)
class Resolved:
    """What a placeholder call names: its generator and, for a card's call, the card."""

    generator: Generator
    call: Call
    definition: Definition | None = None


def kind_generators(table: FieldTable) -> dict[str, Generator]:
    """The calls of every card kind: `item("Name")` and `item_table()` for a kind `item`."""
    found: dict[str, Generator] = {}
    for kind in table.card_kinds:
        found[kind.id] = Generator(CARD_TEMPLATE, kind.id, description=f"one {kind.id}'s block", example=f'{{{{ {kind.id}("Name") }}}}')
        found[f"{kind.id}_table"] = Generator(CARD_TABLE_TEMPLATE, None, kind.id, description=f"every {kind.id}, a row each", example=f"{{{{ {kind.id}_table() }}}}")
    return found


def generators(game: Game) -> dict[str, Generator]:
    """Every call the game's book may make: each kind's, then its pack's (which win a clash)."""
    pack = pack_of(game)
    hook = pack.hook("book_generators") if pack is not None else None
    return {**kind_generators(game.table), **(dict(hook(game)) if hook is not None else {})}


class PlaceholderCalls:
    """Resolves placeholder calls against one game: a call must name a generator, give the
    argument it takes, and name a card of the kind it takes."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.generators = generators(game)
        self._indexes = {kind.id: NameIndex(d.name for d in game.of_kind(kind.id)) for kind in game.table.card_kinds}

    def resolve(self, call: Call) -> Resolved:
        """What `call` names; PlaceholderProblem (R605 or R602) for a call that names nothing."""
        generator = self.generators.get(call.name)
        if generator is None:
            hint = _did_you_mean(NameIndex(self.generators), call.name) or "`cardkit book --generators` lists the calls this game's chapters may write"
            raise PlaceholderProblem(BAD_PLACEHOLDER, f"no generator called {call.name}()", hint)
        if generator.choices:
            if call.argument not in (None, *generator.choices):
                choices = ", ".join(f'"{choice}"' for choice in generator.choices)
                raise PlaceholderProblem(BAD_PLACEHOLDER, f"{call.name}() takes {choices} or nothing")
            return Resolved(generator, call)
        if generator.argument is None:
            if call.argument is not None:
                raise PlaceholderProblem(BAD_PLACEHOLDER, f"{call.name}() takes no argument")
            return Resolved(generator, call)
        if call.argument is None:
            raise PlaceholderProblem(BAD_PLACEHOLDER, f'{call.name}() needs a name: {call.name}("Name")')
        index = self._indexes.get(generator.argument, NameIndex(()))
        match = index.match(call.argument)
        if match.canonical is None:
            raise PlaceholderProblem(
                UNKNOWN_NAME, f"{call.name}(): no {generator.argument} named {call.argument!r}", _did_you_mean(index, call.argument)
            )
        found = next(d for d in self.game.of_kind(generator.argument) if d.name == match.canonical)
        return Resolved(generator, call, found)


@dataclass
class LiveData:
    """Renders placeholder calls against one game, in one edition's words."""

    game: Game
    templates: TemplateSet
    text: TextRenderer
    words: Words
    locale: str
    glossary: bool = False
    """Whether the book has a glossary, whose entries its names may link to."""
    calls: PlaceholderCalls = field(init=False)

    def __post_init__(self) -> None:
        self.calls = PlaceholderCalls(self.game)

    def render(self, call: Call) -> Markup:
        """The call's HTML; PlaceholderProblem for a call that names nothing."""
        resolved = self.calls.resolve(call)
        return self.templates.render(resolved.generator.template, **self._context(resolved))

    def _context(self, resolved: Resolved) -> dict[str, object]:
        context: dict[str, object] = {
            "trait_text": self.text,
            "card_text": self.text,
            "declared_columns": self.columns,
            "declared_cell": self.cell,
            "declared_fields": self.fields,
            "game": self.game,
        }
        generator = resolved.generator
        if generator.kind is not None:
            context |= {"kind": self.table.kind(generator.kind), "cards": self.game.of_kind(generator.kind)}
        elif generator.argument is not None:
            context |= {"kind": self.table.kind(generator.argument), "card": resolved.definition, generator.argument: resolved.definition}
        if generator.context is not None:
            context |= generator.context(self, resolved)
        return context

    @property
    def table(self) -> FieldTable:
        """The edition's field table (its labels in its words), the game's when it has none."""
        vocabulary = self.words.vocabulary
        return vocabulary.table if vocabulary is not None else self.game.table

    def columns(self, kind: str) -> tuple[FieldSpec, ...]:
        """The fields game.yaml declares for `kind` that a table of it prints: a column each (a
        pack's generators print the pack's own fields themselves, and these after them)."""
        return shown_specs(kind, self.table, RULEBOOK)

    def cell(self, definition: Definition, spec: FieldSpec) -> str:
        """One value in a table ("" where the definition gives none)."""
        return value_text(spec, definition.values.get(spec.id), self.words.terms, self.locale)

    def fields(self, definition: Definition, kind: str | None = None) -> tuple[ShownField, ...]:
        """The fields a block of `definition` prints, with their values."""
        return shown_fields(definition, self.table, RULEBOOK, self.words.terms, self.locale)


def example_call(name: str, generator: Generator, game: Game) -> str:
    """A call of the generator `name` as a chapter of `game` would write it: a card's call names
    the kind's first card (the generator's own example when the game has none), a call with
    choices shows the first."""
    if generator.argument is not None:
        first = next(iter(game.of_kind(generator.argument)), None)
        if first is None:
            return generator.example or f'{{{{ {name}("...") }}}}'
        return f"{{{{ {name}({_quoted(first.name)}) }}}}"
    if generator.choices:
        return f"{{{{ {name}({_quoted(generator.choices[0])}) }}}}"
    return f"{{{{ {name}() }}}}"


def _quoted(text: str) -> str:
    """A text as a call's one argument: in double quotes, or single ones when it holds a double."""
    return f"'{text}'" if '"' in text else f'"{text}"'


def _did_you_mean(index: NameIndex, written: str) -> str | None:
    close = index.closest(written)
    return f"did you mean {' or '.join(repr(name) for name in close)}?" if close else None


def glossaries(game: Game, calls: set[str]) -> dict[str, list[str]]:
    """Kind -> its names, for each kind whose glossary a book calling `calls` prints: the
    names its prose links to its entries."""
    found: dict[str, list[str]] = {}
    for name, generator in generators(game).items():
        if generator.glossary is not None and name in calls:
            found[generator.glossary] = [definition.name for definition in game.of_kind(generator.glossary)]
    return found
