"""Card anatomy: each kind's face as named slots with a fixed place, so every card of a kind has
the same geometry whatever its text.

A slot is a rectangle in mm on the reference card (63 × 88 mm, measured from the top-left corner
of the trim) and the fields it shows. The theme (`anatomy:` in cardkit's default theme, a pack's
theme.yaml and the game's content/theme.yaml) declares them per kind, `card` serving every kind
that lists none; a kind's slots lie over `card`'s one by one. The card CSS places each slot
absolutely (`slot_css`), in em of the card's text size, so one design scales with the card like
every other theme length; the art window keeps its place and size however long the text is, and
the text box (the `text` slot) is what text fitting fills, top-aligned.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

SLOTS = ("title", "cost", "art", "type", "stats", "text", "footer")
"""The slots a face has: its name band, the cost corner, the art window, the type line (kind and
subtypes), the stat boxes, the text box text fitting fills, and the footer (set, number, credit,
revision mark)."""
REFERENCE_CARD = (63.0, 88.0)
"""The card size slot geometry is written for (a poker card); other sizes scale it."""
MM_PER_PT = 25.4 / 72
GENERIC = "card"
"""The anatomy that serves a kind the theme lists none for."""


@dataclass(frozen=True)
class Slot:
    """One slot of a face: where it is (mm on the reference card) and the fields it shows (empty:
    what the kind's template puts there)."""

    name: str
    x: float
    y: float
    width: float
    height: float
    fields: tuple[str, ...] = ()
    floor: float | None = None
    """The `text` slot's own smallest text size in pt (the theme's `text.floor` when None): a
    reference card read at the table may go lower than the default design, never under 6 pt."""

    @property
    def area(self) -> float:
        return self.width * self.height

    def share_of_card(self) -> float:
        """The share of the card's face the slot covers (an art window's 0.4 is 40 %)."""
        return self.area / (REFERENCE_CARD[0] * REFERENCE_CARD[1])


Anatomy = Mapping[str, Slot]
"""A kind's slots by name."""


def build_anatomy(data: Mapping[str, Any]) -> dict[str, dict[str, Slot]]:
    """Each listed kind's slots (`card` first), a kind's own slots over the generic ones, key by key."""
    generic = data.get(GENERIC) or {}
    built: dict[str, dict[str, Slot]] = {}
    for kind, slots in {GENERIC: generic, **data}.items():
        merged: dict[str, Any] = {name: dict(value) for name, value in generic.items()}
        for name, value in (slots or {}).items():
            merged[name] = {**merged.get(name, {}), **value} if value is not None else None
        built[kind] = {name: _slot(name, value) for name, value in merged.items() if value is not None}
    return built


def _slot(name: str, value: Mapping[str, Any]) -> Slot:
    return Slot(
        name,
        float(value.get("x", 0)),
        float(value.get("y", 0)),
        float(value.get("width", 0)),
        float(value.get("height", 0)),
        tuple(value.get("fields") or ()),
        float(str(value["floor"]).removesuffix("pt")) if value.get("floor") is not None else None,
    )


def em(mm: float, font_size_pt: float) -> str:
    """A length in mm on the reference card as em of its text size (`font_size_pt`), so it scales
    with the card as the card's text does."""
    return f"{mm / (font_size_pt * MM_PER_PT):.4f}em"


def slot_css(anatomy: Mapping[str, Anatomy], font_size_pt: float) -> Iterator[str]:
    """The CSS rules placing every kind's slots (`.card--<kind> .slot--<name>`), the generic ones
    on every card; and, where a kind has a cost corner inside its title band, the room the name
    leaves it (`.has-cost`)."""
    for kind, slots in anatomy.items():
        scope = ".card" if kind == GENERIC else f".card.card--{kind}"
        for slot in slots.values():
            yield (
                f"{scope} > .slot--{slot.name} {{ left: {em(slot.x, font_size_pt)}; top: {em(slot.y, font_size_pt)}; "
                f"width: {em(slot.width, font_size_pt)}; height: {em(slot.height, font_size_pt)}; }}"
            )
        title, cost = slots.get("title"), slots.get("cost")
        if title is not None and cost is not None:
            room = max(title.x + title.width - cost.x, 0.0)
            yield f"{scope}.has-cost > .slot--title > .card__title {{ padding-right: {em(room, font_size_pt)}; }}"
