"""R402-R403: names that do not read as they are written.

A name holding an invisible or format character (zero-width joiner, soft hyphen, a bidi
control) prints like another name but is not found under it: "Ra\u200dio" looks like "Raio"
and matches nothing a designer types (R402). Two names of one kind that differ only by such
characters or by characters that look alike (Latin "a" and Cyrillic "а") cannot be told apart
on a card (R403). Look-alikes are compared by a TR39-style skeleton: invisible characters
dropped, NFD, and each character replaced by one representative of its confusable set, from
the Unicode confusables data that `confusable_homoglyphs` ships.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterator
from functools import cache
from importlib import resources

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.registry import rule
from cardkit.checks.uniqueness import twins
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.folding import fold
from cardkit.foundation.hashing import bytes_digest
from cardkit.foundation.user_cache import keep_json, kept_json

INVISIBLE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
"""Control, format (ZWJ, soft hyphen, bidi controls), surrogate, private-use, unassigned and
line/paragraph separator characters."""
_IGNORABLE = frozenset(
    [847, 4447, 4448, 6068, 6069, 12644, 65440, *list(range(6155, 6160)), *list(range(65024, 65040)), *list(range(917760, 918000))]
)
"""Default-ignorable code points outside those categories: combining grapheme joiner, Hangul
fillers, Khmer inherent vowels, variation selectors. They print as nothing."""
_MARKS = "\u200e\u200f"
"""The direction marks the confusables data wraps right-to-left characters in."""


def invisible(char: str) -> bool:
    return unicodedata.category(char) in INVISIBLE_CATEGORIES or ord(char) in _IGNORABLE


def shown(char: str) -> str:
    """How a message names an invisible character: U+200D ZERO WIDTH JOINER."""
    return f"U+{ord(char):04X} {unicodedata.name(char, 'unnamed character')}"


REPRESENTATIVES = "confusable-sets-1"
"""The user cache's folder of `_representatives`, by the digest of the confusables data; its
number changes with the way they are worked out."""


@cache
def _representatives() -> dict[str, str]:
    """Each confusable character -> the one that stands for its whole set (the smallest): worked
    out once per version of the confusables data (20 ms, a tenth of a check's rules), then read
    from the user cache by the digest of its bytes."""
    raw = resources.files("confusable_homoglyphs").joinpath("confusables.json").read_bytes()
    key = bytes_digest(raw)
    kept = kept_json(REPRESENTATIVES, key)
    if isinstance(kept, dict) and all(isinstance(value, str) for value in kept.values()):
        return kept
    made = _union_of_pairs(json.loads(raw.decode("utf-8")))
    keep_json(REPRESENTATIVES, key, made)
    return made


def _union_of_pairs(data: dict[str, list[dict[str, str]]]) -> dict[str, str]:
    """Union-find over the pairs of the confusables data (single characters only)."""
    parent: dict[str, str] = {}

    def root(char: str) -> str:
        while parent.setdefault(char, char) != char:
            parent[char] = parent[parent[char]]
            char = parent[char]
        return char

    for char, homoglyphs in data.items():
        for homoglyph in homoglyphs:
            other = homoglyph["c"].strip(_MARKS)
            if len(char) == 1 and len(other) == 1:
                first, second = root(char), root(other)
                if first != second:
                    parent[max(first, second)] = min(first, second)
    return {char: root(char) for char in parent}


def skeleton(name: str) -> str:
    """The name as it looks: invisible characters dropped, look-alikes made one character."""
    representatives = _representatives()
    visible = "".join(char for char in unicodedata.normalize("NFD", name) if not invisible(char))
    return unicodedata.normalize("NFD", "".join(representatives.get(char, char) for char in visible))


@rule(
    code="R402",
    name="invisible-character-in-name",
    severity=Severity.ERROR,
    description="a name holds an invisible or format character (zero-width, soft hyphen, bidi control)",
)
def invisible_character_in_name(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A name holds a character that prints as nothing (a zero-width joiner, a soft hyphen, a bidi
    control): it looks like another name and matches nothing anyone types. Usually pasted in
    from a web page or a chat.

    PASS::

        # content/spells/choque.yaml
        name: Chôque

    FAIL::

        # content/spells/choque.yaml
        name: "Cho\\u200dque"
    """
    for kind, entries in ctx.index.entries.items():
        for entry in entries:
            found = list(dict.fromkeys(char for char in entry.name if invisible(char)))
            if found:
                bare = "".join(char for char in entry.name if not invisible(char))
                yield RuleFinding(
                    entry.definition,
                    entry.path,
                    f"{kind.label} name {entry.name!r} holds {', '.join(shown(char) for char in found)}, "
                    "which prints as nothing: the name looks like another and matches nothing typed",
                    f"write it without: {bare!r}",
                )


@rule(
    code="R403",
    name="confusable-names",
    severity=Severity.WARNING,
    description="two names of one kind look alike (differ only by invisible or look-alike characters)",
)
def confusable_names(ctx: CheckContext) -> Iterator[RuleFinding]:
    """Two names of one kind look alike but are different names: they differ only by look-alike
    characters (a Cyrillic С for a Latin C) or invisible ones. On a card they read the same.

    PASS::

        # content/spells/choque.yaml and content/spells/zz-choque.yaml
        name: Choque
        ---
        name: Ch0que

    FAIL::

        # content/spells/choque.yaml and content/spells/zz-choque.yaml (the second C is Cyrillic)
        name: Choque
        ---
        name: Сhoque
    """
    for kind, original, entry in twins(ctx, skeleton):
        if fold(original.name) == fold(entry.name):
            continue  # the same name: R401 reports it
        where = original.definition.source.at(*original.path)
        yield RuleFinding(
            entry.definition,
            entry.path,
            f"{kind.label} {entry.name!r} ({entry.definition.file}) looks like {original.name!r} "
            f"({original.definition.file}:{where.line}) but is another name",
            f"the two differ only by {_difference(original.name, entry.name)}; rename one so they can be told apart",
        )


def _difference(first: str, second: str) -> str:
    """The characters one name has and the other lacks, named: "U+0430 CYRILLIC SMALL LETTER A"."""
    extra = [char for char in dict.fromkeys(first + second) if (char in first) != (char in second)]
    return ", ".join(shown(char) for char in extra) or "look-alike characters"
