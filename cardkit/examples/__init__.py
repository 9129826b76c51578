"""The example projects `cardkit init` starts from, shipped inside the package so that an
installed wheel has them (pyproject's `packages = ["cardkit"]` carries every file below it).

`tab-master/` is a small Tab Master; `clix/` a clix-style skirmish game, proof that cardkit is not
tied to one game; `ember-vale/` a game of its own in English that declares a unit stat, card
kinds of its own and its theme, proof that a game extends cardkit without Python. `shared/` is laid under each: the template-override folder with its README and
one example override, and the .gitignore that keeps build/ out of git. Every example validates,
checks with no finding and builds as it is, which the workflow tests hold it to.

An example may come in other languages: `<name>-<tag>/` (`tab-master-en/`) is the same game
written in the language `<tag>`, with the same ids and numbers. The plain `<name>/` is in the
language its game.yaml says (pt-BR). The languages of an example are the folders found, so
adding a translation is adding a folder.
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path, PurePosixPath


from cardkit.foundation.bundled import load_bundled_yaml
from cardkit.foundation.errors import CardkitError
from cardkit.i18n.locales import TAG

EXAMPLES = ("tab-master", "clix", "ember-vale", "hollowmarch")
"""The names `cardkit init --example` accepts, the default first."""
SHARED = "shared"


class ExampleError(CardkitError):
    """The example cannot be written there: the folder is not empty, or is a file."""


def _game_language(folder: Traversable) -> str | None:
    game = folder / "content" / "game.yaml"
    # `cardkit --help` reads these files to list the languages: libyaml's loader, no positions.
    data = load_bundled_yaml(game.read_text(encoding="utf-8")) if game.is_file() else None
    language = data.get("language") if isinstance(data, dict) else None
    return language if isinstance(language, str) else None


def example_languages(name: str) -> dict[str, str]:
    """The languages example `name` is written in, each with the folder holding it: the plain
    folder in the language its game.yaml says, and every `<name>-<tag>` folder in `<tag>`."""
    root = files(__name__)
    found: dict[str, str] = {}
    plain = root / name
    if plain.is_dir() and (language := _game_language(plain)) is not None:
        found[language] = name
    for child in sorted(root.iterdir(), key=lambda node: node.name):
        tag = child.name.removeprefix(f"{name}-")
        if child.is_dir() and child.name.startswith(f"{name}-") and TAG.match(tag):
            found.setdefault(tag, child.name)
    return found


def example_folder(name: str, language: str | None = None) -> str:
    """The folder of example `name` in `language` (tags match case-insensitively); the plain
    example when `language` is None. ExampleError names the languages there are otherwise."""
    if language is None:
        return name
    available = example_languages(name)
    for tag, folder in available.items():
        if tag.lower() == language.lower():
            return folder
    raise ExampleError(f"the {name} example has no {language} version; it is available in: {', '.join(available)}")


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
