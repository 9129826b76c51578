"""`cardkit diff OLD [NEW]`: what changed between two revisions of the game, per definition.

OLD and NEW are git revisions of the project or project folders (NEW: the working tree). Both
sides are loaded and checked as `cardkit check` would; the comparison itself is
`cardkit.diff.compare`, the text form `cardkit.diff.text`.
"""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Annotated, NoReturn

import typer

from cardkit.commands.common import ProjectOption, checked_locale


class DiffFormat(str, Enum):
    text = "text"
    json = "json"


def diff(
    old: Annotated[str, typer.Argument(help="The old side: a git revision of the project (HEAD~1, a tag, a hash) or a project folder.")],
    new: Annotated[str | None, typer.Argument(help="The new side, the same way.", show_default="the working tree")] = None,
    project: ProjectOption = Path("."),
    format: Annotated[DiffFormat, typer.Option("--format", "-f", help="text for people, json for tools.")] = DiffFormat.text,
    locale: Annotated[
        str | None,
        typer.Option("--locale", "-l", callback=checked_locale, help="Name fields and values in this edition's words (a locale with PO files)."),
    ] = None,
) -> None:
    """Show what changed between two revisions of the game: per kind, what was added, removed,
    renamed, moved and changed field by field, game.yaml's vocabulary and the rulebook's paragraphs."""
    from cardkit.commands.sides import sides_or_exit
    from cardkit.diff.compare import compare_sides
    from cardkit.diff.text import diff_lines
    from cardkit.output.wording import Wording

    if format is DiffFormat.json:
        _json_diff(old, new, project, locale)
        return
    with sides_or_exit(old, new, project, locale) as (old_side, new_side):
        result = compare_sides(old_side.loaded, new_side.loaded, old_side.label, new_side.label)
        labels = Wording.of(new_side.loaded).labels
    if result.is_empty:
        typer.echo(f"no changes between {result.old} and {result.new}")
        return
    for line in diff_lines(result, labels):
        typer.echo(line)


def _json_diff(old: str, new: str | None, project: Path, locale: str | None) -> None:
    """`--format json` prints one JSON object whatever happens, for the tool reading stdout: the
    diff, or why there is none (each side's errors as diagnostics, or a side that cannot be
    had), with the exit code the text form has."""
    from cardkit.diff.compare import compare_sides
    from cardkit.foundation.errors import CardkitError
    from cardkit.pipeline.sources import SideFailed, opened_sides

    try:
        with opened_sides(old, new, project, locale) as (old_side, new_side):
            result = compare_sides(old_side.loaded, new_side.loaded, old_side.label, new_side.label)
    except SideFailed as failed:
        diagnostics = [{"side": failure.side, **error.printable().to_json()} for failure in failed.failures for error in failure.errors]
        _print_failure(failed.headline, diagnostics, failed.exit_code)
    except CardkitError as problem:
        _print_failure(problem.headline, [{"side": None, **d.printable().to_json()} for d in problem.diagnostics], problem.exit_code)
    typer.echo(json.dumps(result.to_json(), ensure_ascii=False, indent=2))


def _print_failure(headline: str, diagnostics: list[dict[str, object]], code: int) -> NoReturn:
    errors = sum(1 for d in diagnostics if d.get("severity") == "error")
    failure = {"error": headline, "diff": None, "diagnostics": diagnostics, "summary": {"errors": errors, "warnings": len(diagnostics) - errors}}
    typer.echo(json.dumps(failure, ensure_ascii=False, indent=2))
    raise typer.Exit(code)
