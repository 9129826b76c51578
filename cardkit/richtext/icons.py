"""Rich text drawn with a game's assets: each `[token]` its symbol's icon, on cards and in the rulebook.

Every text a face prints goes through `cardkit.richtext.markup.to_html`, and the rulebook's
parser installs the same symbols, so a card reads as the rulebook and the preview do. A symbol
with an icon (game.yaml `symbols:`: a file under content/assets/) is drawn as that image, sized
to the text around it; one with a glyph in its font, or with only words, as the core draws it
(`default_symbol`). The icon is fetched like art (the strict fetcher, the build cache recording
its bytes), so replacing it re-renders the cards that show it.
"""

from __future__ import annotations

from collections.abc import Callable

from markupsafe import Markup, escape

from cardkit.foundation.assets import Assets
from cardkit.richtext.markup import SymbolRenderer, default_symbol, hidden_words, to_html
from cardkit.richtext.symbols import Symbol, Symbols

RichText = Callable[..., Markup]
"""`rich_text(text, inline=False)`: what card templates call for a text field."""


def symbol_drawer(assets: Assets) -> SymbolRenderer:
    """Draws a symbol as its icon, when content/assets/ has the file, else as the core does."""

    def draw(symbol: Symbol) -> str:
        path = assets.path(symbol.icon) if symbol.icon else None
        if path is None:
            return default_symbol(symbol)
        return f'<img class="symbol symbol--{escape(symbol.id)}" src="{escape(path.as_uri())}" alt="">{hidden_words(symbol)}'

    return draw


def rich_text(symbols: Symbols, assets: Assets) -> RichText:
    """The `rich_text` template helper of one game: its symbols, drawn from its assets."""
    draw = symbol_drawer(assets)

    def render(text: str | None, inline: bool = False) -> Markup:
        """A text field as HTML: its paragraphs, emphasis, list items and `[token]` symbols
        (drawn as their icons, their words kept for search); `inline`: without paragraphs."""
        return to_html(text, symbols, draw, inline=inline)

    return render
