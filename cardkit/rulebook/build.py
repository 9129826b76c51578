"""`cardkit build rulebook` and the rulebook part of `cardkit check`.

The book is assembled once (chapters, live data, quotes, scenario replays); `check_rulebook`
stops there, `build_rulebook` lays it out and writes `build/rulebook/rulebook-<paper>.pdf`.
Like the cards, a build with errors writes nothing, so the last good PDF stays in place.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from cardkit.content import LoadedProject
from cardkit.diagnostics import Diagnostic, Severity
from cardkit.render.templating import TemplateProblem
from cardkit.render.writing import write_bytes_atomically
from cardkit.rulebook.manifest import rulebook_dir
from cardkit.rulebook.page import Book, assemble_book
from cardkit.rulebook.paper import Paper
from cardkit.rulebook.templating import rulebook_templates

OUTPUT_FOLDER = "rulebook"


@dataclass
class RulebookResult:
    """What a rulebook build wrote and found; `missing_chapters` are announced but unwritten."""

    paths: list[Path] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    missing_chapters: list[str] = field(default_factory=list)

    @property
    def has_errors(self) -> bool:
        return any(d.severity is Severity.ERROR for d in self.diagnostics)


def _assemble(loaded: LoadedProject, paper: Paper) -> tuple[Book | None, list[Diagnostic]]:
    templates = rulebook_templates(loaded)
    try:
        book = assemble_book(loaded, paper, templates)
    except TemplateProblem as problem:
        return None, [problem.diagnostic]
    return book, book.diagnostics


def check_rulebook(loaded: LoadedProject) -> list[Diagnostic]:
    """Every rulebook finding (manifest, placeholders, quotes, scenarios, links) without a PDF.
    A project without a `content/rulebook/` folder has no rulebook to check, which is fine."""
    if not rulebook_dir(loaded.project).is_dir():
        return []
    return _assemble(loaded, Paper.A4)[1]


def build_rulebook(loaded: LoadedProject, *, paper: str = Paper.A4.value) -> RulebookResult:
    """Write the rulebook for `paper` ("a4" or "letter"); ValueError for another paper name."""
    size = Paper(paper.lower())
    book, diagnostics = _assemble(loaded, size)
    result = RulebookResult(diagnostics=list(diagnostics), missing_chapters=book.missing if book else [])
    if book is None or result.has_errors:
        return result
    from cardkit.rulebook.pdf import render_pdf  # WeasyPrint loads slowly; `check` never needs it

    try:
        pdf, problems = render_pdf(book.html, loaded.project.root, rulebook_templates(loaded))
    except TemplateProblem as problem:
        problems, pdf = [problem.diagnostic], b""
    result.diagnostics += problems
    if not result.has_errors:
        result.paths.append(write_bytes_atomically(loaded.project.build_dir / OUTPUT_FOLDER / size.file_name, pdf))
    return result
