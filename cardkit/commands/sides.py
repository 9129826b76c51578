"""Two revisions of the project for a command (`diff`, `errata`, `build cards
--changed-since`): opened through `cardkit.pipeline.sources`, and every way that fails (an unknown
revision, no git, a side whose content does not validate) turned into its message and exit
code, never a traceback."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from cardkit.commands.common import fail
from cardkit.foundation.diagnostics import printable

if TYPE_CHECKING:
    from cardkit.diff.version_names import VersionName
    from cardkit.pipeline.sources import Side, SideFailed


@contextmanager
def sides_or_exit(
    old: str, new: str | None, project: Path, locale: str | None = None, *, where: str | None = None
) -> Iterator[tuple[Side, Side]]:
    """Both sides loaded and checked for the `with` (their temporary folders live as long), or
    the command ends: exit 1 with each failing side's errors, exit 2 for a side that cannot be
    had; `where` (a file and line that named the revisions) leads the message."""
    from cardkit.pipeline.sources import opened_sides

    with _ending_the_command(where), opened_sides(old, new, project, locale) as sides:
        for side in sides:
            _say_skipped(side)
        yield sides


@contextmanager
def side_or_exit(spec: str, project: Path, locale: str | None = None, *, where: str | None = None) -> Iterator[Side]:
    """One side (`build cards --changed-since OLD`, the Errata chapter's `from:`) loaded and
    checked for the `with`, or the command ends as `sides_or_exit` says."""
    from cardkit.pipeline.sources import load_side, materialized

    with _ending_the_command(where), materialized(spec, project) as spot:
        side = load_side(spot, locale)
        _say_skipped(side)
        yield side


def _say_skipped(side: Side) -> None:
    """One line per file of a revision left out (a link out of the project, a submodule)."""
    for skipped in side.skipped:
        typer.echo(printable(f"{side.label}: skipped {skipped}"), err=True)


@contextmanager
def _ending_the_command(where: str | None) -> Iterator[None]:
    """A side that fails or cannot be had ends the command with its message and exit code."""
    from cardkit.foundation.errors import CardkitError
    from cardkit.pipeline.sources import SideFailed

    try:
        yield
    except SideFailed as failed:
        print_side_failures(failed)
        fail(_led(where, failed.headline), code=failed.exit_code)
    except CardkitError as problem:
        fail(_led(where, problem.headline), code=problem.exit_code)


def _led(where: str | None, message: str) -> str:
    return f"{where}: {message}" if where else message


def print_side_failures(failed: SideFailed) -> None:
    """Each failing side's errors, every one led by the side's name (`HEAD~1: content/...`), as
    formatted while the side's files still existed (their source lines and carets)."""
    for failure in failed.failures:
        for shown in failure.shown:
            typer.echo(shown, err=True)


def side_names(old: Side, new: Side, project: Path, labels: tuple[str | None, str | None] = (None, None)) -> tuple[VersionName, VersionName]:
    """How players call each side (`cardkit.diff.version_names`): the label given, the tag on
    its commit, else its date; a side without a commit (the working tree, a folder) is dated as
    a build of it would be (SOURCE_DATE_EPOCH, else its last commit)."""
    from cardkit.diff.version_names import NEW, OLD, told_apart, version_name

    old_label, new_label = labels
    return told_apart(
        version_name(OLD, _folder(old, project), old.commit, old_label, _build_epoch(old)),
        version_name(NEW, _folder(new, project), new.commit, new_label, _build_epoch(new)),
    )


def _folder(side: Side, project: Path) -> Path:
    """Where git is asked about the side: the project for a revision or the working tree, a
    project folder given as a side for itself."""
    from cardkit.pipeline.sources import WORKING_TREE

    return project if side.commit is not None or side.label == WORKING_TREE else side.loaded.project.root


def _build_epoch(side: Side) -> int | None:
    """The working tree's date as a build of it has it (SOURCE_DATE_EPOCH, else its last commit)."""
    from cardkit.output.stamp import FIXED_EPOCH, PdfStamp
    from cardkit.pipeline.sources import WORKING_TREE

    if side.label != WORKING_TREE:
        return None
    epoch = PdfStamp.for_project(side.loaded.project.root).epoch
    return None if epoch == FIXED_EPOCH else epoch
