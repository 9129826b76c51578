"""Find the seed-style stat quotes in prose: a name, footnote markers, then a stat list.

"Lâmina da Terra (Custo 8, RNG 8, DAN 10 (Elemento: Terra), REF Alquimista)",
"Cavaleiro ¹ (ATK (Atropelamento) 3, DAN 1d20, HLT 0)", "Soldado ² (DEF10)",
"Arqueiro¹ (ATK 1d10 (Projétil: Flecha), DAN 1d20, Ataque Secundário: ATK 1, DAN 1d4)".
This module only reads; `quote_check` compares what it read with the cards.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

STAT_KEYS = ("ATK", "DAN", "DEF", "MOV", "HLT", "RNG", "VIT", "Custo", "REF")
SECONDARY_LABEL = "Ataque Secundário"

_MARKERS = r"[\s\u00a0]*(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\^\{[^}]*\})?[\s\u00a0]*"
"""Footnote markers between a name and its stats: superscript digits or the seed's ^{2 e 3}."""
_STATS_AHEAD = rf"\((?=\s*(?:{SECONDARY_LABEL}:\s*)?(?:{'|'.join(STAT_KEYS)})\s*[\w(])"
"""An opening parenthesis whose list starts with a stat key and a value (not "Defesa (DEF) do")."""
_ANY_NAME = re.compile(rf"(?P<name>[A-ZÀ-ÖØ-Þ][\wÀ-ÖØ-öø-ÿ]*){_MARKERS}{_STATS_AHEAD}")
_ITEM = re.compile(rf"^(?:(?P<secondary>{SECONDARY_LABEL}):\s*)?(?P<key>{'|'.join(STAT_KEYS)})(?![a-z])\s*(?P<rest>.*)$", re.DOTALL)


@dataclass(frozen=True)
class QuoteItem:
    """One stat of a quote: `key` and `value` as written, the parenthesised notes before or after
    the value ("Atropelamento"; "Projétil: Flecha"; "Explosão 2", "Todos"), and whether it
    follows "Ataque Secundário:"."""

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


def find_quotes(text: str, known_names: Iterable[str]) -> tuple[list[StatQuote], list[StatQuote]]:
    """(quotes of known names, quotes whose name is unknown) in the order they appear."""
    known: list[StatQuote] = []
    for name in sorted(known_names, key=len, reverse=True):
        for match in re.finditer(rf"(?<!\w){_either_form(name)}{_MARKERS}{_STATS_AHEAD}", text):
            if not any(q.offset <= match.start() < q.end for q in known):
                known.append(_quote(text, name, match.start(), match.end() - 1))
    unknown = [
        _quote(text, match["name"], match.start(), match.end() - 1)
        for match in _ANY_NAME.finditer(text)
        if not any(q.offset <= match.start("name") < q.end for q in known)
    ]
    return sorted(known, key=lambda q: q.offset), unknown


def _either_form(name: str) -> str:
    """A pattern for `name` with each accented letter precomposed or decomposed (NFC or NFD), as
    editors save them, so a card and a chapter agree on a name whichever form either file has."""
    parts = []
    for letter in unicodedata.normalize("NFC", name):
        decomposed = unicodedata.normalize("NFD", letter)
        parts.append(f"(?:{re.escape(letter)}|{re.escape(decomposed)})" if decomposed != letter else re.escape(letter))
    return "".join(parts)


def _quote(text: str, name: str, start: int, paren: int) -> StatQuote:
    inner, end = balanced(text, paren)
    items = tuple(_items(inner))
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


def _items(inner: str) -> Iterable[QuoteItem]:
    secondary = False
    for part in split_top(inner):
        match = _ITEM.match(part)
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
