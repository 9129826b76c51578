"""The typed model: plain dataclasses built from schema-valid YAML.

Nothing downstream of validation touches raw dicts. Each definition keeps its
`LocatedDocument` so a check can point at the exact line of any field.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cardkit.declared.model import Declarations, FieldSpec
from cardkit.kinds import KIND_FOLDERS

if TYPE_CHECKING:
    from collections.abc import Iterator

    from cardkit.loading import LocatedDocument, Position

Path_ = tuple[str | int, ...]

CARD_KINDS = ("spell", "unit", "trait")
"""The kinds of definition printed as cards, in deck order: the Grimório first, then the units,
then trait references. A theme's `kinds:` colours are keyed by them."""


@dataclass(frozen=True)
class Located:
    """Mixin data: the document a definition came from, to locate any of its fields."""

    doc: LocatedDocument

    def at(self, *path: str | int, key: bool = False) -> Position:
        return self.doc.position(path, key=key)


@dataclass(frozen=True)
class Art:
    """A definition's picture: a file under content/assets/, the focal point kept in view when
    it is cropped (percent of its width and height), how it fills its window (`cover` crops,
    `contain` shows it whole) and the artist credit the card prints."""

    file: str
    focus_x: float = 50.0
    focus_y: float = 50.0
    fit: str = "cover"
    credit: str | None = None


@dataclass(frozen=True)
class Definition:
    """What every definition file shares; `art` on the base class, so every kind may have it."""

    name: str
    source: Located
    status: str = "final"
    ignore: tuple[str, ...] = ()
    declared: dict[str, Any] = field(default_factory=dict)
    """The values of the fields game.yaml declares for the kind, by field id, as written."""
    art: Art | None = None

    @property
    def file(self) -> str:
        return self.source.doc.relpath

    @property
    def is_draft(self) -> bool:
        return self.status == "draft"


@dataclass(frozen=True)
class TraitParam:
    name: str
    type: str  # integer | element | unit_class | spell | card_type | text
    description: str = ""
    card_type: str | None = None


@dataclass(frozen=True)
class Trait(Definition):
    params: tuple[TraitParam, ...] = ()
    text: str = ""
    reminder: str | None = None


@dataclass(frozen=True)
class Effects:
    """A spell's or attack's Outros column as data; field order is the card's canonical order,
    the seed's own: "Área, Elemento: Doença, Sacrificio", "Elemento: Água, Explosão 1"
    (docs/seed-facts.md, The spell list)."""

    area: bool = False
    elements: tuple[str, ...] = ()
    explosion: int | None = None
    line: tuple[str, ...] | None = None  # directions; () = Linha with no direction given
    multiple: int | None = None
    pilgrim: int | None = None
    all: bool = False
    sacrifice: bool = False
    special: str | None = None

    @property
    def is_empty(self) -> bool:
        return self == Effects()


@dataclass(frozen=True)
class Spell(Definition):
    card_type: str = ""
    cost: int = 0
    range: int | None = None
    damage: str | int | None = None
    ref: str = ""
    effects: Effects = Effects()
    text: str | None = None
    flavor: str | None = None
    copies: int = 1


@dataclass(frozen=True)
class Attack:
    type: str
    atk: str | int
    damage: str | int
    height: int | None = None
    ammunition: str | None = None
    effects: Effects = Effects()
    name: str | None = None


@dataclass(frozen=True)
class TraitUse:
    name: str
    params: tuple[str | int, ...] = ()


@dataclass(frozen=True)
class DialClick:
    """One click of a clix-style combat dial (seed 002; docs/seed-facts.md, Clix combat): the
    stats the unit has while it shows (stat key -> value, e.g. speed, attack, defense, damage)
    and whether the black repair marker shows there, which stops repair."""

    stats: dict[str, int] = field(default_factory=dict)
    repair_marker: bool = False


@dataclass(frozen=True)
class Unit(Definition):
    category: str = "regular"
    defense: int = 0
    movement: int = 0
    vitality: int | None = None
    points: int | None = None
    """What the unit costs an army, for game.yaml's `army_limits.points`."""
    attacks: tuple[Attack, ...] = ()
    traits: tuple[TraitUse, ...] = ()
    text: str | None = None
    flavor: str | None = None
    copies: int = 1
    draft_fields: tuple[str, ...] = ()
    dial: tuple[DialClick, ...] | None = None
    """Clix-style games: the combat dial, starting click first; None when the unit has none
    (an empty dial, (), is a mistake `cardkit check` reports)."""


@dataclass(frozen=True)
class ArmyEntry:
    unit: str
    count: int


@dataclass(frozen=True)
class Army(Definition):
    color: str = "#000000"
    color_name: str | None = None
    commander: str | None = None
    champion: str | None = None
    units: tuple[ArmyEntry, ...] = ()
    ammunition: dict[str, int] = field(default_factory=dict)
    resources: dict[str, int] = field(default_factory=dict)
    """Starting amount per resource, by the name game.yaml gives it (`{"Fluxo": 100}`)."""
    notes: str | None = None


@dataclass(frozen=True)
class DeclaredCard(Definition):
    """A card of a kind game.yaml declares (`card_kinds`): what every card has, its kind's
    fields in `declared`."""

    kind: str = ""
    text: str | None = None
    flavor: str | None = None
    copies: int = 1


@dataclass(frozen=True)
class TargetSelector:
    """Which units an element effect concerns: those with `trait` (and `param`, when given)."""

    trait: str
    param: str | None = None


