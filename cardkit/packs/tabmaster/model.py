"""Tab Master's typed model: its structured values (effects, attacks, trait uses, dial clicks,
game.yaml's elements and categories) and typed views of its kinds (`Spell`, `Unit`, `Trait`,
`Army`, and `TabMasterVocabulary` for game.yaml).

A view is a `Definition` whose values the field table built; its properties only read them, so
every field still exists once, in the pack's `kinds.yaml`. The pack's checks, engine and sheets
read the views; cardkit's core reads the same objects as plain definitions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardkit.fields.vocabulary import Term
from cardkit.model import Definition, Game, Vocabulary


@dataclass(frozen=True)
class TraitParam:
    name: str
    type: str  # integer | element | unit_class | spell | card_type | text
    description: str = ""
    card_type: str | None = None


@dataclass(frozen=True)
class Effects:
    """A spell's or attack's Outros column as data; field order is the card's canonical order,
    the seed's own: "Área, Elemento: Doença, Sacrificio", "Elemento: Água, Explosão 1"
    (docs/seed-facts.md, The spell list)."""

    area: bool = False
    elements: tuple[str, ...] = ()
    explosion: int | None = None
    line: tuple[str, ...] | None = None  # directions; () = Linha with no direction given
    multiple: int | None = None
    pilgrim: int | None = None
    all: bool = False
    sacrifice: bool = False
    special: str | None = None

    @property
    def is_empty(self) -> bool:
        return self == Effects()


@dataclass(frozen=True)
class Attack:
    type: str
    atk: str | int
    damage: str | int
    height: int | None = None
    ammunition: str | None = None
    effects: Effects = Effects()
    name: str | None = None


@dataclass(frozen=True)
class TraitUse:
    name: str
    params: tuple[str | int, ...] = ()


@dataclass(frozen=True)
class DialClick:
    """One click of a clix-style combat dial (seed 002; docs/seed-facts.md, Clix combat): the
    stats the unit has while it shows (stat key -> value, e.g. speed, attack, defense, damage)
    and whether the black repair marker shows there, which stops repair."""

    stats: dict[str, int] = field(default_factory=dict)
    repair_marker: bool = False


@dataclass(frozen=True)
class ArmyEntry:
    unit: str
    count: int


class Trait(Definition):
    """A trait: its parameters, rules text and reminder."""

    @property
    def params(self) -> tuple[TraitParam, ...]:
        return tuple(self.value("params", ()))

    @property
    def text(self) -> str:
        return str(self.value("text", ""))

    @property
    def reminder(self) -> str | None:
        return self.values.get("reminder")


class Spell(Definition):
    """A spell card: a line of the spell list."""

    @property
    def card_type(self) -> str:
        return str(self.value("card_type", ""))

    @property
    def cost(self) -> int:
        return int(self.value("cost", 0))

    @property
    def range(self) -> int | None:
        return self.values.get("range")

    @property
    def damage(self) -> str | int | None:
        return self.values.get("damage")

    @property
    def ref(self) -> str:
        return str(self.value("ref", ""))

    @property
    def effects(self) -> Effects:
        found = self.value("effects", Effects())
        return found if isinstance(found, Effects) else Effects()


class Unit(Definition):
    """A unit card with its stats, attacks, traits and (in a clix game) combat dial."""

    @property
    def category(self) -> str:
        return str(self.value("category", "regular"))

    @property
    def defense(self) -> int:
        return int(self.value("defense", 0))

    @property
    def movement(self) -> int:
        return int(self.value("movement", 0))

    @property
    def vitality(self) -> int | None:
        return self.values.get("vitality")

    @property
    def points(self) -> int | None:
        """What the unit costs an army, for game.yaml's `army_limits.points`."""
        return self.values.get("points")

    @property
    def attacks(self) -> tuple[Attack, ...]:
        return tuple(self.value("attacks", ()))

    @property
    def traits(self) -> tuple[TraitUse, ...]:
        return tuple(self.value("traits", ()))

    @property
    def dial(self) -> tuple[DialClick, ...] | None:
        """The combat dial, starting click first; None when the unit has none (an empty dial,
        (), is a mistake `cardkit check` reports)."""
        return self.values.get("dial")


class Army(Definition):
    """A player's army: its colour, leaders, troops and starting stock."""

    @property
    def color(self) -> str:
        return str(self.value("color", "#000000"))

    @property
    def color_name(self) -> str | None:
        return self.values.get("color_name")

    @property
    def commander(self) -> str | None:
        return self.values.get("commander")

    @property
    def champion(self) -> str | None:
        return self.values.get("champion")

    @property
    def units(self) -> tuple[ArmyEntry, ...]:
        return tuple(self.value("units", ()))

    @property
    def ammunition(self) -> dict[str, int]:
        return dict(self.value("ammunition", {}))

    @property
    def resources(self) -> dict[str, int]:
        """Starting amount per resource, by the name game.yaml gives it (`{"Fluxo": 100}`)."""
        return dict(self.value("resources", {}))

    @property
    def notes(self) -> str | None:
        return self.values.get("notes")


@dataclass(frozen=True)
class TargetSelector:
    """Which units an element effect concerns: those with `trait` (and `param`, when given)."""

    trait: str
    param: str | None = None


