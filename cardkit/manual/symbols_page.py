"""reference/symbols.md: the rich-text markup every text field may use, the `[token]` syntax of
symbols, and every symbol the example games declare (game.yaml's `symbols:`)."""

from __future__ import annotations

import inspect

import cardkit.richtext
from cardkit.manual.games import REFERENCE_GAMES, loaded, pack_name
from cardkit.manual.markdown import code, heading, prose, table
from cardkit.richtext.symbols import TOKEN, Symbols


def _symbols(name: str) -> Symbols:
    vocabulary = loaded(name).game.vocabulary
    return vocabulary.symbols if vocabulary is not None else Symbols()


def symbols_md() -> str:
    doc = inspect.getdoc(cardkit.richtext) or ""
    text = "# Rich text and symbols\n\n" + prose(doc) + "\n\n"
    text += heading(2, "Symbols", "symbols") + "\n"
    text += (
        f"A symbol is written `[token]` in any text field, its token matching {code(TOKEN.pattern)}. game.yaml's "
        "[`symbols:`](game-yaml.md#symbols) declares each token: an SVG or PNG `icon` under content/assets/, or a `glyph` of a "
        "`font` the theme names, and the `words` a screen reader, a search of the PDF and the editor's hover get instead. "
        "A token game.yaml does not declare is printed as written and is [R140](codes.md#r140) in a card's text, [R609](codes.md#r609) in the rulebook. A field's `mark:` may name a symbol too "
        "(`mark: \"[unique]\"`).\n\n"
    )
    for name in REFERENCE_GAMES:
        rows = [[code(f"[{symbol.id}]"), code(symbol.icon) if symbol.icon else f"{code(symbol.glyph or '')} of {symbol.font}", prose(symbol.words)] for symbol in _symbols(name)]
        found = table(("Token", "Draws", "Words"), rows)
        text += "\n" + heading(3, f"In {pack_name(name)}", f"symbols-{name}") + "\n" + (found or "It declares no symbols.\n")
    return text


def documented_symbols() -> list[str]:
    return sorted({f"[{symbol.id}]" for name in REFERENCE_GAMES for symbol in _symbols(name)})
