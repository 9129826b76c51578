"""R5xx: armies, the Ficha de Exército's data. A sheet printed for an army that breaks them
would be played with the wrong troops, so `cardkit build sheets` refuses such armies.

R501-R503: every name an army uses must exist. R504-R514: what a legal army is:

- counts are whole numbers of 1 or more (R504);
- the leaders game.yaml declares (a unit category with `army: {field: commander}`; Tab Master:
  one Comandante and one Campeão): the army field names a unit of that category (R505), and no
  unit of a leader category is listed under `units` (R506) — not even the leader itself, since
  `units` are "the other units" (army schema) and listing the leader there would field a second
  one, print it twice and count it twice against `army_limits`; how many of each category an
  army fields is R516 (cardkit/packs/tabmaster/checks/army_structure.py);
- ammunition only for units the army fields: game.yaml's `ammunition` says which unit uses
  each kind (Flecha → Arqueiro), R507 refuses a kind nobody in the army uses, R508 warns about
  fielded users with none;
- the colour is a colour (R509), and no two armies share one (R513): the players tell their
  sheets and miniatures apart by it;
- each unit is listed once (R514): a second entry of the same unit is added to the first on
  the sheet, which is rarely what was meant, so it is said at the second entry;
- game.yaml's `army_limits` hold (R510 per unit, R511 in total, R512 its unit names exist).
  The Comandante and the Campeão count, one each: they are on the board like any troop.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import combinations
from typing import Any

from cardkit.checks.collections import copies_overruns, size_overruns
from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.names import unknown_hint
from cardkit.checks.registry import rule
from cardkit.checks.sites import Reference
from cardkit.foundation.colors import SAME_COLOR_DISTANCE, parse_color
from cardkit.foundation.css_colors import CSS_COLOR_NAMES
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.suggest import closest, did_you_mean
from cardkit.packs.tabmaster import lookup
from cardkit.packs.tabmaster.armies import (
    LEADER_FIELDS,
    ammunition_users,
    army_stock,
    fielded_units,
    is_count,
    leader_fields,
    leader_of,
    leader_roles,
)
from cardkit.packs.tabmaster.checks.references import unknown_references
from cardkit.packs.tabmaster.kinds import Kind
from cardkit.packs.tabmaster.model import Army, Unit, tm
from cardkit.packs.tabmaster.terms import Term


def _army_field(*fields: str) -> Callable[[Reference], bool]:
    """Select the army references written under one of `fields`."""

    def selects(ref: Reference) -> bool:
        return isinstance(ref.definition, Army) and ref.path[0] in fields

    return selects


@rule(
    code="R501",
    name="army-unknown-unit",
    severity=Severity.ERROR,
    description="an army lists a unit that is not defined",
)
def army_unknown_unit(ctx: CheckContext) -> Iterator[RuleFinding]:
    """An army lists a unit under `units` that no file of content/units/ defines.

    PASS::

        # content/armies/exercito-azul.yaml
        units:
          - unit: Lanceiro
            count: 3

    FAIL::

        # content/armies/exercito-azul.yaml
        units:
          - unit: Lancero
            count: 3
    """
    return unknown_references(ctx, Kind.UNIT, _army_field("units"))


@rule(
    code="R502",
    name="army-unknown-leader",
    severity=Severity.ERROR,
    description="an army's commander or champion is not a defined unit",
)
def army_unknown_leader(ctx: CheckContext) -> Iterator[RuleFinding]:
    """An army's `commander` or `champion` names no defined unit.

    PASS::

        # content/armies/exercito-azul.yaml
        commander: Comandante

    FAIL::

        # content/armies/exercito-azul.yaml
        commander: Comandant
    """
    return unknown_references(ctx, Kind.UNIT, _army_field(*LEADER_FIELDS))


@rule(
    code="R503",
    name="army-unknown-ammunition",
    severity=Severity.ERROR,
    description="an army stocks ammunition the game does not have",
)
def army_unknown_ammunition(ctx: CheckContext) -> Iterator[RuleFinding]:
    """An army stocks an ammunition (`ammunition:`) that is not one of game.yaml's `ammunition`.

    PASS::

        # content/armies/exercito-azul.yaml
        ammunition:
          Flecha: 20

    FAIL::

        # content/armies/exercito-azul.yaml
        ammunition:
          Pedra: 20
    """
    return unknown_references(ctx, Kind.AMMUNITION, _army_field("ammunition"))


def _title(ctx: CheckContext, category: str) -> str:
    """The game's word for a unit category ("Comandante"), or its id."""
    return ctx.index.lexicon.word(Term.UNIT_CATEGORY, category)


