"""Rich text: one small syntax for every text field, drawn the same everywhere."""

from __future__ import annotations

from cardkit.richtext.markup import markup_of, to_html, to_words
from cardkit.richtext.symbols import Symbol, Symbols, read_symbols, tokens_in

SYMBOLS = Symbols({"light": Symbol("light", "light", glyph="\ue001", font="March Icons"), "act": Symbol("act", "action", icon="icons/act.svg")})


def test_bold_italic_breaks_and_list_items() -> None:
    html = to_html("**Play:** draw.\nThen *rest*.\n\n- one\n- two", SYMBOLS)
    assert html == "<p><strong>Play:</strong> draw.<br>\nThen <em>rest</em>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>"


def test_a_symbol_draws_with_the_outputs_renderer_and_its_words_for_a_reader() -> None:
    drawn = to_html("Spend 2 [act].", SYMBOLS, lambda symbol: f'<img alt="{symbol.words}" src="{symbol.icon}">', inline=True)
    assert drawn == 'Spend 2 <img alt="action" src="icons/act.svg">.'
    assert to_words("Spend 2 [act], gain [light].", SYMBOLS) == "Spend 2 action, gain light."


def test_a_glyph_symbol_prints_its_glyph_in_its_font_then_its_words_for_readers_and_search() -> None:
    assert to_html("[light]", SYMBOLS, inline=True) == (
        '<span class="symbol symbol--light" aria-hidden="true" style="font-family: March Icons">\ue001</span><span class="symbol__words">light</span>'
    )


def test_an_unknown_token_prints_as_written_and_html_never_passes() -> None:
    assert to_html("[ligth] <b>x</b> [a](http://x)", SYMBOLS, inline=True) == "[ligth] &lt;b&gt;x&lt;/b&gt; [a](http://x)"


def test_markup_lists_what_a_translation_must_keep() -> None:
    assert markup_of("**Play:** spend [light].\n\n- *Once*") == ["strong", "[light]", "list", "item", "em"]
    assert tokens_in("a [light] b [act]") == [(2, "light"), (12, "act")]


def test_game_yaml_symbols_are_read_with_their_words() -> None:
    symbols = read_symbols({"light": {"icon": "light.svg", "words": "light"}, "act": {"glyph": "\ue002", "font": "Icons", "words": "action"}})
    assert [(s.id, s.words, s.icon, s.glyph) for s in symbols] == [("light", "light", "light.svg", None), ("act", "action", None, "\ue002")]
