"""`cardkit diff OLD [NEW]`: what changed between two revisions of the game, per definition.

OLD and NEW are git revisions of the project or project folders (NEW: the working tree). Both
sides are loaded and checked as `cardkit check` would; the comparison itself is
`cardkit.diff.compare`, the text form `cardkit.diff.text`.
"""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Annotated

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
    from cardkit.i18n.wording import Wording

    with sides_or_exit(old, new, project, locale) as (old_side, new_side):
        result = compare_sides(old_side.loaded, new_side.loaded, old_side.label, new_side.label)
        labels = Wording.of(new_side.loaded).labels
    if format is DiffFormat.json:
        typer.echo(json.dumps(result.to_json(), ensure_ascii=False, indent=2))
        return
    if result.is_empty:
        typer.echo(f"no changes between {result.old} and {result.new}")
        return
    for line in diff_lines(result, labels):
        typer.echo(line)
