"""`cardkit schema`: write the vocabulary-enriched schemas, point VS Code at them, keep them fresh."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from cardkit.commands.common import ProjectOption, fail, run_stage, shown_path
from cardkit.foundation.diagnostics import printable

if TYPE_CHECKING:
    from cardkit.project.validate import LoadedProject

def schema(
    project: ProjectOption = Path("."),
    out: Annotated[
        Path | None,
        typer.Option("--out", "-o", help="Where to write the schemas.", show_default=".cardkit/schemas, kept in git", file_okay=False),
    ] = None,
    vscode: Annotated[
        bool, typer.Option("--vscode", help="Also map each content folder to its schema in .vscode/settings.json (merged).")
    ] = False,
    watch: Annotated[
        bool, typer.Option("--watch", help="Keep running: write the schemas again whenever a file of the project changes (Ctrl-C stops).")
    ] = False,
) -> None:
    """Write the JSON Schemas with the game's words as allowed values, for editor completion.

    Every field that names something (a card of a kind, a word of one of the game's lists)
    becomes an `enum` of the game's names with their texts, so the YAML extension offers and
    explains them; the game's pack adds what only it knows. They go to .cardkit/schemas/,
    which belongs in git, so a fresh clone's editor finds them. `cardkit lsp`, `cardkit
    preview` and --watch write them again after every saved change.
    """
    from cardkit.editor import (
        SettingsError,
        editor_schema_dir,
        merge_vscode_settings,
        schema_globs,
        settings_snippet,
        vscode_settings_file,
    )
    from cardkit.pipeline import validate_project
    from cardkit.schema.sets import SchemaSetupError

    loaded = run_stage(validate_project, project)
    # Not resolved: the writer checks every folder on the way, and a .cardkit/schemas linked out of
    # the project must be refused, not followed (an --out DIR outside it is the user's choice).
    folder = out.absolute() if out is not None else editor_schema_dir(loaded.project)
    try:
        written = _write(loaded, folder)
    except (SchemaSetupError, OSError) as problem:  # a folder that cannot be written: say which
        fail(str(problem), code=2)
    for path in written:
        typer.echo(f"wrote {shown_path(path)}")
    if not written:
        typer.echo(f"the schemas in {shown_path(folder)} are up to date")
    if vscode:
        entries = schema_globs(loaded.project, folder, loaded.game.kind_folders())
        try:
            settings = merge_vscode_settings(vscode_settings_file(loaded.project), entries)
        except SettingsError as problem:
            fail(f"{problem}:\n{settings_snippet(entries)}")
        typer.echo(f"updated {shown_path(settings)}")
    if watch:
        _watch(project, loaded, folder)


def _write(loaded: LoadedProject, folder: Path) -> list[Path]:
    """The schemas that changed written into `folder`, after a warning line per definition file
    that fails validation (its raw name kept in the enums)."""
    from cardkit.editor import write_schemas
    from cardkit.editor.kept import rejected_files
    from cardkit.editor.refresh import schemas_for

    rejected = rejected_files(loaded)
    for entry in rejected:
        typer.echo(printable(entry.line()), err=True)
    return write_schemas(schemas_for(loaded, rejected), folder)


def _watch(project: Path, loaded: LoadedProject, folder: Path) -> None:
    """One line per change batch: regenerated, or why not (the last schemas stay in place)."""
    from cardkit.editor.watch import changed_files
    from cardkit.foundation.errors import CardkitError
    from cardkit.pipeline import validate_project

    typer.echo(f"watching {printable(str(loaded.project.root))} for changes (Ctrl-C stops)")
    for changed in changed_files(loaded.project.root, [loaded.project.build_dir, folder]):
        what = ", ".join(changed)
        try:
            written = _write(validate_project(project), folder)
        except (CardkitError, OSError) as problem:
            reason = problem.headline if isinstance(problem, CardkitError) else str(problem)
            typer.echo(printable(f"not regenerated after {what}: {reason}"), err=True)
            continue
        typer.echo(printable(f"regenerated {len(written)} schema(s) in {folder} after {what}" if written else f"schemas unchanged after {what}"))
