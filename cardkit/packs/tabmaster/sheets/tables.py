"""The unit stat table of a sheet ("Características das unidades do exército"), from the data.

Like the cards, the sheet never restates a stat by hand: every cell is the unit's own value,
formatted by the same helpers the cards use (the edition's `EffectsText`, `trait_params_text`),
so a sheet and a card can never disagree about an Arqueiro.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardkit.fields.model import FieldSpec
from cardkit.fields.values import shown_specs, value_text
from cardkit.output.wording import Wording
from cardkit.packs.tabmaster.effects_text import EffectsText, trait_params_text
from cardkit.packs.tabmaster.model import Attack, Unit

SHEET = "sheet"
"""The place (a declared field's `show:`) of the sheets' unit rows."""
UNIT = "unit"


@dataclass(frozen=True)
class AttackCells:
    """One attack as a table row: type (with its ammunition), ATK, DAN, HLT and other effects."""

    type: str
    atk: str
    damage: str
    height: str
    effects: str

    @classmethod
    def of(cls, attack: Attack, text: EffectsText) -> AttackCells:
        kind = f"{attack.type} ({attack.ammunition})" if attack.ammunition else attack.type
        return cls(kind, text.stat(attack.atk), text.stat(attack.damage), text.stat(attack.height), text.line(attack.effects))


@dataclass(frozen=True)
class UnitRow:
    """A unit as the sheet lists it; `role` names the army's leaders' category (Comandante, Campeão)."""

    name: str
    count: int | None
    defense: str
    movement: str
    vitality: str
    attacks: tuple[AttackCells, ...]
    traits: tuple[str, ...]
    role: str | None = None
    declared: tuple[str, ...] = ()
    """The unit's values of the declared fields shown on sheets, one per `declared_columns`
    ("" where the unit gives none)."""
    mark: str = ""
    """The revision mark of the unit's card (`cardkit.project.marks`), beside its name, so a player can
    check a card against the sheet; "" prints none."""

    @property
    def height(self) -> int:
        """Table lines the row takes: one per attack (a unit without attacks still takes one)."""
        return max(1, len(self.attacks))


def declared_columns(wording: Wording) -> tuple[FieldSpec, ...]:
    """The unit fields game.yaml shows on sheets (`show: [sheet]`), a column each, labelled
    in the edition's words."""
    return shown_specs(UNIT, wording.table, SHEET)


def unit_row(unit: Unit, count: int | None, wording: Wording, role: str | None = None, mark: str = "") -> UnitRow:
    """The row of `unit`; `count` None for units fielded by no army (the Engenhos); `mark` its card's."""
    text = EffectsText(wording.words)
    terms = wording.words.terms
    declared = tuple(value_text(spec, unit.declared.get(spec.id), terms, wording.locale) for spec in declared_columns(wording))
    return UnitRow(
        name=unit.name,
        count=count,
        defense=text.stat(unit.defense),
        movement=text.stat(unit.movement),
        vitality=text.stat(unit.vitality),
        attacks=tuple(AttackCells.of(attack, text) for attack in unit.attacks),
        traits=tuple(f"{use.name}{trait_params_text(use.params)}" for use in unit.traits),
        role=role if role != unit.name else None,
        declared=declared,
        mark=mark,
    )


def has_effects(rows: list[UnitRow]) -> bool:
    """Whether the table needs its "Outros" column: only when some attack has effects."""
    return any(attack.effects for row in rows for attack in row.attacks)
