"""`cardkit build sheets`: a Ficha de Exército per army and a sheet per category game.yaml gives
one (Tab Master: the Ficha de Engenhos), when the game has units of it.

The stages: run the checks (a sheet says whether its army passed them), build each sheet's
view, render every PDF, and only then write them all, each atomically, to
`build/sheets/`, named by the `files.*` labels (pt-BR: `ficha-<army>-<paper>.pdf` and
`ficha-de-engenhos-<paper>.pdf`).

A sheet is never printed silently for an illegal army: an error of `cardkit check` in a file a
sheet is printed from (the army, its units, game.yaml) stops the whole build, which writes
nothing, so the last good sheets stay in place. With `allow_invalid` the sheets are printed
anyway, each illegal one under a banner ("EXÉRCITO INVÁLIDO") with the finding codes; the
findings are still reported, with their severity, but no longer fail the build. An army file
the schemas rejected has no sheet to print at all, so it fails the build either way.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.foundation.folding import slug
from cardkit.index.game import GameIndex
from cardkit.output.build_mode import BuildMode
from cardkit.output.buildinfo import document_info
from cardkit.output.colophon import Colophon
from cardkit.output.paper import DEFAULT_PAPER, Paper
from cardkit.output.resources import template_folders
from cardkit.output.templating import TemplateProblem
from cardkit.output.wording import Wording
from cardkit.output.writing import write_bytes_atomically
from cardkit.packs.tabmaster.codes import SHEET_TEMPLATE_NOT_FOUND
from cardkit.packs.tabmaster.model import UnitCategory, tm
from cardkit.packs.tabmaster.sheets.legality import Legality, concerning, errors_of
from cardkit.packs.tabmaster.sheets.pdf import SheetRenderer
from cardkit.packs.tabmaster.sheets.views import (
    NEUTRAL,
    army_files,
    army_sheet,
    category_files,
    engines_sheet,
    sheet_categories,
)
from cardkit.project.marks import Marks
from cardkit.project.validate import VOCABULARY_FILE, LoadedProject

OUTPUT_FOLDER = "sheets"
ARMY = "army"
"""The kind whose files get an army sheet each."""


@dataclass
class SheetsResult:
    """What a sheets build wrote and found.

    `diagnostics` are every finding in the files the sheets are printed from; `has_errors`
    says whether the build failed (exit 1): with `allow_invalid`, the errors of the sheets
    printed under the banner (`invalid`, by file name) do not fail it.
    """

    paths: list[Path] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    invalid: list[str] = field(default_factory=list)
    has_errors: bool = False


@dataclass(frozen=True)
class _Planned:
    """One sheet to write: its file name, template and view."""

    name: str
    template: str
    view: object
    legality: Legality


def build_sheets(
    loaded: LoadedProject,
    *,
    paper: str = DEFAULT_PAPER.value,
    allow_invalid: bool = False,
    mode: BuildMode | None = None,
    marks: Marks | None = None,
) -> SheetsResult:
    """Write every army's sheet and the engines sheet for `paper` (a4, a3, letter or legal; ValueError
    for another). `loaded` is a validated project; the checks are run here. `mode`: the build's
    (its revision goes into the document information), else a final build of the content as it is now; `marks`: the
    build's revision marks (computed here without)."""
    size = Paper(paper.lower())
    wording = Wording.of(loaded)
    findings = _findings(loaded)
    mode = mode or BuildMode.of(loaded.project)
    plans, diagnostics = _plan(loaded, findings, size, wording, marks or Marks.of(loaded))
    rejected = _rejected_armies(loaded)
    result = SheetsResult(diagnostics=sorted(set(diagnostics) | set(rejected)))
    result.invalid = [plan.name for plan in plans if not plan.legality.passed]
    missing = any(d.code == SHEET_TEMPLATE_NOT_FOUND for d in diagnostics)
    if rejected or missing or (result.invalid and not allow_invalid):
        result.has_errors = True
        return result
    vocabulary = loaded.game.vocabulary
    game_name = vocabulary.name if vocabulary else loaded.project.name
    colophon = Colophon.of(game_name, vocabulary.ruleset_version if vocabulary else None, loaded.project.root)
    renderer = SheetRenderer(loaded, game_name, wording, document_info(loaded.project, "sheets", size.value, mode))
    try:
        pdfs = {
            plan.name: renderer.pdf(plan.template, sheet=plan.view, paper=size, neutral=NEUTRAL, colophon=colophon)
            for plan in plans
        }
    except TemplateProblem as problem:
        result.diagnostics.append(problem.diagnostic)
        result.has_errors = True
        return result
    refused = renderer.refusals()
    if refused:
        result.diagnostics += refused
        result.has_errors = True
        return result
    out = loaded.project.build_dir / OUTPUT_FOLDER
    result.paths = [write_bytes_atomically(out / name, pdf) for name, pdf in pdfs.items()]
    return result


