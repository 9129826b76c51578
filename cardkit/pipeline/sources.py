"""The two sides of a diff: a git revision of the project or a project folder, each loaded and
checked through the normal pipeline.

A git revision is materialized from git's object database (`revision_tree.write_tree`, not
`git archive`, whose export-ignore and export-subst attributes would change the files) into a
temporary folder that is removed afterwards: the user's working tree and index are never
touched, and a project that is a sub-folder of its repository (with cardkit.yaml pointing its
folders anywhere inside it) comes out whole. A committed link out of the project is skipped and
named, one line each. The errata PDF, the reprint set and the Errata chapter open their
sides here too, so a side means the same thing to every command.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from cardkit.checks.names import RENAME_COMMAND
from cardkit.config.project import CONFIG_NAME
from cardkit.diff.revision_tree import write_tree
from cardkit.foundation.diagnostics import Diagnostic, Severity, format_text
from cardkit.foundation.errors import REFUSED, USAGE, CardkitError
from cardkit.project.validate import LoadedProject
from cardkit.vcs.git import GitError, git_or_none, git_text, top_level

WORKING_TREE = "working tree"
"""How messages name the default NEW side: the project folder as it is on disk."""


class SourceError(CardkitError):
    """A side that cannot be had (an unknown revision, no git, no project there): exit 2, one line."""

    exit_code = USAGE


@dataclass(frozen=True)
class Failure:
    """One side's errors, with the project folder their paths are relative to, and each as the
    text form prints it (source line and caret), made while a revision's files still exist."""

    side: str
    errors: tuple[Diagnostic, ...]
    root: Path
    shown: tuple[str, ...]
    exit_code: int = REFUSED
    """USAGE for a side whose cardkit.yaml is broken, as for the project itself."""

    @classmethod
    def of(cls, side: str, errors: tuple[Diagnostic, ...], root: Path, exit_code: int = REFUSED) -> Failure:
        return cls(side, errors, root, tuple(f"{side}: {format_text(error, root)}" for error in errors), exit_code)


class SideFailed(CardkitError):
    """Sides whose content does not validate (exit 1): each side's errors, named by the side."""

    exit_code = REFUSED

    def __init__(self, failures: list[Failure]) -> None:
        named = " and ".join(f"{f.side} ({len(f.errors)} error(s))" for f in failures)
        verb = "does" if len(failures) == 1 else "do"
        fixes = sorted({command for f in failures for error in f.errors for command in RENAME_COMMAND.findall(error.hint or "")})
        finish = f"; {' and '.join(f'`{command}`' for command in fixes)} finishes a rename begun by hand" if fixes else ""
        super().__init__(f"{named} {verb} not validate: fix the errors before comparing{finish}")
        self.failures = failures
        self.exit_code = max(failure.exit_code for failure in failures)


@dataclass(frozen=True)
class Side:
    """One side of a diff: how messages name it, the commit it is (None for a folder or the
    working tree), the project as the pipeline loaded and checked it, and the files of its
    revision that were skipped (with why)."""

    label: str
    commit: str | None
    loaded: LoadedProject
    skipped: tuple[str, ...] = ()


@dataclass(frozen=True)
class Spot:
    """Where a side's project lies on disk while the diff runs."""

    label: str
    commit: str | None
    root: Path
    skipped: tuple[str, ...] = ()


MAX_REVISION_CHARS = 256
"""The longest revision accepted: a branch name or an expression is far shorter, and a longer one
is no folder name either."""


@contextmanager
def materialized(spec: str | None, project_dir: Path) -> Iterator[Spot]:
    """The project folder of `spec`: None is the working tree (`project_dir` itself), an existing
    folder is itself, anything else a git revision of `project_dir`'s repository, extracted into
    a temporary folder for as long as the `with` lasts."""
    if spec is None:
        yield Spot(WORKING_TREE, None, project_dir)
        return
    if len(spec) > MAX_REVISION_CHARS or "\0" in spec:
        raise SourceError(f"a revision of {len(spec)} characters is refused: give a commit, branch or tag (at most {MAX_REVISION_CHARS} characters)")
    if _is_folder(spec):
        yield Spot(spec, None, Path(spec))
        return
    top, prefix = _repository_of(project_dir)
    commit = resolve_revision(top, spec)
    with tempfile.TemporaryDirectory(prefix="cardkit-diff-") as scratch:
        root = Path(scratch) / prefix
        skipped = _extract(top, commit, prefix, Path(scratch))
        if not (root / CONFIG_NAME).is_file():
            raise SourceError(f"{spec}: the revision has no {prefix.as_posix()}/{CONFIG_NAME}: the project did not exist there")
        yield Spot(spec, commit, root, skipped)


