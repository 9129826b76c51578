"""The font files a game's theme names, tried by the outputs' own strict fetcher before anything
is rendered.

A missing, truncated or outside-the-project font would otherwise surface only mid-build, or
worse, let WeasyPrint print in a fallback font. `cardkit check` (and so `build` and the preview)
asks the `StrictFetcher` for each file, exactly as a document would, and reports each refusal
with the fetcher's own code (B402 missing, B403 outside the project, B404 not a usable font) at
the theme.yaml line that names the file.
"""

from __future__ import annotations

from pathlib import Path

from cardkit.foundation.diagnostics import Diagnostic
from cardkit.output.fetcher import StrictFetcher
from cardkit.theme.model import Theme


def font_file_problems(theme: Theme, root: Path) -> list[Diagnostic]:
    """A diagnostic for every font file of the game's theme that no document could use."""
    fetcher = StrictFetcher([root])
    problems = []
    for face in theme.faces:
        if face.named_at is None:
            continue  # cardkit's bundled faces: the fetcher checks them once per build
        try:
            fetcher.fetch(face.url)
        except ValueError:  # the fetcher's refusal, recorded with its reason
            problems.append(fetcher.refusals[-1].diagnostic(*face.named_at))
    return problems
