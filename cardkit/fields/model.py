"""The field table: every kind of definition a game has and every field its files may write.

One table is the only place a field exists. cardkit's own fields (name, text, flavor, copies,
art, printings...: `core.yaml`), a rules pack's kinds and fields (its
`kinds.yaml`) and game.yaml's own (`fields:`, `card_kinds:`,
`collections:`) are read into the same frozen objects below. Every stage reads the table: the
schemas are composed from it, the model is built from it, PO extraction and translation, the
diff, revision marks, the editor's completion, the card templates' data and the report ask it
which fields a kind has and what each one is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardkit.loading import Position

FieldPath = tuple[str, ...]
"""Steps into a structured value: keys, "*" for every item of a list, "~" for every key of a mapping."""

PLACES = ("card", "sheet", "rulebook", "report")
"""Where a field may show."""
CARD_ROLE = "card"
COLLECTION_ROLE = "collection"
ROLES = (CARD_ROLE, COLLECTION_ROLE)
"""A kind's files are cards (printed, one face each) or collections of cards (decks, warbands)."""
CORE, PACK, GAME = "core", "pack", "game"
"""Who declares a field or kind: cardkit itself, the game's rules pack, or game.yaml."""


@dataclass(frozen=True)
class EnumValue:
    id: str
    name: str


@dataclass(frozen=True)
class FieldSpec:
    """One field: the key files write (`id`), the words players read (`name`, `abbreviation`)
    and what it holds (`type` and the type's settings).

    `name` is the word a card prints; a field of cardkit or a pack may leave it empty, and
    take the game's word instead (`stat`: the game.yaml `stats` entry of that id) or print no
    label. `title` and `description` are for designers: messages and the editor's hover."""

    id: str
    type: str
    name: str = ""
    title: str = ""
    abbreviation: str | None = None
    description: str = ""
    examples: tuple[Any, ...] = ()
    required: bool = False
    show: tuple[str, ...] = ("card",)
    minimum: float | None = None
    maximum: float | None = None
    integer: bool = True
    nullable: bool = False
    """A number or dice field that may be written `null`, which the card prints as a dash."""
    symbols: tuple[str, ...] = ()
    """A number field's other allowed values ("X", "∞", "–"): printed as written, sorted after the numbers."""
    values: tuple[EnumValue, ...] = ()
    vocabulary: str | None = None
    """An enum or list over one of the game's vocabularies (`faction`, `subtype`) instead of `values`."""
    writes: str = "name"
    """What a file writes for an entry of the field's vocabulary: its `name`, or its `id` (a
    category written `commander`): what the editor offers."""
    to: str | None = None
    """A reference field's kind (or a list of references')."""
    of: str | None = None
    """A list's item type: enum (with `values` or `vocabulary`), reference (with `to`) or text."""
    separator: str | None = None
    """How a list prints between its items (", " unless given)."""
    mark: str | None = None
    """A flag printed as a mark when true (a unique card's "♦" before its title)."""
    stat: str | None = None
    """The game.yaml `stats` id whose name and abbreviation label this field on cards."""
    default: Any = None
    ref: str | None = None
    """A shared schema definition the field's values follow instead of its type's own
    (`common.schema.json#/$defs/art`): how cardkit and a pack declare structured fields."""
    translate: bool | None = None
    """Whether translators see the value (text fields: yes unless false)."""
    translated: tuple[FieldPath, ...] = ()
    """Inside a structured value, the texts players read (`("*", "name")`: every attack's name):
    what PO extraction offers translators and translation replaces."""
    names: tuple[tuple[FieldPath, str], ...] = ()
    """Inside a structured value, where names of another kind or vocabulary stand
    (`(("*", "type"), "attack_types")`): what completion offers, references check and
    translation follows. A field that is itself a name says so with `to` or `vocabulary`."""
    origin: str = GAME
    """Who declares the field: cardkit (`core`: name, text, art...), the game's pack (`pack`) or
    the game itself (`game`: game.yaml's `fields:` and its own kinds)."""
    at: Position | None = field(default=None, compare=False, repr=False)
    """Where the declaration is written, for findings about it."""

    @property
    def label(self) -> str:
        """What a stat box or a narrow column prints."""
        return self.abbreviation or self.name

    def shows_on(self, place: str) -> bool:
        return place in self.show

    @property
    def item_type(self) -> str:
        """What one value (a list's item) is: the list's `of`, else the field's own type."""
        return (self.of or "text") if self.type == "list" else self.type

    @property
    def by_id(self) -> bool:
        """Whether files write a vocabulary entry's id here, not its name (`writes: id`)."""
        return self.writes == "id"

    @property
    def named(self) -> str | None:
        """The kind (`to`) or vocabulary whose name the field's value itself is, if any."""
        return self.to or self.vocabulary

    def name_paths(self) -> tuple[tuple[FieldPath, str], ...]:
        """Every place inside the field's value a name stands, the value itself included."""
        own = ((), self.named) if self.named is not None and self.item_type != "list" else None
        listed = (("*",), self.named) if self.named is not None and self.type == "list" else None
        return tuple(entry for entry in (own, listed) if entry is not None) + self.names

    @property
    def is_translated(self) -> bool:
        """Whether translators see this field's value: a text (or a list of texts) that is not
        a name of something (names follow their own translation), unless it says otherwise."""
        if self.translate is not None:
            return self.translate
        return self.item_type == "text" and self.named is None


