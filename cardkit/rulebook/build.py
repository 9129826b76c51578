"""`cardkit build rulebook`: the rulebook's checks, then the book laid out and written to
`build/rulebook/rulebook-<paper>.pdf` (the `files.rulebook` label names it).

The book is read once (`read_book`): the rulebook's checks judge it (the registered rules
`check` runs, at the project's levels), then the page renders the same parsed chapters. Like
the cards, a build with errors writes nothing, so the last good PDF stays in place.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from cardkit.book.manifest import rulebook_dir
from cardkit.checks.book_context import BookContext
from cardkit.checks.runner import run_book_checks
from cardkit.codes.checks import BAD_SCENARIO, SCENARIO_MISMATCH
from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.output.build_mode import BuildMode
from cardkit.output.buildinfo import document_info
from cardkit.output.paper import DEFAULT_PAPER, Paper
from cardkit.output.templating import TemplateProblem
from cardkit.output.wording import Wording
from cardkit.output.writing import write_bytes_atomically
from cardkit.project.marks import Marks
from cardkit.project.validate import LoadedProject
from cardkit.rulebook.errata_chapter import BookErrata
from cardkit.rulebook.page import assemble_book, rulebook_templates

OUTPUT_FOLDER = "rulebook"


@dataclass
class RulebookResult:
    """What a rulebook build wrote and found; `missing_chapters` are announced but unwritten."""

    paths: list[Path] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    missing_chapters: list[str] = field(default_factory=list)
    proof: bool = False
    """Whether the book written is a proof (missing chapters listed) or final (left out)."""

    @property
    def has_errors(self) -> bool:
        return any(d.severity is Severity.ERROR for d in self.diagnostics)


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


def build_rulebook(
    loaded: LoadedProject,
    *,
    paper: str = DEFAULT_PAPER.value,
    mode: BuildMode | None = None,
    marks: Marks | None = None,
    errata: BookErrata | None = None,
) -> RulebookResult:
    """Write the rulebook for `paper` (a4, a3, letter or legal; ValueError for another paper name), a
    proof or the final book as `mode` says (by default the final book of the content as it is);
    `marks`: the build's revision marks (computed here without); `errata` is the diff book.yaml's
    `errata:` asks for (with its versions' names), printed as its last chapter."""
    size = Paper(paper.lower())
    mode = mode or BuildMode.of(loaded.project)
    book = BookContext(loaded, building=True)
    diagnostics = run_book_checks(book, loaded.project.rule_overrides)
    if not loaded.edition.is_source:
        diagnostics = translation_findings(loaded, diagnostics)
    source = book.source
    manifest = source.manifest if source is not None else None
    result = RulebookResult(diagnostics=list(diagnostics), missing_chapters=manifest.missing_titles if manifest else [], proof=mode.proof)
    if source is None or manifest is None or result.has_errors:
        return result
    from cardkit.rulebook.pdf import render_pdf  # WeasyPrint loads slowly; `check` never needs it

    templates = rulebook_templates(loaded)
    try:
        page = assemble_book(loaded, size, templates, source, mode, marks, errata)
        info = document_info(loaded.project, "rulebook", size.value, mode)
        pdf, problems = render_pdf(page.html, loaded.project.root, templates, loaded.theme, rulebook_dir(loaded.project), info)
    except TemplateProblem as problem:
        problems, pdf = [problem.diagnostic], b""
    result.diagnostics += problems
    if not result.has_errors:
        name = Wording.of(loaded).file_name("rulebook", paper=size.value)
        result.paths.append(write_bytes_atomically(loaded.project.build_dir / OUTPUT_FOLDER / name, pdf))
    return result
