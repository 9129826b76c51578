"""What `cardkit new` writes for Tab Master's kinds where the schema's first example would draw
a warning from `cardkit check` (the pack's `scaffold_values` hook): a new army that fits among
the armies the game has.
"""

from __future__ import annotations

from typing import Any

from cardkit.foundation.colors import SAME_COLOR_DISTANCE, parse_color
from cardkit.index.game import GameIndex
from cardkit.model import Game
from cardkit.packs.tabmaster.armies import categories, leader_roles
from cardkit.packs.tabmaster.kinds import Kind
from cardkit.packs.tabmaster.model import tm

ARMY_COLORS = ("#b3261e", "#1f4e9e", "#2e7d32", "#f2a900", "#6a1b9a", "#e65100", "#00838f", "#4e342e")
"""Player colours that print far apart, tried in order for a new army."""


def scaffold_values(game: Game, kind_id: str) -> dict[str, Any]:
    """Hook `scaffold_values(game, kind_id)`: values for some keys of a new file of `kind_id`,
    over the ones the schema's examples give; {} for a kind the pack has nothing to add to.

    A new army gets a colour no other army looks like, a unit of each leader category
    game.yaml declares (`army: {field: ...}`), the fewest units each other category requires,
    and troops that need no ammunition (so no empty ammunition track)."""
    if kind_id != Kind.ARMY.id:
        return {}
    pack = tm(game)
    taken = [rgb for army in pack.armies if (rgb := parse_color(army.color)) is not None]
    values: dict[str, Any] = {}
    for color in ARMY_COLORS:
        rgb = parse_color(color)
        if rgb is not None and all(rgb.distance(other) > SAME_COLOR_DISTANCE for other in taken):
            values["color"] = color
            break
    index = GameIndex.of(game)
    roles = leader_roles(index)
    led = {declared.id for declared in roles.values()}
    for role, declared in roles.items():
        leader = next((u for u in pack.units if u.category == declared.id), None)
        if leader is not None:
            values[role] = leader.name
    units = [
        {"unit": first.name, "count": declared.army_min}
        for declared in categories(index)
        if declared.id not in led and declared.army_min
        and (first := next((u for u in pack.units if u.category == declared.id), None)) is not None
    ]
    quotas = {d.id: d for d in categories(index)}
    troops = [
        u
        for u in pack.units
        if u.category not in led
        and not any(a.ammunition for a in u.attacks)
        and (u.category not in quotas or quotas[u.category].army_max is None)
    ]
    if troops and not units:
        units = [{"unit": troops[0].name, "count": 1}]
    if units:
        values["units"] = units
    return values
