"""`cardkit preflight [PDF...]`: check built PDFs the way a print shop's preflight does.

pikepdf and PDFium are imported inside the command, so `cardkit --help` loads neither.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from cardkit.commands.common import FormatOption, ProjectOption, QuietOption, fail, misuse, stop
from cardkit.foundation.errors import CardkitError
from cardkit.reporters import OutputFormat, emit, exit_code


def preflight(
    pdfs: Annotated[
        list[Path] | None, typer.Argument(help="The PDFs to check.", show_default="every PDF under build/")
    ] = None,
    project: ProjectOption = Path("."),
    format: FormatOption = OutputFormat.text,
    quiet: QuietOption = False,
    profile: Annotated[
        str | None,
        typer.Option(help="The print profile of cardkit.yaml to check a PDF against when the PDF does not name its own."),
    ] = None,
) -> None:
    """Check built PDFs as a print shop does: boxes, fonts, text size, safe zone, images, colour, PDF/X, draft marks."""
    from cardkit.preflight.run import built_pdfs
    from cardkit.preflight.run import preflight as run_preflight
    from cardkit.project.validate import open_project

    try:
        opened, _ = open_project(project)
    except CardkitError as problem:
        stop(problem)
    settings = opened.config.print_settings
    if profile is not None and profile not in settings.profiles:
        raise misuse(f"unknown print profile '{profile}'; known profiles: {', '.join(settings.profiles)}", param="profile")
    paths = list(pdfs) if pdfs else built_pdfs(opened)
    if not paths:
        fail(f"no PDF to check: {opened.relpath(opened.config.build_dir)}/ holds none (run `cardkit build` first)", code=2)
    report = run_preflight(opened, paths, profile)
    emit(report, format, opened.root, quiet=quiet)
    raise typer.Exit(exit_code(report))
