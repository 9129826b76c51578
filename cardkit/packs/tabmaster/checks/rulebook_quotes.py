"""Find the seed-style stat quotes in prose: a name, footnote markers, then a stat list.

The seed is seed 000, whose worked examples quote stats this way (docs/seed-facts.md, Worked
examples): "Lâmina da Terra (Custo 8, RNG 8, DAN 10 (Elemento: Terra), REF Alquimista)",
"Cavaleiro ¹ (ATK (Atropelamento) 3, DAN 1d20, HLT 0)", "Soldado ² (DEF10)",
"Arqueiro¹ (ATK 1d10 (Projétil: Flecha), DAN 1d20, Ataque Secundário: ATK 1, DAN 1d4)".
The notation is the same in every language; its words are not: the stat keys are the game's
stat abbreviations (`QuoteGrammar.of`), the secondary-attack label comes from the locale's
`prose.stat_quotes` patterns. This module only reads; `rulebook_quote_check` compares what it
read with the cards.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from cardkit.checks.prose_patterns import ProsePatterns

_MARKERS = r"[\s\u00a0]*(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\^\{[^}]*\})?[\s\u00a0]*"
"""Footnote markers between a name and its stats: superscript digits or the seed's ^{2 e 3}."""
_CAPITALISED = r"[A-ZÀ-ÖØ-Þ]\w*"
"""A capitalised word (Latin script): what an unknown name before a stat list looks like."""
_NEVER = "(?!)"
"""A pattern that matches nothing: a grammar without a secondary-attack label."""
_WORD = re.compile(r"\w")


@dataclass(frozen=True)
class QuoteItem:
    """One stat of a quote: `key` and `value` as written, the parenthesised notes before or after
    the value ("Atropelamento"; "Projétil: Flecha"; "Explosão 2", "Todos"), and whether it
    follows the secondary-attack label ("Ataque Secundário:")."""

    key: str
    value: str
    notes: tuple[str, ...] = ()
    secondary: bool = False


@dataclass(frozen=True)
class StatQuote:
    name: str
    items: tuple[QuoteItem, ...]
    offset: int
    """Where the name starts in the text that was searched."""
    end: int


@dataclass(frozen=True)
class QuoteGrammar:
    """The words of stat quotes in one language: stat keys as written -> stat ids, and the
    secondary-attack label (a pattern; None when the language or the game has none)."""

    stats: dict[str, str]
    secondary: str | None = None

    @classmethod
    def of(cls, prose: ProsePatterns) -> QuoteGrammar:
        secondary = prose.pattern("stat_quotes.secondary")
        return cls(prose.stat_words(), secondary.pattern if secondary is not None else None)

    @cached_property
    def _keys(self) -> str:
        return "|".join(re.escape(key) for key in sorted(self.stats, key=len, reverse=True)) or _NEVER

    @cached_property
    def _label(self) -> str:
        return self.secondary or _NEVER

    @cached_property
    def stats_ahead(self) -> str:
        """An opening parenthesis whose list starts with a stat key and a value (not "Defesa (DEF) do")."""
        return rf"\((?=\s*(?:(?:{self._label}):\s*)?(?:{self._keys})\s*[\w(])"

    @cached_property
    def list_ahead(self) -> re.Pattern[str]:
        """Footnote markers and the parenthesis of a stat list: what follows a quoted name. A
        match starts where the name before it ends."""
        return re.compile(rf"{_MARKERS}{self.stats_ahead}")

    @cached_property
    def any_name(self) -> re.Pattern[str]:
        return re.compile(rf"(?P<name>{_CAPITALISED}){_MARKERS}{self.stats_ahead}")

    @cached_property
    def item(self) -> re.Pattern[str]:
        return re.compile(
            rf"^(?:(?P<secondary>{self._label}):\s*)?(?P<key>{self._keys})(?![a-z])\s*(?P<rest>.*)$", re.DOTALL
        )


