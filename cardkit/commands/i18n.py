"""`cardkit i18n`: extract the game's strings, merge them into a locale's PO files, show coverage."""

from __future__ import annotations

import json
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, TypeVar

import typer

from cardkit.commands.common import ProjectOption, fail, locale_problem, run_stage
from cardkit.diagnostics import format_text, printable
from cardkit.output.writing import OutputError

if TYPE_CHECKING:
    from cardkit.content import LoadedProject

_Done = TypeVar("_Done")

app = typer.Typer(help="Translations: PO files per locale under content/locales/.", no_args_is_help=True)


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
        typer.echo(f"wrote {printable(str(path))}")
    if not written:
        typer.echo(f"nothing to write: every {'other ' if left else ''}file already holds today's strings")


@app.command()
def extract(project: ProjectOption = Path(".")) -> None:
    """Write content/locales/<domain>.pot: every string a player reads, with its context and place."""
    from cardkit.i18n.workflow import extract as write_templates

    _announce(_writing(lambda: write_templates(_loaded(project))))


@app.command()
def update(
    locale: Annotated[str, typer.Argument(help="The locale to update, e.g. en or pt-BR.")],
    project: ProjectOption = Path("."),
) -> None:
    """Merge today's strings into content/locales/LOCALE/*.po: new ones empty, changed ones fuzzy."""
    from cardkit.i18n.workflow import update as merge

    not_a_tag = locale_problem(locale)
    if not_a_tag is not None:
        fail(not_a_tag, code=2)
    loaded = _loaded(project)
    if locale == loaded.edition.locale:
        fail(f"{locale} is the game's own language (game.yaml `language`); translations are for other locales", code=2)
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
    from cardkit.i18n.workflow import status as coverage

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
