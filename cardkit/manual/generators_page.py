"""reference/generators.md: the calls a rulebook chapter may write on a line of its own, from the
generator registry (`cardkit.book.livedata.generators`), for each example game; what
`cardkit book --generators` prints for a project."""

from __future__ import annotations

from cardkit.book.livedata import example_call, generators, kind_generators
from cardkit.manual.games import REFERENCE_GAMES, loaded, pack_name
from cardkit.manual.markdown import code, heading, prose, table


def generators_md() -> str:
    text = (
        "# Rulebook generators\n\nA chapter of the rulebook fills itself from the cards through calls written on a line of their own, "
        "so the book can never disagree with the cards. Which calls exist depends on the game: every card kind gets two, and a rules "
        "pack adds its own (which win a clash of names). `cardkit book --generators` lists a project's, each with an example of its own names. "
        "A call that names no generator is [R605](codes.md#r605).\n\n"
    )
    text += heading(2, "Every card kind's calls", "kind-calls") + "\n"
    text += "A card kind `item` gives `{{ item(\"Name\") }}`, one card's block, and `{{ item_table() }}`, every card of the kind a row each; both print the fields whose `show:` lists `rulebook`.\n\n"
    for name in REFERENCE_GAMES:
        game = loaded(name).game
        found = generators(game)
        own = kind_generators(game.table)
        rows = [[code(example_call(call, generator, game)), "kind" if call in own and own[call] == generator else "pack", prose(generator.description)] for call, generator in sorted(found.items())]
        text += "\n" + heading(2, f"In {pack_name(name)}", f"game-{name}") + "\n" + table(("Call", "From", "What it prints"), rows)
    return text


def documented_generators() -> list[str]:
    return sorted({call for name in REFERENCE_GAMES for call in generators(loaded(name).game)})
