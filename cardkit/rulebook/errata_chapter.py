"""The rulebook's generated Errata chapter: book.yaml's `errata: {from, to, title}` printed at
the end of the book from the same diff as `cardkit diff` and the errata sheet.

The diff itself is made by the command (it opens the revisions, which the rulebook never
does); this module only turns it into a chapter in the edition's words
(`rulebook/partials/errata.html.j2`). The chapter is generated after the rulebook's checks ran,
so the names it quotes (a removed card, a card's old name) are never taken for references.
"""

from __future__ import annotations

from dataclasses import dataclass

from markupsafe import Markup

from cardkit.book.manifest import ErrataEntry
from cardkit.diff.marking import FieldMarking
from cardkit.diff.model import GameDiff, KindDiff
from cardkit.diff.version_names import VersionName
from cardkit.i18n.labels import Labels
from cardkit.model import Game
from cardkit.output.templating import TemplateSet
from cardkit.rulebook.passages import PassageRenderer, rendered_chapters

ANCHOR = "errata"
TEMPLATE = "rulebook/partials/errata.html.j2"


@dataclass(frozen=True)
class BookErrata:
    """What the command hands the book for its Errata chapter: the diff, how players call its
    two versions (`cardkit.diff.version_names`: never the revisions as book.yaml writes them),
    and the OLD side's game, whose data a changed paragraph's generators print."""

    diff: GameDiff
    old_name: VersionName
    new_name: VersionName
    old_game: Game | None = None


@dataclass(frozen=True)
class ErrataChapter:
    """The chapter's title (for the contents) and its body."""

    title: str
    anchor: str
    body: Markup


def errata_chapter(
    errata: BookErrata, entry: ErrataEntry, templates: TemplateSet, t: Labels, marking: FieldMarking,
    passages: tuple[PassageRenderer, PassageRenderer],
) -> ErrataChapter:
    """The Errata chapter of `errata`'s diff, between the versions `entry` names, in the words
    of `t`, each changed value as its card prints it (`marking`), each changed paragraph as the
    book prints it (`passages`: OLD's and NEW's renderers)."""
    diff = errata.diff
    title = entry.title or t("rulebook.errata.title")
    old, new = errata.old_name.worded(t), errata.new_name.worded(t)
    between = t("rulebook.errata.since", old=old) if entry.until is None else t("rulebook.errata.between", old=old, new=new)
    kinds = [kind for kind in (_told(kind) for kind in diff.kinds) if kind.changes]
    body = templates.render(
        TEMPLATE, title=title, anchor=ANCHOR, between=between, kinds=kinds, affected=diff.affected,
        chapters=rendered_chapters(diff.chapters, *passages), field_marking=marking, old=old, new=new,
    )
    return ErrataChapter(title, ANCHOR, body)


def _told(kind: KindDiff) -> KindDiff:
    """The kind's changes players see."""
    return KindDiff(kind.kind, kind.label, tuple(change for change in kind.changes if change.prints_differently))
