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


def test_rendered_passages_are_marked_word_by_word_and_no_tag_is_cut() -> None:
    from markupsafe import Markup

    from cardkit.diff.marking import marked_html

    pair = marked_html(
        Markup('<h2 class="x">The Archer</h2><p>keeps 5 arrows <svg><text>5</text></svg></p>'),
        Markup('<h2 class="x">The Sky shot</h2><p>keeps 4 arrows <svg><text>4</text></svg></p>'),
    )
    assert pair.old == '<h2 class="x">The <del>Archer</del></h2><p>keeps <del>5</del> arrows <svg><text>5</text></svg></p>'
    assert pair.new == '<h2 class="x">The <ins>Sky shot</ins></h2><p>keeps <ins>4</ins> arrows <svg><text>4</text></svg></p>'