@dataclass(frozen=True)
class ElementEffect:
    kind: str  # bonus_damage | immunity | heal | no_heal | auto_defeat | apply_hex
    against: tuple[TargetSelector, ...] = ()
    amount: int | None = None
    applies_to: tuple[str, ...] = ("attack", "spell")


@dataclass(frozen=True)
class Element:
    name: str
    effects: tuple[ElementEffect, ...] = ()
    text: dict[str, str] = field(default_factory=dict)  # delivery (attack | spell) -> rules text
    id: str | None = None


@dataclass(frozen=True)
class NamedTerm:
    """A vocabulary entry: its meaning (`id`, what code acts on) and the word players read (`name`).

    `id` is None when the game gave none: the word then has no meaning the engine knows."""

    name: str
    description: str = ""
    id: str | None = None


@dataclass(frozen=True)
class UnitCategory(NamedTerm):
    """A unit category of game.yaml and what it means for an army, so the army rules and the
    army sheets read the game's structure instead of Tab Master's.

    `army_min`/`army_max` bound how many units of the category one army fields (None: no bound);
    `leader_field` is the army file's key naming its one unit (`commander`), whose VIT gets a
    track on the army sheet; `sheet` names the template of the category's own sheet
    (`engines`: `sheets/engines.html.j2`), printed when the game has units of it.
    """

    army_min: int | None = None
    army_max: int | None = None
    leader_field: str | None = None
    sheet: str | None = None
    sheet_always: bool = False
    """Print the sheet even when the game has no unit of the category (Tab Master's Engenhos)."""


@dataclass(frozen=True)
class Resource(NamedTerm):
    """A resource of game.yaml; `tracked` ones get a bar on every army sheet."""

    tracked: bool = True


@dataclass(frozen=True)
class Stat:
    """A stat a card prints: its meaning, full name and stat-box abbreviation."""

    id: str
    name: str
    abbreviation: str | None = None


@dataclass(frozen=True)
class Ammunition:
    name: str
    unit: str
    id: str | None = None
    tracked: bool = True
    """Whether army sheets print its bar (for the armies that stock it or field its user)."""


@dataclass(frozen=True)
class Vocabulary(Definition):
    """`game.yaml`: the words and numbers the rules engine checks everything else against."""

    language: str = "pt-BR"
    ruleset_version: str | None = None
    resolution: str = "tab-master"
    dice: tuple[int, ...] = (4, 6, 8, 10, 12, 20)
    table_limit: int = 10
    caster_classes: tuple[str, ...] = ()
    card_types: tuple[NamedTerm, ...] = ()
    attack_types: tuple[NamedTerm, ...] = ()
    effect_keywords: tuple[NamedTerm, ...] = ()
    line_directions: tuple[NamedTerm, ...] = ()
    unit_categories: tuple[UnitCategory, ...] = ()
    stats: tuple[Stat, ...] = ()
    resources: tuple[Resource, ...] = ()
    ammunition: tuple[Ammunition, ...] = ()
    elements: tuple[Element, ...] = ()
    army_limits: dict[str, Any] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)
    """Label-catalog overrides in the game's own language, by message id."""
    kept_in_translation: tuple[str, ...] = ()
    """Marks every translation writes as the source does (`translation: keep:`): T006."""
    declarations: Declarations = field(default_factory=Declarations)
    """The fields and card kinds the game adds to cardkit's (`fields:`, `card_kinds:`)."""


def kind_of(definition: Definition) -> str:
    """The kind id of a definition: `trait`, `spell`, `unit`, `army`, `game` or a declared kind's id."""
    if isinstance(definition, DeclaredCard):
        return definition.kind
    return _KIND_OF_CLASS.get(type(definition), "")


_KIND_OF_CLASS: dict[type, str] = {Trait: "trait", Spell: "spell", Unit: "unit", Army: "army", Vocabulary: "game"}


@dataclass
class Game:
    """Everything one project defines, by kind, in file order."""

    vocabulary: Vocabulary | None = None
    traits: list[Trait] = field(default_factory=list)
    spells: list[Spell] = field(default_factory=list)
    units: list[Unit] = field(default_factory=list)
    armies: list[Army] = field(default_factory=list)
    declared: dict[str, list[DeclaredCard]] = field(default_factory=dict)
    """The cards of each declared kind, by kind id, in file order."""

    @property
    def declarations(self) -> Declarations:
        return self.vocabulary.declarations if self.vocabulary is not None else Declarations()

    def kind_folders(self) -> dict[str, str]:
        """Every kind one file per definition, with its folder under content/: cardkit's, then
        the declared ones in declaration order."""
        return {**KIND_FOLDERS, **{kind.id: kind.folder for kind in self.declarations.kinds}}

    def declared_cards(self) -> list[DeclaredCard]:
        """The cards of every declared kind, kinds in declaration order."""
        return [card for kind in self.declarations.kinds for card in self.declared.get(kind.id, ())]

    def declared_values(self, field_type: str) -> Iterator[tuple[Definition, FieldSpec, Any]]:
        """Every value a definition gives for a declared field of `field_type`, with its field."""
        declarations = self.declarations
        for definition in self.definitions():
            for spec in declarations.fields_of(kind_of(definition)):
                if spec.type == field_type and spec.id in definition.declared:
                    yield definition, spec, definition.declared[spec.id]

    def definitions(self) -> list[Definition]:
        head: list[Definition] = [self.vocabulary] if self.vocabulary else []
        return head + [*self.traits, *self.spells, *self.units, *self.armies, *self.declared_cards()]
