"""The errata sheet: `cardkit errata OLD [NEW]` as a PDF for the game's players.

It reads the diff (`cardkit.diff.model.GameDiff`) and nothing else for what changed, and the two
loaded sides only to show the cards: each changed card as it was (laid out from the OLD side's
content, templates and theme) beside the card as it is, its changed fields outlined
(`render.shown_faces`), with the list of changes; a new card alone, a removed one alone. Rules
that are not cards (game.yaml's lists, collections such as decks) are listed, then the lists and cards that name a
renamed or removed card (a printed deck list still shows the old name), and every changed rulebook paragraph
is shown old beside new as the rulebook prints it (`rulebook.book.page.passage_renderer`: headings,
generators filled from each side's data), its changed words marked (`rulebook.book.passages`). A definition that only
moved to another file prints the same, so players are not told of it.
"""

from __future__ import annotations

import base64
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from cardkit.diff.marking import FieldMarking, marked_words
from cardkit.diff.model import DefinitionChange, GameDiff, KindDiff, Status
from cardkit.diff.version_names import NEW, OLD, VersionName
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.output.build_mode import BuildMode
from cardkit.output.buildinfo import document_info
from cardkit.output.documents import DocumentRenderer, output_templates
from cardkit.output.paper import DEFAULT_PAPER, Paper
from cardkit.output.resources import template_folders
from cardkit.output.result import any_error
from cardkit.output.templating import TemplateProblem
from cardkit.output.wording import Wording
from cardkit.output.writing import write_bytes_atomically
from cardkit.project.marks import card_marks
from cardkit.project.validate import LoadedProject
from cardkit.render.shown_faces import ShownFaces, face_pictures
from cardkit.richtext.symbols import Symbols
from cardkit.rulebook.page import passage_renderer, rulebook_templates
from cardkit.rulebook.passages import rendered_chapters

OUTPUT_FOLDER = "errata"
TEMPLATE = "errata/errata.html.j2"


@dataclass(frozen=True)
class Entry:
    """One changed definition as the sheet shows it: with the pictures of its card when it is one."""

    change: DefinitionChange
    shows_cards: bool = False
    old_picture: str | None = None
    new_picture: str | None = None
    """`data:` URLs of the card's face on each side (None: the side has no such card)."""
    old_mark: str | None = None
    new_mark: str | None = None


@dataclass(frozen=True)
class Section:
    """A kind's changes under its heading ("Magias", "Elementos")."""

    label: str
    entries: tuple[Entry, ...]


@dataclass
class ErrataResult:
    """What an errata build wrote and found (`cardkit.output.result.OutputResult`)."""

    paths: list[Path] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def has_errors(self) -> bool:
        return any_error(self.diagnostics)


def highlighted_keys(change: DefinitionChange) -> tuple[str, ...]:
    """The definition keys a card's face outlines: the first part of each changed field's path
    (`attacks.1.damage` outlines the attack table; a declared field's own id, `declared.weight`
    its box), and the name of a renamed card."""
    keys = [_shown_key(path.field) for path in change.fields]
    if change.status is Status.RENAMED:
        keys.append("name")
    return tuple(dict.fromkeys(keys))


def _shown_key(field: str) -> str:
    parts = field.split(".")
    return parts[1] if parts[0] == "declared" and len(parts) > 1 else parts[0]


