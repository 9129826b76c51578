"""`cardkit new KIND NAME`: start a definition from its schema, named the way checks expect."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from cardkit.commands.common import ProjectOption, fail, run_stage
from cardkit.kinds import KIND_FOLDERS

Kind = Enum("Kind", {kind: kind for kind in KIND_FOLDERS}, type=str)  # type: ignore[misc]
"""trait | spell | unit | army: the kinds that live one per file under content/."""


def new(
    kind: Annotated[Kind, typer.Argument(help="What to create.", show_default=False)],
    name: Annotated[str, typer.Argument(help="The name as the card prints it, e.g. \"Bola de Fogo\".", show_default=False)],
    project: ProjectOption = Path("."),
) -> None:
    """Write content/<kind folder>/<slug>.yaml with every required key, explained in comments.

    Values are examples the game knows (its elements, classes, units...), so the file passes
    `cardkit check` at once; replace them. Never overwrites: an existing file is an error.
    Prints the new file's path.
    """
    from cardkit.editor import enriched_schemas, load_schemas_json
    from cardkit.pipeline import validate_project
    from cardkit.scaffold import ScaffoldError, definition_path, definition_text, fitting_values, write_new
    from cardkit.schemas import SchemaSetupError, schema_dir

    loaded = run_stage(validate_project, project)
    try:
        schemas = enriched_schemas(load_schemas_json(schema_dir()), loaded.game)
    except SchemaSetupError as problem:
        fail(str(problem), code=2)
    try:
        path = definition_path(loaded.project.content_dir, KIND_FOLDERS[kind.value], name)
        write_new(path, definition_text(kind.value, name, schemas, fitting_values(kind.value, loaded.game)))
    except ScaffoldError as problem:
        fail(str(problem))
    typer.echo(_shown(path))


def _shown(path: Path) -> str:
    """The path as the user can pass it on (`$EDITOR $(cardkit new ...)`): from the current folder."""
    try:
        return path.relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return str(path)
