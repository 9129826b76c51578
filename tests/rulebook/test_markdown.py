"""The Markdown dialect: placeholders are parsed, never evaluated; raw HTML is text; the names of a kind with a glossary link."""

from __future__ import annotations

import pytest

from cardkit.book.markdown import (
    Call,
    PlaceholderSyntaxError,
    RenderHooks,
    create_markdown,
    headings,
    link_glossary,
    parse_call,
    parse_env,
    render_tokens,
)


def _render(source: str, traits: list[str] = []) -> str:  # noqa: B006 - read only
    md = create_markdown()
    tokens = md.parse(source, parse_env(set()))
    link_glossary(tokens, "trait", traits)
    return render_tokens(md, tokens, RenderHooks(lambda t: f"[PH {t.content}]", {"scenario": lambda t: "[FIG]"}))


@pytest.mark.parametrize(
    ("line", "call"),
    [
        ("{{ spell_table() }}", Call("spell_table", None)),
        ('{{spell("Lâmina da Terra")}}', Call("spell", "Lâmina da Terra")),
        ("  {{ unit('Arqueiro') }}  ", Call("unit", "Arqueiro")),
    ],
)
def test_placeholder_calls(line: str, call: Call) -> None:
    assert parse_call(line) == call


@pytest.mark.parametrize("line", ["{{ 7*7 }}", "{{ spell(name) }}", '{{ spell("a", "b") }}', "{{ config.__class__ }}", "{{ x() }} extra"])
def test_anything_else_is_refused_not_evaluated(line: str) -> None:
    with pytest.raises(PlaceholderSyntaxError):
        parse_call(line)


def test_placeholders_are_blocks_and_code_stays_code() -> None:
    html = _render('Texto.\n{{ spell("Inferno") }}\n\n```\n{{ spell_table() }}\n```\n\n```scenario\nboard: 1x1\n```\n')
    assert '[PH {{ spell("Inferno") }}]' in html
    assert "<code>{{ spell_table() }}\n</code>" in html
    assert "[FIG]" in html


def test_raw_html_is_escaped() -> None:
    html = _render('<script>alert(1)</script>\n\nUm <img src="x"> aqui.')
    assert "<script>" not in html and "&lt;script&gt;" in html and "<img" not in html


def test_trait_names_link_in_prose_but_not_in_headings_or_lower_case() -> None:
    html = _render("# Voar\n\nUnidades com Voar, MORTO-VIVO e Morto Vivo; voar é verbo.", ["Voar", "Morto Vivo"])
    assert '<h1 id="voar">Voar</h1>' in html
    assert html.count('href="#trait-voar"') == 1
    assert html.count('href="#trait-morto-vivo"') == 2
    assert "voar é verbo" in html


def test_heading_ids_are_unique_across_the_book() -> None:
    md = create_markdown()
    ids: set[str] = set()
    first = headings(md.parse("# Área\n## Área", parse_env(ids)))
    second = headings(md.parse("# Área", parse_env(ids)))
    assert [h.id for h in first + second] == ["area", "area-2", "area-3"]
    assert first[1].line == 2
