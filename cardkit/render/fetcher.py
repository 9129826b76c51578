"""The only files WeasyPrint may read while rendering cards.

Templates and content come from designers and their collaborators, so a template must not be
able to read `/etc/passwd`, reach the network or follow `../..` out of the project. The fetcher
serves `data:` URLs and `file:` URLs whose real path (symlinks followed) lies inside an allowed
root: the project and the package's own templates and fonts. Anything else, and any missing file,
is refused and remembered, so the build reports it instead of printing a card with a hole.
Every file served is remembered with the digest of its bytes: the build cache records them as
inputs of what it keeps.
"""

from __future__ import annotations

import mimetypes
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit
from urllib.request import url2pathname

from weasyprint.urls import URLFetcher, URLFetcherResponse

from cardkit.buildcache.digest import bytes_digest


@dataclass(frozen=True)
class Refusal:
    """A resource the fetcher did not serve: `missing` (inside the roots but absent) or `outside`."""

    url: str
    reason: str
    path: Path | None = None


class StrictFetcher(URLFetcher):
    """A WeasyPrint URL fetcher limited to `data:` and local files under `roots`; no redirects."""

    def __init__(self, roots: Sequence[Path]) -> None:
        super().__init__(allowed_protocols=("file", "data"), allow_redirects=False)
        self.roots = tuple(root.resolve() for root in roots)
        self.refusals: list[Refusal] = []
        self.served: dict[Path, str] = {}

    def fetch(self, url: str, headers: object = None) -> URLFetcherResponse:
        scheme = urlsplit(url).scheme.lower()
        if scheme == "data":
            return super().fetch(url, headers)  # decoded in memory by urllib's DataHandler
        if scheme != "file":
            return self._refuse(url, "outside", None, "only files inside the project may be used")
        written = Path(url2pathname(unquote(urlsplit(url).path)))
        try:
            path = written.resolve()
        except (OSError, RuntimeError, ValueError):  # a symlink loop, a NUL byte: nothing to serve
            return self._refuse(url, "missing", written, "the path cannot be followed")
        if not any(path == root or root in path.parents for root in self.roots):
            return self._refuse(url, "outside", path, "the file is outside the project")
        if not path.is_file():
            return self._refuse(url, "missing", path, "no such file")
        mime_type, _ = mimetypes.guess_type(path.name)
        data = path.read_bytes()
        self.served[path] = bytes_digest(data)  # of the very bytes served: an edit mid-build cannot slip by
        return URLFetcherResponse(path.as_uri(), data, {"Content-Type": mime_type or "application/octet-stream"})

    def forget(self) -> None:
        """Start a new record of what was served and refused (one per chunk of cards)."""
        self.refusals = []
        self.served = {}

    def _refuse(self, url: str, reason: str, path: Path | None, message: str) -> URLFetcherResponse:
        self.refusals.append(Refusal(url, reason, path))
        raise ValueError(f"{message}: {url}")
