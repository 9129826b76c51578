"""Small black text on the black plate: `black_text: k-only-small`, applied to an assembled PDF.

The faces are laid out once for every profile in the theme's colours; only the file for a
press wants its small black type in 100 % K. So the assembled file's content streams (its
pages and the face forms they place, each form once) are walked with the state that sizes text
(the CTM's and text matrix's scale, the `Tf` size) and the fill colour: a text operator that
shows black text (`cardkit.output.inks`) under the profile's size at print size gets `0 0 0 1 k`
just before it, and the designed colour is set again before anything else is painted (before a
path begins: no colour operator may stand inside one). Larger
text, other colours and every shape stay as designed. A form is sized by the first placement
that draws it; the print-shop file places each face once per page at print size.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal

import pikepdf

from cardkit.output.inks import DEVICE_SPACES, FILL_COLOURS, K_ONLY, TEXT_SHOWS, is_black, is_k_only

K_ONLY_SMALL = "k-only-small"
"""The `black_text` setting this module applies (print-shop's default)."""
PAINTS = frozenset({"m", "re", "sh", "Do"})
"""What starts painting anything but text: a path (the fill returns before its first operator, as
no colour may be set inside a path), a shading, a form or an image (inline images are items of their own)."""
TOLERANCE_PT = 0.005
K_OPERATOR = pikepdf.ContentStreamInstruction(list(K_ONLY), pikepdf.Operator("k"))


@dataclass(frozen=True)
class _State:
    """What q saves and Q restores: the CTM's area scale, the fill as designed (the operators
    that set it, None when inherited and unknown), and whether 100 % K stands in for it."""

    scale: float = 1.0
    fill: tuple[pikepdf.ContentStreamInstruction, ...] | None = None
    space: str | None = None
    """The device colour space `cs` chose, as the operator (`rg`, `g`, `k`) its values read as."""
    black: bool = False
    forced: bool = False


@dataclass
class _Walk:
    under: float
    seen: set[tuple[int, int]] = field(default_factory=set)
    changed: int = 0
    only: frozenset[tuple[int, int]] | None = None
    """The forms a page may enter (None: all); the forms they draw are entered in any case."""


def k_only_small_text(
    pdf: pikepdf.Pdf,
    under_pt: float,
    *,
    forms: Iterable[tuple[int, int]] | None = None,
    pages: Iterable[int] | None = None,
    done: Iterable[tuple[int, int]] = (),
) -> int:
    """Put black text under `under_pt` in `pdf` on the black plate; returns how many times
    100 % K was set (once for a run of small black text operators). An updated file
    (`cardkit.render.increment`) names the `forms` it rewrote and the `pages` that first place
    them: only those are walked, each form sized by that placement, and the forms `done` they
    draw (already in the file) are not rewritten again."""
    walk = _Walk(under_pt, seen=set(done), only=None if forms is None else frozenset(forms))
    for index in range(len(pdf.pages)) if pages is None else pages:
        page = pdf.pages[index]
        resources = page.obj.get("/Resources", pikepdf.Dictionary())
        operators = _rewritten(pikepdf.parse_content_stream(page), resources, _State(), walk)
        if operators is not None:
            page.obj.Contents = pdf.make_stream(pikepdf.unparse_content_stream(operators))
    return walk.changed


Item = pikepdf.ContentStreamInstruction | pikepdf.ContentStreamInlineImage


def _rewritten(operators: Sequence[Item], resources: pikepdf.Object, start: _State, walk: _Walk) -> list[Item] | None:
    """The operators with 100 % K around small black text, None when nothing changed."""
    return _Rewriter(resources, start, walk).run(operators)


Operands = list[object]


class _Rewriter:
    """One content stream rewritten operator by operator, each family of operators handled by
    its own method (`_REWRITES`); the text size state (`Tf`, `Tm`) is not saved by `q`, as in PDF."""

    def __init__(self, resources: pikepdf.Object, start: _State, walk: _Walk) -> None:
        self.resources, self.start, self.walk = resources, start, walk
        self.state = start
        self.saved: list[_State] = []
        self.text_scale, self.size = 1.0, 0.0
        self.forced = 0
        self.out: list[Item] = []

    def run(self, operators: Sequence[Item]) -> list[Item] | None:
        for item in operators:
            if isinstance(item, pikepdf.ContentStreamInlineImage):
                self.state = _designed(self.state, self.out)
            else:
                handler = _REWRITES.get(str(item.operator))
                if handler is not None:
                    handler(self, item, list(item.operands))
            self.out.append(item)
        self.walk.changed += self.forced
        return self.out if self.forced else None

    def save(self, item: pikepdf.ContentStreamInstruction, operands: Operands) -> None:
        self.saved.append(self.state)

    def restore(self, item: pikepdf.ContentStreamInstruction, operands: Operands) -> None:
        self.state = self.saved.pop() if self.saved else self.start

    def transform(self, item: pikepdf.ContentStreamInstruction, operands: Operands) -> None:
        if len(operands) == 6:
            self.state = replace(self.state, scale=self.state.scale * _area(operands))

    def begin_text(self, item: pikepdf.ContentStreamInstruction, operands: Operands) -> None:
        self.text_scale = 1.0

    def text_matrix(self, item: pikepdf.ContentStreamInstruction, operands: Operands) -> None:
        if len(operands) == 6:
            self.text_scale = _area(operands)

    def font(self, item: pikepdf.ContentStreamInstruction, operands: Operands) -> None:
        if len(operands) == 2 and isinstance(operands[1], int | float | Decimal):
            self.size = abs(float(operands[1]))

    def colour(self, item: pikepdf.ContentStreamInstruction, operands: Operands) -> None:
        self.state = _filled(self.state, item, str(item.operator), operands)

    def show(self, item: pikepdf.ContentStreamInstruction, operands: Operands) -> None:
        """Black text under the size gets 100 % K before it (once for a run); larger text the
        designed fill back."""
        small = self.size * math.sqrt(abs(self.text_scale * self.state.scale)) < self.walk.under - TOLERANCE_PT
        if small and self.state.black and not self.state.forced:
            self.out.append(K_OPERATOR)
            self.state = replace(self.state, forced=True)
            self.forced += 1
        elif not small:
            self.state = _designed(self.state, self.out)

    def paint(self, item: pikepdf.ContentStreamInstruction, operands: Operands) -> None:
        self.state = _designed(self.state, self.out)
        if str(item.operator) == "Do" and operands:
            _form(str(operands[0]), self.resources, self.state, self.walk)


Rewrite = Callable[[_Rewriter, pikepdf.ContentStreamInstruction, Operands], None]
_REWRITES: dict[str, Rewrite] = {
    "q": _Rewriter.save, "Q": _Rewriter.restore, "cm": _Rewriter.transform,
    "BT": _Rewriter.begin_text, "Tm": _Rewriter.text_matrix, "Tf": _Rewriter.font,
    **dict.fromkeys(FILL_COLOURS | {"cs"}, _Rewriter.colour),
    **dict.fromkeys(TEXT_SHOWS, _Rewriter.show),
    **dict.fromkeys(PAINTS, _Rewriter.paint),
}
"""Each operator the rewrite reads; the others are copied as they are."""


def _filled(state: _State, item: pikepdf.ContentStreamInstruction, operator: str, operands: Sequence[object]) -> _State:
    """The state after a fill colour operator: the designed fill is what it sets."""
    if operator == "cs":
        space = DEVICE_SPACES.get(str(operands[0])) if operands else None
        return replace(state, fill=(item,), space=space, black=False, forced=False)
    fill: tuple[pikepdf.ContentStreamInstruction, ...] | None = (item,)
    kind: str | None = operator
    if operator in ("sc", "scn"):
        chosen = state.fill[0] if state.fill and str(state.fill[0].operator) == "cs" else None
        fill, kind = ((chosen, item), state.space) if chosen is not None else (None, None)
    values = [float(v) for v in operands if isinstance(v, (int, float, Decimal))]
    black = kind is not None and is_black(kind, values) and not is_k_only(kind, values)
    return replace(state, fill=fill, black=black, forced=False)


def _designed(state: _State, out: list[Item]) -> _State:
    """Before anything else is painted, the fill as designed again."""
    if state.forced and state.fill is not None:
        out.extend(state.fill)
        return replace(state, forced=False)
    return state


def _form(name: str, resources: pikepdf.Object, state: _State, walk: _Walk) -> None:
    xobject = resources.get("/XObject", pikepdf.Dictionary()).get(name)
    if not isinstance(xobject, pikepdf.Stream) or xobject.get("/Subtype") != "/Form" or xobject.objgen in walk.seen:
        return
    if walk.only is not None and xobject.objgen not in walk.only:
        return
    walk.seen.add(xobject.objgen)
    scale = state.scale * _area(xobject.get("/Matrix", [1, 0, 0, 1, 0, 0]))
    inner = xobject.get("/Resources", resources)
    only, walk.only = walk.only, None  # what a rewritten form draws is its own
    operators = _rewritten(pikepdf.parse_content_stream(xobject), inner, _State(scale=scale), walk)
    walk.only = only
    if operators is not None:
        xobject.write(pikepdf.unparse_content_stream(operators))


def _area(values: object) -> float:
    """How much a matrix scales areas (its determinant, unsigned)."""
    a, b, c, d = (float(v) for v in list(values)[:4])  # type: ignore[call-overload]
    return abs(a * d - b * c)
