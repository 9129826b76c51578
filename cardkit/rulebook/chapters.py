"""Read the chapter files the manifest lists and parse them once into markdown-it tokens.

Parsing once serves every later stage: the quote checker reads the paragraphs, the renderer
turns the same tokens into HTML, and all of them report lines from the token map, which are
the Markdown file's own lines.

A chapter is read in the edition's language: each block (the text between blank lines; a fenced
block is one) is replaced by the edition's translation of it before parsing.
"""

from __future__ import annotations

from collections.abc import Iterator, MutableMapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.token import Token

from cardkit.diagnostics import Diagnostic
from cardkit.i18n.edition import Edition
from cardkit.loading import Finding, read_project_file
from cardkit.project import Project
from cardkit.rulebook.codes import BAD_BOOK, finding
from cardkit.rulebook.manifest import ChapterEntry, Manifest
from cardkit.rulebook.markdown import PLACEHOLDER, Heading, headings, parse_env


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
        problems.append(finding(BAD_BOOK, relpath, 1, "a chapter must start with its title as a `# ` heading"))
        return None
    return Chapter(entry.file, relpath, text, tokens)
