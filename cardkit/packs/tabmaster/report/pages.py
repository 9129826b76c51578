"""Tab Master's pages of the report (the `report_pages` hook), by the game's resolution system.

A Tab Master game gets its spells and attacks against DEF, the dominated and the far too
efficient spells and two charts; a clix game (`resolution: clix`) every weapon's odds to hit
each unit and the clicks of damage to expect.
"""

from __future__ import annotations

from collections.abc import Callable

from markupsafe import Markup

from cardkit.output.wording import Wording
from cardkit.packs.tabmaster.report.balance import balance
from cardkit.packs.tabmaster.report.charts import cost_damage_chart, per_fluxo_chart
from cardkit.packs.tabmaster.report.clix import clix_balance
from cardkit.packs.tabmaster.report.outliers import FAR_ABOVE_MEDIAN, find_outliers
from cardkit.packs.tabmaster.resolution import Resolution, resolution_of
from cardkit.project.validate import LoadedProject
from cardkit.report.pages import ReportPage

BALANCE_TEMPLATE = "report/balance.html.j2"
CLIX_TEMPLATE = "report/clix.html.j2"


def tab_master_page(loaded: LoadedProject, wording: Wording) -> ReportPage:
    """Spells and attacks against DEF, outliers and charts."""
    numbers = balance(loaded.game)
    outliers = find_outliers(numbers.spells)
    charts = {
        "per_fluxo": per_fluxo_chart(numbers.spells, outliers, wording, loaded.theme),
        "cost_damage": cost_damage_chart(numbers.spells, outliers, wording, loaded.theme),
    }
    return ReportPage(
        BALANCE_TEMPLATE,
        {
            "balance": numbers,
            "outliers": outliers,
            "far_above": FAR_ABOVE_MEDIAN,
            "charts": {name: Markup(svg) for name, svg in charts.items()},  # our own matplotlib SVG
        },
    )


def clix_page(loaded: LoadedProject, wording: Wording) -> ReportPage:
    """Every weapon's odds (3d6 + attack against defense) per unit pair."""
    return ReportPage(CLIX_TEMPLATE, {"balance": clix_balance(loaded.game)})


PAGES: dict[Resolution, Callable[[LoadedProject, Wording], ReportPage]] = {
    Resolution.TAB_MASTER: tab_master_page,
    Resolution.CLIX: clix_page,
}
"""The page each resolution system gets (game.yaml `resolution:`)."""


def report_pages(loaded: LoadedProject, wording: Wording) -> list[ReportPage]:
    """The `report_pages` hook: the page of the game's resolution system."""
    return [PAGES[resolution_of(loaded.game)](loaded, wording)]
