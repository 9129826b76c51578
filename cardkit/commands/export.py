"""`cardkit export --kind KIND --format csv|xlsx|ods`: the cards of one kind as a spreadsheet,
one row per card, for balancing; `cardkit import FILE --update` merges it back."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from cardkit.commands.common import ProjectOption, valid_game_and_kind


class SheetFormat(str, Enum):
    csv = "csv"
    xlsx = "xlsx"
    ods = "ods"


def export(
    kind: Annotated[str, typer.Option("--kind", "-k", help="The kind of card to export (a kind of the game).", show_default=False)],
    format: Annotated[SheetFormat, typer.Option("--format", "-f", help="The spreadsheet format.")] = SheetFormat.xlsx,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="The file to write.", show_default="build/export/<kind folder>.<format>")] = None,
    project: ProjectOption = Path("."),
) -> None:
    """Write one row per card of KIND: its fields in the game's words, validation lists on the
    choice columns (xlsx, ods), and the file and its revision mark in read-only columns."""
    from cardkit.commands.sheets import write_table
    from cardkit.spreadsheets.export import export_table
    from cardkit.spreadsheets.importing import words_of

    loaded, spec = valid_game_and_kind(project, kind, "so every card has its row")
    words = words_of(loaded, spec)
    table = export_table(loaded, spec, words, words.kind_title())
    target = out if out is not None else loaded.project.build_dir / "export" / f"{spec.folder}.{format.value}"
    write_table(table, format.value, target, "card(s)")
