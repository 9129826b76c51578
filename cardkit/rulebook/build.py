"""`cardkit build rulebook` and the rulebook part of `cardkit check`.

The book is assembled once (chapters, live data, quotes, scenario replays); `check_rulebook`
stops there, `build_rulebook` lays it out and writes `build/rulebook/rulebook-<paper>.pdf` (the
`files.rulebook` label names it).
Like the cards, a build with errors writes nothing, so the last good PDF stays in place.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from cardkit.content import LoadedProject
from cardkit.diagnostics import Diagnostic, Severity
from cardkit.i18n.wording import Wording
from cardkit.output.paper import Paper
from cardkit.output.templating import TemplateProblem
from cardkit.output.writing import write_bytes_atomically
from cardkit.rulebook.codes import BAD_SCENARIO, SCENARIO_MISMATCH
from cardkit.rulebook.manifest import rulebook_dir
from cardkit.rulebook.page import Book, assemble_book
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


def translation_findings(loaded: LoadedProject, found: list[Diagnostic]) -> list[Diagnostic]:
    """What a translated book's own reading finds, said as the translation's: `check` already
    reported (and the build already refused) what the source says, so a finding at the same
    place is dropped, and the others warn in the locale's name instead of stopping its PDF."""
    source = {(d.code, d.file, d.line) for d in loaded.checked or ()}
    locale = loaded.edition.locale
    return [
        replace(d, message=f"{locale} edition: {d.message}", severity=Severity.WARNING if d.severity is Severity.ERROR else d.severity)
        for d in found
        if (d.code, d.file, d.line) not in source and d.code not in DATA_ONLY
    ]


DATA_ONLY = frozenset({SCENARIO_MISMATCH, BAD_SCENARIO})
"""Findings a translation cannot cause: a scenario replays the same data in every language, so
its mismatch is the source's, which `check` reports (its lines move with the translated text)."""


def build_rulebook(loaded: LoadedProject, *, paper: str = Paper.A4.value) -> RulebookResult:
    """Write the rulebook for `paper` ("a4" or "letter"); ValueError for another paper name."""
    size = Paper(paper.lower())
    book, diagnostics = _assemble(loaded, size)
    if not loaded.edition.is_source:
        diagnostics = translation_findings(loaded, diagnostics)
    result = RulebookResult(diagnostics=list(diagnostics), missing_chapters=book.missing if book else [])
    if book is None or result.has_errors:
        return result
    from cardkit.rulebook.pdf import render_pdf  # WeasyPrint loads slowly; `check` never needs it

    try:
        pdf, problems = render_pdf(book.html, loaded.project.root, rulebook_templates(loaded), loaded.theme)
    except TemplateProblem as problem:
        problems, pdf = [problem.diagnostic], b""
    result.diagnostics += problems
    if not result.has_errors:
        name = Wording.of(loaded).file_name("rulebook", paper=size.value)
        result.paths.append(write_bytes_atomically(loaded.project.build_dir / OUTPUT_FOLDER / name, pdf))
    return result
