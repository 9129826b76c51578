"""Where names stand in a game's files, read from the field table: which kinds or vocabularies
each place of a kind's files names (a `reference` field its `to:` kind, a structured field's
`names:` paths, a collection's entries the cards it may hold).

The editor's completion and its schemas ask this one question, so the two offer the same
names where `cardkit check` looks them up. game.yaml is no kind of the table: the places of
names among a pack's game.yaml keys come from the pack (its `game_name_places` hook).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePosixPath

from cardkit.fields.model import FieldPath, FieldSpec, FieldTable, KindSpec
from cardkit.fields.paths import EVERY_ITEM, EVERY_KEY
from cardkit.model import Game
from cardkit.model.packs import pack_of

CONTENT = "content"
GAME_FILE = "game.yaml"


@dataclass(frozen=True)
class NamePlace:
    """One place of a file where a name stands: its path from the file's top ("*" every item
    of a list, "~" every key of a mapping), the kinds or vocabularies whose names it takes,
    and the field it lies in (None for a place of game.yaml)."""

    path: FieldPath
    targets: tuple[str, ...]
    field: FieldSpec | None = None

    @property
    def keys(self) -> tuple[str, ...]:
        """The path's keys alone: what the keys above a cursor in a buffer read."""
        return tuple(step for step in self.path if step not in (EVERY_ITEM, EVERY_KEY))

    @property
    def is_field_itself(self) -> bool:
        """Whether the place is the field's own value (or its list's items), not a place inside
        a structured value."""
        return self.field is not None and self.path[1:] in ((), (EVERY_ITEM,))


def field_places(kind: KindSpec, spec: FieldSpec, table: FieldTable) -> list[NamePlace]:
    """The places of names in one field of `kind`: the field itself when it is a name (or a
    list of names), the paths its `names:` declares, and a collection's entries' cards."""
    places = []
    for inner, target in spec.name_paths():
        if spec.type == "list" and inner == ():
            continue  # a list's own value is the list: its items are the names
        places.append(NamePlace((spec.id, *inner), (target,), spec))
    entries = kind.entries
    if spec.type == "entries" and entries is not None and len(entries.of) != 1:
        cards = entries.of or tuple(card.id for card in table.card_kinds)
        places.append(NamePlace((spec.id, EVERY_ITEM, entries.card), cards, spec))
    return places


def kind_places(kind: KindSpec, table: FieldTable) -> list[NamePlace]:
    """Every place of names in a file of `kind`, in the order of its fields."""
    return [place for spec in kind.fields for place in field_places(kind, spec, table)]


def game_places(game: Game) -> list[NamePlace]:
    """The places of names in game.yaml: those the game's pack declares among its keys."""
    pack = pack_of(game)
    hook = pack.hook("game_name_places") if pack is not None else None
    return [NamePlace(tuple(path), (target,)) for path, target in hook(game)] if hook is not None else []


def kind_of_file(table: FieldTable, relpath: str, content: str = CONTENT) -> KindSpec | None:
    """The kind a project file (its path from the project's folder) holds a definition of, by
    its folder in the content folder (`content`, from the project's folder too); None for
    game.yaml and every file outside a kind folder."""
    path = PurePosixPath(relpath)
    if path.suffix not in (".yaml", ".yml") or path.parent.parent != PurePosixPath(content):
        return None
    return next((kind for kind in table.kinds if kind.folder == path.parent.name), None)


def is_game_file(relpath: str, content: str = CONTENT) -> bool:
    return PurePosixPath(relpath) == PurePosixPath(content) / GAME_FILE


def file_places(game: Game, relpath: str, content: str = CONTENT) -> list[NamePlace]:
    """The places of names in one project file: its kind's, or game.yaml's."""
    if is_game_file(relpath, content):
        return game_places(game)
    kind = kind_of_file(game.table, relpath, content)
    return kind_places(kind, game.table) if kind is not None else []


def place_at(places: list[NamePlace], keys: tuple[str, ...]) -> NamePlace | None:
    """The place whose keys are the cursor's (`("attacks", "type")` in a list item of
    `attacks:`), or None."""
    return next((place for place in places if place.keys == keys), None)
