"""Tab Master spells (seed 000, "Regras de Magia"): who may cast, what it costs, the Mesa,
which squares a spell covers and who it hurts.

Spell range counts squares from the caster and ignores height (seed 000). A single target or
an epicentre is chosen by orthogonal distance; an Área or a blast spreads by flood fill around
obstacles (seed 003's Area range); a Linha follows ``lines``. The seeds' words for all of it
are in docs/seed-facts.md, Magic and Range.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum

from cardkit.foundation.folding import fold

from .board import Board, Offset, Square, manhattan
from .elements import DamageOutcome, DamageRules, DamageSource, Delivery, resolve_damage
from .lines import NORTH, LineDirection, line_squares, line_vectors
from .ranges import squares_in_area
from .targets import Target, TraitRef


class SpellShape(Enum):
    SINGLE = "single"
    AREA = "area"
    EXPLOSION = "explosion"
    LINE = "line"


@dataclass(frozen=True)
class Spell:
    """A spell card's rules. ``reach`` None is the card's "-": no limit of its own.
    ``hits_everyone`` is Todos (allies and the caster too); ``sacrifice`` is Sacrifício."""

    name: str
    cost: int
    caster_class: str
    reach: int | None = None
    shape: SpellShape = SpellShape.SINGLE
    blast_radius: int = 0
    line_directions: frozenset[LineDirection] = frozenset()
    hits_everyone: bool = False
    sacrifice: bool = False
    elements: frozenset[str] = frozenset()


class IllegalAim(ValueError):
    """The caster's choice of target, epicentre or direction breaks the spell's rules."""


def caster_classes(
    unit_class: str, traits: Iterable[TraitRef], counts_as_traits: Collection[str]
) -> frozenset[str]:
    """The classes a unit casts as: its own plus every class named by one of its traits in
    ``counts_as_traits`` (Tab Master's PADRÃO (x): "conta como se fosse uma unidade do tipo x")."""
    wanted = {fold(name) for name in counts_as_traits}
    named = (p for t in traits if fold(t.name) in wanted for p in t.params)
    return frozenset({unit_class, *named})


@dataclass(frozen=True)
class TableCard:
    name: str
    active: bool


@dataclass(frozen=True)
class Table:
    """A player's Mesa: face-down (unpaid) and active cards, at most ``limit`` of them."""

    limit: int
    cards: tuple[TableCard, ...] = ()

    def card(self, name: str) -> TableCard | None:
        return next((card for card in self.cards if card.name == name), None)


POOL_NAME = "mana"
"""What reasons call the pool spells are paid from when the caller does not give the game's
word for it (Tab Master's Fluxo)."""


@dataclass(frozen=True)
class TableChange:
    """The Mesa and the Fluxo pool after an attempt; unchanged when not ``allowed``."""

    allowed: bool
    table: Table
    flux: int
    reasons: tuple[str, ...]


def place_card(
    table: Table, name: str, *, cost: int, flux: int, pay_now: bool, pool_name: str = POOL_NAME
) -> TableChange:
    """Put a drawn card on the Mesa, paying its cost now (face up) or later (face down).
    ``pool_name`` is the game's word for the pool, for the reasons."""
    if len(table.cards) >= table.limit:
        return TableChange(False, table, flux, (f"the table already holds {table.limit} cards",))
    placed = replace(table, cards=(*table.cards, TableCard(name, active=False)))
    if not pay_now:
        return TableChange(True, placed, flux, (f"{name} placed face down",))
    paid = activate_card(placed, name, cost=cost, flux=flux, pool_name=pool_name)
    return paid if paid.allowed else replace(paid, table=table)


def activate_card(table: Table, name: str, *, cost: int, flux: int, pool_name: str = POOL_NAME) -> TableChange:
    """Pay a face-down card's cost once to turn it face up."""
    card = table.card(name)
    if card is None or card.active:
        reason = f"{name} is not on the table" if card is None else f"{name} is already active"
        return TableChange(False, table, flux, (reason,))
    if flux < cost:
        return TableChange(False, table, flux, (f"activation costs {cost} {pool_name}, {flux} left",))
    cards = tuple(TableCard(c.name, True) if c is card else c for c in table.cards)
    return TableChange(True, replace(table, cards=cards), flux - cost, (f"{name} activated",))


@dataclass(frozen=True)
class CastCheck:
    allowed: bool
    flux_left: int
    reasons: tuple[str, ...]


def check_cast(
    spell: Spell, *, classes: frozenset[str], flux: int, table: Table, pool_name: str = POOL_NAME
) -> CastCheck:
    """The caster must be of the spell's REF class, the card active on the Mesa, and the cost
    is paid again on every cast. ``pool_name`` is the game's word for the pool, for the reasons."""
    problems = []
    if spell.caster_class not in classes:
        problems.append(f"{spell.name} is cast by {spell.caster_class}, not {sorted(classes)}")
    card = table.card(spell.name)
    if card is None or not card.active:
        problems.append(f"{spell.name} is not active on the table")
    if flux < spell.cost:
        problems.append(f"{spell.name} costs {spell.cost} {pool_name}, {flux} left")
    if problems:
        return CastCheck(False, flux, tuple(problems))
    return CastCheck(True, flux - spell.cost, (f"paid {spell.cost} {pool_name}",))


@dataclass(frozen=True)
class Aim:
    """The caster's choices: the target square (single), the epicentre (Explosão), the facing
    (Linha: Frente/Fundo) and the rolled direction (Linha: Aleatório)."""

    target: Square | None = None
    epicentre: Square | None = None
    facing: Offset = NORTH
    random_direction: Offset | None = None


def affected_squares(board: Board, spell: Spell, caster: Square, aim: Aim) -> frozenset[Square]:
    """Every square the spell covers, or IllegalAim when the choice breaks its rules."""
    reach = board.columns + board.rows if spell.reach is None else spell.reach
    if spell.shape is SpellShape.SINGLE:
        return frozenset({_chosen_square(board, caster, aim.target, reach, "target")})
    if spell.shape is SpellShape.AREA:
        return squares_in_area(board, caster, reach)
    if spell.shape is SpellShape.EXPLOSION:
        epicentre = _chosen_square(board, caster, aim.epicentre, reach, "epicentre")
        return squares_in_area(board, epicentre, spell.blast_radius)
    if LineDirection.RANDOM in spell.line_directions and aim.random_direction is None:
        raise IllegalAim(f"{spell.name} needs the rolled direction of its random line")
    vectors = line_vectors(spell.line_directions, aim.facing, aim.random_direction)
    return line_squares(board, caster, vectors, reach)


def _chosen_square(
    board: Board, caster: Square, chosen: Square | None, reach: int, what: str
) -> Square:
    if chosen is None:
        raise IllegalAim(f"choose a {what}")
    if not board.contains(chosen) or board.is_obstructed(chosen):
        raise IllegalAim(f"{what} {chosen} is not a free square of the board")
    if manhattan(caster, chosen) > reach:
        raise IllegalAim(f"{what} {chosen} is {manhattan(caster, chosen)} away, RNG {reach}")
    return chosen


class Side(Enum):
    """A unit's side as seen from the caster."""

    ALLY = "ally"
    ENEMY = "enemy"


@dataclass(frozen=True)
class BoardUnit:
    id: str
    square: Square
    side: Side
    target: Target


def spell_victims(
    spell: Spell, squares: frozenset[Square], caster: BoardUnit, others: Sequence[BoardUnit]
) -> tuple[BoardUnit, ...]:
    """Units on the covered squares: only enemies, unless Todos, which hits allies and the
    caster too."""
    return tuple(
        unit
        for unit in (caster, *others)
        if unit.square in squares and (spell.hits_everyone or unit.side is Side.ENEMY)
    )


@dataclass(frozen=True)
class UnitHit:
    unit: str
    outcome: DamageOutcome


@dataclass(frozen=True)
class SpellOutcome:
    hits: tuple[UnitHit, ...]
    caster_defeated: bool

    @property
    def defeated(self) -> frozenset[str]:
        return frozenset(hit.unit for hit in self.hits if hit.outcome.defeated)


def resolve_spell(
    spell: Spell,
    *,
    caster: BoardUnit,
    victims: Sequence[BoardUnit],
    damage: int,
    rules: DamageRules,
    extra_rolls: Mapping[str, int] | None = None,
) -> SpellOutcome:
    """Apply the spell's damage (fixed, or rolled by the caller) with its elements to every
    victim. The caster falls when its own spell defeats it or when the spell is a
    Sacrifício. ``extra_rolls`` holds, per unit id, the roll of any extra dice a trait adds."""
    source = DamageSource(Delivery.SPELL, spell.elements)
    rolls = extra_rolls or {}
    hits = tuple(
        UnitHit(unit.id, resolve_damage(damage, source, unit.target, rules, rolls.get(unit.id)))
        for unit in victims
    )
    struck_down = any(hit.unit == caster.id and hit.outcome.defeated for hit in hits)
    return SpellOutcome(hits, spell.sacrifice or struck_down)
