"""The example projects `cardkit init` starts from, shipped inside the package so that an
installed wheel has them (pyproject's `packages = ["cardkit"]` carries every file below it).

`tab-master/` is a small Tab Master; `clix/` a clix-style skirmish game, proof that cardkit is not
tied to one game. `shared/` is laid under each: the template-override folder with its README and
one example override, and the .gitignore that keeps build/ out of git. Every example validates,
checks with no finding and builds as it is, which the workflow tests hold it to.
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path, PurePosixPath

EXAMPLES = ("tab-master", "clix")
"""The names `cardkit init --example` accepts, the default first."""
SHARED = "shared"


class ExampleError(Exception):
    """The example cannot be written there: the folder is not empty, or is a file."""


def example_files(name: str) -> dict[PurePosixPath, bytes]:
    """Every file of example `name` by its path in the new project; the example's own files win
    over the shared ones of the same path."""
    root = files(__name__)
    found: dict[PurePosixPath, bytes] = {}
    for folder in (SHARED, name):
        found.update(_walk(root / folder, PurePosixPath()))
    return found


def _walk(node: Traversable, path: PurePosixPath) -> dict[PurePosixPath, bytes]:
    if node.is_file():
        return {path: node.read_bytes()}
    found: dict[PurePosixPath, bytes] = {}
    for child in node.iterdir():
        if child.name != "__pycache__":
            found.update(_walk(child, path / child.name))
    return found


def write_example(name: str, target: Path) -> list[Path]:
    """Write example `name` into `target` (created if missing) and return the files written.

    Refuses a `target` that is a file or a folder with anything in it, so `init` can never
    mix an example into, or overwrite, a designer's work.
    """
    if target.exists() and not target.is_dir():
        raise ExampleError(f"{target} is a file; name a new or empty folder")
    if target.is_dir() and any(target.iterdir()):
        raise ExampleError(f"{target} is not empty; name a new or empty folder, so nothing of yours is overwritten")
    written: list[Path] = []
    for relative, content in sorted(example_files(name).items()):
        path = target.joinpath(*relative.parts)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
        written.append(path)
    return written
