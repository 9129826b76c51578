"""Replay a scenario with the rules engine and say where the text's claims differ.

The engine gets the text's own dice, so a difference is never luck: it is the example
contradicting the rules (or the cards). Problems that make a replay impossible (a roll the die
cannot show, an attack type the unit lacks) are `ReplayProblem`s, reported as a bad scenario.
How an attack resolves follows what its type means (game.yaml `attack_types` ids), never how
the game spells it, so a scenario replays the same in any language.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from cardkit.foundation.dice import ParseError, distribution, parse_dice
from cardkit.foundation.folding import fold
from cardkit.i18n.edition import source_edition
from cardkit.index.game import GameIndex
from cardkit.model import Game
from cardkit.model.lexicon import Lexicon
from cardkit.packs.tabmaster.engine import spells as engine_spells
from cardkit.packs.tabmaster.engine.attacks import (
    AttackOutcome,
    UnitAt,
    common_attack,
    magic_attack,
    projectile_attack,
    trample_attack,
)
from cardkit.packs.tabmaster.engine.board import Square, manhattan
from cardkit.packs.tabmaster.engine.elements import (
    DamageRules,
    DamageSource,
    Delivery,
    resolve_damage,
)
from cardkit.packs.tabmaster.engine.lines import LineDirection
from cardkit.packs.tabmaster.engine.movement import Occupant, check_move
from cardkit.packs.tabmaster.engine.ranges import RangeKind, check_range
from cardkit.packs.tabmaster.engine.targets import Target, TraitRef
from cardkit.packs.tabmaster.model import Attack, Spell, tm
from cardkit.packs.tabmaster.resolution import line_directions
from cardkit.packs.tabmaster.scenarios.scenario import Piece, Scenario, square_name
from cardkit.packs.tabmaster.terms import Term


@dataclass(frozen=True)
class ReplayRules:
    """What a replay needs of the game besides the scenario: its element rules, what its words
    mean, the traits that make a unit count as another class (those with a unit_class
    parameter: PADRÃO's "conta como se fosse uma unidade do tipo especificado") and the word
    for the pool spells are paid from."""

    damage: DamageRules
    lexicon: Lexicon
    counts_as_traits: frozenset[str]
    pool_name: str

    @classmethod
    def of(cls, game: Game, damage: DamageRules) -> ReplayRules:
        pool = source_edition(game).words(game).term("resources", "mana")
        counts_as = frozenset(t.name for t in tm(game).traits if any(p.type == "unit_class" for p in t.params))
        return cls(damage, GameIndex.of(game).lexicon, counts_as, pool)

    def attack_kind(self, attack: Attack) -> str | None:
        return self.lexicon.id_of(Term.ATTACK_TYPE, attack.type)


class ReplayProblem(ValueError):
    """The scenario cannot be replayed as written (not a rules finding: a broken example)."""


@dataclass(frozen=True)
class Outcome:
    """What the engine says happened; `covered` are the squares the action reached (drawn)."""

    allowed: bool
    reasons: tuple[str, ...]
    hit: frozenset[str] = frozenset()
    defeated: frozenset[str] = frozenset()
    ends_at: Square | None = None
    lands: bool | None = None
    fluxo_spent: int | None = None
    covered: frozenset[Square] = frozenset()


def replay(scenario: Scenario, rules: ReplayRules) -> Outcome:
    actor = scenario.piece(scenario.action.actor)
    if scenario.action.spell is not None:
        return _cast(scenario, actor, scenario.action.spell, rules)
    attack = _attack_named(actor, scenario.action.attack or "", rules)
    kind = rules.attack_kind(attack)
    if kind == "trample":
        return _trample(scenario, actor, attack, rules.damage)
    origin, refusal = _walk(scenario, actor)
    if refusal is not None:
        return refusal
    if scenario.action.target is None:
        raise ReplayProblem(f"a {attack.type} attack needs `target:`")
    target = scenario.piece(scenario.action.target)
    board = scenario.board
    distance = manhattan(origin, target.at)
    sight = check_range(board, RangeKind.DIRECT, origin, target.at, board.columns + board.rows).in_range
    if kind == "projectile":
        return _shoot(scenario, actor, attack, origin, target, sight, rules.damage)
    damage = _damage(scenario.damage_rolls[:1], attack.damage, attack, target, rules.damage)
    reach = _number(attack.atk, f"{actor.unit.name}'s ATK")
    if kind == "magic":
        outcome = magic_attack(reach=reach, distance=distance, damage=damage, defense=target.unit.defense)
    else:
        outcome = common_attack(
            reach=reach,
            height_limit=attack.height or 0,  # an attack without HLT reaches no other height
            distance=distance,
            height_difference=board.height_at(target.at) - board.height_at(origin),
            line_of_sight=sight,
            damage=damage,
            defense=target.unit.defense,
        )
    return _single(outcome, target, origin)


def _attack_named(actor: Piece, kind: str, rules: ReplayRules) -> Attack:
    """The actor's attack of the type the scenario names (by meaning: "Projétil" and
    "projectile" are the same type)."""
    wanted = rules.lexicon.id_of(Term.ATTACK_TYPE, kind)
    attack = next(
        (a for a in actor.unit.attacks if fold(a.type) == fold(kind) or (wanted and rules.attack_kind(a) == wanted)),
        None,
    )
    if attack is None:
        kinds = ", ".join(a.type for a in actor.unit.attacks) or "none"
        raise ReplayProblem(f"{actor.unit.name} has no {kind} attack (its attacks: {kinds})")
    return attack


def _number(value: object, what: str) -> int:
    if isinstance(value, int):
        return value
    raise ReplayProblem(f"{what} is {value!r}, not a number of squares")


def _roll(rolls: Sequence[int], dice: object, what: str) -> int:
    """The text's roll for `dice`, or the fixed value when the card rolls nothing."""
    try:
        expression = parse_dice(str(dice))
    except ParseError as error:
        raise ReplayProblem(f"{what}: cannot read {dice!r} ({error.message})") from None
    if not expression.terms:
        return expression.constant
    if not rolls:
        raise ReplayProblem(f"{what} rolls {dice}: give the text's result in `dice:`")
    if rolls[0] not in distribution(expression):
        raise ReplayProblem(f"{what}: {rolls[0]} cannot be rolled on {dice}")
    return rolls[0]


