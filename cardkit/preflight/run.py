"""Preflight of a list of PDFs: each opened once, checked as its kind asks, closed."""

from __future__ import annotations

import stat
from collections.abc import Sequence
from pathlib import Path

from cardkit.codes.preflight import ENCRYPTED_PDF, PREFLIGHT_CODES, UNREADABLE_PDF
from cardkit.config.project import Project
from cardkit.foundation.diagnostics import Diagnostic, Report
from cardkit.foundation.paths import lies_inside
from cardkit.preflight.expect import expectation
from cardkit.preflight.findings import diagnostics
from cardkit.preflight.pdf import EncryptedPdf, PdfFile, UnreadablePdf
from cardkit.preflight.table import CHECKS

SKIPPED_FOLDERS = frozenset({".cache"})


def built_pdfs(project: Project) -> list[Path]:
    """Every PDF under build/ (every edition's), the build cache left out; a pipe or a link
    named like one is listed too, so that `preflight` refuses it by name."""
    folder = project.config.build_dir
    found = [path for path in folder.rglob("*.pdf") if not path.is_dir() and not SKIPPED_FOLDERS & set(path.relative_to(folder).parts)]
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
    refused = _not_opened(project, path)
    if refused is not None:
        return [PREFLIGHT_CODES[UNREADABLE_PDF].diagnostic(shown, 1, 1, refused, "give preflight the PDF file itself")]
    try:
        pdf = PdfFile.open(path, shown)
    except EncryptedPdf as problem:
        return [PREFLIGHT_CODES[ENCRYPTED_PDF].diagnostic(shown, 1, 1, f"the PDF is encrypted ({problem}), which a print shop cannot work with",
                                                          "send the file as cardkit built it, or export it again without a password or permissions")]
    except UnreadablePdf as problem:
        return [PREFLIGHT_CODES[UNREADABLE_PDF].diagnostic(shown, 1, 1, f"cannot open it as a PDF: {problem}",
                                                           "build it again with `cardkit build`")]
    try:
        expected = expectation(pdf.info, project.config.print_settings, profile)
        findings = [*expected.notes, *(found for check in CHECKS[expected.kind] for found in check(pdf, expected))]
        return diagnostics(shown, [*findings, *pdf.refused])
    finally:
        pdf.close()


def _not_opened(project: Project, path: Path) -> str | None:
    """Why `path` is not opened at all: a path written inside the project must stay inside it
    with its links followed (a PDF of build/ linked elsewhere), and only a regular file is
    read, so a device (`/dev/zero`) or a named pipe never keeps preflight spinning or waiting."""
    if lies_inside(path.parent, project.root) and not lies_inside(path, project.root):
        return "this file is a link out of the project (or one that cannot be followed), which preflight does not open"
    try:
        kind = path.stat().st_mode
    except OSError as error:
        return f"cannot open it as a PDF: {error.strerror or error}"
    if stat.S_ISDIR(kind):
        return "this is a folder, not a PDF"
    if not stat.S_ISREG(kind):
        return "this is not a regular file (a device, a pipe or a socket), which preflight does not read"
    return None
