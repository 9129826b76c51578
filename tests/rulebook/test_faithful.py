"""The chapters carry the seeds' rule text word for word (only layout may change), and none of
the blog chatter around it.

The seeds live outside the repository, in ../shared/seeds beside the checkout; without them the
word-for-word test skips. docs/seed-facts.md says what each seed holds, that they are blog
posts (greetings, sign-offs, news around the rules), and the reading order the chapters follow
(The rulebook)."""

from __future__ import annotations

from pathlib import Path

import pytest
from markdown_it.token import Token

from cardkit.book.markdown import create_markdown, parse_env
from tests.conftest import REPO_ROOT

SEEDS = REPO_ROOT.parent / "shared" / "seeds"
CHAPTERS = sorted((REPO_ROOT / "content" / "rulebook").glob("*.md"))
CHATTER = ("Olá, pessoal", "Olá, pesoal", "Wander", "Valeu", "Helen", "Correio do Povo", "Pois é", "Até a próxima", "Nenhum comentário")


def _plain(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


@pytest.fixture(scope="module")
def seeds() -> str:
    if not SEEDS.is_dir():
        pytest.skip(f"seeds not found at {SEEDS}")
    return _plain(" ".join(path.read_text(encoding="utf-8") for path in sorted(SEEDS.glob("*.txt"))))


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda p: p.name)
def test_every_prose_run_is_in_the_seeds(chapter: Path, seeds: str) -> None:
    tokens = create_markdown().parse(chapter.read_text(encoding="utf-8"), parse_env(set()))
    for index, token in enumerate(tokens):
        if token.type != "inline" or tokens[index - 1].type == "heading_open":
            continue
        text = _plain("".join(_as_written(c) for c in token.children or ()))
        assert text in seeds, f"{chapter.name}:{token.map[0] + 1 if token.map else '?'}: {text[:80]!r}"


def _as_written(child: Token) -> str:
    """A token's text as the chapter writes it: a superscript with its `^{...}` markers."""
    if child.type == "softbreak":
        return " "
    return child.markup if child.type in ("sup_open", "sup_close") else child.content


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda p: p.name)
def test_no_blog_chatter(chapter: Path) -> None:
    text = chapter.read_text(encoding="utf-8")
    assert [phrase for phrase in CHATTER if phrase in text] == []
