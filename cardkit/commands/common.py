"""What every command shares: the --project, --format and --quiet options, and how a pipeline
stage's configuration problems become exit code 2 instead of a traceback."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, NoReturn

import typer

from cardkit.content import LoadedProject
from cardkit.diagnostics import format_text, printable
from cardkit.output.writing import write_inside
from cardkit.project import CONFIG_NAME, ProjectError
from cardkit.reporters import OutputFormat
from cardkit.schemas import SchemaSetupError

ProjectOption = Annotated[
    Path, typer.Option("--project", "-p", help="The project folder (the one with cardkit.yaml).", show_default="current folder")
]
FormatOption = Annotated[
    OutputFormat,
    typer.Option(
        "--format",
        "-f",
        help="How to print diagnostics: text for people, json for tools, github for workflow annotations, sarif for code scanning.",
    ),
]
QuietOption = Annotated[
    bool,
    typer.Option(
        "--quiet",
        "-q",
        help="Print only errors and the summary (text and github formats); warnings are still counted. json and sarif always carry everything.",
    ),
]


LocaleOption = Annotated[
    str | None,
    typer.Option(
        "--locale",
        "-l",
        help="The language to write: the game's own (default), a locale with PO files in content/locales/ "
        "(written to build/<locale>/), or all.",
    ),
]


def editions_of(loaded: LoadedProject, locale: str | None) -> list[LoadedProject]:
    """The project once per locale asked for: the source as it is, others translated; `all`
    is the source and every translation."""
    from cardkit.i18n.paths import translated_locales

    source = loaded.edition.locale
    available = translated_locales(loaded.project.content_dir)
    if locale in (None, source):
        return [loaded]
    if locale == "all":
        asked = [source, *available]
    elif locale in available:
        asked = [locale]
    else:
        choices = ", ".join([source, *available, "all"])
        fail(f"no translation into '{locale}': content/locales/{locale}/ has no PO files (choose {choices}; "
             f"`cardkit i18n update {locale}` starts one)", code=2)
    from cardkit.i18n.translate import translated_project

    return [loaded if other == source else translated_project(loaded, other) for other in asked]


def run_stage(stage: Callable[[Path], LoadedProject], project_dir: Path) -> LoadedProject:
    """Run a pipeline stage; configuration problems exit with code 2, never a traceback."""
    try:
        loaded = stage(project_dir)
    except ProjectError as problem:
        if problem.diagnostics:
            for diagnostic in problem.diagnostics:
                typer.echo(format_text(diagnostic, problem.root), err=True)
            fail(f"{CONFIG_NAME} has {len(problem.diagnostics)} problem(s); fix them first", code=2)
        fail(str(problem), code=2)
    except SchemaSetupError as problem:
        fail(str(problem), code=2)
    write_inside(loaded.project.root)  # whatever the command writes from here on stays inside the project
    return loaded


def fail(message: str, *, code: int = 1) -> NoReturn:
    """Print `error: message` on stderr and stop with `code` (1 refused, 2 usage or configuration);
    control, escape and bidi characters of the message (a path, a value) are shown escaped."""
    shown = printable(message, keep="\n")  # a message may span lines (a snippet to paste)
    typer.echo(f"error: {shown}", err=True)
    raise typer.Exit(code)
