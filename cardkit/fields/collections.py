"""Collections of cards and the rules they are built by, as a game declares them.

A collection kind (a deck, a warband) is a folder of files that each list cards with counts
(`Entries`). Its construction rules are data: the size, the copies of one card (with a field
of the card that overrides the limit), budgets (a field of the cards summed against a limit)
and restrictions (a field of every card matching a field of the collection's identity card).
A limit is a number or a value read elsewhere (`Amount`): a field of the identity
(`identity.influence`), of the collection itself, or of game.yaml (`game.army_limits.points`).
Each rule reports with cardkit's code for it, or with the code a pack gives it (a pack's
collection limits keep the codes the pack documents).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from cardkit.fields.model import Entries


@dataclass(frozen=True)
class Amount:
    """A limit: a number, or where to read one (`("identity", "influence")`,
    `("game", "army_limits", "points")`)."""

    value: float | None = None
    source: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return ".".join(self.source) if self.source else _number(self.value)


@dataclass(frozen=True)
class Condition:
    """Which cards a rule concerns: those whose `field` equals (or differs from) a value or the
    identity's field (`equals: identity.side`)."""

    field: str
    equals: tuple[str, ...] | None = None
    differs: tuple[str, ...] | None = None
    value: Any = None


@dataclass(frozen=True)
class SizeRule:
    minimum: Amount | None = None
    maximum: Amount | None = None
    code: str | None = None


@dataclass(frozen=True)
class CopiesRule:
    """At most `maximum` copies of one card; a card's `override` field (a number) changes its own limit."""

    maximum: Amount | None = None
    override: str | None = None
    code: str | None = None


@dataclass(frozen=True)
class Budget:
    """The sum of a card field over the cards (each counted as many times as listed), or over
    those `where` selects, at most `maximum`."""

    id: str
    sum: str
    maximum: Amount
    name: str = ""
    where: Condition | None = None
    code: str | None = None


@dataclass(frozen=True)
class Restriction:
    """Every card the collection lists must meet `condition` (its side is the identity's)."""

    condition: Condition
    code: str | None = None


@dataclass(frozen=True)
class ConstructionRules:
    size: SizeRule | None = None
    copies: CopiesRule | None = None
    budgets: tuple[Budget, ...] = ()
    restrictions: tuple[Restriction, ...] = ()
    identity: str | None = None
    """The collection's field naming its identity card (a deck's `identity`), which `identity.*` reads."""
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def is_empty(self) -> bool:
        return self.size is None and self.copies is None and not self.budgets and not self.restrictions


def _number(value: float | None) -> str:
    if value is None:
        return ""
    return str(int(value)) if value == int(value) else str(value)


def read_amount(data: Any) -> Amount | None:
    """`3`, or `{from: identity.influence}`."""
    if data is None:
        return None
    if isinstance(data, bool):
        return None
    if isinstance(data, int | float):
        return Amount(float(data))
    if isinstance(data, dict) and isinstance(data.get("from"), str):
        return Amount(source=tuple(data["from"].split(".")))
    return None


def _path(data: Any) -> tuple[str, ...] | None:
    return tuple(data.split(".")) if isinstance(data, str) else None


def read_condition(data: Any) -> Condition | None:
    if not isinstance(data, dict) or not isinstance(data.get("field"), str):
        return None
    return Condition(data["field"], _path(data.get("equals")), _path(data.get("differs")), data.get("value"))


def read_entries(data: Any) -> Entries:
    data = data if isinstance(data, dict) else {}
    return Entries(
        data.get("key", "cards"),
        data.get("card", "card"),
        data.get("count", "count"),
        tuple(data.get("of") or ()),
        tuple(data.get("also") or ()),
        data.get("code"),
    )


def read_rules(data: Any) -> ConstructionRules:
    data = data if isinstance(data, dict) else {}
    size = data.get("size")
    copies = data.get("copies")
    return ConstructionRules(
        size=SizeRule(read_amount(size.get("min")), read_amount(size.get("max")), size.get("code")) if isinstance(size, dict) else None,
        copies=CopiesRule(read_amount(copies.get("max")), copies.get("override"), copies.get("code")) if isinstance(copies, dict) else None,
        budgets=tuple(
            Budget(entry["id"], entry["sum"], read_amount(entry.get("max")) or Amount(), entry.get("name", ""), read_condition(entry.get("where")), entry.get("code"))
            for entry in data.get("budgets") or ()
        ),
        restrictions=tuple(
            Restriction(condition, entry.get("code"))
            for entry in data.get("restrictions") or ()
            if (condition := read_condition(entry)) is not None
        ),
        identity=data.get("identity"),
    )
