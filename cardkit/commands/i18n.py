"""`cardkit i18n`: extract the game's strings, merge them into a locale's PO files, show coverage;
export a locale's strings as a sheet for a translator and import it back."""

from __future__ import annotations

import json
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, TypeVar

import typer

from cardkit.commands.common import FormatOption, ProjectOption, fail, locale_problem, misuse, run_stage, shown_path
from cardkit.commands.export import SheetFormat
from cardkit.foundation.diagnostics import format_text, printable
from cardkit.output.writing import OutputError
from cardkit.reporters import OutputFormat

if TYPE_CHECKING:
    from cardkit.project.validate import LoadedProject

_Done = TypeVar("_Done")

app = typer.Typer(help="Translations: PO files per locale under content/locales/.", no_args_is_help=True, rich_markup_mode=None)


class StatusFormat(str, Enum):
    text = "text"
    json = "json"


def _loaded(project: Path) -> LoadedProject:
    from cardkit.output.stamp import BadSourceDateEpoch, source_epoch
    from cardkit.pipeline import validate_project

    loaded = run_stage(validate_project, project)
    if loaded.report.has_errors:
        fail("the game does not validate; run `cardkit validate` and fix the errors first, so no string is lost")
    try:
        source_epoch(loaded.project.root)  # the catalogs' dates: a malformed one stops here, not mid-write
    except BadSourceDateEpoch as problem:
        fail(str(problem), code=2)
    return loaded


def _writing(write: Callable[[], _Done]) -> _Done:
    """Run a write; a file it may not write is exit 2 naming it."""
    try:
        return write()
    except OSError as error:
        fail(str(error) if isinstance(error, OutputError) else f"cannot write: {error}", code=2)


def _announce(written: list[Path], *, left: bool = False) -> None:
    """List what a write wrote (a file that already says the same is left as it is); `left`:
    some files were left as they are for their problems, which are said after."""
    for path in written:
        typer.echo(f"wrote {shown_path(path)}")
    if not written:
        typer.echo(f"nothing to write: every {'other ' if left else ''}file already holds today's strings")


@app.command()
def extract(project: ProjectOption = Path(".")) -> None:
    """Write content/locales/<domain>.pot: every string a player reads, with its context and place."""
    from cardkit.translation.workflow import extract as write_templates

    _announce(_writing(lambda: write_templates(_loaded(project))))


@app.command()
def update(
    locale: Annotated[str, typer.Argument(help="The locale to update, e.g. en or pt-BR.")],
    project: ProjectOption = Path("."),
) -> None:
    """Merge today's strings into content/locales/LOCALE/*.po: new ones empty, changed ones fuzzy."""
    from cardkit.translation.workflow import update as merge

    not_a_tag = locale_problem(locale)
    if not_a_tag is not None:
        raise misuse(not_a_tag, param="locale")
    loaded = _loaded(project)
    if locale == loaded.edition.locale:
        raise misuse(f"{locale} is the game's own language (game.yaml `language`); translations are for other locales", param="locale")
    updated = _writing(lambda: merge(loaded, locale))
    refused = updated.refused
    _announce(updated.written, left=bool(refused))
    for problem in refused:
        typer.echo(format_text(problem.diagnostic(loaded.project), loaded.project.root), err=True)
    if refused:
        files = sorted({loaded.project.relpath(problem.path) for problem in refused})
        fail(f"left {', '.join(files)} as {'it is' if len(files) == 1 else 'they are'}: fix the problems above, then run `cardkit i18n update {locale}` again")


@app.command()
def status(
    project: ProjectOption = Path("."),
    format: Annotated[StatusFormat, typer.Option("--format", "-f", help="text for people, json for tools.")] = StatusFormat.text,
) -> None:
    """Coverage per locale and domain: translated, fuzzy and untranslated strings."""
    from cardkit.translation.workflow import status as coverage

    rows = coverage(_loaded(project))
    if format is StatusFormat.json:
        typer.echo(json.dumps({"coverage": [row.to_json() for row in rows]}, indent=2))
        return
    if not rows:
        typer.echo("no translations yet: run `cardkit i18n update LOCALE` to start one")
        return
    typer.echo(f"{'locale':<8} {'domain':<10} {'translated':>10} {'fuzzy':>6} {'missing':>8} {'done':>7}")
    for row in rows:
        typer.echo(f"{row.locale:<8} {row.domain:<10} {row.translated:>10} {row.fuzzy:>6} {row.untranslated:>8} {row.percent:>6.1f}%")