def _is_folder(spec: str) -> bool:
    try:
        return Path(spec).is_dir()
    except (OSError, ValueError):
        return False


def _repository_of(project_dir: Path) -> tuple[Path, Path]:
    """The repository's top folder and the project's path inside it."""
    folder = project_dir.resolve()
    try:
        top = top_level(folder).resolve()
    except GitError as error:
        raise SourceError(f"{project_dir} is not in a git repository ({error}): give OLD as a project folder instead") from error
    return top, folder.relative_to(top)


def resolve_revision(top: Path, spec: str) -> str:
    """The commit `spec` names (anything `git rev-parse` takes); `SourceError` when none."""
    if spec.startswith("-"):
        raise SourceError(f"unknown revision '{spec}': a revision does not start with '-'")
    try:
        return git_text(top, "rev-parse", "--verify", "--quiet", "--end-of-options", f"{spec}^{{commit}}").strip()
    except GitError as error:
        if (git_or_none(top, "rev-parse", "--is-shallow-repository") or "").strip() == "true":
            raise SourceError(
                f"unknown revision '{spec}': this clone is shallow (made with --depth), so its history may stop before it; "
                "fetch more with `git fetch --deepen=50` or all of it with `git fetch --unshallow` "
                "(in CI, check out the full history: actions/checkout's `fetch-depth: 0`, GitLab's `GIT_DEPTH: 0`)"
            ) from error
        raise SourceError(f"unknown revision '{spec}': not a commit, branch or tag of this repository") from error


def _extract(top: Path, commit: str, prefix: Path, into: Path) -> tuple[str, ...]:
    """The project's files at `commit` written under `into` as committed; returns what was skipped."""
    try:
        written = write_tree(top, commit, prefix.as_posix() if prefix.parts else "", into)
    except GitError as error:
        raise SourceError(f"{commit[:12]}: git could not give the revision's files: {error}") from error
    return tuple(written.skipped)


def load_side(spot: Spot, locale: str | None = None) -> Side:
    """The side's project loaded and checked (`cardkit check`); its errors end the command as
    `SideFailed`, named by the side, with paths relative to that side's project. With `locale`,
    the side in that translation."""
    from cardkit.pipeline import check_project

    try:
        loaded = check_project(spot.root)
    except CardkitError as error:
        if error.diagnostics:  # a broken cardkit.yaml: the side and its problems, not just a count
            raise SideFailed([Failure.of(spot.label, tuple(error.diagnostics), error.root or spot.root, error.exit_code)]) from None
        error.args = (f"{spot.label}: {error}",)
        raise
    errors = tuple(d for d in loaded.report.diagnostics if d.severity is Severity.ERROR)
    if errors:
        raise SideFailed([Failure.of(spot.label, errors, loaded.project.root)])
    if locale is not None and locale != loaded.edition.locale:
        from cardkit.translation.paths import translated_locales
        from cardkit.translation.translate import translated_project

        if locale not in translated_locales(loaded.project.content_dir):
            raise SourceError(f"{spot.label}: no translation into '{locale}' (content/locales/{locale}/ has no PO files)")
        loaded = translated_project(loaded, locale)
    return Side(spot.label, spot.commit, loaded, spot.skipped)


@contextmanager
def opened_sides(old: str, new: str | None, project_dir: Path, locale: str | None = None) -> Iterator[tuple[Side, Side]]:
    """Both sides loaded, or `SideFailed` with the errors of every side that has some; the
    temporary folders live until the `with` ends (a renderer may still read their files)."""
    with materialized(old, project_dir) as old_spot, materialized(new, project_dir) as new_spot:
        sides: list[Side] = []
        failures: list[Failure] = []
        for spot in (old_spot, new_spot):
            try:
                sides.append(load_side(spot, locale))
            except SideFailed as failed:
                failures += failed.failures
        if failures:
            raise SideFailed(failures)
        yield sides[0], sides[1]
