"""What every command shares: the --project, --format and --quiet options, and how an error
that ends a command (any `CardkitError`) becomes its message and exit code, never a traceback."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer
from typer._click.exceptions import UsageError
from typer._click.globals import get_current_context

from cardkit.foundation.diagnostics import format_text, printable
from cardkit.foundation.errors import CardkitError
from cardkit.foundation.locale_tags import is_locale_tag
from cardkit.output.writing import write_inside
from cardkit.reporters import OutputFormat

if TYPE_CHECKING:
    from cardkit.fields.model import KindSpec
    from cardkit.foundation.diagnostics import Report
    from cardkit.output.result import OutputResult
    from cardkit.project.validate import LoadedProject

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


def locale_problem(tag: str) -> str | None:
    """Why `tag` is no locale a command can take, or None. Checked before anything looks for its
    folder: `'en\\n'` would otherwise be looked up, and quoted back across two lines."""
    if is_locale_tag(tag):
        return None
    return f"{tag!r} is not a locale tag (BCP 47) of a language cardkit knows; write a language and an optional region, like en or pt-BR"


def checked_locale(value: str | None) -> str | None:
    """`--locale`'s callback: None, `all` or a locale tag, else a usage error (exit 2)."""
    problem = None if value in (None, "all") else locale_problem(value)
    if problem is not None:
        raise typer.BadParameter(problem)
    return value


LocaleOption = Annotated[
    str | None,
    typer.Option(
        "--locale",
        "-l",
        callback=checked_locale,
        help="The language to write: the game's own (default), a locale with PO files in content/locales/ "
        "(written to build/<locale>/), or all.",
    ),
]


def editions_of(loaded: LoadedProject, locale: str | None) -> list[LoadedProject]:
    """The project once per locale asked for: the source as it is, others translated; `all`
    is the source and every translation."""
    from cardkit.translation.paths import translated_locales

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
        raise misuse(f"no translation into '{locale}': content/locales/{locale}/ has no PO files (choose {choices}; "
                     f"`cardkit i18n update {locale}` starts one)", param="locale")
    from cardkit.translation.translate import translated_project

    return [loaded if other == source else translated_project(loaded, other) for other in asked]


def run_stage(stage: Callable[[Path], LoadedProject], project_dir: Path) -> LoadedProject:
    """Run a pipeline stage; an error that ends it (a bad cardkit.yaml: exit code 2) is printed
    by `stop`, never a traceback."""
    try:
        loaded = stage(project_dir)
    except CardkitError as problem:
        stop(problem)
    write_inside(loaded.project.root)  # whatever the command writes from here on stays inside the project
    return loaded


def stop(error: CardkitError) -> NoReturn:
    """End the command with `error`: each of its diagnostics on stderr, with its source line and
    caret when it knows its project, then `error: <headline>`, and the error's exit code."""
    for diagnostic in error.diagnostics:
        typer.echo(format_text(diagnostic, error.root), err=True)
    fail(error.headline, code=error.exit_code)


def collected(report: Report, result: OutputResult) -> list[Path]:
    """An output build's findings join the command's report; the files it wrote, when it did not fail."""
    from cardkit.output.result import written

    report.extend(list(result.diagnostics))
    return written(result)


def shown_path(path: Path) -> str:
    """A written path as the user typed their way to it: relative to the current folder when inside
    it, control, escape and bidi characters of its name escaped."""
    try:
        shown = str(path.relative_to(Path.cwd()))
    except ValueError:
        shown = str(path)
    return printable(shown)


def fail(message: str, *, code: int = 1) -> NoReturn:
    """Print `error: message` on stderr and stop with `code` (1 refused, 2 a project or file that
    cannot be used; a command line that cannot run is `misuse`'s);
    control, escape and bidi characters of the message (a path, a value) are shown escaped."""
    shown = printable(message, keep="\n")  # a message may span lines (a snippet to paste)
    typer.echo(f"error: {shown}", err=True)
    raise typer.Exit(code)


def misuse(message: str, *, param: str | None = None) -> UsageError:
    """The error for a command line the command cannot run (options that do not go together, a
    value none of the choices): raised, Click prints the command's usage line, `Try 'cardkit …
    --help' for help.` and `Error: message`, and exits 2, as for what it parses itself. `param`,
    a parameter's Python name, makes it `Invalid value for '--option' / '-o': message`.

    Typer's own Click (it vendors one) is the one that catches it, hence `typer._click`."""
    shown = printable(message, keep="\n")
    ctx = get_current_context(silent=True)  # None outside a command: a test calling a helper
    if param is None or ctx is None:
        return UsageError(shown, ctx)
    found = next((known for known in ctx.command.params if known.name == param), None)
    return typer.BadParameter(shown, ctx=ctx, param=found, param_hint=None if found else repr(param))


def valid_game_and_kind(project: Path, kind: str, why: str) -> tuple[LoadedProject, KindSpec]:
    """The validated game and one of its kinds, for a command that reads or writes that kind's
    files whole (`import`, `export`): an unknown kind is exit 2, a game with errors exit 1
    (`why` says what they would spoil)."""
    from cardkit.pipeline import validate_project

    loaded = run_stage(validate_project, project)
    spec = loaded.game.table.kind(kind)
    if spec is None:
        raise misuse(f"unknown kind `{kind}`: this game's kinds are {', '.join(k.id for k in loaded.game.table.kinds)}", param="kind")
    if loaded.report.has_errors:
        fail(f"the game does not validate; run `cardkit validate` and fix its errors first, {why}")
    return loaded, spec
