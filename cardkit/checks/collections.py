"""R75x: collections built by their construction rules: a deck's cards exist, its size, the
copies of one card, its budgets and its restrictions, each at the collection file's line.

The rules are data (a collection kind's `rules:` in game.yaml or a pack's kinds.yaml); the
engine here applies them. A part of the rules that names a `code` of its own is a pack's
(a pack keeps its own codes for its collections' limits): the pack's rule of that code calls the same
engine (`size_overruns`, `copies_overruns`, `budget_overruns`), and cardkit's rule leaves it be.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.names import unknown_name
from cardkit.checks.registry import rule
from cardkit.fields.collections import Budget, ConstructionRules, Restriction
from cardkit.fields.model import KindSpec
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.folding import fold
from cardkit.index.collections import Counted, Limits, contents, limit_for, number_of
from cardkit.index.kinds import NameKind
from cardkit.index.names import NameIndex
from cardkit.model import Definition
from cardkit.model import Path_ as FieldPath


@dataclass(frozen=True)
class Overrun:
    """A collection past one of its limits: the total, the limit, and the line that passes it."""

    collection: Definition
    kind: KindSpec
    total: float
    limit: float
    path: FieldPath
    card: str = ""
    """The card a copies limit is about ("" for the whole collection)."""


def collections_of(ctx: CheckContext) -> Iterator[tuple[KindSpec, ConstructionRules, Definition]]:
    """Every collection of the game with its kind and construction rules."""
    for kind in ctx.game.table.collection_kinds:
        rules = kind.rules if isinstance(kind.rules, ConstructionRules) else ConstructionRules()
        for collection in ctx.game.of_kind(kind.id):
            yield kind, rules, collection


def _running_past(collection: Definition, kind: KindSpec, lines: list[tuple[Counted, float]], limit: float) -> Overrun | None:
    """The first line at which the running total passes `limit`, with the whole total."""
    total = sum(amount for _, amount in lines)
    running = 0.0
    for line, amount in lines:
        running += amount
        if running > limit:
            return Overrun(collection, kind, total, limit, line.count_path)
    return None


def size_overruns(ctx: CheckContext, code: str | None = None) -> Iterator[Overrun]:
    """Collections holding more cards than their size rule's maximum (counts summed)."""
    for kind, rules, collection in collections_of(ctx):
        if rules.size is None or rules.size.code != code:
            continue
        limit = Limits.of(ctx.index, collection, kind, rules).amount(rules.size.maximum)
        if isinstance(limit, int | float):
            found = _running_past(collection, kind, [(line, line.count) for line in contents(ctx.index, collection, kind)], float(limit))
            if found is not None:
                yield found


def size_shortfalls(ctx: CheckContext) -> Iterator[Overrun]:
    """Collections holding fewer cards than their size rule's minimum."""
    for kind, rules, collection in collections_of(ctx):
        if rules.size is None or rules.size.code is not None:
            continue
        limit = Limits.of(ctx.index, collection, kind, rules).amount(rules.size.minimum)
        if isinstance(limit, int | float):
            total = sum(line.count for line in contents(ctx.index, collection, kind))
            if total < limit:
                entries = kind.entries.key if kind.entries is not None else "name"
                yield Overrun(collection, kind, total, float(limit), (entries,) if entries in collection.source.doc.data else ("name",))


def copies_overruns(ctx: CheckContext, code: str | None = None) -> Iterator[Overrun]:
    """Cards a collection holds more copies of than allowed: the rule's maximum (a number, or a
    table by card name), or the card's own limit field."""
    for kind, rules, collection in collections_of(ctx):
        if rules.copies is None or rules.copies.code != code:
            continue
        limit = Limits.of(ctx.index, collection, kind, rules).amount(rules.copies.maximum)
        by_card: dict[str, list[Counted]] = {}
        for line in contents(ctx.index, collection, kind):
            by_card.setdefault(fold(line.card.name if line.card is not None else line.written), []).append(line)
        for lines in by_card.values():
            most = _card_limit(lines[0], limit, rules)
            if most is None:
                continue
            found = _running_past(collection, kind, [(line, line.count) for line in lines], float(most))
            if found is not None:
                yield Overrun(collection, kind, found.total, found.limit, found.path, lines[0].card.name if lines[0].card else lines[0].written)