def _target(piece: Piece) -> Target:
    traits = tuple(TraitRef(t.name, tuple(str(p) for p in t.params)) for t in piece.unit.traits)
    return Target(piece.unit.defense, traits)


def _damage(rolls: Sequence[int], dice: object, attack: Attack, target: Piece, rules: DamageRules) -> int:
    """The rolled damage after the attack's elements (Fogo +20 vs Essência: Gelo...)."""
    base = _roll(rolls, dice, f"{attack.type} damage")
    elements = _known_elements(attack.effects.elements, rules, f"the {attack.type} attack")
    source = DamageSource(Delivery.ATTACK, elements, attack.type)
    return resolve_damage(base, source, _target(target), rules).amount


def _occupants(scenario: Scenario, actor: Piece) -> dict[Square, Occupant]:
    return {p.at: Occupant.ALLY if p.side == actor.side else Occupant.ACTIVE_ENEMY for p in scenario.pieces if p is not actor}


def _walk(scenario: Scenario, actor: Piece) -> tuple[Square, Outcome | None]:
    """Move before attacking (seed 000's Comum example: "se move 1 casa em direção do
    Alquimista"; docs/seed-facts.md, Worked examples)."""
    if not scenario.action.move:
        return actor.at, None
    path = (actor.at, *scenario.action.move)
    check = check_move(path, movement=actor.unit.movement, occupants=_occupants(scenario, actor))
    if not check.legal:
        return actor.at, Outcome(False, (f"move: {check.reason}",))
    return path[-1], None


def _single(outcome: AttackOutcome, target: Piece, origin: Square) -> Outcome:
    if not outcome.allowed:
        return Outcome(False, outcome.reasons, ends_at=origin)
    return Outcome(
        True,
        outcome.reasons,
        hit=frozenset({target.id}) if outcome.hit else frozenset(),
        defeated=frozenset({target.id}) if outcome.defeated else frozenset(),
        ends_at=origin,
        lands=outcome.hit,
        covered=frozenset({target.at}) if outcome.hit else frozenset(),
    )


