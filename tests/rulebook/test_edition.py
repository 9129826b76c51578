"""The book in another edition: each chapter block and book.yaml's words through the edition,
the chrome from its labels, the document in its language."""

from __future__ import annotations

import dataclasses

from cardkit.i18n.blocks import Block
from cardkit.i18n.edition import Edition
from cardkit.i18n.labels import labels_for
from cardkit.packs.tabmaster import PACK as TAB_MASTER
from tests.conftest import REPO_ROOT
from tests.rulebook.conftest import assemble, load


def test_every_block_goes_through_the_edition_by_chapter_file_and_source_text() -> None:
    asked: list[tuple[str, Block]] = []

    def translate(chapter: str, block: Block) -> str:
        asked.append((chapter, block))
        return block.text.replace("Magia", "Spell") if block.fence_info is None else block.text

    edition = Edition("en", labels_for("en", pack=TAB_MASTER), is_source=False, translate_block=translate,
                      translate_book=lambda key, text: f"{key}: {text}")  # fmt: skip
    loaded = dataclasses.replace(load(REPO_ROOT), chosen_edition=edition)
    book = assemble(loaded, proof=True)  # a proof lists the missing chapters, by their translated titles
    source = (REPO_ROOT / "content/rulebook/03-regras-de-magia.md").read_text(encoding="utf-8")
    blocks = [block.text for chapter, block in asked if chapter == "03-regras-de-magia.md"]
    assert blocks and all(text in source and not text.endswith("\n") for text in blocks)
    assert any(block.fence_info == "scenario" for _, block in asked), "a scenario is one block"
    assert '<html lang="en">' in book.html and ">Contents<" in book.html
    assert "Regras de Spell" in book.html
    assert "title: Tab Master" in book.html and "chapter: Começando o Jogo" in book.html


def test_the_source_edition_reads_every_chapter_as_written() -> None:
    book = assemble(load(REPO_ROOT))
    source = (REPO_ROOT / "content/rulebook/04-lista-de-magias-iniciais.md").read_text(encoding="utf-8")
    [chapter] = [chapter for chapter in book.chapters if chapter.source.name == "04-lista-de-magias-iniciais.md"]
    assert chapter.text == source.replace("\r\n", "\n")
    assert '<html lang="pt-BR">' in book.html and ">Sumário<" in book.html
