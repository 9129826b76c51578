"""Did-you-mean suggestions: closest spellings among known names, forgiving case and accents.

Designers type `Custo`, `lamina`, `morto_vivo`; a suggestion is only useful if those still
land on `custo`, `Lâmina` and `Morto Vivo`, so comparison happens on folded text (the one
`fold`, cardkit.foundation.folding) while the answer keeps each candidate's own spelling.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping

from cardkit.foundation.folding import fold

SUGGESTION_CUTOFF = 0.6
"""How similar (difflib ratio of the folded forms, 0 to 1) a candidate must be to be offered."""
LOOSE_CUTOFF = 0.4
"""For a name that must exist (an unknown card, keyword, faction...), a weaker likeness is still
worth offering once: "Voo" is 0.57 like "Voar", and naming it beats saying nothing."""


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


def did_you_mean(suggestions: tuple[str, ...] | list[str]) -> str:
    """The hint naming `suggestions`: "did you mean 'a', 'b' or 'c'?"."""
    quoted = [f"'{s}'" for s in suggestions]
    if len(quoted) > 1:
        quoted = [", ".join(quoted[:-1]), quoted[-1]]
    return "did you mean " + " or ".join(quoted) + "?"
