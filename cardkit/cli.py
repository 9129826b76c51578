"""The `cardkit` command line: thin wrappers that run a pipeline stage and print its report."""

from __future__ import annotations

import os
import signal
from pathlib import Path
from types import FrameType
from typing import Annotated

import typer

from cardkit import __version__
from cardkit.checks import all_rules
from cardkit.commands import register
from cardkit.commands.common import FormatOption, ProjectOption, QuietOption, run_stage
from cardkit.i18n.codes import TRANSLATION_CODES
from cardkit.pipeline import check_project, validate_project
from cardkit.reporters import OutputFormat, emit, exit_code
from cardkit.rulebook.codes import RULEBOOK_CODES
from cardkit.theme.codes import THEME_CODES

app = typer.Typer(
    help="Validate, check and print the cards, army sheets and rulebook of a tabletop game kept as YAML.",
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
)

def _version(value: bool) -> None:
    if value:
        typer.echo(f"cardkit {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: Annotated[
        bool | None, typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit.")
    ] = None,
) -> None:
    """cardkit: your game's YAML in, print-ready PDFs out."""


@app.command()
def validate(project: ProjectOption = Path("."), format: FormatOption = OutputFormat.text, quiet: QuietOption = False) -> None:
    """Check every definition against the JSON Schemas: every problem of every file, in one run."""
    loaded = run_stage(validate_project, project)
    emit(loaded.report, format, loaded.project.root, quiet=quiet)
    raise typer.Exit(exit_code(loaded.report))


@app.command()
def check(project: ProjectOption = Path("."), format: FormatOption = OutputFormat.text, quiet: QuietOption = False) -> None:
    """Validate, then check the game against its rules: references, parameters, dice, effects."""
    loaded = run_stage(check_project, project)
    emit(loaded.report, format, loaded.project.root, quiet=quiet)
    raise typer.Exit(exit_code(loaded.report))


@app.command()
def rules() -> None:
    """List the consistency rules: code, name, default severity and what each one checks."""
    listed = all_rules()
    width = max(len(rule.name) for rule in listed)
    for rule in listed:
        typer.echo(f"{rule.code}  {rule.name:<{width}}  {rule.severity.value:<8} {rule.description}")
    for label, table in (("(rulebook)", RULEBOOK_CODES), ("(translation)", TRANSLATION_CODES), ("(theme)", THEME_CODES)):
        for code in table.values():
            typer.echo(f"{code.code}  {label:<{width}}  {code.severity.value:<8} {code.description}")


register(app)


INTERRUPTED = 130
"""The exit code of a command stopped by Ctrl-C: 128 + SIGINT, as shells report it."""


class _Interrupts:
    """The SIGINT handler while cardkit runs: notes Ctrl-C, then raises KeyboardInterrupt as
    Python's own handler does. Typer turns that into exit code 130 without a word, so `main`
    needs the note to say why the command stopped."""

    def __init__(self) -> None:
        self.seen = False

    def __call__(self, signum: int, frame: FrameType | None) -> None:
        self.seen = True
        raise KeyboardInterrupt


def main() -> None:
    """Console-script entry point, for what no command can do for itself: refuse to start in a
    working folder that no longer exists (every relative path and every path printed needs
    one), and end a Ctrl-C with `interrupted` and exit code 130 instead of a traceback. Every
    output is written to a temporary file and renamed into place, so an interrupted build
    leaves each one as it was."""
    try:
        os.getcwd()
    except FileNotFoundError:
        typer.echo("error: the current folder no longer exists (deleted or moved); cd into a folder that exists", err=True)
        raise SystemExit(2) from None
    interrupts = _Interrupts()
    previous = signal.signal(signal.SIGINT, interrupts)
    try:
        app()
    except KeyboardInterrupt:  # raised where typer does not look: before or after the command
        interrupts.seen = True
    except SystemExit:
        if not interrupts.seen:
            raise
    finally:
        signal.signal(signal.SIGINT, previous)
    if interrupts.seen:
        typer.echo("interrupted", err=True)
        raise SystemExit(INTERRUPTED)
