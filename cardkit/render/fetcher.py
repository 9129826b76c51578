"""The only files WeasyPrint may read while rendering cards.

Templates and content come from designers and their collaborators, so a template must not be
able to read `/etc/passwd`, reach the network or follow `../..` out of the project. The fetcher
serves `data:` URLs and `file:` URLs whose real path (symlinks followed) lies inside an allowed
root: the project and the package's own templates and fonts. Anything else, and any missing file,
is refused and remembered, so the build reports it instead of printing a card with a hole.
"""

from __future__ import annotations

import mimetypes
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit
from urllib.request import url2pathname

from weasyprint.urls import URLFetcher, URLFetcherResponse


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

    def fetch(self, url: str, headers: object = None) -> URLFetcherResponse:
        scheme = urlsplit(url).scheme.lower()
        if scheme == "data":
            return super().fetch(url, headers)  # decoded in memory by urllib's DataHandler
        if scheme != "file":
            return self._refuse(url, "outside", None, "only files inside the project may be used")
        path = Path(url2pathname(unquote(urlsplit(url).path))).resolve()
        if not any(path == root or root in path.parents for root in self.roots):
            return self._refuse(url, "outside", path, "the file is outside the project")
        if not path.is_file():
            return self._refuse(url, "missing", path, "no such file")
        mime_type, _ = mimetypes.guess_type(path.name)
        return URLFetcherResponse(
            path.as_uri(), path.read_bytes(), {"Content-Type": mime_type or "application/octet-stream"}
        )

    def _refuse(self, url: str, reason: str, path: Path | None, message: str) -> URLFetcherResponse:
        self.refusals.append(Refusal(url, reason, path))
        raise ValueError(f"{message}: {url}")
