"""`cardkit schema`: write the vocabulary-enriched schemas, and point VS Code at them."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from cardkit.commands.common import ProjectOption, fail, run_stage
from cardkit.diagnostics import printable

SCHEMA_FOLDER = "schemas"
"""Under the project's build folder: generated, so never in git."""


def schema(
    project: ProjectOption = Path("."),
    out: Annotated[
        Path | None,
        typer.Option("--out", "-o", help="Where to write the schemas.", show_default="<build>/schemas", file_okay=False),
    ] = None,
    vscode: Annotated[
        bool, typer.Option("--vscode", help="Also map each content folder to its schema in .vscode/settings.json (merged).")
    ] = False,
) -> None:
    """Write the JSON Schemas with the game's words as allowed values, for editor completion.

    Elements, caster classes, unit and trait names, card and attack types and line directions
    become `enum`s, so the YAML extension offers them; descriptions stay as hover text. Run it
    again after adding units or traits.
    """
    from cardkit.editor import (
        SettingsError,
        merge_vscode_settings,
        project_schemas,
        schema_globs,
        settings_snippet,
        vscode_settings_file,
        write_schemas,
    )
    from cardkit.pipeline import validate_project
    from cardkit.schemas import SchemaSetupError

    loaded = run_stage(validate_project, project)
    # Not resolved: the writer checks every folder on the way, and a build/schemas linked out of
    # the project must be refused, not followed (an --out DIR outside it is the user's choice).
    folder = out.absolute() if out is not None else loaded.project.build_dir / SCHEMA_FOLDER
    try:
        written = write_schemas(project_schemas(loaded), folder)
    except SchemaSetupError as problem:
        fail(str(problem), code=2)
    except OSError as error:  # a folder that cannot be written (a file in the way, read-only): say which
        fail(str(error), code=2)
    for path in written:
        typer.echo(f"wrote {printable(str(path))}")
    if not vscode:
        return
    entries = schema_globs(loaded.project, folder, loaded.game.kind_folders())
    try:
        settings = merge_vscode_settings(vscode_settings_file(loaded.project), entries)
    except SettingsError as problem:
        fail(f"{problem}:\n{settings_snippet(entries)}")
    typer.echo(f"updated {settings}")