class KnownNames:
    """The names a quote may give, looked up by the text that ends right before a stat list:
    one dictionary of NFC forms built once per check, so finding the quotes of a text costs the
    same with 20 names or 10,000 (no pattern per name). A name matches written precomposed or
    decomposed (NFC or NFD), as editors save it; the longest name ending there wins."""

    def __init__(self, names: Iterable[str]) -> None:
        self._by_form: dict[str, str] = {}
        for name in names:
            self._by_form.setdefault(unicodedata.normalize("NFC", name), name)
        self._longest = max((len(unicodedata.normalize("NFD", form)) for form in self._by_form), default=0)

    def ending_at(self, text: str, end: int) -> tuple[str, int] | None:
        """(name, where it starts) of the longest known name written just before `end` and
        starting a word, else None."""
        for start in range(max(0, end - self._longest), end):
            if start > 0 and _WORD.match(text, start - 1):
                continue
            name = self._by_form.get(unicodedata.normalize("NFC", text[start:end]))
            if name is not None:
                return name, start
        return None


def find_quotes(text: str, known_names: Iterable[str] | KnownNames, grammar: QuoteGrammar) -> tuple[list[StatQuote], list[StatQuote]]:
    """(quotes of known names, quotes whose name is unknown) in the order they appear. Pass a
    `KnownNames` built once when checking many texts against the same names."""
    names = known_names if isinstance(known_names, KnownNames) else KnownNames(known_names)
    known: list[StatQuote] = []
    covered = 0
    """Where the last known quote's stat list closes: a stat list inside it is part of it."""
    for match in grammar.list_ahead.finditer(text):
        found = names.ending_at(text, match.start())
        if found is not None and found[1] >= covered:
            known.append(_quote(text, found[0], found[1], match.end() - 1, grammar))
            covered = known[-1].end
    starts = [quote.offset for quote in known]
    unknown = [
        _quote(text, match["name"], match.start(), match.end() - 1, grammar)
        for match in grammar.any_name.finditer(text)
        if not _inside(known, starts, match.start("name"))
    ]
    return known, unknown


def _inside(known: list[StatQuote], starts: list[int], offset: int) -> bool:
    """Whether `offset` falls within one of `known` (in text order, never overlapping)."""
    index = bisect.bisect_right(starts, offset) - 1
    return index >= 0 and known[index].offset <= offset < known[index].end


def _quote(text: str, name: str, start: int, paren: int, grammar: QuoteGrammar) -> StatQuote:
    inner, end = balanced(text, paren)
    items = tuple(_items(inner, grammar))
    return StatQuote(name, items, start, end)


def balanced(text: str, open_at: int) -> tuple[str, int]:
    """The text inside the parenthesis opening at `open_at`, and the offset after its close
    (the end of the text when it is never closed)."""
    depth = 0
    for index in range(open_at, len(text)):
        depth += {"(": 1, ")": -1}.get(text[index], 0)
        if depth == 0:
            return text[open_at + 1 : index], index + 1
    return text[open_at + 1 :], len(text)


def split_top(text: str) -> list[str]:
    """Split a list at the commas outside parentheses: "RNG 3 (Explosão 2, Todos), DAN 20"."""
    parts, depth, current = [], 0, ""
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    parts.append(current.strip())
    return [part for part in parts if part]


def _items(inner: str, grammar: QuoteGrammar) -> Iterable[QuoteItem]:
    secondary = False
    for part in split_top(inner):
        match = grammar.item.match(part)
        if match is None:
            yield QuoteItem("", part, secondary=secondary)
            continue
        secondary = secondary or bool(match["secondary"])
        value, notes = _value_and_notes(match["rest"])
        yield QuoteItem(match["key"], value, notes, secondary)


def _value_and_notes(rest: str) -> tuple[str, tuple[str, ...]]:
    """"(Atropelamento) 3" → ("3", ("Atropelamento",)); "3 (Explosão 2, Todos)" → ("3", (...))."""
    notes: list[str] = []
    value = ""
    index = 0
    while index < len(rest):
        if rest[index] == "(":
            inner, index = balanced(rest, index)
            notes += split_top(inner)
        else:
            value += rest[index]
            index += 1
    return " ".join(value.split()), tuple(notes)