@dataclass(frozen=True)
class ElementEffect:
    kind: str  # bonus_damage | immunity | heal | no_heal | auto_defeat | apply_hex
    against: tuple[TargetSelector, ...] = ()
    amount: int | None = None
    applies_to: tuple[str, ...] = ("attack", "spell")


@dataclass(frozen=True)
class Element:
    name: str
    effects: tuple[ElementEffect, ...] = ()
    text: dict[str, str] = field(default_factory=dict)  # delivery (attack | spell) -> rules text
    id: str | None = None


@dataclass(frozen=True)
class NamedTerm:
    """A vocabulary entry: its meaning (`id`, what code acts on) and the word players read (`name`).

    `id` is None when the game gave none: the word then has no meaning the engine knows."""

    name: str
    description: str = ""
    id: str | None = None


@dataclass(frozen=True)
class UnitCategory(NamedTerm):
    """A unit category of game.yaml and what it means for an army, so the army rules and the
    army sheets read the game's structure instead of Tab Master's.

    `army_min`/`army_max` bound how many units of the category one army fields (None: no bound);
    `leader_field` is the army file's key naming its one unit (`commander`), whose VIT gets a
    track on the army sheet; `sheet` names the template of the category's own sheet
    (`engines`: `sheets/engines.html.j2`), printed when the game has units of it.
    """

    army_min: int | None = None
    army_max: int | None = None
    leader_field: str | None = None
    sheet: str | None = None
    sheet_always: bool = False
    """Print the sheet even when the game has no unit of the category (Tab Master's Engenhos)."""


@dataclass(frozen=True)
class Resource(NamedTerm):
    """A resource of game.yaml; `tracked` ones get a bar on every army sheet."""

    tracked: bool = True


@dataclass(frozen=True)
class Stat:
    """A stat a card prints: its meaning, full name and stat-box abbreviation."""

    id: str
    name: str
    abbreviation: str | None = None


@dataclass(frozen=True)
class Ammunition:
    name: str
    unit: str
    id: str | None = None
    tracked: bool = True
    """Whether army sheets print its bar (for the armies that stock it or field its user)."""


DEFAULT_RESOLUTION = "tab-master"
"""The resolution of a game whose game.yaml gives none: the pack's schema requires `resolution`,
so this serves a game.yaml that did not load (and the builder, for a salvaged one)."""
DEFAULT_TABLE_LIMIT = 10
"""The most cards a player's table holds when game.yaml's `table_limit` says nothing."""


class TabMasterVocabulary(Vocabulary):
    """game.yaml of a Tab Master game: cardkit's keys and the pack's, read by the pack."""

    @property
    def resolution(self) -> str:
        return str(self.value("resolution", DEFAULT_RESOLUTION))

    @property
    def table_limit(self) -> int:
        return int(self.value("table_limit", DEFAULT_TABLE_LIMIT))

    @property
    def caster_classes(self) -> tuple[str, ...]:
        return tuple(self.value("caster_classes", ()))

    @property
    def card_types(self) -> tuple[NamedTerm, ...]:
        return tuple(self.value("card_types", ()))

    @property
    def attack_types(self) -> tuple[NamedTerm, ...]:
        return tuple(self.value("attack_types", ()))

    @property
    def effect_keywords(self) -> tuple[NamedTerm, ...]:
        return tuple(self.value("effect_keywords", ()))

    @property
    def line_directions(self) -> tuple[NamedTerm, ...]:
        return tuple(self.value("line_directions", ()))

    @property
    def unit_categories(self) -> tuple[UnitCategory, ...]:
        return tuple(self.value("unit_categories", ()))

    @property
    def stats(self) -> tuple[Stat, ...]:
        return tuple(self.value("stats", ()))

    @property
    def resources(self) -> tuple[Resource, ...]:
        return tuple(self.value("resources", ()))

    @property
    def ammunition(self) -> tuple[Ammunition, ...]:
        return tuple(self.value("ammunition", ()))

    @property
    def elements(self) -> tuple[Element, ...]:
        return tuple(self.value("elements", ()))

    @property
    def army_limits(self) -> dict[str, Any]:
        return dict(self.value("army_limits", {}))


@dataclass(frozen=True)
class TabMaster:
    """A Tab Master game seen through the pack's kinds: its traits, spells, units and armies,
    typed, and its game.yaml (None when it did not load)."""

    game: Game

    @property
    def vocabulary(self) -> TabMasterVocabulary | None:
        found = self.game.vocabulary
        return found if isinstance(found, TabMasterVocabulary) else None

    @property
    def traits(self) -> list[Trait]:
        return [d for d in self.game.of_kind("trait") if isinstance(d, Trait)]

    @property
    def spells(self) -> list[Spell]:
        return [d for d in self.game.of_kind("spell") if isinstance(d, Spell)]

    @property
    def units(self) -> list[Unit]:
        return [d for d in self.game.of_kind("unit") if isinstance(d, Unit)]

    @property
    def armies(self) -> list[Army]:
        return [d for d in self.game.of_kind("army") if isinstance(d, Army)]


def tm(game: Game) -> TabMaster:
    """The Tab Master view of `game`."""
    return TabMaster(game)


def term_of(term: Term) -> NamedTerm:
    return NamedTerm(term.name, term.description, term.id)
