"""Turn one schema-valid document into its model object.

Only called after validation passed for that document, so keys have the right types;
defaults here mirror the schema's documented defaults.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any, TypeVar

from cardkit.loading import LocatedDocument
from cardkit.model import (
    Ammunition,
    Army,
    ArmyEntry,
    Art,
    Attack,
    DeclaredCard,
    Definition,
    DialClick,
    Effects,
    Element,
    ElementEffect,
    Located,
    NamedTerm,
    Resource,
    Spell,
    Stat,
    TargetSelector,
    Trait,
    TraitParam,
    TraitUse,
    Unit,
    UnitCategory,
    Vocabulary,
)

_Built = TypeVar("_Built", bound=Definition)


def _common(doc: LocatedDocument) -> dict[str, Any]:
    data = doc.data
    return {
        "name": data["name"],
        "source": Located(doc),
        "status": data.get("status", "final"),
        "ignore": tuple(data.get("ignore") or ()),
        "art": build_art(data.get("art")),
    }


def build_art(data: str | dict[str, Any] | None) -> Art | None:
    """A definition's `art:`: a file name alone, or the mapping with focus, fit and credit."""
    if data is None:
        return None
    if isinstance(data, str):
        return Art(data)
    focus = data.get("focus") or {}
    return Art(
        file=data["file"],
        focus_x=float(focus.get("x", 50)),
        focus_y=float(focus.get("y", 50)),
        fit=data.get("fit", "cover"),
        credit=data.get("credit"),
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


def build_trait(doc: LocatedDocument) -> Trait:
    data = doc.data
    params = tuple(
        TraitParam(
            name=p["name"],
            type=p["type"],
            description=p.get("description", ""),
            card_type=p.get("card_type"),
        )
        for p in data.get("params") or ()
    )
    return Trait(**_common(doc), params=params, text=data.get("text", ""), reminder=data.get("reminder"))


def build_spell(doc: LocatedDocument) -> Spell:
    data = doc.data
    return Spell(
        **_common(doc),
        card_type=data["card_type"],
        cost=data["cost"],
        range=data.get("range"),
        damage=data.get("damage"),
        ref=data["ref"],
        effects=build_effects(data.get("effects")),
        text=data.get("text"),
        flavor=data.get("flavor"),
        copies=data.get("copies", 1),
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


def build_unit(doc: LocatedDocument) -> Unit:
    data = doc.data
    return Unit(
        **_common(doc),
        category=data.get("category", "regular"),
        points=data.get("points"),
        defense=data["defense"],
        movement=data["movement"],
        vitality=data.get("vitality"),
        attacks=tuple(build_attack(a) for a in data.get("attacks") or ()),
        traits=tuple(TraitUse(t["name"], tuple(t.get("params") or ())) for t in data.get("traits") or ()),
        text=data.get("text"),
        flavor=data.get("flavor"),
        copies=data.get("copies", 1),
        draft_fields=tuple(data.get("draft_fields") or ()),
        dial=None if "dial" not in data else tuple(build_click(click) for click in data["dial"]),
    )


def build_click(data: dict[str, Any]) -> DialClick:
    """A dial click: every key but the marker is a stat, in the order the file gives them."""
    stats = {key: value for key, value in data.items() if key != "repair_marker"}
    return DialClick(stats=stats, repair_marker=bool(data.get("repair_marker", False)))


def build_army(doc: LocatedDocument) -> Army:
    data = doc.data
    return Army(
        **_common(doc),
        color=data["color"],
        color_name=data.get("color_name"),
        commander=data.get("commander"),
        champion=data.get("champion"),
        units=tuple(ArmyEntry(u["unit"], u["count"]) for u in data.get("units") or ()),
        ammunition=dict(data.get("ammunition") or {}),
        resources=dict(data.get("resources") or {}),
        notes=data.get("notes"),
    )


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


def build_vocabulary(doc: LocatedDocument) -> Vocabulary:
    data = doc.data
    return Vocabulary(
        **_common(doc),
        language=data.get("language", "pt-BR"),
        ruleset_version=data.get("ruleset_version"),
        resolution=data.get("resolution", "tab-master"),
        dice=tuple(data.get("dice") or ()),
        table_limit=data.get("table_limit", 10),
        caster_classes=tuple(data.get("caster_classes") or ()),
        card_types=_terms(data.get("card_types")),
        attack_types=_terms(data.get("attack_types")),
        effect_keywords=_terms(data.get("effect_keywords")),
        line_directions=_terms(data.get("line_directions")),
        unit_categories=tuple(_category(c) for c in data.get("unit_categories") or ()),
        stats=tuple(Stat(s["id"], s["name"], s.get("abbreviation")) for s in data.get("stats") or ()),
        resources=tuple(
            Resource(r["name"], r.get("description", ""), r.get("id"), r.get("tracked", True))
            for r in data.get("resources") or ()
        ),
        ammunition=tuple(Ammunition(a["name"], a["unit"], a.get("id"), a.get("tracked", True)) for a in data.get("ammunition") or ()),
        elements=tuple(_element(e) for e in data.get("elements") or ()),
        army_limits=dict(data.get("army_limits") or {}),
        labels=dict(data.get("labels") or {}),
        kept_in_translation=tuple((data.get("translation") or {}).get("keep") or ()),
    )


def build_declared_card(doc: LocatedDocument, kind: str) -> DeclaredCard:
    """A card of a declared kind; its declared fields are added by `with_declared_values`."""
    data = doc.data
    return DeclaredCard(**_common(doc), kind=kind, text=data.get("text"), flavor=data.get("flavor"), copies=data.get("copies", 1))


def with_declared_values(definition: _Built, doc: LocatedDocument, field_ids: Iterable[str]) -> _Built:
    """`definition` holding the values of its kind's declared fields that `doc` gives."""
    values = {field_id: doc.data[field_id] for field_id in field_ids if field_id in doc.data}
    return replace(definition, declared=values) if values else definition


BUILDERS: dict[str, Callable[[LocatedDocument], Definition]] = {
    "trait": build_trait,
    "spell": build_spell,
    "unit": build_unit,
    "army": build_army,
    "game": build_vocabulary,
}
