"""Where the game's definitions point at each other, as flat lists the rules filter.

One walk over the model says every place a name is used, every dice field and every rules
text. The core finds what its field table says: the fields game.yaml declares (a reference, a
list of references, an enum of a vocabulary), the dice fields and the translatable texts. A
pack adds the places only it knows (its `references`, `dice_fields` and `prose_fields` hooks).
Rules then stay one-liners over these
lists, and a new kind of reference is added once instead of in every rule.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from cardkit.fields.model import GAME, FieldSpec
from cardkit.index.game import GameIndex
from cardkit.index.kinds import NameKind
from cardkit.model import Definition, Game
from cardkit.model import Path_ as FieldPath
from cardkit.model.packs import game_hook


@dataclass(frozen=True)
class Reference:
    """A name written in one definition that must resolve to a definition or vocabulary entry."""

    kind: NameKind
    written: str
    definition: Definition
    path: FieldPath
    role: str = ""
    """What the name is used as, for the message (the field's name, "parameter 'x' of Y")."""
    key: bool = False


@dataclass(frozen=True)
class FieldValue:
    """A scalar field worth a look of its own: a dice value or a prose text."""

    definition: Definition
    path: FieldPath
    value: str | int | None
    label: str


def _target(spec: FieldSpec, index: GameIndex) -> NameKind | None:
    """The kind of name a declared field's values are: a kind (`to:`) or a vocabulary."""
    if spec.item_type == "reference" and spec.to is not None:
        return index.kind(spec.to)
    if spec.item_type == "enum" and spec.vocabulary is not None:
        return index.vocabulary_kind(spec.vocabulary)
    return None


def declared_references(game: Game) -> Iterator[Reference]:
    """Every name written in a field game.yaml declares as a reference or a vocabulary word."""
    index = GameIndex.of(game)
    for definition in game.definitions():
        kind = game.table.kind(definition.kind)
        for spec in kind.fields if kind is not None else ():
            target = _target(spec, index)
            value = definition.values.get(spec.id)
            if spec.origin != GAME or target is None or value is None:
                continue
            items = value if isinstance(value, tuple | list) else (value,)
            for position, item in enumerate(items):
                path: FieldPath = (spec.id, position) if isinstance(value, tuple | list) else (spec.id,)
                yield Reference(target, str(item), definition, path, spec.name)


def collect_references(game: Game) -> list[Reference]:
    """Every name written where a definition or vocabulary entry is meant."""
    found = list(declared_references(game))
    hook = game_hook(game, "references")
    return found + list(hook(game)) if hook is not None else found


def dice_fields(game: Game) -> Iterator[FieldValue]:
    """Every value written in dice notation or as a fixed number."""
    hook = game_hook(game, "dice_fields")
    if hook is not None:
        yield from hook(game)
    for definition, spec, value in game.game_field_values("dice"):
        yield FieldValue(definition, (spec.id,), value, spec.name)


def prose_fields(game: Game) -> Iterator[FieldValue]:
    """Every rules text a player reads (flavour text excluded: it has no rules in it): the
    cards' texts, the text fields game.yaml declares, and what the pack adds."""
    pack_kinds = {kind.id for kind in game.table.kinds if kind.pack is not None}
    for card in game.cards():
        if card.kind not in pack_kinds:
            yield FieldValue(card, ("text",), card.text, "text")
    hook = game_hook(game, "prose_fields")
    if hook is not None:
        yield from hook(game)
    for definition, spec, value in game.game_field_values("text"):
        yield FieldValue(definition, (spec.id,), value, spec.name)
