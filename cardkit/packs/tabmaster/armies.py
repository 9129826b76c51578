"""What an army fields, resolved through the game index: the units behind its names and counts.

The army rules (R5xx) judge these lists and the army sheets print them, so both read one
resolution: a name that resolves to no unit, or a count that is no whole number of 1 or more,
is left out here (it is a rule's finding, not something to guess at).
"""

from __future__ import annotations

from dataclasses import dataclass

from cardkit.fields.model import GAME
from cardkit.index.game import GameIndex
from cardkit.model import Game
from cardkit.model import Path_ as FieldPath
from cardkit.packs.tabmaster import lookup
from cardkit.packs.tabmaster.kinds import Kind
from cardkit.packs.tabmaster.model import Army, Unit, UnitCategory, tm

LEADER_FIELDS = ("commander", "champion")
"""The army file's keys cardkit's army schema has for a leader; game.yaml's unit_categories say
which category, if any, each one names (`army.field`). A game may declare more (`leader_fields`)."""


def leader_fields(game: Game) -> tuple[str, ...]:
    """The army-file keys that may name a leader: cardkit's, then every army field game.yaml
    declares as a reference to a unit (`fields: army: [{id: general, type: reference, to: unit}]`)."""
    declared = (spec.id for spec in game.table.fields_of("army") if spec.origin == GAME and spec.type == "reference" and spec.to == "unit")
    return (*LEADER_FIELDS, *declared)


def leader_of(army: Army, role: str) -> str | None:
    """The unit name an army writes under a leader key, whether cardkit's or a declared one."""
    value = getattr(army, role) if role in LEADER_FIELDS else army.declared.get(role)
    return value if isinstance(value, str) else None


def categories(index: GameIndex) -> tuple[UnitCategory, ...]:
    """game.yaml's unit categories, in their order."""
    vocabulary = tm(index.game).vocabulary
    return vocabulary.unit_categories if vocabulary is not None else ()


def category(index: GameIndex, category_id: str) -> UnitCategory | None:
    """The declared category with this id, or None."""
    return next((c for c in categories(index) if c.id == category_id), None)


def leader_roles(index: GameIndex) -> dict[str, UnitCategory]:
    """Each army field game.yaml declares a leader for, with its category, in declared order
    (Tab Master: commander -> Comandante, champion -> Campeão)."""
    roles: dict[str, UnitCategory] = {}
    for declared in categories(index):
        if declared.leader_field is not None:
            roles.setdefault(declared.leader_field, declared)
    return roles


@dataclass(frozen=True)
class Fielded:
    """A defined unit an army puts on the board, how many, and the army field that says so."""

    unit: Unit
    count: int
    path: FieldPath
    """("units", i, "unit") for a troop, ("commander",) or ("champion",) for a leader."""

    @property
    def count_path(self) -> FieldPath:
        """Where the number is written: a troop's `count`; a leader is one by its field."""
        return (*self.path[:2], "count") if self.path[0] == "units" else self.path


def is_count(value: object) -> bool:
    """Whether an army entry's count is a whole number of 1 or more (True and 1.5 are not)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def fielded_units(index: GameIndex, army: Army) -> list[Fielded]:
    """The army's leaders then its troops, resolved; unknown names and odd counts left out."""
    found = [
        Fielded(unit, 1, (role,))
        for role in leader_roles(index)
        if (written := leader_of(army, role)) and (unit := lookup.unit(index, written)) is not None
    ]
    for i, entry in enumerate(army.units):
        unit = lookup.unit(index, entry.unit) if entry.unit else None
        if unit is not None and is_count(entry.count):
            found.append(Fielded(unit, entry.count, ("units", i, "unit")))
    return found


def ammunition_users(index: GameIndex) -> dict[str, Unit]:
    """Each ammunition kind of game.yaml and the defined unit that spends it (Flecha -> Arqueiro)."""
    vocabulary = tm(index.game).vocabulary
    users: dict[str, Unit] = {}
    for kind in vocabulary.ammunition if vocabulary else ():
        user = lookup.unit(index, kind.unit) if kind.unit else None
        if user is not None:
            users[kind.name] = user
    return users


def army_stock(index: GameIndex, army: Army) -> dict[str, tuple[str, int]]:
    """The army's ammunition by the game's spelling of its kind: (as written, amount)."""
    names = index.names(Kind.AMMUNITION)
    stock: dict[str, tuple[str, int]] = {}
    for written, amount in army.ammunition.items():
        canonical = names.canonical(written) if names is not None else None
        if canonical is not None:
            stock[canonical] = (written, amount)
    return stock
