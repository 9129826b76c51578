"""`cardkit new KIND NAME`: start a definition from its schema, named the way checks expect."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from cardkit.commands.common import ProjectOption, fail, run_stage

KIND_HELP = "What to create: a kind of the game (its pack's, or one game.yaml declares in `card_kinds` or `collections`)."


def new(
    kind: Annotated[str, typer.Argument(help=KIND_HELP, show_default=False, metavar="KIND")],
    name: Annotated[str, typer.Argument(help="The name as the card prints it, e.g. \"Bola de Fogo\".", show_default=False)],
    project: ProjectOption = Path("."),
) -> None:
    """Write content/<kind folder>/<slug>.yaml with every required key, explained in comments.

    Values are examples the game knows (its elements, classes, units...), so the file passes
    `cardkit check` at once; replace them. Never overwrites: an existing file is an error.
    Prints the new file's path.
    """
    from cardkit.editor import project_schemas
    from cardkit.pipeline import validate_project
    from cardkit.scaffold import ScaffoldError, definition_path, definition_text, fitting_values, write_new
    from cardkit.schemas import SchemaSetupError
    from cardkit.suggest import closest

    loaded = run_stage(validate_project, project)
    folders = loaded.game.kind_folders()
    if kind not in folders:
        suggestion = next(iter(closest(kind, folders)), None)
        hint = f"did you mean `{suggestion}`? " if suggestion else ""
        fail(f"unknown kind `{kind}`: {hint}this game's kinds are {', '.join(folders)}", code=2)
    try:
        schemas = project_schemas(loaded)
    except SchemaSetupError as problem:
        fail(str(problem), code=2)
    try:
        path = definition_path(loaded.project.content_dir, folders[kind], name)
        write_new(path, definition_text(kind, name, schemas, fitting_values(kind, loaded.game)))
    except ScaffoldError as problem:
        fail(str(problem))
    typer.echo(_shown(path))


def _shown(path: Path) -> str:
    """The path as the user can pass it on (`$EDITOR $(cardkit new ...)`): from the current folder."""
    try:
        return path.relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return str(path)
