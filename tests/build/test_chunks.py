"""Chunk planning: whole sheets, faces with their backs, the deck's pages in order."""

from __future__ import annotations

import pytest

from cardkit.print_profiles import resolve_print_settings
from cardkit.render.chunks import plan_chunks
from cardkit.render.imposition import impose


def profile(name: str, **settings: object):  # type: ignore[no-untyped-def]
    return resolve_print_settings({"profiles": {name: settings}} if settings else {}).profiles[name]


@pytest.mark.parametrize(("name", "settings", "cards", "sizes"), [
    ("home", {}, 40, [18, 18, 4]),
    ("print-shop", {}, 40, [18, 18, 4]),
    ("home", {"backs": False}, 10, [10]),
    ("print-shop", {"card": "tarot"}, 18, [18]),
])
def test_chunks_are_whole_sheets_that_add_up_to_the_deck(name: str, settings: dict, cards: int, sizes: list[int]) -> None:
    chosen = profile(name, **settings)
    deck = [f"spell-{index}" for index in range(cards)]
    chunks = plan_chunks(chosen, deck)
    assert [chunk.card_count for chunk in chunks] == sizes
    assert [page for chunk in chunks for page in chunk.pages] == impose(chosen, deck)
    for chunk in chunks:
        assert not chunk.pages[0].back
        if chosen.backs:
            assert [page.back for page in chunk.pages] == [False, True] * (len(chunk.pages) // 2)


def test_copies_are_printed_but_a_card_is_rendered_once_per_chunk() -> None:
    (chunk,) = plan_chunks(profile("home"), ["spell-a", "spell-a", "spell-b"])
    assert chunk.cards == ("spell-a", "spell-b") and chunk.card_count == 3


def test_an_empty_deck_is_one_blank_document() -> None:
    (chunk,) = plan_chunks(profile("home"), [])
    assert chunk.pages == () and chunk.card_count == 0
