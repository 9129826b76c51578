"""The files card faces use (CSS, fonts, icons), served to the browser only from where the cards'
renderer may read them.

Faces name those files by `file:` URL, which a page served over HTTP cannot load. `browser_urls`
turns each into `/files/<absolute path>`, and `read_served` answers such a request through the
cards' own `StrictFetcher`: only files inside the project, its templates and cardkit's templates
and fonts, symlinks followed; anything else is refused exactly as a card build would refuse it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from markupsafe import Markup

from cardkit.output.fetcher import StrictFetcher

FILES_PREFIX = "/files"
FILE_URL_PREFIX = "file:///"


@dataclass(frozen=True)
class ServedFile:
    content: bytes
    media_type: str


def browser_urls(html: str) -> Markup:
    """`html` with every `file:` URL made a URL of the preview server (still percent-encoded)."""
    return Markup(str(html).replace(FILE_URL_PREFIX, f"{FILES_PREFIX}/"))


def read_served(path: str, roots: Sequence[Path]) -> ServedFile | None:
    """The file at absolute `path` (as it follows /files/) if a card may read it, else None."""
    fetcher = StrictFetcher(roots)
    try:
        response = fetcher.fetch(Path("/", path).as_uri())
    except ValueError:  # the fetcher's refusal: outside the roots, or missing
        return None
    return ServedFile(response.read(), response.content_type)