def _findings(loaded: LoadedProject) -> list[Diagnostic]:
    """What `cardkit check` said of the project (`pipeline.check_project` keeps it, for the source
    game whichever locale is printed). A sheet never runs a rule: a project only validated
    prints with its loading and schema findings alone."""
    return list(loaded.checked) if loaded.checked is not None else loaded.report.sorted()


def _plan(
    loaded: LoadedProject, findings: list[Diagnostic], size: Paper, wording: Wording, marks: Marks
) -> tuple[list[_Planned], list[Diagnostic]]:
    """Every sheet's view and legality, and the findings in the files they are printed from."""
    game = loaded.game
    index = GameIndex.of(game)
    game_file = loaded.project.relpath(loaded.project.content_dir / VOCABULARY_FILE)
    plans: list[_Planned] = []
    diagnostics: list[Diagnostic] = []

    def legality(files: set[str]) -> Legality:
        concern = concerning(findings, files | {game_file})
        diagnostics.extend(concern)
        return Legality(errors_of(concern))

    for position, army in enumerate(tm(game).armies):
        status = legality(army_files(index, army))
        sheet = army_sheet(index, army, position, status, wording, marks)
        name = wording.file_name("army_sheet", army=sheet.slug, paper=size.value)
        plans.append(_Planned(name, "sheets/army.html.j2", sheet, status))
    folders = template_folders(loaded)
    for category in sheet_categories(index):
        template = f"sheets/{category.sheet}.html.j2"
        if not any((folder / template).is_file() for folder in folders):
            diagnostics.append(_no_template(loaded, category, template))
            continue
        status = legality(category_files(game, category))
        own = f"{category.sheet}_sheet"
        label = own if wording.labels.has(f"files.{own}") else "category_sheet"
        name = wording.file_name(label, paper=size.value, category=slug(category.name))
        view = engines_sheet(index, category, status, wording, marks)
        plans.append(_Planned(name, template, view, status))
    return plans, diagnostics


def _no_template(loaded: LoadedProject, category: UnitCategory, template: str) -> Diagnostic:
    """B305 at game.yaml's `sheet:` of the category whose sheet has no template."""
    vocabulary = tm(loaded.game).vocabulary
    assert vocabulary is not None  # a category comes from game.yaml
    index = vocabulary.unit_categories.index(category)
    where = vocabulary.source.at("unit_categories", index, "sheet")
    return Diagnostic(
        vocabulary.file,
        where.line,
        where.column,
        SHEET_TEMPLATE_NOT_FOUND,
        Severity.ERROR,
        f"{category.name}'s sheet `{category.sheet}` has no template {template}",
        f"write templates/{template} in the project, or name a sheet the pack ships (engines)",
    )


def _rejected_armies(loaded: LoadedProject) -> list[Diagnostic]:
    """Errors of army files left out of the model: armies whose sheet cannot be printed at all."""
    folder = loaded.project.relpath(loaded.project.content_dir / loaded.game.table.folders()[ARMY])
    built = {army.file for army in tm(loaded.game).armies}
    return [
        d
        for d in loaded.report.diagnostics
        if d.severity is Severity.ERROR and PurePosixPath(d.file).parent.as_posix() == folder and d.file not in built
    ]
