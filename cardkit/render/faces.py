"""What one card shows: the typed definition plus what is generated from the game around it.

Templates receive a `Card` (its diagram computed by the engine, its traits looked up with their
reminder text) and the effects-line and stat helpers, never raw dicts or rules of their own.
The card's id (`<kind>-<slug>`, the slug being the definition's file name: docs/architecture.md,
Layout) names its PNG and ties layout findings back to it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import PurePosixPath

from cardkit.index.game import GameIndex
from cardkit.lexicon import Lexicon
from cardkit.model import CARD_KINDS, Definition, Game
from cardkit.packs.tabmaster.diagrams import Diagram, spell_diagram
from cardkit.packs.tabmaster.effects_text import trait_params_text
from cardkit.packs.tabmaster.model import DialClick, Spell, TraitUse, Unit

KIND_ORDER = CARD_KINDS
"""Deck order of the card sheets: the Grimório first, then the units, then trait references."""
DIAL_STATS = ("speed", "attack", "defense", "damage")
"""A combat dial's rows in the order the card prints them (seed 002's velocidade, ataque,
defesa, dano, which the seed lists in no order: docs/seed-facts.md, Clix combat); each row is
labelled like the stat box of that stat (`Wording.dial_label`)."""


@dataclass(frozen=True)
class TraitLine:
    """A trait as a unit card lists it: keyword, its parameters, the trait's reminder if any."""

    name: str
    params: str
    reminder: str | None


@dataclass(frozen=True)
class DialRow:
    """One stat of a combat dial across its clicks; None where a click does not show it."""

    stat: str
    values: tuple[int | None, ...]


@dataclass(frozen=True)
class Dial:
    """A combat dial as its card table prints it: a row per stat, a column per click (the
    first is the starting position) and which clicks show the repair marker."""

    rows: tuple[DialRow, ...]
    repair_markers: tuple[bool, ...]


@dataclass(frozen=True)
class Card:
    """One card design; `copies` says how many the deck needs."""

    kind: str
    slug: str
    definition: Definition
    diagram: Diagram | None = None
    traits: tuple[TraitLine, ...] = ()
    dial: Dial | None = None
    mark: str = ""
    """The card's revision mark (`cardkit.marks`), printed in its footer; "" prints none."""

    @property
    def id(self) -> str:
        return f"{self.kind}-{self.slug}"

    @property
    def copies(self) -> int:
        return int(getattr(self.definition, "copies", 1))

    @property
    def has_reminders(self) -> bool:
        return any(line.reminder for line in self.traits)

    @property
    def blame_path(self) -> tuple[str, ...]:
        """The field a layout problem points at: the longest text the designer can shorten."""
        for field in ("text", "flavor"):
            if getattr(self.definition, field, None):
                return (field,)
        return ("name",)


def game_cards(game: Game, marks: Mapping[str, str] | None = None) -> list[Card]:
    """Every card of the game, in deck order (spells, units, traits, then the declared kinds in
    the order game.yaml declares them), each kind in file order; each with its mark from
    `marks` (card id -> mark: `cardkit.marks.Marks.cards`), none without."""
    index = GameIndex.of(game)
    cards = [_spell(spell, index.lexicon) for spell in game.spells]
    cards += [_unit(unit, index) for unit in game.units]
    cards += [Card("trait", _file_stem(trait), trait) for trait in game.traits]
    cards += [Card(card.kind, _file_stem(card), card) for card in game.declared_cards()]
    return [replace(card, mark=marks.get(card.id, "")) for card in cards] if marks else cards


def _file_stem(definition: Definition) -> str:
    """A card's name in ids and file names: its definition file's, which is unique by construction."""
    return PurePosixPath(definition.file).stem


def _spell(spell: Spell, lexicon: Lexicon) -> Card:
    return Card("spell", _file_stem(spell), spell, diagram=spell_diagram(spell.effects, spell.range, lexicon))


def _unit(unit: Unit, index: GameIndex) -> Card:
    return Card(
        "unit",
        _file_stem(unit),
        unit,
        traits=tuple(_trait_line(use, index) for use in unit.traits),
        dial=dial_table(unit.dial) if unit.dial else None,
    )


def dial_table(clicks: tuple[DialClick, ...]) -> Dial:
    """The table of a dial: every stat any click shows, so a click that lacks one (which
    `cardkit check` reports) shows a dash there instead of breaking the card."""
    shown = [stat for stat in DIAL_STATS if any(stat in click.stats for click in clicks)]
    rows = tuple(DialRow(stat, tuple(click.stats.get(stat) for click in clicks)) for stat in shown)
    return Dial(rows, tuple(click.repair_marker for click in clicks))


def _trait_line(use: TraitUse, index: GameIndex) -> TraitLine:
    trait = index.trait(use.name)
    return TraitLine(use.name, trait_params_text(use.params), trait.reminder if trait else None)
