"""R73x: a card's printings: the set each names is one of the game's sets, and no two cards
share a number in one set.

A card printed in several sets is one definition with several `printings` (a reprint is never a
second file, nor a duplicate name); the sets are game.yaml's `vocabularies: sets:` entries,
written by name or id.
"""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.registry import rule
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.folding import fold
from cardkit.foundation.suggest import closest, did_you_mean
from cardkit.model import Definition, Printing

SETS = "sets"
"""The vocabulary a printing's `set` names."""


def _printings(ctx: CheckContext) -> Iterator[tuple[Definition, int, Printing]]:
    for card in ctx.game.cards():
        for position, printing in enumerate(card.printings):
            yield card, position, printing


@rule(
    code="R730",
    name="unknown-set",
    severity=Severity.ERROR,
    description="a printing names a set that is not one of game.yaml's sets",
)
def unknown_set(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A printing's `set` is an entry of game.yaml's `vocabularies: sets:`, by its name or id:
    the footer prints the set, and reprints are found by it.

    PASS::

        # content/events/spark.yaml (game.yaml: vocabularies: {sets: [{id: core, name: Core Set}]})
        printings:
          - {set: core, number: 12, quantity: 3}

    FAIL::

        # content/events/spark.yaml
        printings:
          - {set: cor, number: 12, quantity: 3}
    """
    terms = ctx.game.terms
    known = terms.words(SETS)
    for card, position, printing in _printings(ctx):
        if terms.find(SETS, printing.set) is not None:
            continue
        suggestions = closest(printing.set, known)
        hint = did_you_mean(list(suggestions)) if suggestions else ("add it to `vocabularies: sets:` in game.yaml" if known else "declare the game's sets: `vocabularies: sets: [{id: core, name: Core Set}]` in game.yaml")
        yield RuleFinding(card, ("printings", position, "set"), f"no set '{printing.set}' in game.yaml's sets", hint)


@rule(
    code="R731",
    name="set-number-taken",
    severity=Severity.ERROR,
    description="two cards have the same number in one set",
)
def set_number_taken(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A card's number in a set is what players sort a collection by and a print shop checks a
    run against: no two cards of one set may share it.

    PASS::

        # content/events/spark.yaml and content/events/ash-wall.yaml
        printings: [{set: core, number: 12}]
        printings: [{set: core, number: 13}]

    FAIL::

        # content/events/ash-wall.yaml
        printings: [{set: core, number: 12}]
    """
    taken: dict[tuple[str, str], str] = {}
    for card, position, printing in _printings(ctx):
        if printing.number is None:
            continue
        term = ctx.game.terms.find(SETS, printing.set)
        key = (fold(term.id or term.name) if term else fold(printing.set), str(printing.number))
        first = taken.setdefault(key, card.name)
        if first != card.name:
            yield RuleFinding(card, ("printings", position, "number"), f"{first} already has number {printing.number} in {printing.set}", "give this card a number of its own in the set")
