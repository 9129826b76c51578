"""What the rulebook's checks read (`BookContext`): a module of its own, so the registry can
name the type of a book check without importing the checks themselves.

The book's reader (markdown-it), the placeholder resolver and the scenario replay are imported
when a property first needs them: a game without a rulebook, checked, never loads them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from cardkit.book.manifest import rulebook_dir
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.model.packs import game_hook
from cardkit.project.validate import LoadedProject

if TYPE_CHECKING:
    from cardkit.book.chapters import BookSource, Chapter


@dataclass
class BookContext:
    """What the rulebook's checks read: the project (its edition, its folders, what failed to
    load) and its book, read on first use and shared by every check of the run.

    `check` reads a book only where there is one (a project without content/rulebook/ has none,
    which is fine) and only when every definition loaded: checked against an incomplete game the
    book would call every card of a broken file unknown, burying the one real error under its
    echoes (R600 says so instead). `building`: `build rulebook` reads the book it is asked to
    print whatever, and a missing book.yaml is then an error."""

    loaded: LoadedProject
    building: bool = False

    @cached_property
    def has_folder(self) -> bool:
        return rulebook_dir(self.loaded.project).is_dir()

    @property
    def skipped(self) -> bool:
        """Whether `check` leaves the book alone because definitions it quotes did not load."""
        return not self.building and self.has_folder and bool(self.loaded.rejected)

    @cached_property
    def source(self) -> BookSource | None:
        """The book as read, or None when there is none to check."""
        if not self.building and (not self.has_folder or self.skipped):
            return None
        from cardkit.book.chapters import read_book

        return read_book(self.loaded)

    @property
    def chapters(self) -> list[Chapter]:
        return self.source.chapters if self.source is not None else []

    @cached_property
    def placeholder_findings(self) -> list[Diagnostic]:
        from cardkit.book.livedata import PlaceholderCalls
        from cardkit.checks.rulebook_prose import check_placeholders

        return list(check_placeholders(self.chapters, PlaceholderCalls(self.loaded.game)))

    @cached_property
    def quote_findings(self) -> list[Diagnostic]:
        """What the game's pack finds in the prose (its `book_quote_findings` hook: Tab Master
        compares the stats a paragraph quotes with the cards)."""
        hook = self._hook("book_quote_findings")
        return list(hook(self.chapters, self.loaded.game, self.loaded.edition)) if hook is not None else []

    @cached_property
    def scenario_findings(self) -> list[Diagnostic]:
        """What the game's pack finds in the fences it reads (its `book_fence_findings` hook:
        Tab Master replays its ```scenario examples)."""
        hook = self._hook("book_fence_findings")
        return list(hook(self)) if hook is not None else []

    def _hook(self, name: str) -> Callable[..., Any] | None:
        return game_hook(self.loaded.game, name)

    @cached_property
    def inline_placeholder_findings(self) -> list[Diagnostic]:
        from cardkit.checks.rulebook_prose import check_inline_placeholders

        return [d for chapter in self.chapters for d in check_inline_placeholders(chapter)]

    @cached_property
    def link_findings(self) -> list[Diagnostic]:
        if self.source is None:
            return []
        from cardkit.book.livedata import glossaries
        from cardkit.checks.rulebook_prose import check_links

        anchors = self.source.anchors(glossaries(self.loaded.game, self.source.calls()))
        return [d for chapter in self.source.chapters for d in check_links(chapter, anchors)]
