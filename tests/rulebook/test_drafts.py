"""Draft marks and superscripts of the chapters' Markdown: a proof prints "(?)" and review notes
marked, a final book prints the parameter letter and no note; `^{...}` is a <sup>."""

from __future__ import annotations

import dataclasses
import re

import pytest

from cardkit.book.drafts import DraftMarks, without_review_notes
from cardkit.book.markdown import RenderHooks, create_markdown, headings, parse_env, render_tokens
from cardkit.foundation.css_colors import css_color
from tests.conftest import REPO_ROOT
from tests.rulebook.conftest import assemble, load

PROOF = DraftMarks(proof=True, review_label="Nota de revisão", unresolved="X")
FINAL = DraftMarks(proof=False, review_label="Nota de revisão", unresolved="X")
NOTE = "> [!REVIEW]\n> Esta seção ainda não foi revisada.\n\n> Uma citação.\n\nDepois."


def _render(source: str, marks: DraftMarks) -> str:
    md = create_markdown()
    tokens = md.parse(source, parse_env(set()))
    if not marks.proof:
        tokens = without_review_notes(tokens)
    return render_tokens(md, tokens, RenderHooks(lambda t: "", lambda t: "", marks))


def test_the_seeds_superscript_is_a_sup_bound_to_its_word() -> None:
    assert (
        _render("contra 2 Cavaleiros ^{2 e 3}, 1 Levi ⁴", FINAL)
        == "<p>contra 2 Cavaleiros<sup>2 e 3</sup>, 1 Levi⁴</p>\n"
    )


@pytest.mark.parametrize(
    ("source", "printed"),
    [
        ("Há também um Levi ⁴ , a uma casa", "Há também um Levi⁴, a uma casa"),
        ("como Epicentro da Magia ⁶, de modo", "como Epicentro da Magia⁶, de modo"),
        ("um Cavaleiro ¹ (ATK 3)", "um Cavaleiro¹ (ATK 3)"),
        ("os Cavaleiros ^{2 e 3} .", "os Cavaleiros<sup>2 e 3</sup>."),
    ],
)
def test_a_note_marker_prints_against_its_word_and_its_punctuation(source: str, printed: str) -> None:
    assert _render(source, FINAL) == f"<p>{printed}</p>\n"


@pytest.mark.parametrize("text", ["a ^{} b", "a ^{2 e 3 b", "a ^2 b", "`^{2}`"])
def test_what_is_no_superscript_stays_text(text: str) -> None:
    assert "<sup>" not in _render(text, FINAL)


def test_a_placeholder_is_marked_in_a_proof_and_the_parameter_letter_in_the_final_book() -> None:
    source = "uma quantidade (?) de vezes. Descrição: (Especial: (?))."
    assert _render(source, PROOF) == (
        '<p>uma quantidade <mark class="draft-mark">(?)</mark> de vezes. Descrição: (Especial: <mark class="draft-mark">(?)</mark>).</p>\n'
    )
    assert _render(source, FINAL) == "<p>uma quantidade X de vezes. Descrição: (Especial: X).</p>\n"


def test_the_seeds_lone_question_mark_is_a_placeholder_too() -> None:
    source = "Descrição: (Múltiplo x ?). E (Peregrino x ?)"
    assert _render(source, PROOF) == (
        '<p>Descrição: (Múltiplo x <mark class="draft-mark">?</mark>). E (Peregrino x <mark class="draft-mark">?</mark>)</p>\n'
    )
    assert _render(source, FINAL) == "<p>Descrição: (Múltiplo x X). E (Peregrino x X)</p>\n"


@pytest.mark.parametrize("text", ["Quem ataca?", "Ataca? Sim.", "(Sim?)", "a ?b"])
def test_a_question_mark_ending_a_word_is_no_placeholder(text: str) -> None:
    assert _render(text, FINAL) == f"<p>{text}</p>\n"
    assert "(?)" in _render("`(?)`", FINAL), "code is printed as written"


def test_a_review_note_is_a_labelled_box_in_a_proof_and_absent_from_the_final_book() -> None:
    proof = _render(NOTE, PROOF)
    assert '<blockquote class="review-note"><p class="draft-label">Nota de revisão</p>' in proof
    assert "Esta seção ainda não foi revisada." in proof and "[!REVIEW]" not in proof
    final = _render(NOTE, FINAL)
    assert "revisada" not in final and "Nota de revisão" not in final
    assert "<blockquote>\n<p>Uma citação.</p>\n</blockquote>" in final and "<p>Depois.</p>" in final


def test_a_headings_gloss_prints_but_is_no_part_of_its_label() -> None:
    """Seed 003 names each range kind in Portuguese then English ("Direto *Direct*"): the
    contents, bookmarks and ids take the title alone (docs/seed-facts.md)."""
    text = (REPO_ROOT / "content/rulebook/06-alcance.md").read_text(encoding="utf-8")
    found = headings(create_markdown().parse(text, parse_env(set())))
    assert [h.text for h in found] == ["Alcance", "Contato", "Direto", "Arqueado", "Área"]
    assert [h.id for h in found][2] == "direto"
    assert _render("## Direto *Direct*", FINAL) == (
        '<h2 class="has-gloss" id="direto"><span class="heading-label">Direto</span> <em class="gloss">Direct</em></h2>\n'
    )
    assert _render("## *Só ênfase*", FINAL) == '<h2 id="so-enfase"><em>Só ênfase</em></h2>\n', "no title, no gloss"
    assert _render("## A *b* c", FINAL) == '<h2 id="a-b-c">A <em>b</em> c</h2>\n', "emphasis inside the title"


@pytest.mark.parametrize(("proof", "present"), [(True, True), (False, False)])
def test_the_bundled_book_prints_its_draft_marks_only_in_a_proof(proof: bool, present: bool) -> None:
    html = assemble(load(REPO_ROOT), proof=proof).html
    contents = html[html.index('<nav class="toc"') : html.index("</nav>")]
    assert ("Começando o Jogo" in contents) is present
    assert ("(ainda não publicado)" in html) is present
    assert ("(?)" in html) is present
    assert ("Esta seção ainda não foi completamente revisada" in html) is present
    assert ('class="cover-proof' in html) is present
    assert ("quantidade X de vezes" in html) is not present
    assert "Cavaleiros<sup>2 e 3</sup>" in html and "^{" not in html


def test_board_labels_name_the_books_label_font_at_six_points_or_more() -> None:
    """WeasyPrint resolves no var() in SVG: a label without a family prints in DejaVu, and the
    board's user unit is 0.75 pt, so 8 units is the 6 pt a label may not go under."""
    loaded = load(REPO_ROOT)
    theme = loaded.theme
    unique = {token: css_color(f"#0000{index:02x}") for index, token in enumerate(theme.colors["book"], 1)}
    loaded.__dict__["theme"] = dataclasses.replace(
        theme, colors={**theme.colors, "book": unique}
    )  # no token shares a default
    html = assemble(loaded).html
    boards = re.findall(r'<svg[^>]*class="board".*?</svg>', html, re.DOTALL)
    assert boards
    for board in boards:
        assert f'<g font-family="{loaded.theme.fonts["label"]}" font-weight="700">' in board
        sizes = [float(size) for size in re.findall(r'<text[^>]*font-size="([\d.]+)"', board)]
        assert sizes and min(sizes) * 0.75 >= 6
        painted = set(re.findall(r'(?:fill|stroke)="([^"u][^"]*)"', board)) - {"none"}
        assert painted and painted <= {color.css for color in unique.values() if color}, "every colour a theme token"
