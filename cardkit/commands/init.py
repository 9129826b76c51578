"""`cardkit init DIR [--example NAME] [--language TAG]`: start a new game project from an example.

The example is a whole, working project (cardkit.yaml, game.yaml, a few definitions of each
kind, a rulebook chapter, a templates/ folder explaining overrides), so the designer's first
`check`, `preview` and `build` succeed and every later problem is one they made.

`--language` picks the example's version in that language (`tab-master-en/` for `--language
en`); without it, the plain example, written in pt-BR. The languages come from the example
folders there are, so a translation added as a folder is offered at once.
"""

from __future__ import annotations

import shlex
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from cardkit.commands.common import fail, misuse
from cardkit.examples import EXAMPLES, ExampleError, example_folder, example_languages, write_example

Example = Enum("Example", {name: name for name in EXAMPLES}, type=str)  # type: ignore[misc]
"""The example projects shipped with cardkit (`cardkit.examples.EXAMPLES`)."""
DEFAULT_EXAMPLE = Example(EXAMPLES[0])
LANGUAGES = {name: list(example_languages(name)) for name in EXAMPLES}
"""Each example's languages, the plain example's first: what the folders hold, for the help."""


def _editor_schemas(directory: Path) -> str:
    """The editor schemas and VS Code's mapping to them, written into the new project: commit
    them, and every clone's editor completes the game's words before anyone runs cardkit."""
    from cardkit.editor import (
        editor_schema_dir,
        merge_vscode_settings,
        schema_globs,
        vscode_settings_file,
        write_schemas,
    )
    from cardkit.editor.refresh import schemas_for
    from cardkit.pipeline import validate_project

    loaded = validate_project(directory)
    folder = editor_schema_dir(loaded.project)
    written = write_schemas(schemas_for(loaded), folder)
    merge_vscode_settings(vscode_settings_file(loaded.project), schema_globs(loaded.project, folder, loaded.game.kind_folders()))
    return f"wrote {len(written)} editor schemas to .cardkit/schemas/ and .vscode/settings.json (keep them in git)"


def init(
    directory: Annotated[
        Path, typer.Argument(help="The new project's folder: created if missing, refused unless empty.", show_default=False)
    ],
    example: Annotated[
        Example,
        typer.Option(
            "--example",
            "-e",
            help="tab-master: a small Tab Master, the game of the rules pack bundled with cardkit; clix: a skirmish game of that pack whose cards have combat dials; ember-vale: a game in English that adds its own stat, card kinds and theme to the pack's; hollowmarch: a game of its own in English, with no pack (two sides, factions, subtypes, decks built by rules).",
        ),
    ] = DEFAULT_EXAMPLE,
    language: Annotated[
        str | None,
        typer.Option(
            "--language",
            "-l",
            help="The language the example's cards, sheets and rulebook are written in, as a tag ("
            + "; ".join(f"{name}: {', '.join(tags)}" for name, tags in LANGUAGES.items())
            + ").",
            show_default=f"{LANGUAGES[DEFAULT_EXAMPLE.value][0]}, the example as written",
        ),
    ] = None,
) -> None:
    """Start a new game project in DIRECTORY that validates, checks and builds as it is."""
    try:
        folder = example_folder(example.value, language)
    except ExampleError as problem:
        raise misuse(str(problem), param="language") from None
    try:
        written = write_example(folder, directory)
    except ExampleError as problem:
        fail(str(problem))
    edition = f"the {example.value} example" if folder == example.value else f"the {example.value} example in {language}"
    typer.echo(f"created {directory} from {edition} ({len(written)} files)")
    typer.echo(_editor_schemas(directory))
    typer.echo(f"next: cd {shlex.quote(str(directory))} && cardkit check && cardkit preview")
