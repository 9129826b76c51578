"""Where Tab Master's names stand beyond its field table, for the editor's completion and schemas
(the core's `cardkit.index.places` asks these hooks): the places of names among its game.yaml
keys, the units an army's leader field offers, and the unit a caster class is.
"""

from __future__ import annotations

from cardkit.fields.model import FieldPath
from cardkit.index.game import GameIndex
from cardkit.index.kinds import NameKind
from cardkit.model import Definition, Game
from cardkit.packs.tabmaster import lookup
from cardkit.packs.tabmaster.armies import leader_roles
from cardkit.packs.tabmaster.kinds import Kind
from cardkit.packs.tabmaster.model import tm

GAME_NAME_PLACES: tuple[tuple[FieldPath, str], ...] = (
    (("elements", "*", "effects", "*", "against", "*", "trait"), Kind.TRAIT.id),
    (("ammunition", "*", "unit"), Kind.UNIT.id),
)
"""game.yaml's keys that name a definition: an element effect's target trait, an ammunition's
user (the pack's `references` hook checks the same places)."""


def game_name_places(game: Game) -> tuple[tuple[FieldPath, str], ...]:
    """Hook `game_name_places(game)`: the places of names in game.yaml, as (path, kind id or
    vocabulary key) pairs, a path's "*" standing for every item of a list."""
    return GAME_NAME_PLACES


def offered_names(index: GameIndex, kind_id: str, path: FieldPath) -> list[str] | None:
    """Hook `offered_names(index, kind_id, path)`: the names the place `path` of a `kind_id`
    file offers when the pack narrows them, else None (every name its table target has).

    An army's leader field offers the units of the category game.yaml gives that field
    (`army: {field: commander}`), every unit while no such unit exists."""
    if kind_id != Kind.ARMY.id or len(path) != 1:
        return None
    declared = leader_roles(index).get(path[0])
    if declared is None or not declared.id:
        return None
    return [unit.name for unit in tm(index.game).units if unit.category == declared.id] or None


def name_definition(index: GameIndex, kind: NameKind, name: str) -> Definition | None:
    """Hook `name_definition(index, kind, name)`: the definition whose texts document a word of
    one of the pack's vocabularies, or None. A caster class is a unit's name: that unit's."""
    return lookup.unit(index, name) if kind == Kind.CASTER_CLASS else None
