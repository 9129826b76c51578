"""A rulebook's changed chapters as players read them: each changed paragraph rendered as the
book prints it (headings as headings, generators filled from its own side's data:
`page.passage_renderer`), with the changed words of an edited one marked
(`diff.marking.marked_html`). The errata sheet and the Errata chapter both show them so: never
the Markdown source, whose `## ` and `{{ unit("…") }}` mean nothing to a player.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from markupsafe import Markup

from cardkit.diff.marking import marked_html
from cardkit.diff.model import ChapterChange

PassageRenderer = Callable[[str, str], Markup]
"""(a paragraph's Markdown, its chapter file relative to the project) -> its HTML."""


@dataclass(frozen=True)
class ParagraphView:
    """A changed paragraph, each side rendered with its changed words marked (None: the side lacks it)."""

    old: Markup | None
    new: Markup | None


@dataclass(frozen=True)
class ChapterView:
    title: str
    status: str
    paragraphs: tuple[ParagraphView, ...]


def rendered_chapters(chapters: Iterable[ChapterChange], old: PassageRenderer, new: PassageRenderer) -> list[ChapterView]:
    """Each changed chapter with its paragraphs rendered, the OLD ones by `old`, the NEW by `new`."""
    return [_chapter(chapter, old, new) for chapter in chapters]


def _chapter(chapter: ChapterChange, old: PassageRenderer, new: PassageRenderer) -> ChapterView:
    views = []
    for paragraph in chapter.paragraphs:
        before = old(paragraph.old_text, chapter.old_file or "") if paragraph.old_text is not None else None
        after = new(paragraph.new_text, chapter.new_file or "") if paragraph.new_text is not None else None
        if before is not None and after is not None:
            pair = marked_html(before, after)
            before, after = pair.old, pair.new
        views.append(ParagraphView(before, after))
    return ChapterView(chapter.title, chapter.status.value, tuple(views))
