"""A page's content stream walked with its graphics state: what is painted where, in page space.

pikepdf parses the operators; this module keeps the current transformation matrix through
`q`/`Q`/`cm`, follows Form XObjects (their /Matrix and resources), collects the bounding box of
every painted path (stroked or filled; a clipping path painted with `n` is none) and every
image drawn (`Do` of an image XObject, inline images), with the CTM that maps its unit square
onto the page, and every string a text operator shows with the font it selected. The checks
read the result; none parses a stream itself.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal

import pikepdf

from cardkit.output.inks import DEVICE_SPACES, FILL_COLOURS, TEXT_SHOWS
from cardkit.preflight.geometry import IDENTITY, Matrix, Rect, apply, multiply, scale_of

MAX_DEPTH = 12
"""Form XObjects nested deeper than this (or drawing themselves) are not followed."""
STROKES = frozenset({"S", "s", "B", "B*", "b", "b*"})
FILLS = frozenset({"f", "F", "f*", "B", "B*", "b", "b*"})
PAINTS = STROKES | FILLS | {"n"}
RGB_OPERATORS = frozenset({"rg", "RG"})


@dataclass(frozen=True)
class PaintedPath:
    box: Rect
    stroked: bool
    filled: bool


@dataclass(frozen=True)
class ImageDraw:
    name: str
    pixels: tuple[int, int]
    ctm: Matrix
    colour_space: object


Fill = tuple[str, tuple[float, ...]]
"""The fill colour as the operator that reads its values (`rg`, `g`, `k`; `` when unknown) and the values."""


@dataclass(frozen=True)
class ShownText:
    """One string a text operator shows, as the bytes it holds (codes of `font`, which the
    font's encoding turns into glyphs: `preflight.glyphs`)."""

    font: pikepdf.Object | None
    """The font dictionary the last `Tf` selected (None when it names no font of the resources)."""
    codes: bytes
    size: float = 0.0
    """Points at print size: the `Tf` size times the scale of the text matrix and the CTM."""
    fill: Fill = ("", ())


@dataclass
class PageContent:
    paths: list[PaintedPath] = field(default_factory=list)
    images: list[ImageDraw] = field(default_factory=list)
    rgb_operators: int = 0
    """How many `rg`/`RG` operators (DeviceRGB colours) the page's streams hold."""
    texts: list[ShownText] = field(default_factory=list)
    shapes: bool = True
    """Whether painted paths are kept: a walk for the text alone drops them as it goes."""


def walk(page: pikepdf.Page, *, shapes: bool = True) -> PageContent:
    """What the page paints; without `shapes`, its text and images alone (a walk a text check
    makes of every page keeps no list of a page's thousands of paths)."""
    found = PageContent(shapes=shapes)
    resources = page.obj.get("/Resources", pikepdf.Dictionary())
    _walk(pikepdf.parse_content_stream(page), resources, IDENTITY, found, depth=0, seen=set())
    return found


def _walk(
    operators: Iterable[object], resources: pikepdf.Object, base: Matrix, found: PageContent, *, depth: int, seen: set[tuple[int, int]]
) -> None:
    ctm = base
    stack: list[tuple[Matrix, float, pikepdf.Object | None, float, Fill, str]] = []
    width = 1.0
    font: pikepdf.Object | None = None
    size, text_scale = 0.0, 1.0
    fill: Fill = ("", ())
    space = ""
    points: list[tuple[float, float]] = []
    for item in operators:
        if isinstance(item, pikepdf.ContentStreamInlineImage):
            image = item.iimage
            found.images.append(ImageDraw("inline", (int(image.width), int(image.height)), ctm, image.colorspace))
            continue
        operands, operator = item.operands, str(item.operator)  # type: ignore[attr-defined]
        if operator == "q":
            stack.append((ctm, width, font, size, fill, space))
        elif operator == "Q":
            ctm, width, font, size, fill, space = stack.pop() if stack else (base, 1.0, None, 0.0, ("", ()), "")
        elif operator == "cm":
            ctm = multiply(_matrix(operands), ctm)
        elif operator == "w":
            width = float(operands[0])
        elif operator in ("m", "l"):
            points.append(apply(ctm, float(operands[0]), float(operands[1])))
        elif operator in ("c", "v", "y"):
            values = [float(v) for v in operands]
            points += [apply(ctm, values[i], values[i + 1]) for i in range(0, len(values), 2)]
        elif operator == "re":
            x, y, w, h = (float(v) for v in operands)
            points += [apply(ctm, x, y), apply(ctm, x + w, y), apply(ctm, x, y + h), apply(ctm, x + w, y + h)]
        elif operator in PAINTS:
            if points and operator != "n" and found.shapes:
                found.paths.append(_painted(points, operator, width * scale_of(ctm)))
            points = []
        elif operator in RGB_OPERATORS or operator in FILL_COLOURS:
            found.rgb_operators += operator in RGB_OPERATORS
            if operator in FILL_COLOURS:
                fill = (space if operator in ("sc", "scn") else operator, _numbers(operands))
        elif operator == "Tf" and len(operands) == 2:
            font = resources.get("/Font", pikepdf.Dictionary()).get(str(operands[0]))
            size = abs(float(operands[1]))
        elif operator == "BT":
            text_scale = 1.0
        elif operator == "Tm" and len(operands) == 6:
            text_scale = scale_of(_matrix(operands))
        elif operator == "cs" and operands:
            space, fill = DEVICE_SPACES.get(str(operands[0]), ""), ("", ())
        elif operator in TEXT_SHOWS and operands:
            codes = b"".join(bytes(part) for part in _strings(operands[-1]))
            found.texts.append(ShownText(font, codes, size * text_scale * scale_of(ctm), fill))
        elif operator == "Do":
            _draw(str(operands[0]), resources, ctm, found, depth=depth, seen=seen)


def _numbers(operands: Iterable[object]) -> tuple[float, ...]:
    """A colour operator's values (a pattern's name left out)."""
    return tuple(float(v) for v in operands if isinstance(v, (int, float, Decimal)))


def _strings(operand: object) -> list[pikepdf.String]:
    """The strings of a show operator's last operand: itself, or those of a `TJ` array."""
    if isinstance(operand, pikepdf.String):
        return [operand]
    if isinstance(operand, pikepdf.Array):
        return [item for item in operand if isinstance(item, pikepdf.String)]
    return []


def _painted(points: list[tuple[float, float]], operator: str, line_width: float) -> PaintedPath:
    box = Rect.around(points)
    stroked = operator in STROKES
    if stroked:
        box = box.inset(-line_width / 2)
    return PaintedPath(box, stroked, operator in FILLS)


def _draw(
    name: str, resources: pikepdf.Object, ctm: Matrix, found: PageContent, *, depth: int, seen: set[tuple[int, int]]
) -> None:
    xobject = resources.get("/XObject", pikepdf.Dictionary()).get(name)
    if xobject is None:
        return
    subtype = xobject.get("/Subtype")
    if subtype == "/Image":
        pixels = (int(xobject.get("/Width", 0)), int(xobject.get("/Height", 0)))
        found.images.append(ImageDraw(name, pixels, ctm, xobject.get("/ColorSpace")))
    elif subtype == "/Form" and depth < MAX_DEPTH and xobject.objgen not in seen:
        matrix = _matrix(xobject.get("/Matrix", list(IDENTITY)))
        inner = xobject.get("/Resources", resources)
        operators = pikepdf.parse_content_stream(xobject)
        _walk(operators, inner, multiply(matrix, ctm), found, depth=depth + 1, seen=seen | {xobject.objgen})


def _matrix(values: object) -> Matrix:
    a, b, c, d, e, f = (float(v) for v in values)  # type: ignore[attr-defined]
    return (a, b, c, d, e, f)
