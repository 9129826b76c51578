"""Chunks: the imposed pages of one profile cut into small documents rendered on their own.

One WeasyPrint document of 2000 cards holds every page's layout in memory at once (3.4 GiB)
and takes longer per card the bigger it gets; a chunk of a few sheets keeps both flat, can be
cached (a one-card edit re-renders one chunk per profile) and rendered in another process.
A chunk is whole printed sheets, each face page with its back page, so assembling the chunks'
PDFs in order gives exactly the pages of the whole deck.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardkit.config import PrintProfile
from cardkit.render.imposition import Page, impose

CHUNK_CARDS = 18
"""Cards per chunk: two 3 × 3 sheets, or 18 single cards. Smaller chunks re-render less after
an edit but repeat the embedded font subsets in more documents (see bench/run.py)."""


@dataclass(frozen=True)
class Chunk:
    """Consecutive pages of one profile, rendered as one document."""

    profile: PrintProfile
    index: int
    pages: tuple[Page, ...]

    @property
    def cards(self) -> tuple[str, ...]:
        """The ids of the cards on these pages, each once, in order."""
        return tuple(dict.fromkeys(placement.card for page in self.pages for placement in page.placements))

    @property
    def card_count(self) -> int:
        """Printed cards (copies counted): what progress reports."""
        return sum(len(page.placements) for page in self.pages if not page.back)


def plan_chunks(profile: PrintProfile, deck: Sequence[str], cards_per_chunk: int = CHUNK_CARDS) -> list[Chunk]:
    """Impose `deck` (one id per printed copy) and cut the pages into chunks of whole sheets.
    An empty deck is one chunk without pages, which renders as the blank document it always was."""
    leaves = _leaves(impose(profile, deck))
    if not leaves:
        return [Chunk(profile, 0, ())]
    columns, rows = profile.grid
    per_chunk = max(1, cards_per_chunk // max(1, columns * rows))
    return [
        Chunk(profile, number, tuple(page for leaf in leaves[start : start + per_chunk] for page in leaf))
        for number, start in enumerate(range(0, len(leaves), per_chunk))
    ]


def _leaves(pages: Sequence[Page]) -> list[tuple[Page, ...]]:
    """Face pages, each with the back page that follows it: the unit a printer duplexes."""
    leaves: list[list[Page]] = []
    for page in pages:
        if page.back and leaves:
            leaves[-1].append(page)
        else:
            leaves.append([page])
    return [tuple(leaf) for leaf in leaves]
