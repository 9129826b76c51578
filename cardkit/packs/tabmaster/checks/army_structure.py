"""R515-R518: the army structure game.yaml declares, and the armies held to it.

Which unit categories a game has, how many of each one army fields (`army: {min, max}`), which
one an army names in a leader field (`army: {field: commander}`) and any points limit are the
game's data, not cardkit's: Tab Master's one Comandante and one Campeão are two declarations.

- R515: a declaration that cannot hold (at least more than at most, a leader field for more than
  one unit, two categories for one field or one id) is an error at its game.yaml line;
- R516: an army fields fewer or more units of a category than game.yaml allows;
- R517: a unit's `category` is none of the declared ids (did-you-mean over them);
- R518: an army spends more points than `army_limits.points`.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from cardkit.checks.collections import budget_overruns
from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.registry import rule
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.locale_tags import FALLBACK_LOCALE
from cardkit.foundation.suggest import closest, did_you_mean
from cardkit.i18n.labels import folder_catalog
from cardkit.model import Path_ as FieldPath
from cardkit.packs.tabmaster.armies import categories, fielded_units, leader_of
from cardkit.packs.tabmaster.model import UnitCategory, tm

PACK_LABELS = Path(__file__).resolve().parents[1] / "labels"
"""The pack's label catalogs, by locale."""


def _can_hold(declared: UnitCategory) -> bool:
    """Whether some army can meet the category's quota: min at most max, one unit for a field."""
    low, high = declared.army_min, declared.army_max
    if low is not None and high is not None and low > high:
        return False
    return declared.leader_field is None or ((low or 0) <= 1 and (high or 0) <= 1)


def _declared_problems(ctx: CheckContext) -> Iterator[tuple[FieldPath, str, str]]:
    """(path under game.yaml, message, hint) for each declaration that cannot hold."""
    seen_ids: dict[str, int] = {}
    seen_fields: dict[str, str] = {}
    for i, declared in enumerate(categories(ctx.index)):
        where: FieldPath = ("unit_categories", i)
        if declared.id is not None:
            if declared.id in seen_ids:
                yield (*where, "id"), f"unit category '{declared.id}' is declared twice", (
                    f"give it another id, or remove one (the first is entry {seen_ids[declared.id] + 1})"
                )
            seen_ids.setdefault(declared.id, i)
        low, high = declared.army_min, declared.army_max
        impossible = low is not None and high is not None and low > high
        if impossible:
            yield (*where, "army", "min"), (
                f"{declared.name}: an army fields at least {low} and at most {high}: no army can"
            ), "make `min` at most `max`"
        field = declared.leader_field
        if field is None:
            continue
        if not impossible and ((low or 0) > 1 or (high or 0) > 1):
            yield (*where, "army", "field"), (
                f"{declared.name}: the army field `{field}` names one unit, but the category allows "
                f"{_quota_text(low, high)}"
            ), "drop `field` and list the units under the army's `units`, or ask for at most 1"
        if field in seen_fields:
            yield (*where, "army", "field"), (
                f"the army field `{field}` already names a {seen_fields[field]}: one field, one category"
            ), "give this category another field, or none"
        seen_fields.setdefault(field, declared.name)


@rule(
    code="R515",
    name="army-structure-invalid",
    severity=Severity.ERROR,
    description="game.yaml declares a unit category or army quota that cannot hold",
)
def army_structure_invalid(ctx: CheckContext) -> Iterator[RuleFinding]:
    """game.yaml's `unit_categories` declare how many units of each category an army fields
    (`army: {min, max}`) and which army field names its one leader (`army: {field: ...}`). A
    declaration no army can meet (min above max, a leader field asked for two units, one field
    or one id for two categories) would make every army wrong, so it is said at its line.

    PASS::

        # content/game.yaml
        unit_categories:
          - {id: commander, name: Comandante, army: {min: 1, max: 1, field: commander}}

    FAIL::

        # content/game.yaml
        unit_categories:
          - {id: commander, name: Comandante, army: {min: 2, max: 1, field: commander}}
    """
    vocabulary = ctx.game.vocabulary
    if vocabulary is None:
        return
    for path, message, hint in _declared_problems(ctx):
        yield RuleFinding(vocabulary, path, message, hint)


def _quota_text(low: int | None, high: int | None) -> str:
    if low is not None and low == high:
        return f"exactly {low}"
    if low and high is not None:
        return f"{low} to {high}"
    return f"at least {low}" if low else f"at most {high}"


