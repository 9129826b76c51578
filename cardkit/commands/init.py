"""`cardkit init DIR [--example tab-master|clix]`: start a new game project from an example.

The example is a whole, working project (cardkit.yaml, game.yaml, a few definitions of each
kind, a rulebook chapter, a templates/ folder explaining overrides), so the designer's first
`check`, `preview` and `build` succeed and every later problem is one they made.
"""

from __future__ import annotations

import shlex
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from cardkit.commands.common import fail
from cardkit.examples import EXAMPLES, ExampleError, write_example

Example = Enum("Example", {name: name for name in EXAMPLES}, type=str)  # type: ignore[misc]
"""tab-master | clix: the example projects shipped with cardkit."""
DEFAULT_EXAMPLE = Example(EXAMPLES[0])


def init(
    directory: Annotated[
        Path, typer.Argument(help="The new project's folder: created if missing, refused unless empty.", show_default=False)
    ],
    example: Annotated[
        Example,
        typer.Option(
            "--example",
            "-e",
            help="tab-master: a small Tab Master (spells, units, traits, armies); clix: a skirmish game whose units have combat dials.",
        ),
    ] = DEFAULT_EXAMPLE,
) -> None:
    """Start a new game project in DIRECTORY that validates, checks and builds as it is."""
    try:
        written = write_example(example.value, directory)
    except ExampleError as problem:
        fail(str(problem))
    typer.echo(f"created {directory} from the {example.value} example ({len(written)} files)")
    typer.echo(f"next: cd {shlex.quote(str(directory))} && cardkit check && cardkit preview")