def _translated_locale(loaded: LoadedProject, locale: str) -> None:
    """Stop unless `locale` is a locale tag the game has PO files for, other than its own."""
    from cardkit.translation.paths import translated_locales

    not_a_tag = locale_problem(locale)
    if not_a_tag is not None:
        raise misuse(not_a_tag, param="locale")
    if locale == loaded.edition.locale:
        raise misuse(f"{locale} is the game's own language (game.yaml `language`); translations are for other locales", param="locale")
    if locale not in translated_locales(loaded.project.content_dir):
        raise misuse(f"the game has no PO files for {locale}: run `cardkit i18n update {locale}` first", param="locale")


@app.command("export")
def export_sheet(
    locale: Annotated[str, typer.Argument(help="The locale to export, e.g. en or pt-BR.")],
    format: Annotated[SheetFormat, typer.Option("--format", "-f", help="The spreadsheet format.")] = SheetFormat.xlsx,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="The file to write.", show_default="build/export/translations-<locale>.<format>")] = None,
    project: ProjectOption = Path("."),
) -> None:
    """Write the locale's strings as one sheet for a translator without PO tools: file, context
    and source (read-only), the translation to fill, its state, a note."""
    from cardkit.commands.sheets import write_table
    from cardkit.spreadsheets.translations import locale_catalogs, translation_table

    loaded = _loaded(project)
    _translated_locale(loaded, locale)
    catalogs = locale_catalogs(loaded, locale)
    for problem in catalogs.problems:
        fail(f"{printable(loaded.project.relpath(problem.path))}:{problem.line}: {problem.message}; run `cardkit check` and fix it first", code=1)
    table = translation_table(loaded, locale, catalogs)
    target = out if out is not None else loaded.project.build_dir / "export" / f"translations-{locale}.{format.value}"
    write_table(table, format.value, target, "string(s)")


@app.command("import")
def import_sheet(
    locale: Annotated[str, typer.Argument(help="The locale the sheet translates into, e.g. en or pt-BR.")],
    file: Annotated[Path, typer.Argument(help="The sheet `cardkit i18n export` wrote, filled: .csv, .xlsx or .ods.", show_default=False)],
    force: Annotated[bool, typer.Option("--force", help="Take the sheet's translation even where the PO file was edited since the export.")] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", "-n", help="Show what would change, write nothing.")] = False,
    project: ProjectOption = Path("."),
    format: FormatOption = OutputFormat.text,
) -> None:
    """Merge a translation sheet into content/locales/LOCALE/*.po: every problem at its cell
    (a string gone, an edit since the export, what `check` refuses), nothing written until none remains."""
    from cardkit.checks.translation import translation_source
    from cardkit.commands.sheets import opened, quiet, stop_on_errors
    from cardkit.foundation.diagnostics import Report
    from cardkit.reporters import emit
    from cardkit.spreadsheets.importing import open_grid
    from cardkit.spreadsheets.translation_import import import_translations, write_translations

    loaded = _loaded(project)
    _translated_locale(loaded, locale)
    source = translation_source(loaded)
    if source is None:
        fail("the game has no game.yaml: there is nothing to translate", code=2)
    report = Report()
    grid = opened(lambda: open_grid(file, file.as_posix(), (locale, "translations"), None), report, format, loaded.project.root)
    found = import_translations(loaded, locale, grid, source, force=force)
    stop_on_errors(report, found.problems, grid, format, loaded.project.root)
    text = format is OutputFormat.text
    say = typer.echo if text else quiet
    for change in found.changes:
        say(f"{grid.ref(change.row, change.column)}: {change.domain}.po {change.key[0]!r}: {printable(change.text)!r}" + (" (fuzzy)" if change.fuzzy else ""))
    if not found.texts:
        say(f"nothing to change: the PO files already say what {printable(grid.file)} says")
    elif dry_run:
        say(f"would write {len(found.texts)} file(s), {len(found.changes)} translation(s); nothing written (--dry-run)")
    else:
        try:
            written = write_translations(found)
        except OSError as error:
            fail(str(error) if isinstance(error, OutputError) else f"cannot write: {error}", code=2)
        for path in written:
            say(f"wrote {printable(loaded.project.relpath(path))}")
    if not text:
        emit(report, format, loaded.project.root)
