"""The result of comparing two revisions of a game: plain frozen dataclasses, JSON-ready.

Every renderer (the text of `cardkit diff`, its JSON, the errata PDF, the rulebook's Errata
chapter) reads these and nothing else. Each change carries both what a player reads (`label`,
`old`/`new` as the cards print them, in the edition's words) and what a tool needs (ids, files,
raw values), so no renderer has to go back to the games.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import Enum
from typing import Any


class Status(str, Enum):
    """What happened to a definition, a vocabulary entry, a chapter or a paragraph."""

    ADDED = "added"
    REMOVED = "removed"
    RENAMED = "renamed"
    """Another name: in the same file (the same card id), or in a file renamed with it whose
    content is mostly the same (a new card id; `old_id` is the one it had)."""
    MOVED = "moved"
    """Same name, another file."""
    CHANGED = "changed"


@dataclass(frozen=True)
class FieldChange:
    """One field that differs: `label` as the card names it ("DAN", "Ataque 2: DAN",
    "Características"), `old`/`new` as the card prints the value (None: the side lacks it), and
    for lists of names what was added and removed ("+ Voar, − Nativo")."""

    field: str
    """The field's path in the definition's file: `cost`, `printings.1.number`, `subtypes`, `text`."""
    label: str
    old: str | None
    new: str | None
    old_value: Any = None
    new_value: Any = None
    added: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()


@dataclass(frozen=True)
class DefinitionChange:
    """A definition (or vocabulary entry) that is new, gone, renamed, moved or edited.

    For a rename, `old_name` is the name it had and `still_using_old_name` lists the NEW side's
    files that still write that name (which `cardkit check` then reports as renamed)."""

    status: Status
    kind: str
    name: str
    """The name on the NEW side (on the OLD side for a removal)."""
    id: str | None
    """The card id (`event-ambush`) on the NEW side (OLD for a removal); a vocabulary entry's id."""
    old_name: str | None = None
    old_id: str | None = None
    old_file: str | None = None
    new_file: str | None = None
    old_line: int | None = None
    new_line: int | None = None
    fields: tuple[FieldChange, ...] = ()
    still_using_old_name: tuple[str, ...] = ()

    @property
    def prints_differently(self) -> bool:
        """Whether players see the change: a definition that only moved file prints the same,
        so the errata sheet and the Errata chapter leave it out."""
        return not (self.status is Status.MOVED and not self.fields)


@dataclass(frozen=True)
class KindDiff:
    """The changes of one kind (a kind of card, a collection, a game.yaml list), in file order."""

    kind: str
    label: str
    """The heading players read: "Magias", "Elementos"."""
    changes: tuple[DefinitionChange, ...]


@dataclass(frozen=True)
class ParagraphChange:
    """A paragraph of a chapter added, removed or edited, with its line in each side's file."""

    status: Status
    old_text: str | None
    new_text: str | None
    old_line: int | None
    new_line: int | None


@dataclass(frozen=True)
class ChapterChange:
    """A rulebook chapter added, removed or with changed paragraphs."""

    status: Status
    title: str
    old_file: str | None
    new_file: str | None
    paragraphs: tuple[ParagraphChange, ...] = ()


@dataclass(frozen=True)
class FollowedName:
    """A card name a definition writes whose card was renamed (`new`: its new name, which the
    definition now prints) or removed (`new` None)."""

    kind: str
    """The named card's kind."""
    old: str
    new: str | None


@dataclass(frozen=True)
class Affected:
    """A definition that names a renamed or removed card (a deck, a collection's list, a card
    that names another): unchanged in itself perhaps, but a printed copy still shows the old name."""

    kind: str
    name: str
    """Its name on the NEW side."""
    file: str
    names: tuple[FollowedName, ...]


@dataclass(frozen=True)
class AffectedKind:
    """The definitions of one kind that name a renamed or removed card, under the kind's heading."""

    kind: str
    label: str
    definitions: tuple[Affected, ...]


@dataclass(frozen=True)
class GameDiff:
    """Everything that changed from `old` to `new` (how each side is named: `HEAD~1`, `working tree`)."""

    old: str
    new: str
    locale: str
    kinds: tuple[KindDiff, ...]
    """Only kinds with changes: game.yaml's own settings and lists first, then every definition kind."""
    chapters: tuple[ChapterChange, ...]
    affected: tuple[AffectedKind, ...] = ()
    """Knock-on changes: what names a card the diff renames or removes (`cardkit.diff.knock_on`)."""

    @property
    def is_empty(self) -> bool:
        return not self.kinds and not self.chapters

    def changed(self, kind: str) -> tuple[DefinitionChange, ...]:
        """The changes of one kind (empty when it has none)."""
        return next((k.changes for k in self.kinds if k.kind == kind), ())

    def to_json(self) -> dict[str, Any]:
        """The JSON form `cardkit diff --format json` prints (docs/architecture.md, Contracts)."""
        return asdict(self)