def _shoot(scenario: Scenario, actor: Piece, attack: Attack, origin: Square, target: Piece, sight: bool, rules: DamageRules) -> Outcome:
    if scenario.attack_roll is None:
        raise ReplayProblem(f"a {attack.type} attack rolls its ATK {attack.atk}: give `dice: {{attack: N}}`")
    roll = _roll((scenario.attack_roll,), attack.atk, f"{attack.type} ATK")
    board = scenario.board
    outcome = projectile_attack(
        ammunition=actor.ammunition,
        attack_roll=roll,
        attacker_height=board.height_at(origin),
        target_height=board.height_at(target.at),
        distance=manhattan(origin, target.at),
        line_of_sight=sight,
        damage=_damage(scenario.damage_rolls[:1], attack.damage, attack, target, rules) if scenario.damage_rolls else 0,
        defense=target.unit.defense,
    )
    if outcome.hit and not scenario.damage_rolls:
        raise ReplayProblem("the shot lands: give the text's damage roll in `dice: {damage: N}`")
    return _single(outcome, target, origin)


def _trample(scenario: Scenario, actor: Piece, attack: Attack, rules: DamageRules) -> Outcome:
    path = scenario.action.path
    reach = _number(attack.atk, f"{actor.unit.name}'s ATK")
    steps = list(pairwise((actor.at, *path)))
    if not path or len(path) > reach or any(manhattan(a, b) != 1 for a, b in steps):
        return Outcome(False, (f"a trample path is 1 to {reach} orthogonal steps from the attacker",))
    board = scenario.board
    enemies = {p.at: p for p in scenario.pieces if p.side != actor.side}
    units = {
        square: UnitAt(p.id, p.unit.defense, board.height_at(square) - board.height_at(actor.at))
        for square, p in enemies.items()
    }
    struck_squares = [sq for sq in path if sq in units and abs(units[sq].height_difference) <= (attack.height or 0)]
    rolls = list(scenario.damage_rolls)
    if len(rolls) < len(struck_squares):
        raise ReplayProblem(f"the trample strikes {len(struck_squares)} units: give that many damage rolls")
    damages = [_damage(rolls[i : i + 1], attack.damage, attack, enemies[sq], rules) for i, sq in enumerate(struck_squares)]
    outcome = trample_attack(start=actor.at, path=path, units=units, height_limit=attack.height or 0, damage_rolls=damages)
    return Outcome(
        True,
        tuple(_verdict(scenario, s.unit, s.damage, s.defeated) for s in outcome.strikes),
        hit=frozenset(s.unit for s in outcome.strikes),
        defeated=outcome.defeated,
        ends_at=outcome.end_square,
        covered=frozenset(path),
    )


def engine_spell(spell: Spell, lexicon: Lexicon) -> engine_spells.Spell:
    """The engine's view of a spell card: its shape comes from the effects."""
    effects = spell.effects
    shape = engine_spells.SpellShape.SINGLE
    if effects.explosion is not None:
        shape = engine_spells.SpellShape.EXPLOSION
    elif effects.area:
        shape = engine_spells.SpellShape.AREA
    elif effects.line is not None:
        shape = engine_spells.SpellShape.LINE
    directions = frozenset(line_directions(effects.line or (), lexicon))
    return engine_spells.Spell(
        spell.name,
        spell.cost,
        spell.ref,
        reach=spell.range,
        shape=shape,
        blast_radius=effects.explosion or 0,
        line_directions=directions or frozenset({LineDirection.COMPLETE}),
        hits_everyone=effects.all,
        sacrifice=effects.sacrifice,
        elements=frozenset(effects.elements),
    )


def _known_elements(elements: Iterable[str], rules: DamageRules, whose: str) -> frozenset[str]:
    """`elements`, each known to game.yaml: with an unknown one (R104 reports it) the damage
    cannot be worked out, so the example cannot be replayed until it is fixed."""
    for name in elements:
        if not any(fold(rule.name) == fold(name) for rule in rules.elements):
            raise ReplayProblem(f"{whose} has the element {name!r}, which game.yaml does not define")
    return frozenset(elements)


