"""R5xx: armies. Minimal for now: every name an army sheet uses must exist.

R50x is references; deeper army rules (limits, leaders' categories, ammunition for the
units fielded) get the following codes.
"""

from __future__ import annotations

from collections.abc import Callable

from cardkit.checks.catalog import Kind
from cardkit.checks.references import register_unknown_name_rule
from cardkit.checks.sites import Reference

LEADER_FIELDS = ("commander", "champion")


def _army_field(*fields: str) -> Callable[[Reference], bool]:
    """Select the army references written under one of `fields`."""

    def selects(ref: Reference) -> bool:
        return ref.in_army and ref.path[0] in fields

    return selects


register_unknown_name_rule(
    "R501", "army-unknown-unit", Kind.UNIT, "an army lists a unit that is not defined", _army_field("units")
)
register_unknown_name_rule(
    "R502",
    "army-unknown-leader",
    Kind.UNIT,
    "an army's commander or champion is not a defined unit",
    _army_field(*LEADER_FIELDS),
)
register_unknown_name_rule(
    "R503",
    "army-unknown-ammunition",
    Kind.AMMUNITION,
    "an army stocks ammunition the game does not have",
    _army_field("ammunition"),
)
