"""The font files a game's theme names, tried by the outputs' own strict fetcher before anything
is rendered.

A missing, truncated or outside-the-project font would otherwise surface only mid-build, or
worse, let WeasyPrint print in a fallback font. `cardkit check` (and so `build` and the preview)
asks the `StrictFetcher`'s rules (`FileGate`) for each file, exactly as a document would, and reports each refusal
with the fetcher's own code (B402 missing, B403 outside the project, B404 not a usable font) at
the theme.yaml line that names the file. A missing file is named by its path in the project,
with the font files of its folder to choose from, since a misspelt or not-yet-copied file is
the usual cause.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from cardkit.foundation.diagnostics import Diagnostic
from cardkit.foundation.suggest import closest, did_you_mean
from cardkit.output.file_gate import FONT_SUFFIXES, FileGate
from cardkit.theme.model import Face, Theme


def font_file_problems(theme: Theme, root: Path) -> list[Diagnostic]:
    """A diagnostic for every font file of the game's theme that no document could use."""
    gate = FileGate([root])  # the strict fetcher's own rules, without importing WeasyPrint
    problems = []
    for face in theme.faces:
        if face.named_at is None:
            continue  # cardkit's bundled faces: the fetcher checks them once per build
        try:
            gate.admit(face.url)
        except ValueError:  # the fetcher's refusal, recorded with its reason
            refusal = gate.refusals[-1]
            found = refusal.diagnostic(*face.named_at)
            problems.append(_missing(found, face, root) if refusal.reason == "missing" else found)
    return problems


def _missing(found: Diagnostic, face: Face, root: Path) -> Diagnostic:
    """B402 for a face's file that is not there: its path in the project, not a file URL, and a
    hint naming the folder's font files most like it (or saying where the file goes)."""
    try:
        shown = face.path.relative_to(root).as_posix()
    except ValueError:
        shown = str(face.path)
    folder = face.path.parent
    fonts = sorted(p.name for p in folder.iterdir() if p.suffix.lower() in FONT_SUFFIXES) if folder.is_dir() else []
    near = closest(face.path.name, fonts)
    hint = (
        did_you_mean(near)
        if near
        else f"put the font file (TTF, OTF, WOFF2 or WOFF) at {shown}, or write in `file:` the name of one that is there"
    )
    return replace(found, message=f"missing font file {shown} (family `{face.family}`)", hint=hint)
