"""What Tab Master adds to the revision marks (`cardkit.project.marks`): what a unit's card prints of the
traits it lists, the game.yaml key every card's face depends on, and the marks of the pack's own
sheets (the army sheets and a category's sheet, the Ficha de Engenhos).

An army sheet's mark covers the army as written and, for each unit it fields, that unit's card
mark and what only the sheet prints of it (points, declared values), so a player can check their
unit cards against the sheet. A category's sheet covers the category's name, its units as on an
army sheet, and the armies whose stock of ammunition it reminds.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardkit.index.game import GameIndex
from cardkit.model import Definition, Vocabulary
from cardkit.model.canonical import canonical
from cardkit.packs.tabmaster import lookup
from cardkit.packs.tabmaster.armies import fielded_units
from cardkit.packs.tabmaster.model import Army, TabMasterVocabulary, Unit, UnitCategory, tm
from cardkit.project.marks import MarkInputs, Marks, as_written, card_id, mark_of

ARMY_SHEET, CATEGORY_SHEET = "army", "category"


def printed_references(definition: Definition, index: GameIndex) -> list[str | None] | None:
    """Hook `printed_references`: what a card prints of other definitions, as plain data for
    its mark: a unit card prints the reminder of each trait it lists."""
    if not isinstance(definition, Unit):
        return None
    return [_reminder(use.name, index) for use in definition.traits]


def _reminder(name: str, index: GameIndex) -> str | None:
    trait = lookup.trait(index, name)
    return trait.reminder if trait is not None else None


def printed_settings(vocabulary: Vocabulary) -> list[object]:
    """Hook `printed_settings`: what every card prints of the pack's game.yaml keys: the
    resolution (a clix game's unit cards print a dial)."""
    return [vocabulary.resolution] if isinstance(vocabulary, TabMasterVocabulary) else []


def army_key(army: Army) -> str:
    """The key of an army's sheet in `Marks.sheets`."""
    return f"{ARMY_SHEET}:{army.name}"


def category_key(category: UnitCategory) -> str:
    """The key of a category's sheet in `Marks.sheets`."""
    return f"{CATEGORY_SHEET}:{category.id or category.name}"


def army_mark(marks: Marks, army: Army) -> str:
    """The mark `marks` gives `army`'s sheet."""
    return marks.sheet(army_key(army))


def category_mark(marks: Marks, category: UnitCategory) -> str:
    """The mark `marks` gives `category`'s sheet."""
    return marks.sheet(category_key(category))


def sheet_marks(inputs: MarkInputs, cards: Mapping[str, str]) -> dict[str, str]:
    """Hook `sheet_marks`: the mark of every sheet the pack prints, by its key (`army_key`,
    `category_key`), from the card marks (`cards`, by card id)."""
    game = tm(inputs.index.game)
    marks = {army_key(army): _army_mark(army, cards, inputs) for army in game.armies}
    vocabulary = game.vocabulary
    for category in vocabulary.unit_categories if vocabulary is not None else ():
        marks[category_key(category)] = _category_mark(category, cards, inputs)
    return marks


def _army_mark(army: Army, cards: Mapping[str, str], inputs: MarkInputs) -> str:
    fielded = [_sheet_unit(found.unit, cards) for found in fielded_units(inputs.index, army)]
    return mark_of("army", as_written(army, inputs.index.game.table), fielded, inputs.words)


def _category_mark(category: UnitCategory, cards: Mapping[str, str], inputs: MarkInputs) -> str:
    game = tm(inputs.index.game)
    units = [_sheet_unit(unit, cards) for unit in game.units if unit.category == category.id]
    stocks = [[army.name, army.color, canonical(army.ammunition)] for army in game.armies]
    return mark_of("category", [category.id, category.name], units, stocks, inputs.words)


def _sheet_unit(unit: Unit, cards: Mapping[str, str]) -> list[Any]:
    return [cards.get(card_id(unit)), unit.points, canonical(unit.declared)]
