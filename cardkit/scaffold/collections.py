"""A new collection its construction rules accept (`cardkit new deck`), built from the game's
cards by the collection kind's rules (`cardkit.fields.collections`), as the checks read them.

Its identity is the one the schema's first choice gave (the first of its kind); its entries are
cards that meet every restriction, as many copies of each as the copies rule lets, cards a
budget does not count first and those it counts while it lasts, until the size rule's minimum
(one card when there is none and no more than its maximum).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cardkit.fields.collections import ConstructionRules
from cardkit.fields.model import KindSpec
from cardkit.index.collections import Counted, Limits, limit_for, number_of
from cardkit.index.game import GameIndex
from cardkit.loading import LocatedDocument
from cardkit.model import Definition, Located


def fitting_entries(index: GameIndex, kind: KindSpec, data: dict[str, Any], path: Path, relpath: str) -> dict[str, Any]:
    """The entries of a new collection of `kind` whose other values are `data` (to be written
    at `path`): `{entries key: [{card, count}...]}`, or {} for a kind without entries or when no
    card fits."""
    entries, rules = kind.entries, kind.rules
    if entries is None or not isinstance(rules, ConstructionRules):
        return {}
    draft = Definition(kind.id, str(data.get("name", "")), Located(LocatedDocument(path, relpath, data)), dict(data))
    limits = Limits.of(index, draft, kind, rules)
    wanted = _size(limits, rules)
    spent = {budget.id: 0.0 for budget in rules.budgets}
    chosen: list[dict[str, Any]] = []
    total = 0
    for card in sorted(_candidates(index, kind, limits, rules), key=lambda card: _cost(limits, rules, card)):
        count = min(_copies(limits, rules, card, wanted), wanted - total)
        count = min(count, _affordable(limits, rules, card, spent))
        if count <= 0:
            continue
        chosen.append({entries.card: card.name, entries.count: count})
        total += count
        for budget in rules.budgets:
            if budget.where is None or limits.matches(budget.where, card):
                spent[budget.id] += number_of(card.values.get(budget.sum)) * count
        if total >= wanted:
            break
    return {entries.key: chosen} if chosen else {}


def _candidates(index: GameIndex, kind: KindSpec, limits: Limits, rules: ConstructionRules) -> list[Definition]:
    """The cards an entry may name that meet every restriction, in the game's order."""
    entries = kind.entries
    kinds = entries.of if entries is not None and entries.of else tuple(card.id for card in index.game.table.card_kinds)
    cards = [card for kind_id in kinds for card in index.game.of_kind(kind_id)]
    return [card for card in cards if all(limits.matches(restriction.condition, card) for restriction in rules.restrictions)]


def _size(limits: Limits, rules: ConstructionRules) -> int:
    """How many cards to hold: the size rule's minimum, else one (never past its maximum)."""
    size = rules.size
    low = limits.amount(size.minimum) if size is not None else None
    high = limits.amount(size.maximum) if size is not None else None
    wanted = int(low) if isinstance(low, int | float) and low >= 1 else 1
    return min(wanted, int(high)) if isinstance(high, int | float) and high >= 1 else wanted


def _copies(limits: Limits, rules: ConstructionRules, card: Definition, wanted: int) -> int:
    """The most copies of `card` allowed: its own limit field over the rule's."""
    if rules.copies is None:
        return wanted
    own = card.values.get(rules.copies.override) if rules.copies.override else None
    if isinstance(own, int) and not isinstance(own, bool):
        return own
    most = limit_for(limits.amount(rules.copies.maximum), Counted(card.name, card, 1, (), ()))
    return most if most is not None else wanted


def _cost(limits: Limits, rules: ConstructionRules, card: Definition) -> float:
    """What one copy of `card` spends of every budget together: a card no budget counts is 0."""
    return sum(
        number_of(card.values.get(budget.sum))
        for budget in rules.budgets
        if budget.where is None or limits.matches(budget.where, card)
    )


def _affordable(limits: Limits, rules: ConstructionRules, card: Definition, spent: dict[str, float]) -> int:
    """How many copies of `card` every budget still has room for."""
    room = 10**6
    for budget in rules.budgets:
        if budget.where is not None and not limits.matches(budget.where, card):
            continue
        limit, cost = limits.amount(budget.maximum), number_of(card.values.get(budget.sum))
        if isinstance(limit, int | float) and cost > 0:
            room = min(room, int((limit - spent[budget.id]) // cost))
    return room
