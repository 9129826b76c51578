"""The typed model: plain frozen objects built from schema-valid YAML, by the field table.

A definition is its kind, its name, where it was written and the values of its kind's fields
(`values`, by field id, each built by its field's type: a list as a tuple, art as `Art`, a
pack's structured field as the pack's own object). Nothing downstream of validation touches
raw YAML. Each definition keeps its `LocatedDocument`, so a check can point at the exact line
of any field. A rules pack may give its kinds typed views (subclasses reading `values`), which
its checks and outputs use; the core reads every definition through the field table alone.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cardkit.fields.model import GAME, FieldSpec, FieldTable
from cardkit.fields.vocabulary import Terms
from cardkit.foundation.locale_tags import DEFAULT_LOCALE
from cardkit.richtext.symbols import Symbols

if TYPE_CHECKING:
    from cardkit.loading import LocatedDocument, Position

Path_ = tuple[str | int, ...]

VOCABULARY_KIND = "game"
"""The kind of game.yaml itself, whose definition is the game's `Vocabulary`."""


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
    `contain` shows it whole) and the artist credit the card prints. A credit may come without
    a file: the illustration is credited before its file reaches the project."""

    file: str | None
    focus_x: float = 50.0
    focus_y: float = 50.0
    fit: str = "cover"
    credit: str | None = None


@dataclass(frozen=True)
class Printing:
    """One set a card is printed in: the set (an entry of the game's `sets` vocabulary, by
    name or id as written), the card's number in it, and how many copies that set holds."""

    set: str
    number: int | str | None = None
    quantity: int = 1


@dataclass(frozen=True)
class Definition:
    """One definition file: its kind, name and source, and its fields' values by id."""

    kind: str
    name: str
    source: Located
    values: dict[str, Any] = field(default_factory=dict)
    """Every field of the kind the file gives (built by its type), and the defaults of those it leaves out."""
    declared_ids: tuple[str, ...] = field(default=(), compare=False, repr=False)
    """The fields game.yaml declares for the kind (its pack's and cardkit's are the others)."""

    def value(self, field_id: str, default: Any = None) -> Any:
        found = self.values.get(field_id)
        return default if found is None else found

    @property
    def file(self) -> str:
        return self.source.doc.relpath

    @property
    def status(self) -> str:
        return str(self.value("status", "final"))

    @property
    def is_draft(self) -> bool:
        return self.status == "draft"

    @property
    def ignore(self) -> tuple[str, ...]:
        return tuple(self.value("ignore", ()))

    @property
    def art(self) -> Art | None:
        found = self.values.get("art")
        return found if isinstance(found, Art) else None

    @property
    def text(self) -> str | None:
        return self.values.get("text")

    @property
    def flavor(self) -> str | None:
        return self.values.get("flavor")

    @property
    def copies(self) -> int:
        return int(self.value("copies", 1))

    @property
    def printings(self) -> tuple[Printing, ...]:
        return tuple(self.value("printings", ()))

    @property
    def draft_fields(self) -> tuple[str, ...]:
        return tuple(self.value("draft_fields", ()))

    @property
    def declared(self) -> dict[str, Any]:
        """The values of the fields game.yaml declares for the kind, by field id, as built."""
        return {field_id: self.values[field_id] for field_id in self.declared_ids if field_id in self.values}


ANY_DICE: tuple[int, ...] = ()
"""The dice of a game that names none (game.yaml without `dice:`, or no game.yaml): any size."""


@dataclass(frozen=True)
class Vocabulary(Definition):
    """`game.yaml`: the game's name and language, its pack, its field table and vocabularies,
    and (in `values`) whatever keys the pack adds, built by the pack."""

    language: str = DEFAULT_LOCALE
    ruleset_version: str | None = None
    pack: str | None = None
    """The rules pack game.yaml names (`pack: tab-master`); None for a game of its own."""
    terms: Terms = field(default_factory=Terms)
    """Every vocabulary of the game: its shared `vocabularies:` and its pack's lists."""
    table: FieldTable = field(default_factory=FieldTable)
    """Every kind of the game with its fields: cardkit's, the pack's and game.yaml's."""
    dice: tuple[int, ...] = ANY_DICE
    """The dice the game rolls (`dice: [6]`): a dice field may use only these; () allows any."""
    symbols: Symbols = field(default_factory=Symbols)
    """The `[token]`s its texts may write, and what each draws (`symbols:`)."""
    labels: dict[str, str] = field(default_factory=dict)
    """Label-catalog overrides in the game's own language, by message id."""
    kept_in_translation: tuple[str, ...] = ()
    """Marks every translation writes as the source does (`translation: keep:`): T006."""


def kind_of(definition: Definition) -> str:
    """The kind id of a definition (`game` for game.yaml)."""
    return definition.kind


@dataclass(frozen=True, eq=False)
class Game:
    """Everything one project defines: game.yaml and the definitions of each kind, in file order.
    Frozen: a game with more or other definitions is a new game (`dataclasses.replace`), so
    what was derived from one (its `GameIndex`) stays true of it."""

    vocabulary: Vocabulary | None = None
    by_kind: Mapping[str, tuple[Definition, ...]] = field(default_factory=dict)
    base_table: FieldTable = field(default_factory=FieldTable)
    """The table of a game whose game.yaml did not load (its pack's, else cardkit's alone)."""

    @property
    def table(self) -> FieldTable:
        return self.vocabulary.table if self.vocabulary is not None else self.base_table

    @property
    def terms(self) -> Terms:
        return self.vocabulary.terms if self.vocabulary is not None else Terms()

    @property
    def dice(self) -> tuple[int, ...]:
        """The die sizes a dice field may use; `ANY_DICE` (any size) when game.yaml names none
        or did not load: the check (R201) and the editor's schema both ask here."""
        return self.vocabulary.dice if self.vocabulary is not None else ANY_DICE

    def of_kind(self, kind: str) -> tuple[Definition, ...]:
        """The definitions of one kind, in file order."""
        return self.by_kind.get(kind, ())

    def kind_folders(self) -> dict[str, str]:
        """Every kind kept one file per definition, with its folder under content/."""
        return self.table.folders()

    def cards(self) -> list[Definition]:
        """Every definition that is a card, kinds in deck order."""
        return [card for kind in self.table.deck_order for card in self.of_kind(kind.id)]

    def game_field_values(self, field_type: str) -> Iterator[tuple[Definition, FieldSpec, Any]]:
        """Every value a definition gives for a field game.yaml declares of `field_type`."""
        for definition in self.definitions():
            kind = self.table.kind(definition.kind)
            for spec in kind.fields if kind is not None else ():
                if spec.origin == GAME and spec.item_type == field_type and spec.id in definition.values:
                    yield definition, spec, definition.values[spec.id]

    def definitions(self) -> list[Definition]:
        head: list[Definition] = [self.vocabulary] if self.vocabulary else []
        return head + [definition for kind in self.table.kinds for definition in self.of_kind(kind.id)]
