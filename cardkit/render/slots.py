"""Which declared fields a face prints in which slot: the theme's anatomy assigns fields to slots
(`fields:` of a slot), and whatever a kind's slots do not take prints in its text box. Templates
ask these helpers rather than keeping their own lists of fields."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardkit.i18n.wording import Wording
from cardkit.model import Definition
from cardkit.theme.model import Theme


def slot_globals(wording: Wording, theme: Theme) -> dict[str, Callable[..., Any]]:
    """`slot_fields(definition, slot)`: the declared fields the kind's anatomy puts in `slot`, in
    the slot's order; `free_fields(definition)`: those it puts in none (the text box's)."""

    def slot_fields(definition: Definition, name: str) -> list[Any]:
        slot = theme.slot(definition.kind, name)
        shown = {field.id: field for field in wording.declared_fields(definition)}
        return [shown[field_id] for field_id in (slot.fields if slot else ()) if field_id in shown]

    def free_fields(definition: Definition) -> list[Any]:
        taken = {field_id for slot in theme.slots(definition.kind).values() for field_id in slot.fields}
        return [field for field in wording.declared_fields(definition) if field.id not in taken]

    return {"slot_fields": slot_fields, "free_fields": free_fields}
