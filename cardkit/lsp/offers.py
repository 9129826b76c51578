"""What the place under the cursor takes: the names of some kinds or vocabularies, or an enum's
values, read from the field table (`cardkit.index.places`) by the file's kind and the keys above
the cursor.

A pack answers first for a place only it understands (its `complete_names` hook: a value
whose kind of name another card's declaration decides, as Tab Master's parameters), and may
narrow the names a place of the table offers (its `offered_names` hook). Read from the buffer's lines, so it works while the
file does not parse.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardkit.fields.model import EnumValue
from cardkit.index.game import GameIndex
from cardkit.index.kinds import NameKind
from cardkit.index.places import CONTENT, NamePlace, file_places, kind_of_file, place_at
from cardkit.lsp.text import key_path_at
from cardkit.model.packs import pack_of


@dataclass(frozen=True)
class Offer:
    """The names a place takes (of `kinds`; only `allowed` among them when given), written by
    the entries' ids when `by_id`; or the `values` of an enum of its own."""

    kinds: tuple[NameKind, ...] = ()
    allowed: frozenset[str] | None = None
    by_id: bool = False
    values: tuple[EnumValue, ...] = ()

    def takes(self, name: str) -> bool:
        return self.allowed is None or name in self.allowed


def offer_at(index: GameIndex, relpath: str, text: str, line: int, column: int, content: str = CONTENT) -> Offer | None:
    """What the cursor's place in the file `relpath` takes; None where it takes no name."""
    keys = key_path_at(text, line, column)
    if not keys:
        return None
    game = index.game
    kind = kind_of_file(game.table, relpath, content)
    pack = pack_of(game)
    hook = pack.hook("complete_names") if pack is not None else None
    answered = hook(index, kind.id if kind is not None else None, keys, text, line, column) if hook is not None else None
    if isinstance(answered, Offer):
        return answered
    values = _enum_values(index, kind.id if kind is not None else None, keys)
    if values:
        return Offer(values=values)
    place = place_at(file_places(game, relpath, content), keys)
    return _offer(index, kind.id if kind is not None else None, place) if place is not None else None


def _enum_values(index: GameIndex, kind_id: str | None, keys: tuple[str, ...]) -> tuple[EnumValue, ...]:
    """An enum field of its own values (not a vocabulary's), when the cursor is at its value."""
    spec = index.game.table.field(kind_id, keys[0]) if kind_id is not None and len(keys) == 1 else None
    return spec.values if spec is not None and spec.item_type == "enum" and spec.vocabulary is None else ()


def _offer(index: GameIndex, kind_id: str | None, place: NamePlace) -> Offer:
    kinds = tuple(found for target in place.targets if (found := index.kind(target) or index.vocabulary_kind(target)) is not None)
    pack = pack_of(index.game)
    narrow = pack.hook("offered_names") if pack is not None and kind_id is not None else None
    allowed = narrow(index, kind_id, place.path) if narrow is not None else None
    by_id = place.is_field_itself and place.field is not None and place.field.by_id
    return Offer(kinds, frozenset(allowed) if allowed is not None else None, by_id)