@rule(
    code="R516",
    name="army-category-count",
    severity=Severity.ERROR,
    description="an army fields fewer or more units of a category than game.yaml's army quota",
)
def army_category_count(ctx: CheckContext) -> Iterator[RuleFinding]:
    """game.yaml's `unit_categories` say how many units of a category one army fields
    (`army: {min: 1, max: 1}`: exactly one Comandante). The count covers the leader field and
    `units` alike.

    PASS::

        # content/armies/exercito-azul.yaml (game.yaml: commander: army: {min: 1, max: 1, field: commander})
        commander: Comandante

    FAIL::

        # content/armies/exercito-azul.yaml (no commander)
        name: Exército Azul
    """
    quotas = [
        c
        for c in categories(ctx.index)
        if c.id
        and (c.army_min is not None or c.army_max is not None)
        and _can_hold(c)  # else R515 says so, once, in game.yaml
    ]
    for army in tm(ctx.game).armies:
        fielded = fielded_units(ctx.index, army)
        for declared in quotas:
            if declared.leader_field and leader_of(army, declared.leader_field):
                continue  # a named leader is one: R502, R505 and R506 judge the name
            mine = [f for f in fielded if f.unit.category == declared.id]
            count = sum(f.count for f in mine)
            low, high = declared.army_min, declared.army_max
            if (low is None or count >= low) and (high is None or count <= high):
                continue
            quota = _quota_text(low, high)
            where = mine[-1].count_path if mine and high is not None and count > high else ("name",)
            field = f"`{declared.leader_field}: <unit>`" if declared.leader_field else "`units`"
            yield RuleFinding(
                army,
                where,
                f"the army fields {count} unit(s) of category {declared.name}; game.yaml asks for {quota}",
                f"field {quota} {declared.name} under {field} (`army` of {declared.id} in game.yaml unit_categories)",
            )


@rule(
    code="R517",
    name="unit-unknown-category",
    severity=Severity.ERROR,
    description="a unit's category is not one of game.yaml's unit_categories",
)
def unit_unknown_category(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A unit's `category` is the id of one of game.yaml's `unit_categories`: the army rules,
    the cards and the sheets read what the category means from there. A game that declares
    none may use the ids cardkit's label catalog names (regular, commander, champion, hero,
    wild, siege_engine), with no army rule attached.

    PASS::

        # content/units/arqueiro.yaml (game.yaml: unit_categories: [{id: regular, name: Unidade}])
        category: regular

    FAIL::

        # content/units/arqueiro.yaml
        category: regullar
    """
    if ctx.game.vocabulary is None:
        return
    known = [c.id for c in categories(ctx.index) if c.id] or _label_categories()
    for unit in tm(ctx.game).units:
        if unit.category in known:
            continue
        near = closest(unit.category, known)
        if near:
            hint = did_you_mean(near)
        elif known:
            hint = f"the game's unit categories: {', '.join(known)}"
        else:
            hint = f"declare it in game.yaml: unit_categories: [{{id: {unit.category}, name: ...}}]"
        yield RuleFinding(unit, ("category",), f"unknown unit category '{unit.category}'", hint)


def _label_categories() -> list[str]:
    """The category ids cardkit's label catalog names, which a game that declares no
    `unit_categories` prints (the pack's labels/en/unit_categories.yaml)."""
    prefix = "unit_categories."
    return [msgid.removeprefix(prefix) for msgid in folder_catalog(PACK_LABELS / FALLBACK_LOCALE) if msgid.startswith(prefix)]


@rule(
    code="R518",
    name="army-over-points",
    severity=Severity.ERROR,
    description="an army spends more points than game.yaml's army_limits.points",
)
def army_over_points(ctx: CheckContext) -> Iterator[RuleFinding]:
    """game.yaml's `army_limits.points` caps what an army spends: each unit's `points` times its
    count, leaders included. A unit without `points` costs nothing.

    PASS::

        # content/armies/blue.yaml (game.yaml: army_limits: {points: 100}; Archer: points: 10)
        units:
          - unit: Archer
            count: 10

    FAIL::

        # content/armies/blue.yaml
        units:
          - unit: Archer
            count: 11
    """
    for _, found in budget_overruns(ctx, "R518"):
        total, most = int(found.total), int(found.limit)
        yield RuleFinding(
            found.collection,
            found.path,
            f"the army spends {total} points, more than the {most} the game allows; this count passes the limit",
            f"remove units worth {total - most} points (army_limits.points in game.yaml)",
        )
