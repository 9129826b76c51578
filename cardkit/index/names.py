"""The known names of one kind, looked up folded, remembering whether the match was exact.

The printed card must use one spelling, so a lookup says both what a written name resolves to
and whether it was written that way: the checks report a folded match as spelling drift and an
unknown name with the closest known ones.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from cardkit.foundation.folding import fold
from cardkit.foundation.suggest import LOOSE_CUTOFF, closest_folded


@dataclass(frozen=True)
class Match:
    """The outcome of looking a written name up: the canonical spelling, or suggestions."""

    written: str
    canonical: str | None
    suggestions: tuple[str, ...] = ()

    @property
    def found(self) -> bool:
        return self.canonical is not None

    @property
    def exact(self) -> bool:
        return self.canonical == self.written


class NameIndex:
    """The known names of one kind, looked up by their folded form (first definition wins)."""

    def __init__(self, names: Iterable[str]) -> None:
        self._by_key: dict[str, str] = {}
        for name in names:
            self._by_key.setdefault(fold(name), name)

    @property
    def names(self) -> list[str]:
        return list(self._by_key.values())

    def __len__(self) -> int:
        return len(self._by_key)

    def __contains__(self, written: str) -> bool:
        return fold(written) in self._by_key

    def canonical(self, written: str) -> str | None:
        """The spelling the game gives the name written, or None for an unknown name."""
        return self._by_key.get(fold(written))

    def match(self, written: str) -> Match:
        canonical = self.canonical(written)
        if canonical is not None:
            return Match(written, canonical)
        return Match(written, None, tuple(self.closest(written)))

    def closest(self, written: str, n: int = 3) -> list[str]:
        """The likeliest names meant; else the one best looser likeness, since every unknown
        name deserves a "did you mean"."""
        return closest_folded(written, self._by_key, n=n) or closest_folded(written, self._by_key, n=1, cutoff=LOOSE_CUTOFF)
