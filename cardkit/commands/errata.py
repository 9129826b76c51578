"""`cardkit errata OLD [NEW]`: the players' errata sheet of what changed between two revisions.

Both sides are loaded and checked as `cardkit diff` loads them, compared, and the sheet written
into this project's build folder (`build/<locale>/errata/` for a translation). Each side is
named for players by `--old-label`/`--new-label`, else its git tag, else its date
(`cardkit.diff.version_names`): a player never reads a git expression.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from cardkit.commands.common import (
    FormatOption,
    ProjectOption,
    QuietOption,
    checked_locale,
    fail,
    misuse,
    shown_path,
    stop,
)
from cardkit.foundation.errors import CardkitError
from cardkit.output.paper import Paper
from cardkit.reporters import OutputFormat

if TYPE_CHECKING:
    from cardkit.config.project import Project
    from cardkit.errata.document import ErrataResult


@dataclass(frozen=True)
class ErrataOptions:
    """Everything one `cardkit errata` was asked, read once from its parameters."""

    old: str
    new: str | None
    project: Path
    format: OutputFormat
    quiet: bool
    locale: str | None
    paper: Paper | None
    old_label: str | None
    new_label: str | None

    @property
    def labels(self) -> tuple[str | None, str | None]:
        return self.old_label, self.new_label

    @property
    def machine_output(self) -> bool:
        """stdout carries a format for tools (json, sarif, github): the lines for people go to stderr."""
        return self.format is not OutputFormat.text


def errata(
    old: Annotated[str, typer.Argument(metavar="OLD", help="The version players have: a git revision of the project (a tag, HEAD~1) or a project folder.")],
    new: Annotated[str | None, typer.Argument(metavar="[NEW]", help="The version they get, the same way.", show_default="the working tree")] = None,
    project: ProjectOption = Path("."),
    format: FormatOption = OutputFormat.text,
    quiet: QuietOption = False,
    locale: Annotated[
        str | None,
        typer.Option(
            "--locale", "-l", callback=checked_locale,
            help="The edition to write: the game's own (default) or a locale with PO files in content/locales/ (written to build/<locale>/errata/).",
        ),
    ] = None,
    paper: Annotated[
        Paper | None, typer.Option(help="Paper of the sheet (default: cardkit.yaml's `print: paper:`, else A4).")
    ] = None,
    old_label: Annotated[
        str | None,
        typer.Option(
            "--old-label",
            metavar="TEXT",
            help='How players call OLD ("First edition"). Default: its git tag, else the month of its content as the sheets print it ("Edition 2026-11").',
        ),
    ] = None,
    new_label: Annotated[
        str | None,
        typer.Option("--new-label", metavar="TEXT", help="How players call NEW, named like OLD (shown when NEW is given)."),
    ] = None,
) -> None:
    """Write the players' errata sheet of what changed from OLD to NEW (build/errata/).

    Each changed card is pictured as it was beside the card as it is, its changed fields
    outlined, with the list of changes; new and removed cards, changed game terms, the lists
    that name a renamed or removed card and every changed rulebook paragraph follow. Both sides
    must pass `check`: a side with errors writes nothing and keeps the last sheet.
    """
    options = ErrataOptions(
        old=old, new=new, project=project, format=format, quiet=quiet, locale=locale, paper=paper,
        old_label=old_label, new_label=new_label,
    )
    _write(options)


def _write(options: ErrataOptions) -> None:
    """Both sides loaded and checked, compared, and the sheet written in NEW's edition."""
    _refuse_unusable(options)
    from cardkit.commands.sides import side_names, sides_or_exit
    from cardkit.diff.compare import compare_sides
    from cardkit.errata.document import build_errata
    from cardkit.output.build_mode import BuildMode
    from cardkit.project.marks import card_marks

    with sides_or_exit(options.old, options.new, options.project, options.locale) as (old, new):
        diff = compare_sides(old.loaded, new.loaded, old.label, new.label)
        here = _opened(options.project)
        out_dir = here.build_dir if new.loaded.edition.is_source else here.build_dir / new.loaded.edition.locale
        result = build_errata(
            diff,
            old.loaded,
            new.loaded,
            out_dir,
            paper=Paper.of(here, options.paper).value,
            mode=BuildMode.of(here),  # a final sheet for players, of this project's revision
            marks=(card_marks(old.loaded), card_marks(new.loaded)),
            since=options.new is None,
            names=side_names(old, new, options.project, options.labels),
        )
    _report(result, options, new.loaded.project.root)
    if not options.quiet and diff.is_empty:
        typer.echo(f"errata: nothing changed from {diff.old} to {diff.new}; the sheet says so", err=True)


def _refuse_unusable(options: ErrataOptions) -> None:
    """A usage error (exit 2) for what no sheet can be made of: an empty label, every locale."""
    for given in options.labels:
        if given is not None and not given.strip():
            raise misuse("--old-label and --new-label take the name players read, not an empty text")
    if options.locale == "all":
        raise misuse("an errata sheet is written for one edition: name its locale (--locale en), or run `cardkit errata` once per locale", param="locale")


def _report(result: ErrataResult, options: ErrataOptions, root: Path) -> None:
    """The sheet's findings (in `--format`), then the file written; none written is exit 1."""
    from cardkit.foundation.diagnostics import Report, Severity, format_text
    from cardkit.output.result import written
    from cardkit.reporters import emit

    if options.machine_output:
        report = Report()
        report.extend(result.diagnostics)
        emit(report, options.format, root, quiet=options.quiet)
    else:
        for diagnostic in result.diagnostics:
            if not options.quiet or diagnostic.severity is Severity.ERROR:
                typer.echo(format_text(diagnostic, root), err=True)
    paths = written(result)
    if not paths:
        fail("the errata sheet was not written: fix the problems above", code=1)
    for path in paths:
        typer.echo(f"wrote {shown_path(path)}", err=options.machine_output)


def _opened(project: Path) -> Project:
    """The project the command runs in, opened for its folders; what the command writes from
    here on stays inside it."""
    from cardkit.output.writing import write_inside
    from cardkit.project.validate import open_project

    try:
        opened = open_project(project)[0]
    except CardkitError as problem:
        stop(problem)
    write_inside(opened.root)
    return opened
