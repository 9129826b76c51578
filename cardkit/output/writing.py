"""Atomic output: a build either replaces its files whole or leaves the last good ones in place.

Every file is first written to a temporary `.<name>.<pid>.<random>.part` in the target's own
folder (so the final rename never crosses file systems), flushed to disk, and moved into place
with `os.replace`, which is atomic. A failing write removes its temporary file. A build that
is killed (SIGKILL, power loss) cannot clean up, so `cardkit build` sweeps, before writing
anything, every `.part` file under `build/` whose writer process is gone; the pid in the name
spares the files of a build still running in the same folder.

`StagedWrites` extends this to a set of files: all are written to temporaries first and only
then renamed, so a full disk or an unwritable folder met halfway replaces none of them.

Writes never leave the project: a project comes from other people, and a `build/cards` (or any
deeper folder, or the output file itself) that is a symlink to somewhere else would make a build
overwrite a file outside it. The command names the project (`write_inside`); before any folder
is created or any file written below it, the target and every folder on its way are checked
with `lies_inside` (symlinks followed), and a path leading out is an `OutputError` naming it.
A target the user named outside the project (`schema --out DIR`) is written where asked, but
never through a symlinked file.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import BinaryIO

from cardkit.foundation.errors import USAGE, CardkitError
from cardkit.foundation.paths import lies_inside
from cardkit.output.scope import current_scope, enter_scope

PART_SUFFIX = ".part"


class OutputError(CardkitError, OSError):
    """A file of the build could not be written; the message names the file and the reason."""

    exit_code = USAGE

    def __init__(self, target: Path, error: OSError) -> None:
        super().__init__(error.errno, error.strerror or str(error), str(target))
        self.target = target

    def __str__(self) -> str:
        return f"cannot write {self.target}: {self.strerror}"


def _read_umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


_UMASK = _read_umask()
"""Read once at import: `os.umask` can only be read by setting it, which is not thread-safe."""


def write_inside(root: Path | None) -> None:
    """Keep every later write of this command inside `root` (None: no project, no check below
    it): the write root of its output scope (`cardkit.output.scope`)."""
    enter_scope(write_root=None if root is None else Path(os.path.abspath(root)))


class LeavesProject(OSError):
    """A folder or file on the way to a target is a symlink that leads out of the project."""


def check_target(target: Path) -> None:
    """Refuse to write `target` when it, or a folder on its way, leads out of the project.

    Below the project root every component is checked, deepest last, so the error names the
    first one that leaves (`build/cards` linked to /tmp). A target outside the project (the
    user named it) must not be a symlink itself. Raises `OutputError`."""
    full = Path(os.path.abspath(target))
    root = current_scope().write_root
    if root is not None and (full == root or root in full.parents):
        here = root
        for part in full.relative_to(root).parts:
            here = here / part
            if not lies_inside(here, root):
                raise OutputError(target, LeavesProject(errno.EXDEV, f"{here} leads outside the project (a symlink?)", str(here)))
        return
    if os.path.islink(full):
        raise OutputError(target, LeavesProject(errno.EXDEV, f"{full} is a symlink; cardkit writes no file through one", str(full)))


def make_folders(folder: Path) -> None:
    """`mkdir -p folder`, after checking that no folder on the way leads out of the project."""
    check_target(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise OutputError(folder, error) from error


def _temporary_next_to(target: Path) -> tuple[int, str]:
    """Create the temporary file for `target`: hidden, named after it and this process."""
    check_target(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    return tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}.", suffix=PART_SUFFIX, dir=target.parent)


def _write_temporary(target: Path, write: Callable[[BinaryIO], object]) -> str:
    """Write a durable temporary copy of `target` and return its path; remove it on any failure."""
    temporary = None
    try:
        handle, temporary = _temporary_next_to(target)
        with os.fdopen(handle, "wb") as stream:
            write(stream)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, 0o666 & ~_UMASK)  # mkstemp's 0600 would hide outputs from other users
        return temporary
    except BaseException as error:
        if temporary is not None:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(temporary)
        if isinstance(error, OSError) and not isinstance(error, OutputError):
            raise OutputError(target, error) from error
        raise


def write_atomically(target: Path, write: Callable[[BinaryIO], object]) -> Path:
    """Call `write` with a temporary file next to `target`, then rename it onto `target`."""
    temporary = _write_temporary(target, write)
    try:
        check_target(target)  # again: a link could have been planted while the bytes were written
        os.replace(temporary, target)
    except OSError as error:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        if isinstance(error, OutputError):
            raise
        raise OutputError(target, error) from error
    return target


def write_bytes_atomically(target: Path, data: bytes) -> Path:
    return write_atomically(target, lambda stream: stream.write(data))


class StagedWrites:
    """Files written to temporaries by `write` and renamed into place together by `commit`.

    A file whose bytes are already on disk is left alone (its modification time too), so a
    rebuild that changes nothing touches nothing.
    """

    def __init__(self) -> None:
        self._staged: list[tuple[str, Path]] = []
        self.written: list[Path] = []

    def write(self, target: Path, data: bytes) -> Path:
        """Stage `data` for `target`; returns `target`, which is final only after `commit`."""
        self.written.append(target)
        check_target(target)  # before `_holds` reads what is there
        if not _holds(target, data):
            self._staged.append((_write_temporary(target, lambda stream: stream.write(data)), target))
        return target

    def write_all(self, files: Mapping[Path, bytes]) -> None:
        """Stage each of `files` (target: data), as `write` does one."""
        for target, data in files.items():
            self.write(target, data)

    def commit(self) -> list[Path]:
        """Move every staged file into place; returns every target, unchanged ones included."""
        for index, (temporary, target) in enumerate(self._staged):
            try:
                check_target(target)
                os.replace(temporary, target)
            except OSError as error:
                del self._staged[:index]
                self.discard()
                if isinstance(error, OutputError):
                    raise
                raise OutputError(target, error) from error
        self._staged.clear()
        return self.written

    def discard(self) -> None:
        """Remove every staged temporary; the targets keep their last good content."""
        for temporary, _ in self._staged:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(temporary)
        self._staged.clear()


def _holds(target: Path, data: bytes) -> bool:
    try:
        return target.stat().st_size == len(data) and target.read_bytes() == data
    except OSError:
        return False


@contextlib.contextmanager
def staged_writes() -> Iterator[StagedWrites]:
    """`StagedWrites` committed when the block ends normally and discarded on any exception."""
    staged = StagedWrites()
    try:
        yield staged
    except BaseException:
        staged.discard()
        raise
    staged.commit()


def sweep_stale_parts(folder: Path) -> list[Path]:
    """Remove the temporary files under `folder` left by writers that no longer run.

    A file whose name carries no pid (an older cardkit) is stale as well; the pid of a live
    process keeps its file, since another build may be about to rename it into place. Sweeping
    is tidying up: a file that cannot be removed (a read-only `build/`) stays, hidden and
    harmless, and whether the build can write is for its own writes to find out and report.
    """
    if not folder.is_dir():
        return []
    return [path for path in folder.rglob(f".*{PART_SUFFIX}") if path.is_file() and not _writer_alive(path.name) and _removed(path)]


def _removed(path: Path) -> bool:
    """Whether `path` is removed now; one already gone (its writer renamed it meanwhile) or not
    removable (a read-only folder) is left be."""
    try:
        path.unlink()
    except OSError:
        return False
    return True


def _writer_alive(name: str) -> bool:
    """Whether the process named in `.<target>.<pid>.<random>.part` still runs."""
    parts = name.split(".")
    if len(parts) < 5 or not (parts[-3].isascii() and parts[-3].isdigit()):  # `²` is a digit too
        return False
    try:
        os.kill(int(parts[-3]), 0)
    except (ProcessLookupError, OverflowError):  # OverflowError: no pid is that large
        return False
    except PermissionError:
        return True  # alive, owned by someone else
    return True
