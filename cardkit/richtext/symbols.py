"""A game's symbols: the tokens its texts write (`[credit]`) and what each one draws.

game.yaml's `symbols:` maps each token to an SVG icon under content/assets/ or to a glyph of a
font the theme names, and gives the words players who cannot see it get (a screen reader, a
text search of the PDF, the editor's hover): `credit: {icon: icons/credit.svg, words: credit}`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from cardkit.foundation.suggest import closest, did_you_mean

TOKEN = re.compile(r"\[([a-z][a-z0-9_-]*)\]")
"""A symbol as texts write it: a lowercase id in square brackets."""


@dataclass(frozen=True)
class Symbol:
    """One symbol: its token id, the icon file or the glyph it draws, and its words."""

    id: str
    words: str
    icon: str | None = None
    """An SVG (or PNG) file under content/assets/."""
    glyph: str | None = None
    """A character of `font` (a private-use code point of an icon font)."""
    font: str | None = None


@dataclass(frozen=True)
class Symbols:
    """Every symbol of one game, by token id."""

    by_id: Mapping[str, Symbol] = field(default_factory=dict)

    def get(self, token: str) -> Symbol | None:
        return self.by_id.get(token)

    def __contains__(self, token: object) -> bool:
        return token in self.by_id

    def __iter__(self) -> Iterator[Symbol]:
        return iter(self.by_id.values())

    def words(self, text: str) -> str:
        """`text` with each known token replaced by its words (what a search or hover shows)."""
        return TOKEN.sub(lambda m: self.by_id[m.group(1)].words if m.group(1) in self.by_id else m.group(0), text)


def read_symbols(data: Any) -> Symbols:
    """game.yaml's `symbols:` as its schema accepted it."""
    if not isinstance(data, Mapping):
        return Symbols()
    found = {
        token: Symbol(token, str(entry.get("words") or token), entry.get("icon"), entry.get("glyph"), entry.get("font"))
        for token, entry in data.items()
        if isinstance(entry, Mapping)
    }
    return Symbols(found)


def tokens_in(text: str) -> list[tuple[int, str]]:
    """Every `[token]` of `text` with its offset, in order."""
    return [(match.start(), match.group(1)) for match in TOKEN.finditer(text)]


def unknown_symbol_hint(token: str, known: list[str]) -> str:
    """The hint of a `[token]` that is no symbol: the closest symbols, else the game's symbols,
    else how to declare one."""
    suggestions = closest(token, known)
    if suggestions:
        return did_you_mean([f"[{name}]" for name in suggestions])
    if known:
        return f"the symbols are {', '.join(f'[{name}]' for name in known)}"
    return f"declare it in game.yaml's `symbols:` ({token}: {{icon: ..., words: ...}})"