def _card_limit(line: Counted, limit: object, rules: ConstructionRules) -> int | None:
    """One card's copies limit: its own field's (a unique card's 1) over the rule's."""
    override = rules.copies.override if rules.copies is not None else None
    own = line.card.values.get(override) if line.card is not None and override else None
    if isinstance(own, int) and not isinstance(own, bool):
        return own
    return limit_for(limit, line)


def budget_overruns(ctx: CheckContext, code: str | None = None) -> Iterator[tuple[Budget, Overrun]]:
    """Collections whose cards' summed field passes a budget's limit."""
    for kind, rules, collection in collections_of(ctx):
        limits = Limits.of(ctx.index, collection, kind, rules)
        for budget in rules.budgets:
            if budget.code != code:
                continue
            limit = limits.amount(budget.maximum)
            if not isinstance(limit, int | float):
                continue
            lines = [
                (line, number_of(line.card.values.get(budget.sum)) * line.count)
                for line in contents(ctx.index, collection, kind)
                if line.card is not None and (budget.where is None or limits.matches(budget.where, line.card))
            ]
            found = _running_past(collection, kind, lines, float(limit))
            if found is not None:
                yield budget, found


def _number(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)


def _noun(kind: KindSpec) -> str:
    return kind.name.lower() if kind.name else kind.id


