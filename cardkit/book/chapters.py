"""Read the book: the manifest, then the chapter files it lists, parsed once into markdown-it tokens.

Parsing once serves every later stage: the rulebook's checks read the paragraphs, placeholders
and scenario fences, the page turns the same tokens into HTML, and all of them report lines
from the token map, which are the Markdown file's own lines. `read_book` is that one reading,
shared by `check` and `build`.

A chapter is read in the edition's language: each block (the text between blank lines; a fenced
block is one) is replaced by the edition's translation of it before parsing.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, MutableMapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from markdown_it import MarkdownIt
from markdown_it.token import Token

from cardkit.book.manifest import ChapterEntry, Manifest, in_edition, load_manifest
from cardkit.book.markdown import (
    PLACEHOLDER,
    Heading,
    PlaceholderSyntaxError,
    create_markdown,
    glossary_anchor,
    headings,
    parse_call,
    parse_env,
)
from cardkit.codes.checks import BAD_BOOK, rulebook_finding
from cardkit.config.project import Project
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.i18n.edition import Edition
from cardkit.loading import LoadProblem as Finding
from cardkit.loading import read_project_file

if TYPE_CHECKING:
    from cardkit.project.validate import LoadedProject

@dataclass
class Chapter:
    source: Path
    relpath: str
    text: str
    tokens: list[Token]

    @property
    def headings(self) -> list[Heading]:
        return headings(self.tokens)

    @property
    def title(self) -> Heading:
        """The chapter's `# ` heading (reading guarantees it comes first)."""
        return self.headings[0]

    def lines(self) -> list[str]:
        return self.text.splitlines()

    def placeholders(self) -> Iterator[Token]:
        return (token for token in self.tokens if token.type == PLACEHOLDER)

    def inlines(self) -> Iterator[tuple[Token, int]]:
        """Every inline run of prose (paragraphs, list items, table cells) with its first line."""
        for token in self.tokens:
            if token.type == "inline" and token.map:
                yield token, token.map[0] + 1


@dataclass
class BookSource:
    """The book as one edition reads it: the manifest in the edition's words, the chapters
    parsed, the parser (the page renders with it), and what reading them found (R606, and the
    Y codes of a book file that cannot be loaded). `manifest` is None when book.yaml cannot be read."""

    manifest: Manifest | None
    chapters: list[Chapter]
    problems: list[Diagnostic]
    markdown: MarkdownIt

    def calls(self) -> set[str]:
        """The name of every generator a chapter calls."""
        return {name for chapter in self.chapters for token in chapter.placeholders() if (name := _calls(token)) is not None}

    def anchors(self, glossaries: Mapping[str, Iterable[str]]) -> set[str]:
        """Every id an internal link may point at: the headings, and the entries of each
        glossary the book prints (`glossaries`: kind -> its names)."""
        found = {heading.id for chapter in self.chapters for heading in chapter.headings}
        return found | {glossary_anchor(kind, name) for kind, names in glossaries.items() for name in names}


def read_book(loaded: LoadedProject) -> BookSource:
    """Read book.yaml and every chapter it lists, in the language of the project's edition."""
    md = create_markdown()
    source, problems = load_manifest(loaded.project)
    if source is None:
        return BookSource(None, [], problems, md)
    manifest = in_edition(source, loaded.edition)
    chapters, found = read_chapters(loaded.project, manifest, md, loaded.edition)
    return BookSource(manifest, chapters, problems + found, md)


def _calls(token: Token) -> str | None:
    try:
        return parse_call(token.content).name
    except PlaceholderSyntaxError:
        return None


def read_chapters(
    project: Project, manifest: Manifest, md: MarkdownIt, edition: Edition
) -> tuple[list[Chapter], list[Diagnostic]]:
    """Parse every written chapter in the edition's language, with heading ids unique across
    the whole book."""
    chapters: list[Chapter] = []
    problems: list[Diagnostic] = []
    book_ids: set[str] = set()
    for entry in manifest.chapters:
        if entry.missing or entry.file is None:
            continue
        chapter = _read(project, entry, md, parse_env(book_ids), edition, problems)
        if chapter is not None:
            chapters.append(chapter)
    return chapters, problems


def _read(
    project: Project,
    entry: ChapterEntry,
    md: MarkdownIt,
    env: MutableMapping[str, Any],
    edition: Edition,
    problems: list[Diagnostic],
) -> Chapter | None:
    assert entry.file is not None
    relpath = project.relpath(entry.file)
    try:
        # As definitions are read (BOM, encoding, size, links out of the project), with
        # universal newlines like the rest of the rulebook's line arithmetic expects.
        text = read_project_file(entry.file, project.root).replace("\r\n", "\n").replace("\r", "\n")
    except Finding as problem:
        problems.append(problem.diagnostic(relpath))
        return None
    text = edition.chapter_text(entry.file.name, text)  # chapters lie beside book.yaml (manifest)
    tokens = md.parse(text, env)
    first = next((t for t in tokens if t.type == "heading_open"), None)
    if first is None or first.tag != "h1":
        problems.append(rulebook_finding(BAD_BOOK, relpath, 1, "a chapter must start with its title as a `# ` heading"))
        return None
    return Chapter(entry.file, relpath, text, tokens)
