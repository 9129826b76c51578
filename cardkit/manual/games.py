"""The shipped example games the reference reads what depends on a game from (its kinds, its
generators, its template functions, its symbols): hollowmarch, a game of its own, and the
English Tab Master, a game of the `tab-master` pack. Each is loaded once per run."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from cardkit.manual.samples import example_folder

if TYPE_CHECKING:
    from cardkit.project.validate import LoadedProject

REFERENCE_GAMES = ("hollowmarch", "tab-master-en")
"""A game with no pack, then a pack's game: between them every core and pack feature shows."""


@functools.cache
def loaded(name: str) -> LoadedProject:
    """The example game `name` (`cardkit init --example NAME`), validated as `cardkit validate` does."""
    from cardkit.pipeline import validate_project

    return validate_project(example_folder(name))


def pack_name(name: str) -> str:
    """How a page names the example: with its pack, or as a game of its own."""
    game = loaded(name).game
    pack = game.vocabulary.pack if game.vocabulary is not None else None
    return f"{name} (the `{pack}` pack)" if pack else f"{name} (a game of its own)"
