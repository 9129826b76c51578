"""Which files a render may read, decided without WeasyPrint: the rules of the renderers'
strict fetcher (`cardkit.output.fetcher`), which `cardkit check` applies to the theme's font
files too, without paying WeasyPrint's import (half a second, more than the whole check).

A file is served when its real path (symlinks followed) lies inside an allowed root and, for a
font or an image, when it would render (`render_problem`); anything else is refused and the
refusal remembered with its reason, so the caller reports it at the line that names the file.
Every file served is remembered with the digest of its bytes: the build cache records them as
inputs of what it keeps.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn
from urllib.parse import unquote, urlsplit
from urllib.request import url2pathname

from cardkit.codes.build import FILE_OUTSIDE, MISSING_FILE, UNUSABLE_FILE
from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.foundation.font_files import font_file
from cardkit.foundation.hashing import bytes_digest
from cardkit.foundation.images import decode, svg_problem
from cardkit.output.scope import current_scope, enter_scope


@dataclass(frozen=True)
class Refusal:
    """A resource the fetcher did not serve: `missing` (inside the roots but absent), `outside`,
    or `broken` (there, but not a font or image that renders; `detail` says why)."""

    url: str
    reason: str
    path: Path | None = None
    detail: str = ""


    def diagnostic(self, file: str, line: int, column: int) -> Diagnostic:
        """The error every output reports for it, at the place that names the resource:
        B402 missing, B403 outside the project, B404 there but unusable."""
        if self.reason == "broken":
            return Diagnostic(file, line, column, UNUSABLE_FILE, Severity.ERROR, f"cannot use {self.url}: {self.detail}")
        if self.reason == "missing":
            return Diagnostic(file, line, column, MISSING_FILE, Severity.ERROR, f"missing file: {self.url}")
        return Diagnostic(
            file,
            line,
            column,
            FILE_OUTSIDE,
            Severity.ERROR,
            f"refused to read {self.url}: only files inside the project (and cardkit's own templates and fonts) may be used",
        )


FONT_SUFFIXES = frozenset({".ttf", ".otf", ".woff", ".woff2", ".ttc"})
SVG_SUFFIX = ".svg"
RASTER_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".gif", ".webp", ".bmp", ".tif", ".tiff", ".ico"})
_GOOD: set[str] = set()
"""Digests of files already found to render: the bundled fonts are checked once per process."""


def remember_verdicts(folder: Path | None) -> None:
    """Keep the digests of files found to render in `folder` (a build cache's), so that each
    font is decompiled once, not once per process: checking the bundled fonts costs a second,
    more than laying out the one card a designer just edited."""
    enter_scope(verdicts=folder)


USER_VERDICTS = "usable-files"
"""The user cache's folder of the same digests (`cardkit.foundation.user_cache`): a verdict is about a file's
bytes, so a new project's first build need not decompile cardkit's own fonts again."""


def _verdict_folders() -> list[Path]:
    """Where verdicts are kept: the build cache's folder (when a build named one), then the user's."""
    from cardkit.foundation.user_cache import user_cache_folder

    kept = current_scope().verdicts
    folders = [kept] if kept is not None else []
    with contextlib.suppress(RuntimeError, OSError):  # no home folder: nothing kept between runs
        folders.append(user_cache_folder(USER_VERDICTS))
    return folders


def _known_good(digest: str) -> bool:
    if digest in _GOOD:
        return True
    if any((folder / digest).is_file() for folder in _verdict_folders()):
        _GOOD.add(digest)
        return True
    return False


def _record_good(digest: str) -> None:
    _GOOD.add(digest)
    for folder in _verdict_folders():
        try:
            folder.mkdir(parents=True, exist_ok=True)
            (folder / digest).touch()
        except OSError:
            pass  # a read-only cache only costs the check again next time


def render_problem(path: Path, data: bytes) -> str | None:
    """Why the font or image `data` of `path` would not render, or None (other files: None)."""
    suffix = path.suffix.lower()
    if suffix not in FONT_SUFFIXES and suffix not in RASTER_SUFFIXES and suffix != SVG_SUFFIX:
        return None
    digest = bytes_digest(data)
    if _known_good(digest):
        return None
    problem = _font_problem(data) if suffix in FONT_SUFFIXES else svg_problem(data) if suffix == SVG_SUFFIX else _image_problem(data)
    if problem is None:
        _record_good(digest)
    return problem


def _font_problem(data: bytes) -> str | None:
    return font_file(data).problem()  # each table read once per process, the cmap shared with the coverage


def _image_problem(data: bytes) -> str | None:
    return decode(data).problem


class FileGate:
    """The strict fetcher's rules for `file:` URLs: a file under one of `roots` that is there
    and would render, or a refusal recorded in `refusals` (and a ValueError)."""

    def __init__(self, roots: Sequence[Path]) -> None:
        self.roots = tuple(root.resolve() for root in roots)
        self.refusals: list[Refusal] = []
        self.served: dict[Path, str] = {}

    def admit(self, url: str) -> tuple[Path, bytes]:
        """The real path and bytes of the file `url` names, or ValueError once refused."""
        if urlsplit(url).scheme.lower() != "file":
            return self._refuse(url, "outside", None, "only files inside the project may be used")
        written = Path(url2pathname(unquote(urlsplit(url).path)))
        try:
            path = written.resolve()
        except (OSError, RuntimeError, ValueError):  # a symlink loop, a NUL byte: nothing to serve
            return self._refuse(url, "missing", written, "the path cannot be followed")
        if not any(path == root or root in path.parents for root in self.roots):
            return self._refuse(url, "outside", path, "the file is outside the project")
        try:
            if not path.is_file():
                return self._refuse(url, "missing", path, "no such file")
            data = path.read_bytes()
        except OSError as error:  # a segment over 255 bytes (ENAMETOOLONG), an unreadable file
            return self._refuse(url, "broken", path, "the file cannot be read", error.strerror or str(error))
        problem = render_problem(path, data)
        if problem is not None:
            return self._refuse(url, "broken", path, "the file does not render", problem)
        self.served[path] = bytes_digest(data)  # of the very bytes served: an edit mid-build cannot slip by
        return path, data

    def forget(self) -> None:
        """Start a new record of what was served and refused (one per document of cards)."""
        self.refusals = []
        self.served = {}

    def _refuse(self, url: str, reason: str, path: Path | None, message: str, detail: str = "") -> NoReturn:
        self.refusals.append(Refusal(url, reason, path, detail))
        raise ValueError(f"{message}: {url}")
