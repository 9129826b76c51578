"""`cardkit new KIND NAME`: start a definition of any kind of the game from its schema, named the
way checks expect."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from cardkit.commands.common import ProjectOption, fail, misuse, run_stage

KIND_HELP = "What to create: a kind of the game (its pack's, or one game.yaml declares in `card_kinds` or `collections`)."


def new(
    kind: Annotated[str, typer.Argument(help=KIND_HELP, show_default=False, metavar="KIND")],
    name: Annotated[str, typer.Argument(help="The name as the card prints it, e.g. \"Tide Caller\".", show_default=False)],
    project: ProjectOption = Path("."),
) -> None:
    """Write content/<kind folder>/<slug>.yaml with every required key, explained in comments.

    Values are examples the game knows (its words, the names of its cards), so the file passes
    `cardkit check` at once; replace them. Never overwrites: an existing file is an error.
    Prints the new file's path.
    """
    from cardkit.editor import project_schemas
    from cardkit.foundation.suggest import closest
    from cardkit.pipeline import validate_project
    from cardkit.scaffold import ScaffoldError, definition_path, new_definition, write_new
    from cardkit.schema.sets import SchemaSetupError

    loaded = run_stage(validate_project, project)
    table = loaded.game.table
    spec = table.kind(kind)
    if spec is None:
        kinds = [known.id for known in table.kinds]
        suggestion = next(iter(closest(kind, kinds)), None)
        hint = f"did you mean `{suggestion}`? " if suggestion else ""
        raise misuse(f"unknown kind `{kind}`: {hint}this game's kinds are {', '.join(kinds)}", param="kind")
    try:
        schemas = project_schemas(loaded)
    except SchemaSetupError as problem:
        fail(str(problem), code=2)
    try:
        path = definition_path(loaded.project.content_dir, spec.folder, name)
        relpath = path.relative_to(loaded.project.root).as_posix() if path.is_relative_to(loaded.project.root) else str(path)
        write_new(path, new_definition(loaded.game, spec, name, schemas, path, relpath))
    except ScaffoldError as problem:
        fail(str(problem))
    typer.echo(_shown(path))


def _shown(path: Path) -> str:
    """The path as the user can pass it on (`$EDITOR $(cardkit new ...)`): from the current folder."""
    try:
        return path.relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return str(path)
