"""Two questions every reader of project files asks: is this file really inside the project,
and how do we name it in a diagnostic?

A project comes from other people (a zip, a pull request), so a definition, a chapter or
`cardkit.yaml` may be a symlink to `/etc/passwd`; its real path (links followed) decides.
A file name need not be UTF-8 either (a zip made on an old Windows), and a name Python
holds with surrogate escapes cannot be printed; diagnostics show such bytes as `\\xNN`.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path, PurePath


def lies_inside(path: Path, root: Path) -> bool:
    """Whether `path`, every symlink followed, is `root` or below it. A path that cannot be
    followed (a symlink loop, a name with a NUL byte) is not known to be inside, so it is not.

    A path written below `root` with no symlink on the way is inside without resolving it:
    one lstat per folder below the root instead of one per folder from `/`, which counts when
    a check reads thousands of files."""
    try:
        if _below_without_links(path, root):
            return True
        real, top = path.resolve(), root.resolve()
    except (OSError, RuntimeError, ValueError):  # RuntimeError: pathlib's "Symlink loop" before 3.13
        return False
    return real == top or top in real.parents


def _below_without_links(path: Path, root: Path) -> bool:
    full, top = os.fspath(path.absolute()), os.fspath(root.absolute()).rstrip(os.sep)
    if not full.startswith(top + os.sep):
        return False
    here = top
    for part in full[len(top) + 1 :].split(os.sep):
        if part == "..":  # `link/..` is the link target's parent, wherever that is
            return False
        here = os.path.join(here, part)
        try:
            if stat.S_ISLNK(os.lstat(here).st_mode):
                return False
        except (OSError, ValueError):  # missing, unreadable, a NUL byte: let resolving decide
            return False
    return True


def shown_path(path: PurePath) -> str:
    """The path in posix form, printable: bytes that are not UTF-8 become `\\xNN`."""
    return os.fsencode(path.as_posix()).decode("utf-8", "backslashreplace")
