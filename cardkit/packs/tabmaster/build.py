"""Tab Master's field types and game.yaml keys, built into the pack's model (`model.py`).

Each builder takes a field's value as its schema accepted it, or None when the file leaves it
out, and returns the model's value (None: the field stays absent).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardkit.model.packs import FieldBuilder
from cardkit.packs.tabmaster.model import (
    DEFAULT_RESOLUTION,
    DEFAULT_TABLE_LIMIT,
    Ammunition,
    ArmyEntry,
    Attack,
    DialClick,
    Effects,
    Element,
    ElementEffect,
    NamedTerm,
    Resource,
    Stat,
    TargetSelector,
    TraitParam,
    TraitUse,
    UnitCategory,
)


def build_effects(data: dict[str, Any] | None) -> Effects:
    data = data or {}
    line = data.get("line")
    return Effects(
        elements=tuple(data.get("elements") or ()),
        area=bool(data.get("area", False)),
        explosion=data.get("explosion"),
        line=None if line is None else tuple(line.get("directions") or ()),
        multiple=data.get("multiple"),
        pilgrim=data.get("pilgrim"),
        all=bool(data.get("all", False)),
        sacrifice=bool(data.get("sacrifice", False)),
        special=data.get("special"),
    )


def build_attack(data: dict[str, Any]) -> Attack:
    return Attack(
        type=data["type"],
        atk=data["atk"],
        damage=data["damage"],
        height=data.get("height"),
        ammunition=data.get("ammunition"),
        effects=build_effects(data.get("effects")),
        name=data.get("name"),
    )


def build_attacks(data: list[dict[str, Any]] | None) -> tuple[Attack, ...]:
    return tuple(build_attack(item) for item in data or ())


def build_trait_uses(data: list[dict[str, Any]] | None) -> tuple[TraitUse, ...]:
    return tuple(TraitUse(item["name"], tuple(item.get("params") or ())) for item in data or ())


def build_params(data: list[dict[str, Any]] | None) -> tuple[TraitParam, ...]:
    return tuple(TraitParam(p["name"], p["type"], p.get("description", ""), p.get("card_type")) for p in data or ())


def build_click(data: dict[str, Any]) -> DialClick:
    """A dial click: every key but the marker is a stat, in the order the file gives them."""
    stats = {key: value for key, value in data.items() if key != "repair_marker"}
    marker = data.get("repair_marker")
    return DialClick(stats=stats) if marker is None else DialClick(stats=stats, repair_marker=bool(marker))


def build_dial(data: list[dict[str, Any]] | None) -> tuple[DialClick, ...] | None:
    return None if data is None else tuple(build_click(click) for click in data)


def build_army_units(data: list[dict[str, Any]] | None) -> tuple[ArmyEntry, ...]:
    return tuple(ArmyEntry(u["unit"], u["count"]) for u in data or ())


def build_stock(data: dict[str, int] | None) -> dict[str, int]:
    return dict(data or {})


FIELD_BUILDERS: dict[str, FieldBuilder] = {
    "effects": build_effects,
    "attacks": build_attacks,
    "trait_uses": build_trait_uses,
    "trait_params": build_params,
    "dial": build_dial,
    "army_units": build_army_units,
    "stock": build_stock,
}


def _category(data: dict[str, Any]) -> UnitCategory:
    army = data.get("army") or {}
    return UnitCategory(
        data["name"],
        data.get("description", ""),
        data.get("id"),
        army_min=army.get("min"),
        army_max=army.get("max"),
        leader_field=army.get("field"),
        sheet=data.get("sheet"),
        sheet_always=bool(data.get("sheet_always", False)),
    )


def _terms(items: list[dict[str, Any]] | None) -> tuple[NamedTerm, ...]:
    return tuple(NamedTerm(i["name"], i.get("description", ""), i.get("id")) for i in items or ())


def _element(data: dict[str, Any]) -> Element:
    effects = tuple(
        ElementEffect(
            kind=e["kind"],
            against=tuple(TargetSelector(s["trait"], s.get("param")) for s in e.get("against") or ()),
            amount=e.get("amount"),
            applies_to=tuple(e.get("applies_to") or ("attack", "spell")),
        )
        for e in data.get("effects") or ()
    )
    return Element(data["name"], effects, dict(data.get("text") or {}), data.get("id"))


def build_vocabulary(data: Mapping[str, Any]) -> dict[str, Any]:
    """The values of the pack's game.yaml keys."""
    return {
        "resolution": data.get("resolution", DEFAULT_RESOLUTION),
        "table_limit": data.get("table_limit", DEFAULT_TABLE_LIMIT),
        "caster_classes": tuple(data.get("caster_classes") or ()),
        "card_types": _terms(data.get("card_types")),
        "attack_types": _terms(data.get("attack_types")),
        "effect_keywords": _terms(data.get("effect_keywords")),
        "line_directions": _terms(data.get("line_directions")),
        "unit_categories": tuple(_category(c) for c in data.get("unit_categories") or ()),
        "stats": tuple(Stat(s["id"], s["name"], s.get("abbreviation")) for s in data.get("stats") or ()),
        "resources": tuple(Resource(r["name"], r.get("description", ""), r.get("id"), r.get("tracked", True)) for r in data.get("resources") or ()),
        "ammunition": tuple(Ammunition(a["name"], a["unit"], a.get("id"), a.get("tracked", True)) for a in data.get("ammunition") or ()),
        "elements": tuple(_element(e) for e in data.get("elements") or ()),
        "army_limits": dict(data.get("army_limits") or {}),
    }