def _leaders_included(ctx: CheckContext) -> str:
    """" (Comandante and Campeão included)": the game's leaders, when it declares any."""
    titles = [declared.name for declared in leader_roles(ctx.index).values()]
    if not titles:
        return ""
    listed = " and ".join([", ".join(titles[:-1]), titles[-1]] if len(titles) > 1 else titles)
    return f" ({listed} included)"


def _unit(ctx: CheckContext, written: str | None) -> Unit | None:
    return lookup.unit(ctx.index, written) if written else None


@rule(
    code="R504",
    name="army-count-not-positive",
    severity=Severity.ERROR,
    description="an army's unit count is not a whole number of 1 or more",
)
def army_count_not_positive(ctx: CheckContext) -> Iterator[RuleFinding]:
    """An army's unit count is how many of that unit it fields: a whole number of 1 or more.
    (The army schema refuses most wrong counts first; this check catches what reaches the model.)

    PASS::

        # content/armies/exercito-azul.yaml
        units:
          - unit: Arqueiro
            count: 4

    FAIL::

        # content/armies/exercito-azul.yaml
        units:
          - unit: Arqueiro
            count: 0
    """
    for army in tm(ctx.game).armies:
        for i, entry in enumerate(army.units):
            if not is_count(entry.count):
                yield RuleFinding(
                    army,
                    ("units", i, "count"),
                    f"{entry.unit} count {entry.count!r} is not a whole number of 1 or more",
                    "give how many of the unit the army fields; remove the entry to field none",
                )


def _units_of_category(ctx: CheckContext, category: str) -> list[str]:
    return [unit.name for unit in tm(ctx.game).units if unit.category == category]


@rule(
    code="R505",
    name="army-leader-wrong-category",
    severity=Severity.ERROR,
    description="an army's leader field names a unit of another category, or the game has no such field",
)
def army_leader_wrong_category(ctx: CheckContext) -> Iterator[RuleFinding]:
    """An army field game.yaml declares for a leader (a unit category's `army: {field: ...}`;
    Tab Master: `commander` and `champion`) names a unit of that category; a leader field the
    game does not declare is refused.

    PASS::

        # content/armies/exercito-azul.yaml (Comandante: category: commander)
        commander: Comandante
        champion: Campeão

    FAIL::

        # content/armies/exercito-azul.yaml (Arqueiro: category: regular)
        commander: Arqueiro
        champion: Campeão
    """
    roles = leader_roles(ctx.index)
    for army in tm(ctx.game).armies:
        for role in leader_fields(ctx.game):
            written = leader_of(army, role)
            declared = roles.get(role)
            if written and declared is None:
                yield RuleFinding(
                    army,
                    (role,),
                    f"this game has no `{role}`: no unit category of game.yaml names it as its army field",
                    f"list {written} under `units`, or give a category `army: {{field: {role}}}` in game.yaml",
                    key=True,
                )
                continue
            unit = _unit(ctx, written)
            if unit is None or declared is None or unit.category == declared.id:
                continue
            wanted = declared.id or declared.name
            candidates = _units_of_category(ctx, wanted)
            hint = (
                did_you_mean(closest(unit.name, candidates) or candidates)
                if candidates
                else f"give a unit whose file says `category: {wanted}`"
            )
            yield RuleFinding(
                army,
                (role,),
                f"the {role} '{unit.name}' is a {unit.category} unit; the {declared.name} "
                f"must be a unit of category {wanted}",
                hint,
            )


