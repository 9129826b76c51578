"""Two versions of a text marked word by word: what was struck, what is new (the errata sheet
and the rulebook's Errata chapter show changed paragraphs so).

A player reading an errata wants to see the three words that changed in a paragraph, not to
compare two paragraphs by eye. Words (with the spaces after them) are compared with difflib,
which finds the longest common runs; each side keeps its own words, the old one with the
removed runs in `<del>`, the new one with the added runs in `<ins>`, every word escaped.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from markupsafe import Markup, escape

WORD = re.compile(r"\S+\s*")


@dataclass(frozen=True)
class MarkedPair:
    """The old and the new text, each as HTML with its changed words marked."""

    old: Markup
    new: Markup


def marked_words(old: str, new: str) -> MarkedPair:
    """`old` with the words `new` dropped in `<del>`, `new` with the words it added in `<ins>`."""
    before, after = WORD.findall(old), WORD.findall(new)
    matcher = difflib.SequenceMatcher(a=[w.strip() for w in before], b=[w.strip() for w in after], autojunk=False)
    old_parts: list[Markup] = []
    new_parts: list[Markup] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        old_parts.append(_run(before[i1:i2], "del" if tag in ("delete", "replace") else None))
        new_parts.append(_run(after[j1:j2], "ins" if tag in ("insert", "replace") else None))
    return MarkedPair(Markup("").join(old_parts), Markup("").join(new_parts))


def _run(words: list[str], node: str | None) -> Markup:
    """Words as HTML, wrapped in `node` when given; the trailing space stays outside the mark."""
    text = "".join(words)
    if node is None or not text:
        return escape(text)
    body = text.rstrip()
    return Markup(f"<{node}>{escape(body)}</{node}>") + escape(text[len(body) :])
