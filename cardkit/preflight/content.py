"""A page's content stream walked with its graphics state: what is painted where, in page space.

pikepdf parses the operators; this module keeps the current transformation matrix through
`q`/`Q`/`cm`, follows Form XObjects (their /Matrix and resources), collects the bounding box of
every painted path (stroked or filled; a clipping path painted with `n` is none) and every
image drawn (`Do` of an image XObject, inline images), with the CTM that maps its unit square
onto the page, and every string a text operator shows with the font it selected. The checks
read the result; none parses a stream itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
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
    _Walker(resources, IDENTITY, found, depth=0, seen=set()).run(pikepdf.parse_content_stream(page))
    return found


@dataclass
class _State:
    """What `q` saves and `Q` restores: the CTM, line width, font and size, fill colour and space."""

    ctm: Matrix
    width: float = 1.0
    font: pikepdf.Object | None = None
    size: float = 0.0
    fill: Fill = ("", ())
    space: str = ""


Operands = list[object]


class _Walker:
    """One content stream (a page's or a form's) walked operator by operator, each family of
    operators handled by its own method (`_HANDLERS`), into `found`."""

    def __init__(self, resources: pikepdf.Object, base: Matrix, found: PageContent, *, depth: int, seen: set[tuple[int, int]]) -> None:
        self.resources, self.base, self.found, self.depth, self.seen = resources, base, found, depth, seen
        self.state = _State(base)
        self.saved: list[_State] = []
        self.text_scale = 1.0
        self.points: list[tuple[float, float]] = []

    def run(self, operators: Iterable[object]) -> None:
        for item in operators:
            if isinstance(item, pikepdf.ContentStreamInlineImage):
                image = item.iimage
                self.found.images.append(ImageDraw("inline", (int(image.width), int(image.height)), self.state.ctm, image.colorspace))
                continue
            operator = str(item.operator)  # type: ignore[attr-defined]
            handler = _HANDLERS.get(operator)
            if handler is not None:
                handler(self, list(item.operands), operator)  # type: ignore[attr-defined]

    def save(self, operands: Operands, operator: str) -> None:
        self.saved.append(replace(self.state))

    def restore(self, operands: Operands, operator: str) -> None:
        self.state = self.saved.pop() if self.saved else _State(self.base)

    def transform(self, operands: Operands, operator: str) -> None:
        self.state.ctm = multiply(_matrix(operands), self.state.ctm)

    def line_width(self, operands: Operands, operator: str) -> None:
        self.state.width = _float(operands[0])

    def path(self, operands: Operands, operator: str) -> None:
        """`m`, `l` and the curves add their points; `re` its four corners."""
        values = [_float(v) for v in operands]
        if operator == "re":
            x, y, w, h = values
            values = [x, y, x + w, y, x, y + h, x + w, y + h]
        self.points += [apply(self.state.ctm, values[i], values[i + 1]) for i in range(0, len(values) - 1, 2)]

    def paint(self, operands: Operands, operator: str) -> None:
        if self.points and operator != "n" and self.found.shapes:
            self.found.paths.append(_painted(self.points, operator, self.state.width * scale_of(self.state.ctm)))
        self.points = []

    def colour(self, operands: Operands, operator: str) -> None:
        self.found.rgb_operators += operator in RGB_OPERATORS
        if operator in FILL_COLOURS:
            self.state.fill = (self.state.space if operator in ("sc", "scn") else operator, _numbers(operands))

    def colour_space(self, operands: Operands, operator: str) -> None:
        if operands:
            self.state.space, self.state.fill = DEVICE_SPACES.get(str(operands[0]), ""), ("", ())

    def font(self, operands: Operands, operator: str) -> None:
        if len(operands) == 2:
            self.state.font = self.resources.get("/Font", pikepdf.Dictionary()).get(str(operands[0]))
            self.state.size = abs(_float(operands[1]))

    def begin_text(self, operands: Operands, operator: str) -> None:
        self.text_scale = 1.0

    def text_matrix(self, operands: Operands, operator: str) -> None:
        if len(operands) == 6:
            self.text_scale = scale_of(_matrix(operands))

    def show(self, operands: Operands, operator: str) -> None:
        if operands:
            codes = b"".join(bytes(part) for part in _strings(operands[-1]))
            self.found.texts.append(ShownText(self.state.font, codes, self.state.size * self.text_scale * scale_of(self.state.ctm), self.state.fill))

    def draw(self, operands: Operands, operator: str) -> None:
        _draw(str(operands[0]), self.resources, self.state.ctm, self.found, depth=self.depth, seen=self.seen)


Handler = Callable[[_Walker, Operands, str], None]
_HANDLERS: dict[str, Handler] = {
    "q": _Walker.save, "Q": _Walker.restore, "cm": _Walker.transform, "w": _Walker.line_width,
    **dict.fromkeys(("m", "l", "c", "v", "y", "re"), _Walker.path),
    **dict.fromkeys(PAINTS, _Walker.paint),
    **dict.fromkeys(RGB_OPERATORS | FILL_COLOURS, _Walker.colour),
    "cs": _Walker.colour_space, "Tf": _Walker.font, "BT": _Walker.begin_text, "Tm": _Walker.text_matrix,
    **dict.fromkeys(TEXT_SHOWS, _Walker.show),
    "Do": _Walker.draw,
}
"""Each operator the walk reads, with what it does to the state or the findings; others are skipped."""


def _float(value: object) -> float:
    """A number operand (pikepdf gives int or Decimal); 0 for anything else a broken stream holds."""
    return float(value) if isinstance(value, int | float | Decimal) else 0.0


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
        _Walker(inner, multiply(matrix, ctm), found, depth=depth + 1, seen=seen | {xobject.objgen}).run(operators)


def _matrix(values: object) -> Matrix:
    a, b, c, d, e, f = (float(v) for v in values)  # type: ignore[attr-defined]
    return (a, b, c, d, e, f)
