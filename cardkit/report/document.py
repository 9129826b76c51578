"""The balance report as HTML and PDF under `build/report/`.

Same machinery as the cards and the rulebook: the sandboxed template set (a project's own
`templates/report/` wins over cardkit's), the strict resource fetcher, atomic writes. The
HTML is written too, because a browser shows each odds cell's reasons on hover.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from markupsafe import Markup

from cardkit.content import LoadedProject
from cardkit.css_colors import Rgba
from cardkit.diagnostics import Diagnostic
from cardkit.i18n.labels import Labels
from cardkit.i18n.wording import Wording
from cardkit.output.buildinfo import document_info
from cardkit.output.documents import DocumentRenderer, output_templates
from cardkit.output.resources import template_folders
from cardkit.output.templating import TemplateProblem
from cardkit.output.writing import write_bytes_atomically
from cardkit.packs.tabmaster.report.balance import balance
from cardkit.packs.tabmaster.report.charts import cost_damage_chart, per_fluxo_chart
from cardkit.packs.tabmaster.report.clix import clix_balance
from cardkit.packs.tabmaster.report.outliers import FAR_ABOVE_MEDIAN, find_outliers
from cardkit.packs.tabmaster.resolution import Resolution, resolution_of
from cardkit.report.declared import declared_tables, header_stats

OUTPUT_FOLDER = "report"
TEMPLATE = "report/balance.html.j2"
CLIX_TEMPLATE = "report/clix.html.j2"
NO_NUMBER = "—"


@dataclass
class ReportResult:
    paths: list[Path] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)


def number_formats(labels: Labels) -> dict[str, Callable[..., str]]:
    """Numbers as the report's locale writes them: two decimals, so 21/30 reads 0.70 (0,70) and
    21 reads 21.00 in every table; odds with one."""

    def number(value: Fraction | None) -> str:
        return NO_NUMBER if value is None else labels.decimal(float(value))

    def percent(chance: Fraction) -> str:
        return labels.percent(float(chance))

    return {"number": number, "percent": percent}


HEAT_OPACITY = 0.45
"""The opacity of the theme's heat colour behind a sure kill; lower odds fade towards white."""


def heat_of(color: Rgba) -> Callable[[Fraction], str]:
    """A cell background from white (0) to the theme's heat colour (1), so sure kills stand out."""

    def heat(chance: Fraction) -> str:
        return color.faded(float(chance) * HEAT_OPACITY).css

    return heat


def tab_master_page(loaded: LoadedProject, wording: Wording) -> tuple[str, dict[str, Any]]:
    """Tab Master's report: spells and attacks against DEF, outliers and charts."""
    numbers = balance(loaded.game)
    outliers = find_outliers(numbers.spells)
    charts = {
        "per_fluxo": per_fluxo_chart(numbers.spells, outliers, wording, loaded.theme),
        "cost_damage": cost_damage_chart(numbers.spells, outliers, wording, loaded.theme),
    }
    return TEMPLATE, {
        "balance": numbers,
        "outliers": outliers,
        "far_above": FAR_ABOVE_MEDIAN,
        "charts": {name: Markup(svg) for name, svg in charts.items()},  # our own matplotlib SVG
    }


def clix_page(loaded: LoadedProject, wording: Wording) -> tuple[str, dict[str, Any]]:
    """A clix game's report: every weapon's odds (3d6 + attack against defense) per unit pair."""
    return CLIX_TEMPLATE, {"balance": clix_balance(loaded.game)}


PAGES: dict[Resolution, Callable[[LoadedProject, Wording], tuple[str, dict[str, Any]]]] = {
    Resolution.TAB_MASTER: tab_master_page,
    Resolution.CLIX: clix_page,
}
"""The report each resolution system gets (game.yaml `resolution:`)."""


def build_report(loaded: LoadedProject) -> ReportResult:
    """Measure the game as its resolution system plays, write balance.html and balance.pdf;
    nothing is written when a template or resource fails (the last good report stays)."""
    wording = Wording.of(loaded)
    template, page = PAGES[resolution_of(loaded.game)](loaded, wording)
    globals_ = {
        "heat": heat_of(loaded.theme.color("report", "heat")),
        "declared_tables": declared_tables(loaded.game, wording),
        "header_stats": lambda unit: header_stats(unit, wording),
        **number_formats(wording.labels),
        **wording.template_globals(),
    }
    templates = output_templates(loaded.project.root, template_folders(loaded), globals_, loaded.theme)
    try:
        html = str(templates.render(template, game=loaded.project.name, **page))
        renderer = DocumentRenderer(loaded.project.root, templates, loaded.theme, document_info(loaded.project, "report"))
        pdf = renderer.pdf(renderer.layout(html))
        problems = renderer.refusals()
    except TemplateProblem as problem:
        return ReportResult(diagnostics=[problem.diagnostic])
    if problems:
        return ReportResult(diagnostics=problems)
    folder = loaded.project.build_dir / OUTPUT_FOLDER
    return ReportResult(
        paths=[
            write_bytes_atomically(folder / "balance.html", html.encode("utf-8")),
            write_bytes_atomically(folder / "balance.pdf", pdf),
        ]
    )
