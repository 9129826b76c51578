"""The rulebook's side of a diff: chapters added or removed, and paragraphs changed, each with
its line in each side's file.

A chapter is a file book.yaml lists, read in the edition's words; it is the same chapter on both sides when its file name
is, or else its title (its first `# ` heading). A paragraph is a block of lines between blank
lines (a fenced scenario is one block however many blank lines it holds). difflib lines the
paragraphs of both sides up; an edited paragraph, one still similar to the one it replaces, is
changed rather than removed and added.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from cardkit.book.manifest import load_manifest, rulebook_dir
from cardkit.diff.model import ChapterChange, ParagraphChange, Status
from cardkit.i18n.edition import Edition
from cardkit.project.validate import LoadedProject

SIMILAR = 0.5
"""How alike (difflib's ratio) an edited paragraph stays with the one it replaces to count as changed."""


@dataclass(frozen=True)
class Paragraph:
    """A block as the edition prints it (`text`), where it starts, and its source-language text,
    which pairs paragraphs: a translation that lags behind its source must not hide an edit."""

    text: str
    line: int
    source: str = ""

    @property
    def key(self) -> str:
        return self.source or self.text


@dataclass(frozen=True)
class Chapter:
    """One chapter file as written: its name in the rulebook folder, title and paragraphs."""

    name: str
    file: str
    """Relative to its side's project, as diagnostics name it."""
    title: str
    paragraphs: tuple[Paragraph, ...]


def chapters_of(loaded: LoadedProject) -> tuple[Chapter, ...]:
    """The chapters book.yaml lists that exist, in reading order; none for a game without a book."""
    project = loaded.project
    folder = rulebook_dir(project)
    if not folder.is_dir():
        return ()
    manifest, _ = load_manifest(project)
    if manifest is None:
        return ()
    found = []
    for entry in manifest.chapters:
        if entry.file is None:
            continue
        path = entry.file if entry.file.is_absolute() else folder / entry.file
        if path.is_file():
            found.append(_chapter(path, folder, project.relpath(path), loaded.edition))
    return tuple(found)


def _chapter(path: Path, folder: Path, relpath: str, edition: Edition) -> Chapter:
    """A chapter's paragraphs in the edition's words (each block as its PO file translates it,
    the source where it has none), at the lines they have in the source file."""
    source = paragraphs_of(path.read_text(encoding="utf-8", errors="replace"))
    paragraphs = tuple(Paragraph(edition.chapter_block(path.name, p.text), p.line, p.text) for p in source)
    title = next((p.text[2:].strip() for p in paragraphs if p.key.startswith("# ") and p.text.startswith("# ")), path.stem)
    return Chapter(path.relative_to(folder).as_posix() if path.is_relative_to(folder) else path.name, relpath, title, paragraphs)


def paragraphs_of(text: str) -> Iterator[Paragraph]:
    """The blocks of a Markdown text between blank lines, each with its first line (1-based)."""
    block: list[str] = []
    start = 0
    fenced = False
    for number, line in enumerate(text.splitlines(), start=1):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        if not line.strip() and not fenced:
            if block:
                yield Paragraph("\n".join(block), start)
            block = []
            continue
        if not block:
            start = number
        block.append(line)
    if block:
        yield Paragraph("\n".join(block), start)


def compare_books(old: tuple[Chapter, ...], new: tuple[Chapter, ...]) -> tuple[ChapterChange, ...]:
    """Chapters added, removed or edited, in the NEW side's reading order, removals last."""
    old_left = list(old)
    changes = []
    for chapter in new:
        before = _counterpart(chapter, old_left)
        if before is None:
            changes.append(ChapterChange(Status.ADDED, chapter.title, None, chapter.file))
            continue
        old_left.remove(before)
        paragraphs = compare_paragraphs(before.paragraphs, chapter.paragraphs)
        if paragraphs:
            changes.append(ChapterChange(Status.CHANGED, chapter.title, before.file, chapter.file, paragraphs))
    changes += [ChapterChange(Status.REMOVED, chapter.title, chapter.file, None) for chapter in old_left]
    return tuple(changes)


def _counterpart(chapter: Chapter, candidates: list[Chapter]) -> Chapter | None:
    return next((c for c in candidates if c.name == chapter.name), None) or next((c for c in candidates if c.title == chapter.title), None)


def compare_paragraphs(old: tuple[Paragraph, ...], new: tuple[Paragraph, ...]) -> tuple[ParagraphChange, ...]:
    """Paragraphs removed, added and changed, in reading order."""
    matcher = difflib.SequenceMatcher(None, [p.key for p in old], [p.key for p in new], autojunk=False)
    found: list[ParagraphChange] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            found += _replaced(old[i1:i2], new[j1:j2])
    return tuple(found)


def _replaced(old: tuple[Paragraph, ...], new: tuple[Paragraph, ...]) -> Iterator[ParagraphChange]:
    """A run of old paragraphs replaced by a run of new ones: each old one paired, in order, with
    the next new one still similar enough (changed); the rest removed or added."""
    position = 0
    for before in old:
        similar = next(
            (index for index in range(position, len(new)) if difflib.SequenceMatcher(None, before.key, new[index].key).ratio() >= SIMILAR),
            None,
        )
        if similar is None:
            yield ParagraphChange(Status.REMOVED, before.text, None, before.line, None)
            continue
        yield from (ParagraphChange(Status.ADDED, None, p.text, None, p.line) for p in new[position:similar])
        yield ParagraphChange(Status.CHANGED, before.text, new[similar].text, before.line, new[similar].line)
        position = similar + 1
    yield from (ParagraphChange(Status.ADDED, None, p.text, None, p.line) for p in new[position:])
