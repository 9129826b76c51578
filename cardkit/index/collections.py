"""What a collection holds (a deck's cards) and the limits its rules read.

A collection kind's files list cards with counts (`Entries`: the list's key, each entry's card
and count keys) and may name more cards in fields counted once each (a warband's leader). The
construction rules' limits are numbers or values read elsewhere (`Amount`): the identity card's
field, the collection's own, or game.yaml's data. Checks (`cardkit.checks.collections`) and the
outputs that print a collection read its contents here, so both count alike.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardkit.fields.collections import Amount, Condition, ConstructionRules
from cardkit.fields.model import KindSpec
from cardkit.foundation.folding import fold
from cardkit.index.game import GameIndex
from cardkit.model import Definition
from cardkit.model import Path_ as FieldPath


@dataclass(frozen=True)
class Counted:
    """One line of a collection: the card as written, the card it names (None when it names
    none), how many, and where the name and the count are written."""

    written: str
    card: Definition | None
    count: int
    name_path: FieldPath
    count_path: FieldPath


def _kinds_of(kind: KindSpec, index: GameIndex) -> list[str]:
    entries = kind.entries
    allowed = entries.of if entries is not None and entries.of else tuple(spec.id for spec in index.game.table.card_kinds)
    return list(allowed)


def resolve_card(index: GameIndex, kind: KindSpec, written: str) -> Definition | None:
    """The card of the kinds an entry may name that `written` resolves to (spelling folded)."""
    for kind_id in _kinds_of(kind, index):
        found = index.find_of(kind_id, written)
        if found is not None:
            return found
    return None


def contents(index: GameIndex, collection: Definition, kind: KindSpec) -> list[Counted]:
    """What `collection` holds: the cards its `also` fields name, then its entries, in order.
    An entry whose count is no whole number of 1 or more is left out (the schema or a rule
    says so)."""
    entries = kind.entries
    if entries is None:
        return []
    data = collection.source.doc.data if isinstance(collection.source.doc.data, dict) else {}
    found: list[Counted] = []
    for field_id in entries.also:
        written = data.get(field_id)
        if isinstance(written, str) and written:
            found.append(Counted(written, resolve_card(index, kind, written), 1, (field_id,), (field_id,)))
    for position, entry in enumerate(data.get(entries.key) or ()):
        if not isinstance(entry, dict):
            continue
        written, count = entry.get(entries.card), entry.get(entries.count, 1)
        if not isinstance(written, str) or not _is_count(count):
            continue
        at: FieldPath = (entries.key, position)
        found.append(Counted(written, resolve_card(index, kind, written), int(count), (*at, entries.card), (*at, entries.count) if entries.count in entry else (*at, entries.card)))
    return found


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


@dataclass(frozen=True)
class Limits:
    """Where a collection's limits are read from: its identity card, its own values, game.yaml."""

    collection: Definition
    identity: Definition | None
    game_data: Mapping[str, Any]

    @classmethod
    def of(cls, index: GameIndex, collection: Definition, kind: KindSpec, rules: ConstructionRules) -> Limits:
        identity = None
        if rules.identity is not None:
            written = collection.values.get(rules.identity)
            if isinstance(written, str):
                spec = kind.field(rules.identity)
                target = spec.to if spec is not None else None
                identity = index.find_of(target, written) if target is not None else None
        vocabulary = index.game.vocabulary
        data = vocabulary.source.doc.data if vocabulary is not None and isinstance(vocabulary.source.doc.data, dict) else {}
        return cls(collection, identity, data)

    def value(self, path: tuple[str, ...]) -> Any:
        """The value a `from:` path names (`identity.side`, `self.format`, `game.army_limits.points`),
        or None where there is none."""
        if not path:
            return None
        head, rest = path[0], path[1:]
        if head == "identity":
            return _dig(self.identity.values if self.identity is not None else None, rest)
        if head == "self":
            return _dig(self.collection.values, rest)
        if head == "game":
            return _dig(self.game_data, rest)
        return None

    def amount(self, amount: Amount | None) -> Any:
        """A limit: its number, or what its source holds (a number, or a table by card name)."""
        if amount is None:
            return None
        return amount.value if not amount.source else self.value(amount.source)

    def matches(self, condition: Condition, card: Definition) -> bool:
        """Whether `card` meets `condition` (its field equals, or differs from, the value given)."""
        value = card.values.get(condition.field)
        if condition.equals is not None:
            return _same(value, self.value(condition.equals))
        if condition.differs is not None:
            return not _same(value, self.value(condition.differs))
        return _same(value, condition.value)


def _dig(data: Any, path: tuple[str, ...]) -> Any:
    for step in path:
        if not isinstance(data, Mapping):
            return None
        data = data.get(step)
    return data


def _same(left: Any, right: Any) -> bool:
    if isinstance(left, str) and isinstance(right, str):
        return fold(left) == fold(right)
    return bool(left == right)


def limit_for(limit: Any, card: Counted) -> int | None:
    """A copies limit for one card: a number, or the card's own entry of a table by name."""
    if isinstance(limit, Mapping):
        found = next((value for name, value in limit.items() if isinstance(name, str) and fold(name) == fold(card.written)), None)
        return int(found) if isinstance(found, int | float) and not isinstance(found, bool) else None
    return int(limit) if isinstance(limit, int | float) and not isinstance(limit, bool) else None


def number_of(value: Any) -> float:
    """A card field's value as a number for a sum: symbols ("X") and absent values count 0."""
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else 0.0
