"""R80x: the art a definition names (`art:`) must be a usable image, sharp enough to print.

Art files live under content/assets/ and are named by their path there. A name with no file
behind it would print a card with a hole (R801); a file that is no PNG, JPEG, WebP or SVG, or
does not decode, would stop the build (R802); a raster image with fewer than 300 pixels per
inch in its card's art window prints soft (R803). The window's size in mm comes from the
theme tokens the card CSS is drawn with (`cardkit.theme.art`), on the largest card the
project prints.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from cardkit.checks.context import ArtSetup, CheckContext, RuleFinding
from cardkit.checks.registry import rule
from cardkit.foundation.assets import ART_SUFFIXES
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.images import Decoded, decode, svg_problem
from cardkit.foundation.suggest import closest
from cardkit.loading import MAX_ASSET_BYTES, read_regular_file
from cardkit.model import Art, Definition, Game
from cardkit.theme.art import MM_PER_INCH, ArtWindow

PRINT_DPI = 300
"""What a print shop asks of a raster image at its printed size."""
RASTER_FORMATS = frozenset({"PNG", "JPEG", "WEBP"})
"""Pillow's names of the raster formats art may have."""


def art_of(game: Game) -> Iterator[tuple[str, Definition, Art]]:
    """(kind, definition, art) of every definition with art, in file order."""
    for kind in (*game.table.deck_order, *game.table.collection_kinds):
        for definition in game.of_kind(kind.id):
            if definition.art is not None:
                yield kind.id, definition, definition.art


def _file_path(definition: Definition) -> tuple[str, ...]:
    """Where the file is named: `art:` itself, or `art.file` in the long form."""
    return ("art", "file") if isinstance(definition.source.doc.data.get("art"), dict) else ("art",)


def _present(ctx: CheckContext) -> Iterator[tuple[ArtSetup, str, Definition, Art, Path]]:
    """The art whose file exists, with the file."""
    if ctx.art is None:
        return
    for kind, definition, art in art_of(ctx.game):
        path = ctx.art.assets.path(art.file)
        if path is not None:
            yield ctx.art, kind, definition, art, path


@rule(
    code="R801",
    name="missing-art-file",
    severity=Severity.ERROR,
    description="`art:` names a file that is not in content/assets/",
)
def missing_art_file(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A definition's `art:` names an image by its path under content/assets/; there is no file
    of that name there (or the name leads out of the folder). Put the image there, or correct
    the name: the hint offers the closest file names the folder has.

    PASS::

        # content/spells/inferno.yaml (content/assets/inferno.png exists)
        art: inferno.png

    FAIL::

        # content/spells/inferno.yaml (content/assets/ holds inferno.png only)
        art: infrno.png
    """
    if ctx.art is None:
        return
    names = ctx.art.assets.names()
    for _kind, definition, art in art_of(ctx.game):
        if art.file is None or ctx.art.assets.path(art.file) is not None:
            continue  # a credit without a file names no file
        similar = closest(art.file, names)
        looked = f"looked for {ctx.art.shown_folder}/{art.file}"
        hint = f"did you mean {' or '.join(repr(name) for name in similar)}? ({looked})" if similar else (
            f"{looked}; put the image there or correct the name"
        )
        yield RuleFinding(definition, _file_path(definition), f"art file '{art.file}' is not in {ctx.art.shown_folder}/", hint)


@rule(
    code="R802",
    name="unusable-art-file",
    severity=Severity.ERROR,
    description="an art file is not a PNG, JPEG, WebP or SVG image that can be read",
)
def unusable_art_file(ctx: CheckContext) -> Iterator[RuleFinding]:
    """Cards print PNG, JPEG, WebP and SVG art. A file of another kind (a GIF, a PSD, a PDF), a
    truncated download or a file whose name promises an image it does not hold would stop the
    build; export the image again as PNG, JPEG, WebP or SVG.

    PASS::

        # content/units/arqueiro.yaml (arqueiro.png is a PNG image)
        art: arqueiro.png

    FAIL::

        # content/units/arqueiro.yaml (arqueiro.gif is a GIF, arqueiro.png a truncated file)
        art: arqueiro.gif
    """
    for _setup, _kind, definition, art, path in _present(ctx):
        problem = image_problem(path)
        if problem is not None:
            yield RuleFinding(
                definition,
                _file_path(definition),
                f"cannot use {art.file} as art: {problem}",
                "export it again as PNG, JPEG, WebP or SVG",
            )


@rule(
    code="R803",
    name="low-resolution-art",
    severity=Severity.WARNING,
    description="a raster art image has under 300 dpi in its card's art window",
)
def low_resolution_art(ctx: CheckContext) -> Iterator[RuleFinding]:
    """Print wants 300 pixels per inch at the printed size. An image's effective resolution is
    its pixels over the size it is drawn at in the card's art window (the theme's `art:` height
    across the panel, on the largest card the project prints); under 300 dpi it prints soft.
    The message says the dpi and how many pixels the window needs. SVG art has no pixels and is
    never reported.

    PASS::

        # content/spells/inferno.yaml (inferno.png is 1016×508 px, the window 56.2 × 39.6 mm)
        art: inferno.png

    FAIL::

        # content/spells/inferno.yaml (inferno.png is 200×100 px)
        art: inferno.png
    """
    for setup, kind, definition, art, path in _present(ctx):
        window = setup.windows.get(kind)
        size = pixel_size(path) if window is not None else None
        if window is None or size is None:
            continue
        dpi = effective_dpi(size, window, art.fit)
        if dpi >= PRINT_DPI:
            continue
        wanted = needed_pixels(size, window, art.fit)
        yield RuleFinding(
            definition,
            _file_path(definition),
            f"{art.file} is {size[0]}×{size[1]} px, {int(dpi)} dpi in its {window.width:g} × {window.height:g} mm "
            f"art window; print wants {PRINT_DPI} dpi: supply at least {wanted[0]}×{wanted[1]} px",
            "a larger image prints sharp; a home proof may do with this one",
        )


@dataclass(frozen=True)
class _Fit:
    """How the image meets its window: the sides' pixel densities (px per inch)."""

    across: float
    down: float