@rule(
    code="R506",
    name="army-leader-listed-as-troop",
    severity=Severity.ERROR,
    description="a commander or champion unit is listed under an army's units",
)
def army_leader_listed_as_troop(ctx: CheckContext) -> Iterator[RuleFinding]:
    """`units` are the army's other units: a commander- or champion-category unit listed there
    (the leader itself included) would field a second leader, print it twice and count it twice
    against `army_limits`.

    PASS::

        # content/armies/exercito-azul.yaml
        commander: Comandante
        units:
          - unit: Arqueiro
            count: 4

    FAIL::

        # content/armies/exercito-azul.yaml
        commander: Comandante
        units:
          - unit: Comandante
            count: 1
    """
    fields = {declared.id: role for role, declared in leader_roles(ctx.index).items()}
    for army in tm(ctx.game).armies:
        for i, entry in enumerate(army.units):
            unit = _unit(ctx, entry.unit)
            role = fields.get(unit.category) if unit is not None else None
            if unit is None or role is None:
                continue
            title = _title(ctx, unit.category)
            yield RuleFinding(
                army,
                ("units", i, "unit"),
                f"{unit.name} is a {title}, and an army has exactly one: the unit its `{role}` "
                f"names, which `units` must not list again",
                f"remove this entry; write `{role}: {unit.name}` to make it the army's {title}",
            )


@rule(
    code="R514",
    name="army-unit-listed-twice",
    severity=Severity.WARNING,
    description="an army lists the same unit in more than one entry of `units`",
)
def army_unit_listed_twice(ctx: CheckContext) -> Iterator[RuleFinding]:
    """Each unit is listed once under `units`: a second entry of the same unit is added to the
    first on the sheet, which is rarely what was meant. Give the first entry the total count.

    PASS::

        # content/armies/exercito-azul.yaml
        units:
          - unit: Arqueiro
            count: 5

    FAIL::

        # content/armies/exercito-azul.yaml
        units:
          - unit: Arqueiro
            count: 4
          - unit: arqueiro
            count: 1
    """
    for army in tm(ctx.game).armies:
        entries: dict[str, list[int]] = {}
        for i, entry in enumerate(army.units):
            unit = _unit(ctx, entry.unit)
            if unit is not None:
                entries.setdefault(unit.name, []).append(i)
        for name, listed in entries.items():
            if len(listed) < 2:
                continue
            first, second = listed[0], listed[1]
            counts = [army.units[i].count for i in listed]
            total = sum(counts) if all(is_count(count) for count in counts) else None
            lines = ", ".join(str(army.source.at("units", i, "unit").line) for i in listed)
            merged = f", which the sheet adds up to {total}" if total is not None else ""
            yield RuleFinding(
                army,
                ("units", second, "unit"),
                f"{name} is listed {len(listed)} times in `units` (lines {_shortened(lines)}){merged}",
                f"give one entry with the count meant (the first is at line "
                f"{army.source.at('units', first, 'unit').line}) and remove the others",
            )


def _shortened(lines: str, most: int = 10) -> str:
    """A list of line numbers, cut after `most` of them: "2, 4, 6, ... (9,998 more)"."""
    numbers = lines.split(", ")
    return lines if len(numbers) <= most else f"{', '.join(numbers[:most])}, ... ({len(numbers) - most:,} more)"


