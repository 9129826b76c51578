"""An edition: the game in one locale, with the words every output of that locale prints.

The source edition is the content as written; another locale's edition is the same game with
its PO translations applied (`cardkit.translation.translate`). Renderers draw from an edition and
never ask which language it is in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from cardkit.foundation.locale_tags import DEFAULT_LOCALE
from cardkit.i18n.blocks import Block, replace_blocks
from cardkit.i18n.labels import Labels, labels_for
from cardkit.i18n.words import Words
from cardkit.model import Game
from cardkit.model.packs import pack_of

BlockTranslator = Callable[[str, Block], str]
"""(chapter file name, source block) -> the block in the edition's language."""


@dataclass
class Edition:
    locale: str
    labels: Labels
    is_source: bool = True
    translate_block: BlockTranslator | None = None
    translate_book: Callable[[str, str], str] | None = None
    """(book.yaml key: title, subtitle or chapter, source text) -> text in this language."""
    untranslated: set[tuple[str, str]] = field(default_factory=set)
    """(context, source) of every string printed in the source language for want of a
    translation; shared with the translations, so it grows as outputs are rendered."""

    @property
    def fallbacks(self) -> int:
        return len(self.untranslated)

    def words(self, game: Game) -> Words:
        return Words(game.vocabulary, self.labels)

    def chapter_block(self, chapter: str, block: str) -> str:
        """A rulebook block in this edition's language (the source block where none is given)."""
        if self.translate_block is None:
            return block
        return self.translate_block(chapter, Block(block, 1))

    def chapter_text(self, chapter: str, text: str) -> str:
        """A whole chapter in this edition's language, block by block, blank lines kept."""
        translate = self.translate_block
        if translate is None:
            return text
        return replace_blocks(text, lambda block: translate(chapter, block))

    def book_text(self, key: str, text: str) -> str:
        return text if self.translate_book is None else self.translate_book(key, text)


def source_locale(game: Game) -> str:
    return game.vocabulary.language if game.vocabulary is not None else DEFAULT_LOCALE


def source_edition(game: Game) -> Edition:
    """The content as written, with the game's own label overrides."""
    overrides = game.vocabulary.labels if game.vocabulary is not None else {}
    return Edition(source_locale(game), labels_for(source_locale(game), overrides=overrides, pack=pack_of(game)))
