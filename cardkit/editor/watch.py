"""`cardkit schema --watch`: the project's changed files, batch by batch, until Ctrl-C.

Like the preview (`cardkit.preview.live`), watchfiles reports changes debounced briefly, so an
editor's write-then-rename is one batch; the build folder and the schemas' own folder are not
watched, or writing the schemas would trigger the next regeneration.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

WATCH_DEBOUNCE_MS = 50
"""watchfiles' default (1.6 s) is long for an editor waiting on a new card's name."""


def changed_files(root: Path, ignored: Sequence[Path]) -> Iterator[list[str]]:
    """Each batch of changed files under `root`, relative to it, sorted; Ctrl-C raises
    KeyboardInterrupt (the CLI's exit 130)."""
    from watchfiles import Change, DefaultFilter, watch

    default = DefaultFilter()
    skipped = [path.absolute() for path in ignored]

    def wanted(change: Change, path: str) -> bool:
        changed = Path(path).absolute()
        return default(change, path) and not any(changed == folder or folder in changed.parents for folder in skipped)

    for changes in watch(root, watch_filter=wanted, debounce=WATCH_DEBOUNCE_MS, raise_interrupt=True):
        yield sorted({_relative(Path(path), root) for _change, path in changes})


def _relative(path: Path, root: Path) -> str:
    try:
        return path.absolute().relative_to(root.absolute()).as_posix()
    except ValueError:
        return path.as_posix()