@rule(
    code="R507",
    name="army-ammunition-without-user",
    severity=Severity.ERROR,
    description="an army stocks ammunition that no unit it fields uses",
)
def army_ammunition_without_user(ctx: CheckContext) -> Iterator[RuleFinding]:
    """game.yaml's `ammunition` says which unit uses each kind (Flecha: Arqueiro); an army that
    stocks a kind none of its fielded units uses carries ammunition nobody can shoot.

    PASS::

        # content/armies/exercito-azul.yaml (fields Arqueiros, who use Flecha)
        ammunition:
          Flecha: 20

    FAIL::

        # content/armies/exercito-azul.yaml (fields no Arqueiro)
        ammunition:
          Flecha: 20
    """
    users = ammunition_users(ctx.index)
    for army in tm(ctx.game).armies:
        fielded = {f.unit.name for f in fielded_units(ctx.index, army)}
        for kind, (written, amount) in army_stock(ctx.index, army).items():
            user = users.get(kind)
            if user is None or user.name in fielded or amount == 0:
                continue
            yield RuleFinding(
                army,
                ("ammunition", written),
                f"{kind} is used by {user.name} (game.yaml ammunition), and this army fields no {user.name}",
                f"add {user.name} to `units`, or remove {written}",
                key=True,
            )


@rule(
    code="R508",
    name="army-unit-without-ammunition",
    severity=Severity.WARNING,
    description="an army fields units that need ammunition but stocks none for them",
)
def army_unit_without_ammunition(ctx: CheckContext) -> Iterator[RuleFinding]:
    """An army fields units that shoot an ammunition (game.yaml `ammunition`) but stocks none of
    it, so their projectile attacks can never be made.

    PASS::

        # content/armies/exercito-azul.yaml
        units:
          - unit: Arqueiro
            count: 4
        ammunition:
          Flecha: 20

    FAIL::

        # content/armies/exercito-azul.yaml
        units:
          - unit: Arqueiro
            count: 4
    """
    users = ammunition_users(ctx.index)
    for army in tm(ctx.game).armies:
        stock = army_stock(ctx.index, army)
        fielded = fielded_units(ctx.index, army)
        for kind, user in users.items():
            holders = [f for f in fielded if f.unit is user]
            written, amount = stock.get(kind, (None, 0))
            if not holders or amount > 0:
                continue
            path = ("ammunition", written) if written is not None else holders[0].path
            yield RuleFinding(
                army,
                path,
                f"the army fields {sum(f.count for f in holders)} {user.name} but no {kind} for them: "
                f"its sheet would have an empty {kind} track",
                f"stock some under `ammunition:`, e.g. `{kind}: 5` for five shots",
            )


@rule(
    code="R509",
    name="army-color-invalid",
    severity=Severity.ERROR,
    description="an army's colour is neither a hex code #rrggbb nor a CSS colour name",
)
def army_color_invalid(ctx: CheckContext) -> Iterator[RuleFinding]:
    """An army's colour prints its sheet and tells the players' miniatures apart: a hex code
    #rrggbb or a CSS colour name.

    PASS::

        # content/armies/exercito-vermelho.yaml
        color: Crimson

    FAIL::

        # content/armies/exercito-vermelho.yaml
        color: crimsom
    """
    for army in tm(ctx.game).armies:
        if parse_color(army.color) is not None:
            continue
        names = closest(army.color, CSS_COLOR_NAMES)
        yield RuleFinding(
            army,
            ("color",),
            f"'{army.color}' is not a colour: the sheet is printed in the player's colour",
            did_you_mean(names) if names else 'write a hex code in quotes, e.g. "#b3261e", or a CSS name like crimson',
        )


def _limits(ctx: CheckContext) -> dict[str, Any]:
    vocabulary = tm(ctx.game).vocabulary
    return vocabulary.army_limits if vocabulary is not None else {}


@rule(
    code="R510",
    name="army-over-unit-limit",
    severity=Severity.ERROR,
    description="an army fields more of a unit than game.yaml's army_limits.max_per_unit allows",
)
def army_over_unit_limit(ctx: CheckContext) -> Iterator[RuleFinding]:
    """game.yaml's `army_limits.max_per_unit` caps how many of a unit one army may field; the
    commander and the champion count, one each.

    PASS::

        # content/armies/exercito-azul.yaml (game.yaml: army_limits: {max_per_unit: {Arqueiro: 4}})
        units:
          - unit: Arqueiro
            count: 4

    FAIL::

        # content/armies/exercito-azul.yaml
        units:
          - unit: Arqueiro
            count: 5
    """
    for found in copies_overruns(ctx, "R510"):
        most = _number(found.limit)
        yield RuleFinding(
            found.collection,
            found.path,
            f"{_number(found.total)} {found.card} is more than the {most} the game allows per army",
            f"field at most {most} {found.card} (army_limits.max_per_unit in game.yaml)",
        )


