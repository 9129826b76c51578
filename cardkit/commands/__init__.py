"""The commands beyond the pipeline's own (validate, check): one module per command.

`register` adds them to the Typer app; each module keeps its options next to its logic.
"""

from __future__ import annotations

import typer

from cardkit.commands.build import build
from cardkit.commands.i18n import app as i18n_app
from cardkit.commands.init import init
from cardkit.commands.new import new
from cardkit.commands.preview import preview
from cardkit.commands.report import report
from cardkit.commands.schema import schema


def register(app: typer.Typer) -> None:
    for command in (init, build, new, schema, report, preview):
        app.command()(command)
    app.add_typer(i18n_app, name="i18n")
