"""Rich text to HTML and to plain words, through markdown-it with only the rules cards use.

`to_html` is what a card, the rulebook's card blocks, the errata sheet and the preview print;
`to_words` is the same text as a reader hears it (bold and italic dropped, a symbol's words in
its place): the editor's hover, text measurement, a search.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, MutableMapping
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token
from markupsafe import Markup, escape

from cardkit.richtext.symbols import TOKEN, Symbol, Symbols

SYMBOL = "symbol"
SymbolRenderer = Callable[[Symbol], str]
"""Draws one symbol as HTML (an `<img>` of its icon, a glyph in its font), given by the output."""
_SYMBOLS = "cardkit_symbols"

_KEPT_INLINE = ["text", "newline", "escape", "emphasis", "backticks"]
_KEPT_BLOCK = ["paragraph", "list"]


def _symbol_rule(state: StateInline, silent: bool) -> bool:
    """`[token]` is a symbol; any other `[` is text, or a link where the parser has links
    (`[token](url)` stays a link in the rulebook)."""
    if state.src[state.pos] != "[":
        return False
    match = TOKEN.match(state.src, state.pos)
    if match is None or state.src.startswith("(", match.end()):
        return False
    if not silent:
        token = state.push(SYMBOL, "", 0)
        token.content = match.group(1)
    state.pos = match.end()
    return True


@functools.cache
def rich_markdown() -> MarkdownIt:
    """The parser of card texts: paragraphs, bullet lists, emphasis, line breaks, symbols."""
    md = MarkdownIt("zero", {"html": False, "breaks": True, "linkify": False, "typographer": False})
    md.enable(_KEPT_BLOCK)
    md.enable(_KEPT_INLINE)
    install_symbols(md)
    return md


def install_symbols(md: MarkdownIt) -> None:
    """Teach `md` the `[token]` symbols: another parser (the rulebook's) reads card markup so.
    What a symbol draws comes with each render's env (`symbols_env`)."""
    md.inline.ruler.before("text", SYMBOL, _symbol_rule)
    md.add_render_rule(SYMBOL, _render_symbol)


def symbols_env(symbols: Symbols, draw: SymbolRenderer) -> dict[str, Any]:
    """The render env entry of a parser with `install_symbols`: it draws `symbols` with `draw`."""
    return {_SYMBOLS: (symbols, draw)}


def _render_symbol(self: Any, tokens: list[Token], idx: int, options: Any, env: MutableMapping[str, Any]) -> str:
    given: tuple[Symbols, SymbolRenderer | None] = env.get(_SYMBOLS, (Symbols(), None))
    symbols, draw = given
    token = tokens[idx].content
    found = symbols.get(token)
    if found is None or draw is None:
        return str(escape(f"[{token}]"))  # an unknown token prints as written; check reports it (R140)
    return draw(found)


def default_symbol(symbol: Symbol) -> str:
    """A symbol drawn as its glyph in its font, or its words where it has none."""
    if symbol.glyph:
        font = f' style="font-family: {escape(symbol.font)}"' if symbol.font else ""
        return f'<span class="symbol symbol--{escape(symbol.id)}" aria-hidden="true"{font}>{escape(symbol.glyph)}</span>{hidden_words(symbol)}'
    return f'<span class="symbol symbol--{escape(symbol.id)}">{escape(symbol.words)}</span>'


def hidden_words(symbol: Symbol) -> str:
    """The words of a drawn symbol as text that prints nothing (theme.css sets it transparent and
    a tenth of a point high): what a screen reader reads, a search finds and a copy gets where
    the page shows the icon. Preflight skips text that paints nothing."""
    return f'<span class="symbol__words">{escape(symbol.words)}</span>'


def to_html(text: str | None, symbols: Symbols, draw: SymbolRenderer | None = default_symbol, *, inline: bool = False) -> Markup:
    """The text as HTML: `<p>` per paragraph (none with `inline`, for a title or a type line),
    `<br>` per line break, `<ul><li>`, `<strong>`, `<em>`, each symbol as `draw` makes it."""
    if not text:
        return Markup("")
    md = rich_markdown()
    env = {_SYMBOLS: (symbols, draw)}  # no `draw`: every token prints as written
    if inline:
        return Markup(md.renderInline(text, env).strip())
    return Markup(md.render(text, env).strip())


def to_words(text: str | None, symbols: Symbols) -> str:
    """The text as plain words: markup dropped, each symbol's words in its place."""
    if not text:
        return ""
    out: list[str] = []
    for token in rich_markdown().parse(text):
        if token.type == "inline":
            out.append(_inline_words(token.children or [], symbols))
        elif token.type == "list_item_open":
            out.append("• ")
        elif token.type in ("paragraph_close",):
            out.append("\n")
    return "".join(out).strip()


def _inline_words(children: list[Token], symbols: Symbols) -> str:
    parts: list[str] = []
    for child in children:
        if child.type in {"text", "code_inline"}:
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append("\n")
        elif child.type == SYMBOL:
            found = symbols.get(child.content)
            parts.append(found.words if found is not None else f"[{child.content}]")
    return "".join(parts)


def markup_of(text: str) -> list[str]:
    """The markup a text uses, in order: emphasis, strong, list items, symbols (`[credit]`),
    line breaks; what a translation must keep (T011)."""
    found: list[str] = []
    for token in rich_markdown().parse(text or ""):
        if token.type == "bullet_list_open":
            found.append("list")
        elif token.type == "list_item_open":
            found.append("item")
        for child in token.children or ():
            if child.type in ("strong_open", "em_open"):
                found.append(child.type.removesuffix("_open"))
            elif child.type == SYMBOL:
                found.append(f"[{child.content}]")
    return found
