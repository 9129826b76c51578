"""Did-you-mean suggestions: closest spellings among known names, forgiving case and accents.

Designers type `Custo`, `lamina`, `morto_vivo`; a suggestion is only useful if those still
land on `custo`, `Lâmina` and `Morto Vivo`, so comparison happens on folded text while the
answer keeps each candidate's own spelling.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Mapping

SUGGESTION_CUTOFF = 0.6
"""How similar (difflib ratio of the folded forms, 0 to 1) a candidate must be to be offered."""
LOOSE_CUTOFF = 0.4
"""For a name that must exist (an unknown trait, spell, element...), a weaker likeness is still
worth offering once: "Voo" is 0.57 like "Voar", and naming it beats saying nothing."""

_SEPARATORS = re.compile(r"[\s_\-\u2010-\u2015]+")
"""Whitespace, underscores, and hyphens and dashes of every width: all mean "a gap between words"."""


def fold(text: str) -> str:
    """The comparison form of a name: `Morto-Vivo`, `morto_vivo` and `MORTO  VIVO` fold alike.

    NFKD then dropping combining marks removes accents (and unifies NFC/NFD input);
    casefold handles more than lower() (ß -> ss).
    """
    decomposed = unicodedata.normalize("NFKD", text)
    unaccented = "".join(char for char in decomposed if not unicodedata.combining(char))
    return _SEPARATORS.sub(" ", unaccented.casefold()).strip()


def closest(word: str, candidates: Iterable[str], n: int = 3, cutoff: float = SUGGESTION_CUTOFF) -> list[str]:
    """Up to `n` candidates most like `word`, best first; a candidate equal once folded comes first."""
    by_fold: dict[str, str] = {}
    for candidate in candidates:
        by_fold.setdefault(fold(candidate), candidate)
    return closest_folded(word, by_fold, n, cutoff)


def closest_folded(word: str, by_fold: Mapping[str, str], n: int = 3, cutoff: float = SUGGESTION_CUTOFF) -> list[str]:
    """`closest` over candidates already folded (folded form -> spelling): an index asked for
    many suggestions folds its thousands of names once, not once per unknown name."""
    folded = fold(word)
    matches = difflib.get_close_matches(folded, list(by_fold), n=n, cutoff=cutoff)
    if folded in by_fold and folded not in matches[:1]:
        matches = [folded, *(match for match in matches if match != folded)][:n]
    return [by_fold[match] for match in matches]
