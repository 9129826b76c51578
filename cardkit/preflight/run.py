"""Preflight of a list of PDFs: each opened once, checked as its kind asks, closed."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from cardkit.codes.preflight import PREFLIGHT_CODES, UNREADABLE_PDF
from cardkit.diagnostics import Diagnostic, Report
from cardkit.preflight.expect import expectation
from cardkit.preflight.findings import diagnostics
from cardkit.preflight.pdf import PdfFile, UnreadablePdf
from cardkit.preflight.table import CHECKS
from cardkit.project import Project

SKIPPED_FOLDERS = frozenset({".cache"})


def built_pdfs(project: Project) -> list[Path]:
    """Every PDF under build/ (every edition's), the build cache left out."""
    folder = project.config.build_dir
    found = [path for path in folder.rglob("*.pdf") if path.is_file() and not SKIPPED_FOLDERS & set(path.relative_to(folder).parts)]
    return sorted(found)


def preflight(project: Project, paths: Sequence[Path], profile: str | None = None) -> Report:
    """Every finding of every PDF of `paths`; `profile` is for PDFs that do not say theirs."""
    report = Report()
    for path in paths:
        shown = project.relpath(path)
        report.files.add(shown)
        report.extend(_file(project, path, shown, profile))
    return report


def _file(project: Project, path: Path, shown: str, profile: str | None) -> list[Diagnostic]:
    try:
        pdf = PdfFile.open(path, shown)
    except UnreadablePdf as problem:
        return [PREFLIGHT_CODES[UNREADABLE_PDF].diagnostic(shown, 1, 1, f"cannot open it as a PDF: {problem}",
                                                           "build it again with `cardkit build`")]
    try:
        expected = expectation(pdf.info, project.config.print_settings, profile)
        findings = [*expected.notes, *(found for check in CHECKS[expected.kind] for found in check(pdf, expected))]
        return diagnostics(shown, findings)
    finally:
        pdf.close()