def build_errata(
    diff: GameDiff,
    old: LoadedProject,
    new: LoadedProject,
    out_dir: Path,
    *,
    paper: str = DEFAULT_PAPER.value,
    mode: BuildMode | None = None,
    marks: tuple[Mapping[str, str], Mapping[str, str]] | None = None,
    since: bool = False,
    names: tuple[VersionName, VersionName] | None = None,
) -> ErrataResult:
    """Write `out_dir/errata/<errata file name>` for `diff` between the loaded `old` and `new`
    sides, in NEW's edition, templates and theme; `marks` are each side's card marks by card id.
    `since`: NEW is the content as it is, so the sheet says what changed since OLD (a player has
    no use for "working tree"). `names`: how players call each side (a label, a tag, a date;
    `cardkit.diff.version_names`), never the git expressions the diff was asked with.
    Nothing is written when a template or resource fails: the last good sheet stays."""
    size = Paper(paper.lower())
    kinds = [kind for kind in diff.kinds if any(change.prints_differently for change in kind.changes)]
    old_marks, new_marks = marks or (card_marks(old), card_marks(new))
    old_shown, new_shown = _pictures(kinds, old, new, old_marks, new_marks)
    problems = old_shown.problems + new_shown.problems
    if problems:
        return ErrataResult(diagnostics=problems)
    sections = [_section(kind, old_shown, new_shown, old_marks, new_marks) for kind in kinds]
    wording = Wording.of(new)
    vocabulary = wording.words.vocabulary
    marking = FieldMarking.of(wording.table, vocabulary.symbols if vocabulary is not None else Symbols(), new.project.assets)
    globals_ = {**wording.template_globals(), "marked_words": marked_words, "field_marking": marking}
    templates = output_templates(new.project.root, template_folders(new), globals_, new.theme)
    info = document_info(new.project, OUTPUT_FOLDER, size.value, mode)
    old_name, new_name = names or (VersionName(OLD), VersionName(NEW))
    try:
        book_templates = rulebook_templates(new)  # a paragraph prints as the rulebook prints it
        passages = (passage_renderer(new, book_templates, old.game), passage_renderer(new, book_templates))
        chapters = rendered_chapters(diff.chapters, *passages)
        html = str(
            templates.render(
                TEMPLATE, game=new.project.name, old=old_name.worded(wording.labels), new=None if since else new_name.worded(wording.labels),
                paper=size.css_size,
                sections=sections, affected=diff.affected, chapters=chapters, empty=not (sections or chapters or diff.affected),
            )
        )
        renderer = DocumentRenderer(new.project.root, templates, new.theme, info)
        pdf = renderer.pdf(renderer.layout(html))
        refused = renderer.refusals()
    except TemplateProblem as problem:
        return ErrataResult(diagnostics=[problem.diagnostic])
    if refused:
        return ErrataResult(diagnostics=refused)
    target = out_dir / OUTPUT_FOLDER / wording.file_name("errata", paper=size.value)
    return ErrataResult(paths=[write_bytes_atomically(target, pdf)])


def _pictures(
    kinds: list[KindDiff], old: LoadedProject, new: LoadedProject, old_marks: Mapping[str, str], new_marks: Mapping[str, str]
) -> tuple[ShownFaces, ShownFaces]:
    """The faces the sheet shows: each side's card of every change told to players, with the
    revision mark it prints."""
    changes = [change for kind in kinds for change in kind.changes if change.prints_differently]
    old_ids = [_old_id(change) for change in changes]
    new_ids = [_new_id(change) for change in changes]
    highlights = {new_id: highlighted_keys(change) for change, new_id in zip(changes, new_ids, strict=True) if new_id}
    # face_pictures skips what is no card of its side (a collection, a game.yaml term)
    old_shown = face_pictures(old, [i for i in old_ids if i], {}, marks=old_marks)
    new_shown = face_pictures(new, [i for i in new_ids if i], highlights, marks=new_marks)
    return old_shown, new_shown


def _old_id(change: DefinitionChange) -> str | None:
    """The card id the change had on the OLD side (None for a new definition)."""
    return None if change.status is Status.ADDED else change.old_id or change.id


def _new_id(change: DefinitionChange) -> str | None:
    """The card id the change has on the NEW side (None for a removed definition)."""
    return None if change.status is Status.REMOVED else change.id


def _section(
    kind: KindDiff, old: ShownFaces, new: ShownFaces, old_marks: Mapping[str, str], new_marks: Mapping[str, str]
) -> Section:
    entries = []
    for change in kind.changes:
        if not change.prints_differently:
            continue
        old_id, new_id = _old_id(change), _new_id(change)
        old_picture = _data_url(old.pictures.get(old_id)) if old_id else None
        new_picture = _data_url(new.pictures.get(new_id)) if new_id else None
        entries.append(
            Entry(
                change,
                shows_cards=bool(old_picture or new_picture),
                old_picture=old_picture,
                new_picture=new_picture,
                old_mark=old_marks.get(old_id) if old_id else None,
                new_mark=new_marks.get(new_id) if new_id else None,
            )
        )
    return Section(kind.label, tuple(entries))


def _data_url(png: bytes | None) -> str | None:
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii") if png else None
