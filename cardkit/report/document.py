"""The report as HTML and PDF under `build/report/`.

Same machinery as the cards and the rulebook: the sandboxed template set (a project's own
`templates/report/` wins over its pack's and cardkit's), the strict resource fetcher, atomic
writes. The document is `report/report.html.j2`: the title, the pages the game's pack adds
(`cardkit.report.pages`), each rendered with its own context and the report's helpers, the
report every game gets (`cardkit.report.neutral`) and the tables of the fields game.yaml
declares for the report. The HTML is written too, because a
browser shows what a page puts in its cells' titles on hover.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

from cardkit.fields.model import FieldSpec
from cardkit.foundation.css_colors import Rgba
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.i18n.labels import LabelError, Labels
from cardkit.output.buildinfo import document_info
from cardkit.output.documents import DocumentRenderer, output_templates
from cardkit.output.paper import Paper
from cardkit.output.resources import template_folders
from cardkit.output.result import any_error
from cardkit.output.templating import TemplateProblem
from cardkit.output.wording import Wording
from cardkit.output.writing import write_bytes_atomically
from cardkit.project.validate import LoadedProject
from cardkit.report.declared import declared_tables, header_stats
from cardkit.report.neutral import neutral_report
from cardkit.report.pages import pack_pages

OUTPUT_FOLDER = "report"
TEMPLATE = "report/report.html.j2"
NO_NUMBER = "—"


@dataclass
class ReportResult:
    """What a report build wrote and found (`cardkit.output.result.OutputResult`)."""

    paths: list[Path] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def has_errors(self) -> bool:
        return any_error(self.diagnostics)


def number_formats(labels: Labels) -> dict[str, Callable[..., str]]:
    """Numbers as the report's locale writes them: two decimals, so 21/30 reads 0.70 (0,70) and
    21 reads 21.00 in every table; odds with one."""

    def number(value: Fraction | None) -> str:
        return NO_NUMBER if value is None else labels.decimal(float(value))

    def percent(chance: Fraction) -> str:
        return labels.percent(float(chance))

    return {"number": number, "percent": percent}


HEAT_OPACITY = 0.45
"""The opacity of the theme's heat colour behind a certainty; lower odds fade towards white."""


def heat_of(color: Rgba) -> Callable[[Fraction], str]:
    """A cell background from white (0) to the theme's heat colour (1), so certainties stand out."""

    def heat(chance: Fraction) -> str:
        return color.faded(float(chance) * HEAT_OPACITY).css

    return heat


def field_name(spec: FieldSpec, wording: Wording) -> str:
    """A field as the report heads it: its name, else the game's word for its stat (a pack's
    field labelled by game.yaml's `stats`: Custo), else its title for designers."""
    if spec.name:
        return spec.name
    if spec.stat:
        with suppress(LabelError):
            return wording.words.stat_name(spec.stat)
    return spec.title or spec.id


def build_report(loaded: LoadedProject, paper: Paper | None = None) -> ReportResult:
    """Measure the game (its pack's pages, every kind's spreads and the declared fields' tables), write balance.html
    and balance.pdf on `paper` turned landscape (the project's, without); nothing is written when
    a template or resource fails (the last good report stays)."""
    size = Paper.of(loaded.project, paper)
    wording = Wording.of(loaded)
    globals_ = {
        "heat": heat_of(loaded.theme.color("report", "heat")),
        "declared_tables": declared_tables(loaded.game, wording),
        "header_stats": lambda definition: header_stats(definition, wording),
        "field_name": lambda spec: field_name(spec, wording),
        **number_formats(wording.labels),
        **wording.template_globals(),
    }
    templates = output_templates(loaded.project.root, template_folders(loaded), globals_, loaded.theme)
    game = loaded.project.name
    try:
        pages = [templates.render(page.template, game=game, **page.context) for page in pack_pages(loaded, wording)]
        neutral = neutral_report(loaded.game, wording)
        html = str(templates.render(TEMPLATE, game=game, pages=pages, neutral=neutral, paper=size))
        info = document_info(loaded.project, "report", size.value)
        renderer = DocumentRenderer(loaded.project.root, templates, loaded.theme, info)
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
