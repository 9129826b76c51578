"""Findings a person reads once, not once per card: the text format folds their repeats.

A print-shop build of a game still without art would print one B501 per card, forty times the
same sentence, burying the findings that differ. The text format shows the first finding of
such a code in full and one line counting the rest; json and sarif, which tools filter
themselves, list every one, and the summary counts every one in all formats.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardkit.codes.build import CARD_WITHOUT_ART
from cardkit.foundation.diagnostics import Diagnostic

FOLDED_CODES = frozenset({CARD_WITHOUT_ART})
"""Codes whose findings say the same thing of many definitions."""


def fold_repeats(diagnostics: Sequence[Diagnostic]) -> tuple[list[Diagnostic], list[str]]:
    """The diagnostics to print (the first of each folded code kept) and a line per folded
    code counting the findings left out."""
    kept: list[Diagnostic] = []
    left_out: dict[str, list[Diagnostic]] = {}
    for diagnostic in diagnostics:
        if diagnostic.code in left_out:
            left_out[diagnostic.code].append(diagnostic)
            continue
        kept.append(diagnostic)
        if diagnostic.code in FOLDED_CODES:
            left_out[diagnostic.code] = []
    notes = [
        f"{found[0].severity.value}[{code}] and {len(found)} more like it, in {len({d.file for d in found})} file(s) "
        f"(`--format json` lists each)"
        for code, found in left_out.items()
        if found
    ]
    return kept, notes
