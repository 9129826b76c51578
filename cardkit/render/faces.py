"""What one card shows: its definition, and what the game's pack adds from the game around it.

A `Card` is built for every definition `Game.cards()` yields, in deck order. Templates read the
definition's fields (`card.definition`), which the field table built; what a rules pack draws
that no field holds (computed from the card's fields and the rest of the game: a figure, the
lines of the definitions it names, a table) comes from the pack's `card_view` hook as a
`CardView`, whose entries templates read as `card.<name>`. The card's id (`<kind>-<slug>`, the
slug being the definition's file name: docs/architecture.md, Layout) names its PNG and ties
layout findings back to it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import PurePosixPath
from typing import Any

from cardkit.index.game import GameIndex
from cardkit.model import Definition, Game
from cardkit.model.packs import pack_of

CARD_VIEW_HOOK = "card_view"


@dataclass(frozen=True)
class CardView:
    """What a pack adds to one card for its template: `data` by name (`card.<name>` in a
    template), and whether the face holds reminder text that text fitting may leave out at its
    smaller steps (`cardkit.render.fit.ladder_for`)."""

    data: Mapping[str, Any] = field(default_factory=dict)
    reminders: bool = False


CardViewHook = Callable[[Definition, GameIndex], CardView | None]
"""A pack's `card_view`: the view of one card of the game, or None when it adds nothing."""


@dataclass(frozen=True)
class Card:
    """One card design; `copies` says how many the deck needs."""

    kind: str
    slug: str
    definition: Definition
    view: CardView = field(default_factory=CardView)
    mark: str = ""
    """The card's revision mark (`cardkit.project.marks`), printed in its footer; "" prints none."""
    value_ids: Mapping[str, str] = field(default_factory=dict)
    """The entry ids of the vocabulary values its file names by name (`side: Wardens` is
    `wardens`), by field: what the theme's `values:` and `back.group` match (`field_values`)."""

    @property
    def field_values(self) -> Mapping[str, Any]:
        """The definition's values with each vocabulary entry as its id, as theme tokens name it."""
        return {**self.definition.values, **self.value_ids}

    @property
    def id(self) -> str:
        return f"{self.kind}-{self.slug}"

    @property
    def copies(self) -> int:
        return self.definition.copies

    @property
    def has_reminders(self) -> bool:
        return self.view.reminders

    def __getitem__(self, name: str) -> Any:
        """What the pack's view holds under `name`: Jinja falls back to this when `card.<name>`
        is no attribute, so a template writes `card.diagram` for the pack's data."""
        return self.view.data[name]

    @property
    def blame_path(self) -> tuple[str, ...]:
        """The field a layout problem points at: the longest text the designer can shorten."""
        for text_field in ("text", "flavor"):
            if self.definition.values.get(text_field):
                return (text_field,)
        return ("name",)


def game_cards(game: Game, marks: Mapping[str, str] | None = None) -> list[Card]:
    """Every card of the game, kinds in deck order (`FieldTable.deck_order`), each kind in file
    order, with what the game's pack adds to it; each with its mark from `marks` (card id ->
    mark: `cardkit.project.marks.Marks.cards`), none without."""
    view = _view_hook(game)
    index = GameIndex.of(game) if view is not None else None
    cards = [_card(definition, view, index, game) for definition in game.cards()]
    return [replace(card, mark=marks.get(card.id, "")) for card in cards] if marks else cards


def _view_hook(game: Game) -> CardViewHook | None:
    pack = pack_of(game)
    return pack.hook(CARD_VIEW_HOOK) if pack is not None else None


def _card(definition: Definition, view: CardViewHook | None, index: GameIndex | None, game: Game) -> Card:
    added = view(definition, index) if view is not None and index is not None else None
    return Card(definition.kind, file_stem(definition), definition, added or CardView(), value_ids=_value_ids(definition, game))


def _value_ids(definition: Definition, game: Game) -> dict[str, str]:
    """Field -> entry id of each vocabulary value `definition` writes by its name or its id."""
    if game.vocabulary is None:
        return {}
    terms = game.vocabulary.terms
    ids = {}
    for spec in game.table.fields_of(definition.kind):
        written = definition.values.get(spec.id)
        term = terms.find(spec.vocabulary, written) if spec.vocabulary and isinstance(written, str) else None
        if term is not None and term.id:
            ids[spec.id] = term.id
    return ids


def file_stem(definition: Definition) -> str:
    """A card's name in ids and file names: its definition file's, which is unique by construction."""
    return PurePosixPath(definition.file).stem
