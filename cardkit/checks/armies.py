"""R5xx: armies. Minimal for now: every name an army sheet uses must exist.

R50x is references; deeper army rules (limits, leaders' categories, ammunition for the
units fielded) get the following codes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from cardkit.checks.catalog import Kind
from cardkit.checks.context import CheckContext, Finding
from cardkit.checks.references import unknown_references
from cardkit.checks.registry import rule
from cardkit.checks.sites import Reference
from cardkit.diagnostics import Severity

LEADER_FIELDS = ("commander", "champion")


def _army_field(*fields: str) -> Callable[[Reference], bool]:
    """Select the army references written under one of `fields`."""

    def selects(ref: Reference) -> bool:
        return ref.in_army and ref.path[0] in fields

    return selects


@rule(code="R501", name="army-unknown-unit", severity=Severity.ERROR, description="an army lists a unit that is not defined")
def army_unknown_unit(ctx: CheckContext) -> Iterator[Finding]:
    return unknown_references(ctx, Kind.UNIT, _army_field("units"))


@rule(code="R502", name="army-unknown-leader", severity=Severity.ERROR, description="an army's commander or champion is not a defined unit")
def army_unknown_leader(ctx: CheckContext) -> Iterator[Finding]:
    return unknown_references(ctx, Kind.UNIT, _army_field(*LEADER_FIELDS))


@rule(code="R503", name="army-unknown-ammunition", severity=Severity.ERROR, description="an army stocks ammunition the game does not have")
def army_unknown_ammunition(ctx: CheckContext) -> Iterator[Finding]:
    return unknown_references(ctx, Kind.AMMUNITION, _army_field("ammunition"))