@rule(
    code="R750",
    name="collection-unknown-card",
    severity=Severity.ERROR,
    description="a collection lists a card that is not defined",
)
def collection_unknown_card(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A deck (any collection kind game.yaml declares) lists, under its entries, a card that no
    file of the kinds it may hold defines.

    PASS::

        # content/decks/ember-rush.yaml (content/events/spark.yaml defines Spark)
        cards:
          - {card: Spark, count: 3}

    FAIL::

        # content/decks/ember-rush.yaml
        cards:
          - {card: Sparks, count: 3}
    """
    for kind, _, collection in collections_of(ctx):
        if kind.entries is None or kind.entries.code is not None:
            continue
        allowed = [ctx.index.kind(kind_id) for kind_id in (kind.entries.of or [spec.id for spec in ctx.game.table.card_kinds])]
        names = NameIndex(name for found in allowed if found is not None for name in (ctx.index.names(found) or NameIndex(())).names)
        for line in contents(ctx.index, collection, kind):
            if line.card is None and not any(ctx.was_rejected(found, line.written) for found in allowed if found is not None):
                label = "card" if len(allowed) != 1 or allowed[0] is None else allowed[0].label
                target = allowed[0] if len(allowed) == 1 and allowed[0] is not None else NameKind("card", "card", "a card's file")
                message, hint = unknown_name(ctx, target, names, line.written, f"unknown {label} '{line.written}' in the {_noun(kind)}")
                yield RuleFinding(collection, line.name_path, message, hint)


@rule(
    code="R751",
    name="collection-size",
    severity=Severity.ERROR,
    description="a collection holds fewer or more cards than its rules allow",
)
def collection_size(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A collection kind's `rules: {size: {min, max}}` bounds how many cards one holds (the
    counts summed; a limit may come from the identity card: `{from: identity.deck_size}`).

    PASS::

        # content/decks/ember-rush.yaml (game.yaml: rules: {size: {max: 40}})
        cards:
          - {card: Spark, count: 3}

    FAIL::

        # content/decks/ember-rush.yaml
        cards:
          - {card: Spark, count: 38}
          - {card: Ash Wall, count: 3}
    """
    for found in size_overruns(ctx):
        noun = _noun(found.kind)
        yield RuleFinding(
            found.collection,
            found.path,
            f"the {noun} holds {_number(found.total)} cards, more than the {_number(found.limit)} it may; this count passes the limit",
            f"remove {_number(found.total - found.limit)} card(s) (the {noun}'s `rules: size: max`)",
        )
    for found in size_shortfalls(ctx):
        noun = _noun(found.kind)
        yield RuleFinding(
            found.collection,
            found.path,
            f"the {noun} holds {_number(found.total)} cards, fewer than the {_number(found.limit)} it must",
            f"add {_number(found.limit - found.total)} card(s) (the {noun}'s `rules: size: min`)",
            key=True,
        )


@rule(
    code="R752",
    name="collection-copies",
    severity=Severity.ERROR,
    description="a collection holds more copies of one card than allowed",
)
def collection_copies(ctx: CheckContext) -> Iterator[RuleFinding]:
    """`rules: {copies: {max: 3, override: limit}}` caps the copies of one card a collection
    holds; a card whose `limit` field gives its own number (1 for a unique card) is held to it.

    PASS::

        # content/decks/ember-rush.yaml (game.yaml: rules: {copies: {max: 3}})
        cards:
          - {card: Spark, count: 3}

    FAIL::

        # content/decks/ember-rush.yaml
        cards:
          - {card: Spark, count: 4}
    """
    for found in copies_overruns(ctx):
        yield RuleFinding(
            found.collection,
            found.path,
            f"the {_noun(found.kind)} holds {_number(found.total)} copies of {found.card}, more than the {_number(found.limit)} allowed",
            f"keep at most {_number(found.limit)} of {found.card}",
        )


@rule(
    code="R753",
    name="collection-over-budget",
    severity=Severity.ERROR,
    description="a collection's cards sum past one of its budgets",
)
def collection_over_budget(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A budget sums a field of the cards a collection holds (each copy counted), or of those
    `where` selects (the cards out of the identity's faction), against a limit (a number, or the
    identity's field).

    PASS::

        # content/decks/ember-rush.yaml (budget: {id: influence, sum: influence,
        #   where: {field: faction, differs: identity.faction}, max: {from: identity.influence}})
        identity: Keeper of Ash          # influence: 5
        cards:
          - {card: Tide Caller, count: 2}  # another faction, influence 2: 4 of 5

    FAIL::

        # content/decks/ember-rush.yaml
        identity: Keeper of Ash
        cards:
          - {card: Tide Caller, count: 3}  # 6 of 5
    """
    for budget, found in budget_overruns(ctx):
        what = budget.name or budget.id
        yield RuleFinding(
            found.collection,
            found.path,
            f"the {_noun(found.kind)} spends {_number(found.total)} {what}, more than the {_number(found.limit)} it has; this count passes the limit",
            f"remove cards worth {_number(found.total - found.limit)} {what}",
        )


def _restriction_findings(ctx: CheckContext, kind: KindSpec, rules: ConstructionRules, collection: Definition, restriction: Restriction) -> Iterator[RuleFinding]:
    limits = Limits.of(ctx.index, collection, kind, rules)
    condition = restriction.condition
    reference = condition.equals or condition.differs
    if reference is not None and reference[0] == "identity" and limits.identity is None:
        return  # no identity to compare with: R720 or the schema says why
    for line in contents(ctx.index, collection, kind):
        if line.card is None or limits.matches(condition, line.card):
            continue
        value = line.card.values.get(condition.field)
        wanted = limits.value(reference) if reference is not None else condition.value
        relation = "must differ from" if condition.differs is not None else "must be"
        yield RuleFinding(
            collection,
            line.name_path,
            f"{line.card.name}'s {condition.field} is {value!r}, but in this {_noun(kind)} it {relation} {wanted!r}",
            f"remove {line.card.name}, or choose cards whose {condition.field} is {wanted!r}",
        )


@rule(
    code="R754",
    name="collection-restriction",
    severity=Severity.ERROR,
    description="a collection holds a card its restrictions exclude",
)
def collection_restriction(ctx: CheckContext) -> Iterator[RuleFinding]:
    """`rules: {restrictions: [{field: side, equals: identity.side}]}`: every card a collection
    holds must meet each restriction, at the line that names it.

    PASS::

        # content/decks/ember-rush.yaml (identity Keeper of Ash: side: wardens)
        cards:
          - {card: Spark, count: 3}      # side: wardens

    FAIL::

        # content/decks/ember-rush.yaml
        cards:
          - {card: Hollow Maw, count: 1} # side: hollow
    """
    for kind, rules, collection in collections_of(ctx):
        for restriction in rules.restrictions:
            if restriction.code is None:
                yield from _restriction_findings(ctx, kind, rules, collection, restriction)
