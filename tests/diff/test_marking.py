"""Changed paragraphs marked word by word for the errata sheet."""

from __future__ import annotations

from cardkit.diff.marking import marked_words


def test_a_changed_number_is_struck_on_the_old_side_and_marked_new_on_the_new() -> None:
    pair = marked_words("Causa 20 pontos de Dano.", "Causa 30 pontos de Dano.")
    assert str(pair.old) == "Causa <del>20</del> pontos de Dano."
    assert str(pair.new) == "Causa <ins>30</ins> pontos de Dano."


def test_added_words_are_marked_only_on_the_new_side_and_the_space_stays_outside() -> None:
    pair = marked_words("em unidades.", "em todas as unidades.")
    assert str(pair.old) == "em unidades."
    assert str(pair.new) == "em <ins>todas as</ins> unidades."


def test_every_word_is_escaped_marked_or_not() -> None:
    pair = marked_words("a <b> & c", "a <b> & d")
    assert str(pair.old) == "a &lt;b&gt; &amp; <del>c</del>"
    assert str(pair.new) == "a &lt;b&gt; &amp; <ins>d</ins>"


def test_equal_texts_have_no_marks() -> None:
    pair = marked_words("Voar: uma altura acima.", "Voar: uma altura acima.")
    assert "<del>" not in pair.old and "<ins>" not in pair.new