def _densities(size: tuple[int, int], window: ArtWindow) -> _Fit:
    return _Fit(size[0] / (window.width / MM_PER_INCH), size[1] / (window.height / MM_PER_INCH))


def effective_dpi(size: tuple[int, int], window: ArtWindow, fit: str) -> float:
    """Pixels per inch of an image of `size` px drawn in `window`: `cover` scales it until it
    fills the window (the thinner side sets the dpi), `contain` until it touches it (the denser)."""
    sides = _densities(size, window)
    return min(sides.across, sides.down) if fit == "cover" else max(sides.across, sides.down)


def needed_pixels(size: tuple[int, int], window: ArtWindow, fit: str) -> tuple[int, int]:
    """The smallest image that gets `PRINT_DPI` in `window`: for `cover`, the window's own shape
    (what is cropped away is not printed); for `contain`, this image's shape scaled up."""
    if fit == "cover":
        return window.pixels_for(PRINT_DPI)
    scale = PRINT_DPI / effective_dpi(size, window, fit)
    return (int(size[0] * scale + 0.999), int(size[1] * scale + 0.999))


def _is_svg(path: Path) -> bool:
    return path.suffix.lower() == ".svg"


def image_problem(path: Path) -> str | None:
    """Why `path` cannot be art, or None: not one of the formats, or it does not decode."""
    if path.suffix.lower() not in ART_SUFFIXES:
        return f"{path.suffix or 'a file without suffix'} is not PNG, JPEG, WebP or SVG"
    if _is_svg(path):
        return _svg_problem(path)
    decoded = _decoded(path)
    if decoded.problem is not None:
        return decoded.problem
    if decoded.format not in RASTER_FORMATS:
        return f"the file holds a {decoded.format} image, not PNG, JPEG or WebP"
    return None


def _decoded(path: Path) -> Decoded:
    """The image at `path`, decoded once per version of the file for R802 and R803 alike."""
    try:
        status = path.stat()
        return _decoded_version(path, status.st_size, status.st_mtime_ns)
    except OSError as error:
        return Decoded(problem=f"the file cannot be read ({error.strerror or error})")


@functools.lru_cache(maxsize=256)
def _decoded_version(path: Path, size: int, mtime_ns: int) -> Decoded:
    """One version of the file (its size and time), decoded: bounded, so a long-running language
    server or preview does not keep every image it ever saw."""
    return decode(_art_bytes(path))


def _art_bytes(path: Path) -> bytes:
    """The file's bytes, if it is a regular file no larger than any art the build reads."""
    data = read_regular_file(path, MAX_ASSET_BYTES)
    if len(data) > MAX_ASSET_BYTES:
        raise OSError(f"larger than {MAX_ASSET_BYTES // (1024 * 1024)} MiB, the most cardkit reads of an image")
    return data


def _svg_problem(path: Path) -> str | None:
    """Whether the file is an SVG document read in full and safely (`images.svg_problem`)."""
    try:
        return svg_problem(_art_bytes(path))
    except OSError as error:
        return f"the file cannot be read ({error.strerror or error})"


def pixel_size(path: Path) -> tuple[int, int] | None:
    """(width, height) in px of a raster image; None for SVG and for what R802 reports."""
    if _is_svg(path) or image_problem(path) is not None:
        return None
    return _decoded(path).size