@rule(
    code="R511",
    name="army-over-total-limit",
    severity=Severity.ERROR,
    description="an army fields more units than game.yaml's army_limits.total allows",
)
def army_over_total_limit(ctx: CheckContext) -> Iterator[RuleFinding]:
    """game.yaml's `army_limits.total` caps how many units one army fields in all, the commander
    and the champion included.

    PASS::

        # content/armies/exercito-azul.yaml (game.yaml: army_limits: {total: 20})
        units:
          - unit: Arqueiro
            count: 18

    FAIL::

        # content/armies/exercito-azul.yaml (18 + commander + champion = 20... and 1 more)
        units:
          - unit: Arqueiro
            count: 19
    """
    for found in size_overruns(ctx, "R511"):
        yield RuleFinding(
            found.collection,
            found.path,
            f"the army fields {_number(found.total)} units{_leaders_included(ctx)}, more than the "
            f"{_number(found.limit)} the game allows; this count passes the limit",
            f"remove {_number(found.total - found.limit)} units (army_limits.total in game.yaml)",
        )


@rule(
    code="R512",
    name="army-limit-unknown-unit",
    severity=Severity.ERROR,
    description="game.yaml's army_limits.max_per_unit names a unit that is not defined",
)
def army_limit_unknown_unit(ctx: CheckContext) -> Iterator[RuleFinding]:
    """game.yaml's `army_limits.max_per_unit` names units by name; a name no unit has limits nothing.

    PASS::

        # content/game.yaml
        army_limits:
          max_per_unit: {Arqueiro: 4}

    FAIL::

        # content/game.yaml
        army_limits:
          max_per_unit: {Arquero: 4}
    """
    vocabulary = tm(ctx.game).vocabulary
    index = ctx.index.names(Kind.UNIT)
    if vocabulary is None or index is None:
        return
    for written in dict(vocabulary.army_limits.get("max_per_unit") or {}):
        match = index.match(written)
        if not match.found and not ctx.was_rejected(Kind.UNIT, written):
            yield RuleFinding(
                vocabulary,
                ("army_limits", "max_per_unit", written),
                f"unknown unit '{written}' in army_limits.max_per_unit: its limit holds no army back",
                unknown_hint(Kind.UNIT, index, match.suggestions),
                key=True,
            )


@rule(
    code="R513",
    name="army-colors-alike",
    severity=Severity.WARNING,
    description="two armies have the same colour, or colours that print alike",
)
def army_colors_alike(ctx: CheckContext) -> Iterator[RuleFinding]:
    """Two armies have the same colour, or colours so close they print alike: the players tell
    their sheets and miniatures apart by it.

    PASS::

        # content/armies/exercito-azul.yaml and content/armies/exercito-vermelho.yaml
        color: "#1f4e9e"
        ---
        color: "#b3261e"

    FAIL::

        # content/armies/exercito-azul.yaml and content/armies/exercito-vermelho.yaml
        color: "#1f4e9e"
        ---
        color: "#1F4E9F"
    """
    colored = [(army, rgb) for army in tm(ctx.game).armies if (rgb := parse_color(army.color)) is not None]
    for (first, first_rgb), (second, second_rgb) in combinations(colored, 2):
        if first_rgb.distance(second_rgb) <= SAME_COLOR_DISTANCE:
            yield RuleFinding(
                second,
                ("color",),
                f"{second.name}'s colour {second.color} looks like {first.name}'s {first.color}: "
                "each player's sheet and miniatures must be told apart by colour",
                "pick a colour far from the other armies' colours",
            )


def _number(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)
