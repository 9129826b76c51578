"""R150: every character a card prints is one a font of the theme can draw.

A character no configured font has is drawn from whatever font the machine happens to have, or
printed as an empty box, and nothing else says so: the card looks right on the designer's
machine and wrong at the print shop. Each such character is reported once per file, at its
first place, with its code point and name. A symbol's glyph is covered by the symbol's font.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.registry import rule
from cardkit.foundation.diagnostics import Severity
from cardkit.model import Definition
from cardkit.richtext.symbols import TOKEN

PRINTED_KEYS = frozenset({"name", "abbreviation", "mark"})
"""The keys of game.yaml whose words cards print: a word's name, a field's abbreviation, a flag's mark."""
Path_ = tuple[str | int, ...]


def _game_words(data: object, path: Path_ = ()) -> Iterator[tuple[Path_, str]]:
    """Every printed word of game.yaml's data, with its path."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key in PRINTED_KEYS and isinstance(value, str):
                yield (*path, key), value
            elif isinstance(value, dict | list):
                yield from _game_words(value, (*path, key))
    elif isinstance(data, list):
        for index, item in enumerate(data):
            yield from _game_words(item, (*path, index))


def _printed(ctx: CheckContext) -> Iterator[tuple[Definition, Path_, str]]:
    """Every text a player reads: each definition's name and the string values of its fields
    that print somewhere, game.yaml's words, tokens of symbols left out (they draw an icon or
    their font's glyph)."""
    vocabulary = ctx.game.vocabulary
    if vocabulary is not None:
        for path, word in _game_words(vocabulary.source.doc.data):
            yield vocabulary, path, TOKEN.sub(" ", word)
    for definition in ctx.game.definitions():
        if definition is vocabulary:
            continue
        yield definition, ("name",), definition.name
        kind = ctx.game.table.kind(definition.kind)
        for spec in kind.fields if kind is not None else ():
            value = definition.values.get(spec.id)
            if spec.show and isinstance(value, str) and spec.id != "name":
                yield definition, (spec.id,), TOKEN.sub(" ", value)


@rule(
    code="R150",
    name="missing-glyph",
    severity=Severity.WARNING,
    description="a text holds a character no font of the theme can draw",
)
def missing_glyph(ctx: CheckContext) -> Iterator[RuleFinding]:
    """The theme's fonts (cardkit's Vollkorn and Lato, and the faces a game's theme.yaml adds)
    draw every character the cards print; one none of them has falls back to a system font or
    an empty box. Use a character the fonts have, add a font that has it (`faces:` in
    theme.yaml), or draw it as a symbol (`[unique]`, game.yaml `symbols:`).

    PASS::

        # content/agents/kelp-leviathan.yaml (a flag whose mark is the symbol [unique])
        name: Kelp Leviathan

    FAIL::

        # content/agents/kelp-leviathan.yaml (U+2666 is in neither Vollkorn nor Lato)
        name: ♦ Kelp Leviathan
    """
    coverage = ctx.coverage
    if coverage is None:
        return
    for definition, path, text in _printed(ctx):
        seen: set[str] = set()
        for char in text:
            if ord(char) in coverage or char in seen or char.isspace():
                continue
            seen.add(char)
            name = unicodedata.name(char, "unnamed")
            yield RuleFinding(
                definition,
                path,
                f"U+{ord(char):04X} {name} ('{char}') is in no font of the theme: it prints in a fallback font or as a box",
                "use a character the theme's fonts have, add a font face that has it to theme.yaml, or make it a symbol",
                needle=char,
            )