@dataclass(frozen=True)
class Entries:
    """How a collection's file lists its cards: the list key, each entry's card and count keys
    (a deck's `cards: [{card: Spark, count: 3}]`)."""

    key: str = "cards"
    card: str = "card"
    count: str = "count"
    of: tuple[str, ...] = ()
    """The card kinds an entry may name; () means every card kind."""
    also: tuple[str, ...] = ()
    """Fields of the collection that name one card it holds besides its entries, counted once
    each (a warband's `leader`)."""
    code: str | None = None
    """The code an entry naming no card reports with, when a pack checks that itself (R501)."""


@dataclass(frozen=True)
class KindSpec:
    """A kind of definition: its id, folder and fields, the card templates that draw it, and
    for a collection how its files list cards and the rules they are built by."""

    id: str
    folder: str
    name: str = ""
    """The kind as players read it (type line, back, preview); "" for a pack's kind, whose word
    comes from the game or a label catalog."""
    role: str = CARD_ROLE
    fields: tuple[FieldSpec, ...] = ()
    """Every field of the kind, cardkit's included, in the order files and cards give them."""
    template: str | None = None
    back: str | None = None
    description: str = ""
    noun: str = ""
    """How messages name one file of the kind ("an agent"); "a card of the kind `id`" when empty."""
    entries: Entries | None = None
    rules: Any = None
    """A collection's construction rules (`cardkit.collections.rules.ConstructionRules`)."""
    deck: int | None = None
    """Where the kind's cards come in a deck's order (the card sheets, the preview): kinds with
    a number first, by it, then the rest in the table's order."""
    salvage: Mapping[str, Any] = field(default_factory=dict)
    """How `cardkit.model.partial` salvages a schema-invalid file of the kind for the rule checks:
    `keep_out` (fields whose refusal keeps the file out) and `derived` (field -> the fields whose
    findings compare with it, dropped with it)."""
    pack: str | None = None
    """The pack that declares the kind (None for the game's own kinds)."""
    was: Mapping[str, Any] = field(default_factory=dict, compare=False)
    """Keys an earlier cardkit read in the kind's files, each with what it became (the schema's
    `x-cardkit-was`: an old key now written as another), declared by the pack that had the
    old syntax; no part of what the kind means, so a diff of two field tables never names it."""
    at: Position | None = field(default=None, compare=False, repr=False)

    @property
    def is_card(self) -> bool:
        return self.role == CARD_ROLE

    @property
    def is_collection(self) -> bool:
        return self.role == COLLECTION_ROLE

    def field(self, field_id: str) -> FieldSpec | None:
        return next((spec for spec in self.fields if spec.id == field_id), None)

    @property
    def own_fields(self) -> tuple[FieldSpec, ...]:
        """The kind's fields besides cardkit's own (what a generic face or a table lays out)."""
        return tuple(spec for spec in self.fields if spec.origin != CORE)

    @property
    def game_fields(self) -> tuple[FieldSpec, ...]:
        """The fields game.yaml declares (a pack's own face prints its fields itself, and these
        after them)."""
        return tuple(spec for spec in self.fields if spec.origin == GAME)


@dataclass(frozen=True)
class VocabularySpec:
    """A list of named words a game keeps in game.yaml (factions, sets, subtypes): the key it
    is written under, the word its entries' contexts and messages use ("faction"), and which of
    each entry's fields players read besides its name."""

    key: str
    word: str
    """The word its entries' PO contexts use ("card type name")."""
    translated: tuple[tuple[str, ...], ...] = ()
    plain: bool = False
    """A list of bare names (`caster_classes: [Alquimista, ...]`) rather than entries with an id."""
    shared: bool = False
    """Written under game.yaml's `vocabularies:` (any game), not as a top-level key of a pack."""
    name: str = ""
    """How messages call one entry ("card type"); the word when empty."""

    @property
    def label(self) -> str:
        return self.name or self.word


@dataclass(frozen=True)
class FieldTable:
    """Every kind of one game, in deck order, and the vocabularies its fields may name."""

    kinds: tuple[KindSpec, ...] = ()
    vocabularies: tuple[VocabularySpec, ...] = ()
    quoted_names: tuple[str, ...] = ()
    """The kinds and vocabularies (ids, keys) whose names a rules text may quote, in the order a
    quote is looked up (R130, R131); () when quotes in this game's texts name nothing."""

    def kind(self, kind_id: str) -> KindSpec | None:
        return next((kind for kind in self.kinds if kind.id == kind_id), None)

    def fields_of(self, kind: str) -> tuple[FieldSpec, ...]:
        """Every field of a kind, in order; () for a kind the game does not have."""
        found = self.kind(kind)
        return found.fields if found is not None else ()

    def field(self, kind: str, field_id: str) -> FieldSpec | None:
        found = self.kind(kind)
        return found.field(field_id) if found is not None else None

    def folders(self) -> dict[str, str]:
        """Kind id -> its folder under content/, in deck order."""
        return {kind.id: kind.folder for kind in self.kinds}

    @property
    def card_kinds(self) -> tuple[KindSpec, ...]:
        return tuple(kind for kind in self.kinds if kind.is_card)

    @property
    def collection_kinds(self) -> tuple[KindSpec, ...]:
        return tuple(kind for kind in self.kinds if kind.is_collection)

    @property
    def deck_order(self) -> tuple[KindSpec, ...]:
        """The card kinds in the order a deck deals them."""
        numbered = sorted((kind for kind in self.card_kinds if kind.deck is not None), key=lambda kind: kind.deck or 0)
        return (*numbered, *(kind for kind in self.card_kinds if kind.deck is None))

    def vocabulary(self, key: str) -> VocabularySpec | None:
        return next((spec for spec in self.vocabularies if spec.key == key), None)
