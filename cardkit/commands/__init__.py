"""Every `cardkit` command, one module per command; `register` adds them to the Typer app.

Each module keeps its options next to its logic and imports at its top only what its
signature needs (option types, enums, help texts): the stacks a command runs (pipeline,
WeasyPrint, the rulebook, the preview server) are imported inside the command function, so
registering all of them, and `cardkit --help`, costs next to nothing.
"""

from __future__ import annotations

import typer

from cardkit.commands.book import book
from cardkit.commands.build import build
from cardkit.commands.check import check
from cardkit.commands.diff import diff
from cardkit.commands.export import export
from cardkit.commands.i18n import app as i18n_app
from cardkit.commands.import_ import import_
from cardkit.commands.init import init
from cardkit.commands.lsp import lsp
from cardkit.commands.new import new
from cardkit.commands.preflight import preflight
from cardkit.commands.preview import preview
from cardkit.commands.rename import rename
from cardkit.commands.report import report
from cardkit.commands.rules import rules
from cardkit.commands.schema import schema
from cardkit.commands.validate import validate


def register(app: typer.Typer) -> None:
    """Add every command to `app`, in the order `cardkit --help` lists them."""
    for command in (validate, check, rules, init, build, book, preflight, new, rename, schema, report, diff, preview, lsp):
        app.command()(command)
    app.command(name="import")(import_)
    app.command()(export)
    app.add_typer(i18n_app, name="i18n")
