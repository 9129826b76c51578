"""The report every game gets, whatever its pack: per card kind, how each number and enum field
is spread, that spread by each enum (a cost curve by faction), the cards far from the rest, and
a summary of each collection.

It reads the field table alone: a field's type says how it is measured. A number field's
symbols ("X") are counted apart, after the numbers; a list field counts each of its values. A
card is an outlier of a number field when its value lies beyond Tukey's fences (1.5 times the
interquartile range past the quartiles), the usual test for "far from the others" that a few
extreme cards cannot bend.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from statistics import median, quantiles
from typing import Any

from cardkit.fields.collections import ConstructionRules
from cardkit.fields.model import FieldSpec, KindSpec
from cardkit.fields.values import value_text
from cardkit.index.collections import Limits, contents, number_of
from cardkit.index.game import GameIndex
from cardkit.model import Definition, Game
from cardkit.output.wording import Wording

MEASURED = ("number", "enum", "list", "flag")
"""The field types the report measures; texts, images and references it leaves alone."""
TUKEY = 1.5
MIN_FOR_OUTLIERS = 5
"""Fewer cards than this have no "rest" to stand out from."""


@dataclass(frozen=True)
class Bucket:
    """One value of a field and how many cards have it (overall, and per value of a split)."""

    label: str
    count: int
    by: tuple[int, ...] = ()


@dataclass(frozen=True)
class Spread:
    """How one field is spread over a kind's cards, split by one enum field when `split` is set."""

    field: FieldSpec
    buckets: tuple[Bucket, ...]
    split: FieldSpec | None = None
    split_labels: tuple[str, ...] = ()
    summary: tuple[str, str, str] | None = None
    """Minimum, median, maximum of a number field (its numbers only)."""

    @property
    def most(self) -> int:
        return max((bucket.count for bucket in self.buckets), default=0)


@dataclass(frozen=True)
class Outlier:
    card: str
    field: FieldSpec
    value: str
    side: str
    """"high" or "low"."""


@dataclass(frozen=True)
class KindReport:
    kind: KindSpec
    title: str
    cards: int
    spreads: tuple[Spread, ...]
    outliers: tuple[Outlier, ...]


@dataclass(frozen=True)
class CollectionSummary:
    """One collection: how many cards, how many of each kind and of each value of its split
    field, and each budget's use."""

    name: str
    kind: KindSpec
    size: int
    by_kind: tuple[tuple[str, int], ...]
    by_value: tuple[tuple[str, tuple[tuple[str, int], ...]], ...]
    """Per choice field of the cards (a side, a faction): each value and its count."""
    budgets: tuple[tuple[str, str, str], ...]
    """(budget, used, limit)."""


@dataclass(frozen=True)
class NeutralReport:
    kinds: tuple[KindReport, ...]
    collections: tuple[CollectionSummary, ...]

    @property
    def is_empty(self) -> bool:
        return not self.kinds and not self.collections


def _measured(kind: KindSpec) -> list[FieldSpec]:
    return [spec for spec in kind.own_fields if spec.type in MEASURED and spec.show != ()]


def _splits(kind: KindSpec) -> list[FieldSpec]:
    """The enum fields a kind's spreads are split by (a faction, a side)."""
    return [spec for spec in kind.own_fields if spec.type == "enum"]


def _values(card: Definition, spec: FieldSpec) -> list[Any]:
    value = card.values.get(spec.id)
    if value is None:
        return []
    return list(value) if spec.type == "list" else [value]


def _order(values: Iterable[Any]) -> list[Any]:
    """Numbers in order, then the symbols and words as first met."""
    seen = list(dict.fromkeys(values))
    numbers = sorted(v for v in seen if isinstance(v, int | float) and not isinstance(v, bool))
    return [*numbers, *(v for v in seen if not (isinstance(v, int | float) and not isinstance(v, bool)))]


def spread(cards: Sequence[Definition], spec: FieldSpec, wording: Wording, split: FieldSpec | None = None) -> Spread:
    """The spread of `spec` over `cards`, split by `split`'s values when given."""
    terms, locale = wording.words.terms, wording.locale
    counts = Counter(value for card in cards for value in _values(card, spec))
    split_values = _order(value for card in cards for value in _values(card, split)) if split is not None else []
    buckets = []
    for value in _order(counts):
        by = tuple(
            sum(1 for card in cards if value in _values(card, spec) and other in _values(card, split)) for other in split_values
        ) if split is not None else ()
        buckets.append(Bucket(_text(spec, value, terms, locale), counts[value], by))
    numbers = [float(v) for card in cards for v in _values(card, spec) if isinstance(v, int | float) and not isinstance(v, bool)]
    summary = (
        (_text(spec, min(numbers), terms, locale), _text(spec, median(numbers), terms, locale), _text(spec, max(numbers), terms, locale))
        if spec.type == "number" and numbers
        else None
    )
    labels = tuple(_text(split, value, terms, locale) for value in split_values) if split is not None else ()
    return Spread(spec, tuple(buckets), split, labels, summary)


