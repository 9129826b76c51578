"""`cardkit book --generators`: the placeholder calls a rulebook chapter may write, for this game.

A chapter fills itself from the cards through calls on lines of their own (`{{ agent_table() }}`,
`{{ agent("Lamplighter") }}`); which exist depends on the game's kinds and its pack, so the list
is read from the project, each call shown with an example of this game's own names.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from cardkit.commands.common import ProjectOption, misuse, run_stage


def book(
    generators: Annotated[
        bool, typer.Option("--generators", help="List the calls a chapter may write on a line of its own: each with an example and what it prints.")
    ] = False,
    project: ProjectOption = Path("."),
) -> None:
    """What the rulebook can print from the game: its placeholder calls (`--generators`)."""
    if not generators:
        raise misuse("nothing to show: `cardkit book --generators` lists the calls a chapter may write")
    from cardkit.book.livedata import example_call
    from cardkit.book.livedata import generators as book_generators
    from cardkit.pipeline import validate_project

    loaded = run_stage(validate_project, project)
    found = book_generators(loaded.game)
    calls = {name: example_call(name, generator, loaded.game) for name, generator in sorted(found.items())}
    width = max((len(call) for call in calls.values()), default=0)
    for name, call in calls.items():
        typer.echo(f"{call:<{width}}  {found[name].description}")
