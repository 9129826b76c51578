"""The numbers and dice a text writes, for T003: a translation keeps every one of its source's.

A language writes small numbers as words as often as in digits ("une carte" for "1 carta"), so
a number missing in digits on one side counts as kept when the other side writes it as a word
of its own language. The words come from CLDR's spellout rules (`unicode_rbnf`): every gender
and case a language has ("un", "une"; "dois", "duas"), never a table of ours. A language CLDR
has no rules for compares digits only.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING

from cardkit.i18n.locales import language_of

if TYPE_CHECKING:
    from unicode_rbnf import RbnfEngine

NUMBER = re.compile(r"\d+(?:[dD]\d+)?(?:[+-]\d+)?")
"""A number or a die ("10", "1d20", "2d10+2"): what a translation must keep, as many times."""
LARGEST_WORD = 1000
"""Numbers above this are not looked for as words: cards write them in digits."""


def numbers(text: str, without: Iterable[str] = ()) -> Counter[str]:
    """The numbers and dice of `text`, each as often as written; the names in `without` (a
    card called "Loi 66") are taken out first, since their digits are part of a name."""
    for name in sorted(without, key=len, reverse=True):
        text = text.replace(name, " ")
    return Counter(number.lower() for number in NUMBER.findall(text))


def changed_numbers(source: Counter[str], source_text: str, source_locale: str, translation: Counter[str], text: str, locale: str) -> tuple[Counter[str], Counter[str]]:
    """The numbers the translation lost and those it added, a number written as a word on the
    other side counting as kept."""
    lost = source - translation
    added = translation - source
    return _unspelled(lost, text, locale), _unspelled(added, source_text, source_locale)


def _unspelled(missing: Counter[str], text: str, locale: str) -> Counter[str]:
    """`missing` less what `text` writes as words of `locale`."""
    left: Counter[str] = Counter()
    folded = text.casefold()
    for number, count in missing.items():
        forms = spelled(int(number), locale) if number.isdigit() else frozenset()
        written = sum(len(re.findall(rf"(?<!\w){re.escape(form)}(?!\w)", folded)) for form in forms)
        if count > written:
            left[number] = count - written
    return left


@cache
def spelled(value: int, locale: str) -> frozenset[str]:
    """Every way `locale` writes `value` in words (casefolded); empty past `LARGEST_WORD` or
    for a language CLDR has no spellout rules for."""
    engine = _engine(language_of(locale))
    if engine is None or not 0 <= value <= LARGEST_WORD:
        return frozenset()
    forms = {text.casefold() for text in engine.format_number(value).text_by_ruleset.values()}
    return frozenset(forms | {form.replace("-", " ") for form in forms} - {""})


@cache
def _engine(language: str) -> RbnfEngine | None:
    from unicode_rbnf import RbnfEngine  # CLDR's rules load only for a game with translations

    try:
        return RbnfEngine.for_language(language)
    except ValueError:  # no rules for this language
        return None
