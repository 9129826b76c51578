"""What a rules pack adds to the report: pages of its own, each a template and its context.

The report is cardkit's document (`report/report.html.j2`: its title, then each page, then the
tables of the fields game.yaml declares for the report); the pages between come from the game's
pack, through its `report_pages` hook, which measures the game by its rules (odds, outliers,
charts). A game without a pack, or whose pack adds none, gets cardkit's tables alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cardkit.model.packs import pack_of

if TYPE_CHECKING:
    from cardkit.output.wording import Wording
    from cardkit.project.validate import LoadedProject

REPORT_PAGES_HOOK = "report_pages"


@dataclass(frozen=True)
class ReportPage:
    """One page of the report: the template that draws it (a fragment of the report's body,
    looked up like every template: the project's, the pack's, cardkit's) and what it receives
    besides the report's helpers."""

    template: str
    context: Mapping[str, Any] = field(default_factory=dict)


ReportPagesHook = Callable[["LoadedProject", "Wording"], Sequence[ReportPage]]
"""A pack's `report_pages`: the pages it adds to the report of a loaded (checked) project, in
the edition's words (`Wording`), in the order they print."""


def pack_pages(loaded: LoadedProject, wording: Wording) -> list[ReportPage]:
    """The pages the game's pack adds to its report (none without a pack or the hook)."""
    pack = pack_of(loaded.game)
    hook = pack.hook(REPORT_PAGES_HOOK) if pack is not None else None
    return list(hook(loaded, wording)) if hook is not None else []
