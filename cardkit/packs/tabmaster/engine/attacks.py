"""Tab Master attack resolution (seed 000, "Tipos de Ataque" and "Efeitos de Ataque").

The rules this module follows, quoted, are in docs/seed-facts.md, Attacks.

Every function takes the dice results the caller rolled, so a rulebook example can be replayed
number for number. ``damage`` arguments are final amounts: run element and trait effects
through ``elements.resolve_damage`` first when the attack carries an element.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from .board import Board, Offset, Square
from .lines import ray
from .targets import defeats


class AttackKind(Enum):
    """Values double as ``DamageSource.attack_kind`` (Intangível ignores "common" attacks)."""

    COMMON = "common"
    TRAMPLE = "trample"
    MAGIC = "magic"
    PROJECTILE = "projectile"


@dataclass(frozen=True)
class AttackOutcome:
    """``allowed``: the attack could be made at all; ``hit``: it landed; ``reasons`` say why."""

    allowed: bool
    hit: bool
    damage: int
    defeated: bool
    reasons: tuple[str, ...]


@dataclass(frozen=True)
class ProjectileOutcome(AttackOutcome):
    attack_total: int
    ammunition_left: int


def _refused(*reasons: str) -> AttackOutcome:
    return AttackOutcome(False, False, 0, False, reasons)


def _strike(damage: int, defense: int, *reasons: str) -> AttackOutcome:
    defeated = defeats(damage, defense)
    verdict = f"{damage} damage {'>' if defeated else '<='} DEF {defense}"
    return AttackOutcome(True, True, damage, defeated, (*reasons, verdict))


def common_attack(
    *,
    reach: int,
    height_limit: int,
    distance: int,
    height_difference: int,
    line_of_sight: bool,
    damage: int,
    defense: int,
) -> AttackOutcome:
    """Comum: distance <= ATK, height difference <= HLT and a line of sight."""
    problems = []
    if distance > reach:
        problems.append(f"distance {distance} beyond ATK {reach}")
    if abs(height_difference) > height_limit:
        problems.append(f"height difference {abs(height_difference)} beyond HLT {height_limit}")
    if not line_of_sight:
        problems.append("no line of sight")
    if problems:
        return _refused(*problems)
    return _strike(damage, defense, f"distance {distance} within ATK {reach}")


def magic_attack(*, reach: int, distance: int, damage: int, defense: int) -> AttackOutcome:
    """Mágico: a Comum attack that ignores height and needs no line of sight."""
    if distance > reach:
        return _refused(f"distance {distance} beyond ATK {reach}")
    return _strike(damage, defense, f"distance {distance} within ATK {reach}")


def projectile_attack(
    *,
    ammunition: int,
    attack_roll: int,
    attacker_height: int,
    target_height: int,
    distance: int,
    line_of_sight: bool,
    damage: int,
    defense: int,
    blind_penalty: int | None = None,
) -> ProjectileOutcome:
    """Projétil: spend one projectile, then roll the ATK die plus the height advantage; the
    shot lands when the total reaches the distance.

    Without a line of sight the shot is refused unless ``blind_penalty`` is given (Arqueiros
    may shoot blind at ATK -10). The projectile is spent even when the shot misses.
    """
    if ammunition < 1:
        return ProjectileOutcome(False, False, 0, False, ("no ammunition left",), 0, 0)
    if not line_of_sight and blind_penalty is None:
        return ProjectileOutcome(False, False, 0, False, ("no line of sight",), 0, ammunition)
    advantage = attacker_height - target_height
    penalty = 0 if line_of_sight else blind_penalty or 0
    total = attack_roll + advantage - penalty
    aim = f"roll {attack_roll} {advantage:+d} height" + (f" -{penalty} blind" if penalty else "")
    left = ammunition - 1
    if total < distance:
        reasons = (f"{aim} = {total} < distance {distance}",)
        return ProjectileOutcome(True, False, 0, False, reasons, total, left)
    landed = _strike(damage, defense, f"{aim} = {total} >= distance {distance}")
    return ProjectileOutcome(True, True, damage, landed.defeated, landed.reasons, total, left)


@dataclass(frozen=True)
class UnitAt:
    """A unit standing on a square that a multi-square attack may strike."""

    id: str
    defense: int
    height_difference: int = 0


@dataclass(frozen=True)
class StrikeOutcome:
    """One damage roll against one unit; ``square`` is None for blows not made square by
    square (Múltiplo)."""

    unit: str
    damage: int
    defeated: bool
    square: Square | None = None


@dataclass(frozen=True)
class StrikesOutcome:
    """Attacks made of separate blows: each blow is judged alone, a unit falls to any one."""

    strikes: tuple[StrikeOutcome, ...]

    @property
    def defeated(self) -> frozenset[str]:
        return frozenset(strike.unit for strike in self.strikes if strike.defeated)


class _Field:
    """The units still standing and the caller's damage rolls, handed out in order, one per
    struck square; shared by every attack that strikes square by square."""

    def __init__(self, units: Mapping[Square, UnitAt], rolls: Sequence[int]) -> None:
        self.standing = dict(units)
        self.strikes: list[StrikeOutcome] = []
        self._rolls: Iterator[int] = iter(rolls)

    def strike(self, square: Square) -> None:
        unit = self.standing[square]
        damage = next(self._rolls, None)
        if damage is None:
            raise ValueError(f"no damage roll left for {unit.id} at {square}")
        defeated = defeats(damage, unit.defense)
        self.strikes.append(StrikeOutcome(unit.id, damage, defeated, square))
        if defeated:
            del self.standing[square]


@dataclass(frozen=True)
class TrampleOutcome(StrikesOutcome):
    out_of_reach: tuple[str, ...]
    end_square: Square


def trample_attack(
    *,
    start: Square,
    path: Sequence[Square],
    units: Mapping[Square, UnitAt],
    height_limit: int,
    damage_rolls: Sequence[int],
    pilgrim: bool = False,
) -> TrampleOutcome:
    """Atropelamento: one damage roll per target square on the path, rolls consumed in order.

    A square is struck at most once unless the attack is Peregrino; a unit higher or lower
    than HLT allows is passed by. The attacker ends on the last free square of the path, so
    when units were defeated, on the last square a defeated unit held (seed 000). Extra rolls
    are ignored because in a Peregrino trample the caller cannot know in advance how many
    squares will still hold a unit.
    """
    field = _Field(units, damage_rolls)
    struck: set[Square] = set()
    out_of_reach: list[str] = []
    for square in path:
        unit = field.standing.get(square)
        if unit is None or (square in struck and not pilgrim):
            continue
        if abs(unit.height_difference) > height_limit:
            if unit.id not in out_of_reach:
                out_of_reach.append(unit.id)
            continue
        struck.add(square)
        field.strike(square)
    end_square = next((sq for sq in reversed(path) if sq not in field.standing), start)
    return TrampleOutcome(tuple(field.strikes), tuple(out_of_reach), end_square)


@dataclass(frozen=True)
class Strike:
    """One of the separate blows of a Múltiplo attack."""

    unit: str
    defense: int
    damage: int


def multiple_attack(times: int, strikes: Sequence[Strike]) -> StrikesOutcome:
    """Múltiplo (x N): up to N separate blows; blows on the same unit are never summed."""
    if times < 2:
        raise ValueError(f"a multiple attack strikes at least twice, got x{times}")
    if len(strikes) > times:
        raise ValueError(f"{len(strikes)} blows for a multiple x{times} attack")
    return StrikesOutcome(
        tuple(StrikeOutcome(s.unit, s.damage, defeats(s.damage, s.defense)) for s in strikes)
    )


@dataclass(frozen=True)
class PilgrimOutcome(StrikesOutcome):
    legs: tuple[tuple[Square, ...], ...]
    end_square: Square


def pilgrim_attack(
    *,
    board: Board,
    origin: Square,
    reach: int,
    directions: Sequence[Offset],
    units: Mapping[Square, UnitAt],
    damage_rolls: Sequence[int],
) -> PilgrimOutcome:
    """Peregrino (x N): N Linha: Aleatório legs, one per rolled direction; the first leaves
    from the attacker, each next one from the last square the previous leg reached. Every
    square holding a unit gets its own damage roll, never summed with other legs'.

    A leg that cannot leave its square (edge or obstacle) reaches nothing and the next leg
    starts from the same square.
    """
    field = _Field(units, damage_rolls)
    legs: list[tuple[Square, ...]] = []
    position = origin
    for direction in directions:
        leg = ray(board, position, direction, reach)
        legs.append(leg)
        for square in leg:
            if square in field.standing:
                field.strike(square)
        position = leg[-1] if leg else position
    return PilgrimOutcome(tuple(field.strikes), tuple(legs), position)
