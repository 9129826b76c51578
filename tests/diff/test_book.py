"""The rulebook's paragraphs: an edited one is changed (with both lines), others added or removed."""

from __future__ import annotations

from cardkit.diff.book import compare_paragraphs, paragraphs_of
from cardkit.diff.model import Status

OLD = "# Magia\n\nO mago lança a magia na Mesa.\n\nCada Mesa tem dez cartas.\n\n```scenario\nboard: 3x3\n\nunits: []\n```\n"
NEW = "# Magia\n\nUm parágrafo novo.\n\nO mago lança a magia na Mesa inteira.\n\n```scenario\nboard: 3x3\n\nunits: []\n```\n"


def test_paragraphs_start_at_their_line_and_a_fence_is_one_block() -> None:
    assert [(p.line, p.text.splitlines()[0]) for p in paragraphs_of(OLD)] == [
        (1, "# Magia"), (3, "O mago lança a magia na Mesa."), (5, "Cada Mesa tem dez cartas."), (7, "```scenario"),
    ]


def test_an_edited_paragraph_is_changed_a_new_one_added_a_gone_one_removed() -> None:
    found = compare_paragraphs(tuple(paragraphs_of(OLD)), tuple(paragraphs_of(NEW)))
    assert [(c.status, c.old_line, c.new_line) for c in found] == [
        (Status.ADDED, None, 3), (Status.CHANGED, 3, 5), (Status.REMOVED, 5, None),
    ]
    assert found[1].new_text == "O mago lança a magia na Mesa inteira."