def _text(spec: FieldSpec, value: Any, terms: Any, locale: str) -> str:
    if spec.type == "flag":
        return spec.mark or ("✓" if value else "—") if value else "—"
    if isinstance(value, float) and value == int(value):
        value = int(value)
    one = spec if spec.type != "list" else FieldSpec(id=spec.id, type=spec.item_type, values=spec.values, vocabulary=spec.vocabulary)
    return value_text(one, value, terms, locale)


def outliers(cards: Sequence[Definition], spec: FieldSpec, wording: Wording) -> list[Outlier]:
    """The cards whose number lies beyond Tukey's fences of the kind's numbers."""
    numbers = [(card, float(value)) for card in cards for value in _values(card, spec) if isinstance(value, int | float) and not isinstance(value, bool)]
    if len(numbers) < MIN_FOR_OUTLIERS:
        return []
    first, _, third = quantiles([value for _, value in numbers], n=4)
    spread_ = third - first
    low, high = first - TUKEY * spread_, third + TUKEY * spread_
    terms, locale = wording.words.terms, wording.locale
    return [
        Outlier(card.name, spec, _text(spec, value, terms, locale), "high" if value > high else "low")
        for card, value in numbers
        if value > high or value < low
    ]


def kind_report(game: Game, kind: KindSpec, wording: Wording) -> KindReport | None:
    cards = game.of_kind(kind.id)
    fields = _measured(kind)
    if not cards or not fields:
        return None
    splits = _splits(kind)
    spreads: list[Spread] = []
    for spec in fields:
        spreads.append(spread(cards, spec, wording))
        if spec.type == "number":
            spreads += [spread(cards, spec, wording, split) for split in splits]
    found = [outlier for spec in fields if spec.type == "number" for outlier in outliers(cards, spec, wording)]
    return KindReport(kind, wording.kind_name(kind.id), len(cards), tuple(spreads), tuple(found))


def collection_summary(game: Game, kind: KindSpec, collection: Definition, wording: Wording) -> CollectionSummary:
    index = GameIndex.of(game)
    lines = contents(index, collection, kind)
    rules = kind.rules if isinstance(kind.rules, ConstructionRules) else ConstructionRules()
    by_kind = Counter(line.card.kind for line in lines for _ in range(line.count) if line.card is not None)
    splits: dict[str, FieldSpec] = {}
    for card_kind in dict.fromkeys(line.card.kind for line in lines if line.card is not None):
        for spec in _splits(game.table.kind(card_kind) or kind):
            splits.setdefault(spec.id, spec)
    by_value = []
    for spec in splits.values():
        counted: Counter[str] = Counter()
        for line in lines:
            for value in _values(line.card, spec) if line.card is not None else ():
                counted[_text(spec, value, wording.words.terms, wording.locale)] += line.count
        by_value.append((spec.name or spec.id, tuple(counted.items())))
    limits = Limits.of(index, collection, kind, rules)
    budgets = []
    for budget in rules.budgets:
        used = sum(
            number_of(line.card.values.get(budget.sum)) * line.count
            for line in lines
            if line.card is not None and (budget.where is None or limits.matches(budget.where, line.card))
        )
        limit = limits.amount(budget.maximum)
        budgets.append((budget.name or budget.id, _plain(used), _plain(limit) if isinstance(limit, int | float) else "—"))
    return CollectionSummary(
        collection.name,
        kind,
        sum(line.count for line in lines),
        tuple((wording.kind_name(kind_id), count) for kind_id, count in by_kind.items()),
        tuple(by_value),
        tuple(budgets),
    )


def _plain(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.1f}"


def neutral_report(game: Game, wording: Wording) -> NeutralReport:
    """The report of `game`'s cards and collections, in the edition's words."""
    kinds = tuple(found for kind in game.table.deck_order if (found := kind_report(game, kind, wording)) is not None)
    collections = tuple(
        collection_summary(game, kind, collection, wording)
        for kind in game.table.collection_kinds
        if kind.entries is not None
        for collection in game.of_kind(kind.id)
    )
    return NeutralReport(kinds, collections)
