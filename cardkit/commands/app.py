"""The `cardkit` command line: the Typer app, its version option and the console-script entry
point. The commands live in cardkit/commands/, one module per command."""

from __future__ import annotations

import os
import signal
import sys
from types import FrameType
from typing import Annotated

import typer

from cardkit.commands.lazy import LazyCommands

app = typer.Typer(
    help="Validate, check and print the cards, sheets and rulebook of a tabletop game kept as YAML.",
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
    cls=LazyCommands,
    rich_markup_mode=None,
)
"""The commands come from `cardkit.commands.COMMANDS`, each imported when it runs. Help is
Click's plain text: Rich's formatting would cost more than the rest of `cardkit --help`."""

def _version(value: bool) -> None:
    if value:
        from cardkit import __version__

        typer.echo(f"cardkit {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: Annotated[
        bool | None, typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit.")
    ] = None,
) -> None:
    """cardkit: your game's YAML in, print-ready PDFs out."""



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


def _text_arguments() -> None:
    """Arguments and printing that do not depend on the locale. Under an ASCII-only locale
    (`LC_ALL=C PYTHONUTF8=0`) Python reads a UTF-8 argument such as `"Bola de Fogo Ácida"` as
    undecodable bytes and prints nothing it cannot encode in ASCII: arguments are read as the
    UTF-8 they are, and what cannot be printed in the terminal's encoding is printed escaped."""
    sys.argv = [_as_utf8(argument) for argument in sys.argv]
    for stream in (sys.stdout, sys.stderr):
        if (getattr(stream, "encoding", "") or "").lower().replace("-", "") != "utf8" and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")


def _as_utf8(argument: str) -> str:
    try:
        return os.fsencode(argument).decode("utf-8")
    except UnicodeDecodeError:
        return argument  # not UTF-8 either: left as the locale read it; the command refuses it


def main() -> None:
    """Console-script entry point, for what no command can do for itself: refuse to start in a
    working folder that no longer exists (every relative path and every path printed needs
    one), and end a Ctrl-C with `interrupted` and exit code 130 instead of a traceback. Every
    output is written to a temporary file and renamed into place, so an interrupted build
    leaves each one as it was."""
    _text_arguments()
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
