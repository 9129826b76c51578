"""Forgiving name matching: how designers type names versus how the cards spell them.

People type "morto-vivo", "Essencia" or paste a decomposed "Lâmina"; all of those mean the
same definition, so lookups fold case, accents, Unicode normal form and hyphen-versus-space.
Folding and suggestions are cardkit.suggest's; this module adds the index, the slug and
the words for how two spellings differ. Whether a match was exact is kept, because the
printed card must use one spelling: checks report folded matches as spelling drift and
unknown names with the closest known ones.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from cardkit.suggest import LOOSE_CUTOFF, closest_folded, fold

_JOINERS = re.compile(r"[\s_\-\u2010-\u2015]+")
"""What `fold` treats as one gap between words (kept in step with cardkit.suggest)."""
_NOT_SLUG = re.compile(r"[^a-z0-9]+")


def strip_accents(text: str) -> str:
    """Drop combining marks after compatibility decomposition: "Lâmina" -> "Lamina"."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def slug(name: str) -> str:
    """The file stem a definition named `name` lives in: "Lâmina da Terra" -> "lamina-da-terra"."""
    return _NOT_SLUG.sub("-", strip_accents(name).lower()).strip("-")


def drift(written: str, canonical: str) -> str:
    """Say how a folded match differs from the canonical spelling, for the warning's message."""
    written_nfc = unicodedata.normalize("NFC", written)
    if written_nfc == unicodedata.normalize("NFC", canonical):
        return "Unicode form (decomposed accents)"
    differences = []
    if _marks(written) != _marks(canonical):
        differences.append("accents")
    if _JOINERS.sub(" ", strip_accents(written)) != _JOINERS.sub(" ", strip_accents(canonical)):
        differences.append("capitals")
    if _JOINERS.findall(written) != _JOINERS.findall(canonical):
        differences.append("hyphens/spaces")
    return ", ".join(differences) or "spelling"


def _marks(text: str) -> list[str]:
    """The accents of a text in order, so "Essencia" and "Essência" differ only here."""
    return [c for c in unicodedata.normalize("NFKD", text) if unicodedata.combining(c)]


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

    def match(self, written: str) -> Match:
        canonical = self._by_key.get(fold(written))
        if canonical is not None:
            return Match(written, canonical)
        return Match(written, None, tuple(self.closest(written)))

    def closest(self, written: str, n: int = 3) -> list[str]:
        """The likeliest names meant; else the one best looser likeness, since every unknown
        name deserves a "did you mean"."""
        return closest_folded(written, self._by_key, n=n) or closest_folded(written, self._by_key, n=1, cutoff=LOOSE_CUTOFF)


def spelling_pattern(name: str, *, unaccented: bool = False) -> str:
    """A regex for `name` with each accented letter precomposed or decomposed (NFC or NFD), as
    editors save them, so a card and a chapter agree on a name whichever form either file has;
    `unaccented` also accepts the bare letter, as people type ("Sacrificio" for "Sacrifício")."""
    parts = []
    for letter in unicodedata.normalize("NFC", name):
        decomposed = unicodedata.normalize("NFD", letter)
        if decomposed == letter:
            parts.append(re.escape(letter))
            continue
        forms = [letter, decomposed, *([strip_accents(letter)] if unaccented else [])]
        parts.append("(?:" + "|".join(re.escape(form) for form in forms) + ")")
    return "".join(parts)


def folded_with_origins(text: str) -> tuple[str, list[int]]:
    """`text` folded character by character (accents, case; whitespace to one space each),
    with the index in `text` each folded character came from, to map a match back."""
    folded: list[str] = []
    origins: list[int] = []
    for index, char in enumerate(text):
        piece = " " if char.isspace() else strip_accents(char).casefold()
        folded.append(piece)
        origins.extend([index] * len(piece))
    return "".join(folded), origins


def written_span(text: str, origins: list[int], start: int, end: int) -> str:
    """The original text behind folded[start:end]."""
    return text[origins[start] : origins[end - 1] + 1]
