"""A fuzzy entry's previous source read back whole: as gettext writes it (msgmerge's `#| msgctxt`
and a string of several lines included), and as cardkit before issue 28 wrapped it, unquoted."""

from __future__ import annotations

from cardkit.translation.po_previous import read_previous


def numbered(*lines: str, first: int = 10) -> list[tuple[int, str]]:
    return list(enumerate(lines, first))


def test_gettexts_own_syntax_is_read_with_its_context_and_lines() -> None:
    previous = read_previous(numbered('msgctxt "spell Raio: text"', 'msgid ""', '"Um raio \\"certeiro\\".\\n"', '"Causa 20 pontos."'))
    assert previous.msgid == 'Um raio "certeiro".\nCausa 20 pontos.'
    assert previous.unquoted_line is None


def test_a_previous_source_wrapped_as_prose_is_joined_and_its_first_refused_line_named() -> None:
    previous = read_previous(
        numbered(
            'msgid "O jogador poderá escolher não pagar a taxa de ativação no momento da',
            "compra e manter a carta em sua Mesa virada com a face para baixo.\"",
        )
    )
    assert previous.msgid == "O jogador poderá escolher não pagar a taxa de ativação no momento da compra e manter a carta em sua Mesa virada com a face para baixo."
    assert previous.unquoted_line == 10


def test_a_wrapped_string_of_several_lines_keeps_each_line() -> None:
    previous = read_previous(
        numbered('msgid "" "- 1 Ficha de exército.\\n"', '"- 1 ficha de Engenhos.\\n" "- 1', 'Tabuleiro.\\n" "- Lápis."', first=84)
    )
    assert previous.msgid == "- 1 Ficha de exército.\n- 1 ficha de Engenhos.\n- 1 Tabuleiro.\n- Lápis."
    assert previous.unquoted_line == 85