def _cast(scenario: Scenario, caster: Piece, card: Spell, rules: ReplayRules) -> Outcome:
    _known_elements(card.effects.elements, rules.damage, f"the spell {card.name}")
    spell = engine_spell(card, rules.lexicon)
    classes = engine_spells.caster_classes(caster.unit.name, _target(caster).traits, rules.counts_as_traits)
    table = engine_spells.Table(1, (engine_spells.TableCard(card.name, True),))  # the cast card, already active
    cast = engine_spells.check_cast(spell, classes=classes, flux=card.cost, table=table, pool_name=rules.pool_name)
    if not cast.allowed:
        return Outcome(False, cast.reasons)
    target = scenario.piece(scenario.action.target).at if scenario.action.target else None
    aim = engine_spells.Aim(target=target, epicentre=scenario.action.epicentre)
    try:
        squares = engine_spells.affected_squares(scenario.board, spell, caster.at, aim)
    except engine_spells.IllegalAim as error:
        return Outcome(False, (str(error),))
    others = [_board_unit(p, caster) for p in scenario.pieces if p is not caster]
    victims = engine_spells.spell_victims(spell, squares, _board_unit(caster, caster), others)
    damage = _roll(scenario.damage_rolls[:1], card.damage, f"{card.name} damage") if card.damage is not None else 0
    outcome = engine_spells.resolve_spell(spell, caster=_board_unit(caster, caster), victims=victims, damage=damage, rules=rules.damage)
    defeated = set(outcome.defeated) | ({caster.id} if outcome.caster_defeated else set())
    return Outcome(
        True,
        (*cast.reasons, *(_verdict(scenario, hit.unit, hit.outcome.amount, hit.outcome.defeated) for hit in outcome.hits)),
        hit=frozenset(hit.unit for hit in outcome.hits),
        defeated=frozenset(defeated),
        ends_at=caster.at,
        fluxo_spent=card.cost - cast.flux_left,
        covered=frozenset(squares),
    )


def _verdict(scenario: Scenario, unit: str, damage: int, defeated: bool) -> str:
    """Same wording as the engine's single-target verdicts: "10 damage <= DEF 10"."""
    piece = scenario.piece(unit)
    return f"{unit} ({piece.unit.name}): {damage} damage {'>' if defeated else '<='} DEF {piece.unit.defense}"


def _board_unit(piece: Piece, caster: Piece) -> engine_spells.BoardUnit:
    side = engine_spells.Side.ALLY if piece.side == caster.side else engine_spells.Side.ENEMY
    return engine_spells.BoardUnit(piece.id, piece.at, side, _target(piece))


def differences(scenario: Scenario, outcome: Outcome) -> list[str]:
    """Each claim of the text the replay contradicts, with the engine's reasons."""
    why = "; ".join(outcome.reasons)
    if not outcome.allowed:
        return [f"the text's action cannot be made: {why}"]
    claim = scenario.claim
    found: list[str] = []
    for label, units_said, units_got in (("hit", claim.hit, outcome.hit), ("defeated", claim.defeated, outcome.defeated)):
        if units_said is not None and units_said != units_got:
            found.append(f"the text says {label}: {_units(scenario, units_said)}; the engine: {_units(scenario, units_got)} ({why})")
    for label, said, got in (
        ("ends_at", _shown(claim.ends_at), _shown(outcome.ends_at)),
        ("lands", _shown(claim.lands), _shown(outcome.lands)),
        ("fluxo_spent", _shown(claim.fluxo_spent), _shown(outcome.fluxo_spent)),
    ):
        if said is not None and said != got:
            found.append(f"the text says {label}: {said}; the engine: {got} ({why})")
    return found


def _shown(value: tuple[int, int] | bool | int | None) -> str | None:
    """A claim value as the scenario writes it (squares as "b2"); None when not stated."""
    if value is None:
        return None
    return square_name(value) if isinstance(value, tuple) else str(value).lower() if isinstance(value, bool) else str(value)


def _units(scenario: Scenario, ids: frozenset[str]) -> str:
    if not ids:
        return "none"
    return ", ".join(f"{piece.id} ({piece.unit.name})" for piece in scenario.pieces if piece.id in ids)

