"""Which declared fields a face prints in which slot: the theme's anatomy assigns fields to slots
(`fields:` of a slot), and whatever a kind's slots do not take prints in its text box. Templates
ask these helpers rather than keeping their own lists of fields. Only the generic face asks them,
for a kind no template of its own draws: a pack's kind drawn so has nobody else to print the
pack's fields, so they are the face's to print as well as game.yaml's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardkit.fields.model import GAME, PACK
from cardkit.model import Definition
from cardkit.output.wording import Wording
from cardkit.theme.art import BASE_FONT_SIZE
from cardkit.theme.model import Theme


def slot_globals(wording: Wording, theme: Theme) -> dict[str, Callable[..., Any]]:
    """`slot_fields(definition, slot)`: the declared fields the kind's anatomy puts in `slot`, in
    the slot's order; `free_fields(definition)`: those it puts in none (the text box's)."""

    def slot_fields(definition: Definition, name: str) -> list[Any]:
        """The declared fields the kind's anatomy puts in slot `name`, in the slot's order."""
        slot = theme.slot(definition.kind, name)
        shown = {field.id: field for field in wording.declared_fields(definition, origins=FACE_ORIGINS)}
        return [shown[field_id] for field_id in (slot.fields if slot else ()) if field_id in shown]

    def free_fields(definition: Definition) -> list[Any]:
        """The declared fields no slot of the kind takes: what its text box prints."""
        taken = {field_id for slot in theme.slots(definition.kind).values() for field_id in slot.fields}
        return [field for field in wording.declared_fields(definition, origins=FACE_ORIGINS) if field.id not in taken]

    def title_style(definition: Definition, text: str) -> str:
        """The name band's font size for `text`, the name as printed: 1.5 em (the card's title
        size) when it fits the band, else as much smaller as it needs, down to the theme's floor,
        so a long title shrinks inside the band instead of running past the trim. Measured
        from its letters (a bold serif's average width), with room to spare."""
        band = theme.slot(definition.kind, "title")
        if band is None:
            return ""
        cost = theme.slot(definition.kind, "cost") if slot_fields(definition, "cost") else None
        em_mm = BASE_FONT_SIZE * 25.4 / 72
        room = band.width - (cost.width if cost else 0.0) - TITLE_PADDING_EM * em_mm
        needed = len(text.strip()) * TITLE_LETTER_EM * TITLE_EM * em_mm
        if needed <= room:
            return ""
        floor = theme.text_floor_pt / BASE_FONT_SIZE
        size = max(TITLE_EM * room / needed, floor)
        # What the name holds at a share of its size (a pack's parameter chips, --title-small)
        # stays at the floor or more.
        return f"font-size: {size:.3f}em; --title-small: {max(TITLE_SMALL_EM, floor / size):.3f}em"

    return {"slot_fields": slot_fields, "free_fields": free_fields, "title_style": title_style}


FACE_ORIGINS = (PACK, GAME)
"""Whose fields the generic face prints: the pack's (of a kind it has no template for) and the game's."""
TITLE_EM = 1.5
"""The name's size in the band, in em of the card's text (templates/cards/cards.css, .card__name)."""
TITLE_SMALL_EM = 0.6
"""The size of what a name holds at a share of it (the parameter chips a pack prints in a title), in em of the name."""
TITLE_PADDING_EM = 1.1
"""The band's padding left and right, in em of the card's text (.card__title)."""
TITLE_LETTER_EM = 0.56
"""A bold serif letter's average width in em, a little over the title font's, so a name judged
to fit does."""
