"""The only files WeasyPrint may read while rendering cards.

Templates and content come from designers and their collaborators, so a template must not be
able to read `/etc/passwd`, reach the network or follow `../..` out of the project. The fetcher
serves `data:` URLs and `file:` URLs whose real path (symlinks followed) lies inside an allowed
root: the project and the package's own templates and fonts. Anything else, and any missing file,
is refused and remembered, so the build reports it instead of printing a card with a hole.
Every file served is remembered with the digest of its bytes: the build cache records them as
inputs of what it keeps.

A file that is there but would not render is refused too (`broken`), so it is a diagnostic at
the line naming it rather than a PDF that silently lacks it: a font fontTools cannot read in
full (a truncated download), an image Pillow cannot decode in full or an SVG that is not well-formed (`cardkit.foundation.images`), a name no file system can hold
(a segment over 255 bytes) or a path that cannot be read.

The rules for files are `cardkit.output.file_gate`'s, which needs no WeasyPrint: `cardkit check`
applies them to the theme's fonts without importing it.
"""

from __future__ import annotations

import mimetypes
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import urlsplit

from weasyprint.urls import URLFetcher, URLFetcherResponse

from cardkit.output.file_gate import (
    FONT_SUFFIXES,
    RASTER_SUFFIXES,
    SVG_SUFFIX,
    USER_VERDICTS,
    FileGate,
    Refusal,
    remember_verdicts,
    render_problem,
)

__all__ = [
    "FONT_SUFFIXES",
    "RASTER_SUFFIXES",
    "SVG_SUFFIX",
    "USER_VERDICTS",
    "Refusal",
    "StrictFetcher",
    "remember_verdicts",
    "render_problem",
]


class StrictFetcher(URLFetcher, FileGate):
    """A WeasyPrint URL fetcher limited to `data:` and local files under `roots`; no redirects."""

    def __init__(self, roots: Sequence[Path]) -> None:
        URLFetcher.__init__(self, allowed_protocols=("file", "data"), allow_redirects=False)
        FileGate.__init__(self, roots)

    def fetch(self, url: str, headers: object = None) -> URLFetcherResponse:
        if urlsplit(url).scheme.lower() == "data":
            return super().fetch(url, headers)  # decoded in memory by urllib's DataHandler
        path, data = self.admit(url)
        mime_type, _ = mimetypes.guess_type(path.name)
        return URLFetcherResponse(path.as_uri(), data, {"Content-Type": mime_type or "application/octet-stream"})
