"""Which back a card shows: the theme's `back.group` says which cards share one.

`none` (cardkit's default): one back for every card, in the generic frame colour, so a face-down
deck tells nothing of what it holds. `kind`: a back per card kind, in the kind's colour, for games
whose kinds are separate piles. A field's id (`side`): a back per value of that field, in the
colours the theme's `values:` gives the value; a card without a value takes the shared back.
Every card of a group shares one laid-out back (`faceplan.Face`, `back:<group>`), whose colour
also fills the bleed of its pages.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardkit.fields.values import value_text
from cardkit.output.wording import Wording
from cardkit.render.faces import Card
from cardkit.theme.model import BACK_BY_KIND, BACK_SHARED, KindColors, Theme

SHARED = "*"
"""The group of the back every card shares: no kind or value id holds a `*`."""


def back_group(theme: Theme, card: Card) -> str:
    """The group of `card`'s back: `SHARED`, its kind, or its value of the field backs go by."""
    grouped_by = theme.back_group
    if grouped_by == BACK_SHARED:
        return SHARED
    if grouped_by == BACK_BY_KIND:
        return card.kind
    value = card.field_values.get(grouped_by)
    return value if isinstance(value, str) and value else SHARED


def back_colors(theme: Theme, group: str) -> KindColors:
    """The colours of a group's back and of its bleed: the kind's, the value's (`values:`), or
    the generic card colours for the shared back and a value the theme does not colour."""
    if group == SHARED:
        return theme.generic_colors()
    if theme.back_group == BACK_BY_KIND:
        return theme.kind(group)
    return theme.values.get(theme.back_group, {}).get(group) or theme.generic_colors()


def back_label(theme: Theme, card: Card, wording: Wording) -> str | None:
    """The name of `card`'s back group as players read it (what `back.label: group` prints):
    the kind's name, or the value's name from the game's data; None for the shared back."""
    group = back_group(theme, card)
    if group == SHARED:
        return None
    if theme.back_group == BACK_BY_KIND:
        return wording.kind_name(card.kind)
    spec = next((spec for spec in wording.table.fields_of(card.kind) if spec.id == theme.back_group), None)
    return value_text(spec, group, wording.words.terms, wording.locale) if spec is not None else group


def first_of_groups(theme: Theme, cards: Iterable[Card]) -> dict[str, Card]:
    """Each back group's first card in deck order: what its back is laid out from."""
    firsts: dict[str, Card] = {}
    for card in cards:
        firsts.setdefault(back_group(theme, card), card)
    return firsts


def group_file(group: str, name: str) -> str:
    """The name of a back group's image file: `name` (`back.png`) for the shared back, else
    `<group>-<name>` (`wardens-back.png`, `wardens-sheet-1.png`)."""
    return name if group == SHARED else f"{group}-{name}"
