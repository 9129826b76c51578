"""What colour each text operator of a card page shows in, and at what size: read back from
the content streams with pikepdf, independently of how cardkit wrote them."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pikepdf

SHOWS = frozenset({"Tj", "TJ", "'", '"'})


@dataclass(frozen=True)
class TextRun:
    size: float
    """Points at print size."""
    fill: tuple[str, tuple[float, ...]]
    """The operator that set the fill last (`rg`, `k`, `scn`...) and its values."""


def text_runs(page: pikepdf.Page) -> list[TextRun]:
    """Every text operator of `page` and the forms it draws (each form sized where drawn)."""
    runs: list[TextRun] = []
    _walk(pikepdf.parse_content_stream(page), page.obj.Resources, 1.0, runs)
    return runs


def _walk(operators: list, resources: pikepdf.Object, scale: float, runs: list[TextRun]) -> None:
    stack: list[tuple[float, tuple[str, tuple[float, ...]]]] = []
    fill: tuple[str, tuple[float, ...]] = ("", ())
    text, size = 1.0, 0.0
    for item in operators:
        if isinstance(item, pikepdf.ContentStreamInlineImage):
            continue
        operator, operands = str(item.operator), item.operands
        if operator == "q":
            stack.append((scale, fill))
        elif operator == "Q":
            scale, fill = stack.pop()
        elif operator == "cm":
            scale *= _det(operands)
        elif operator == "Tm":
            text = _det(operands)
        elif operator == "Tf":
            size = float(operands[1])
        elif operator in ("rg", "g", "k", "sc", "scn"):
            fill = (operator, tuple(float(v) for v in operands if not isinstance(v, pikepdf.Name)))
        elif operator in SHOWS:
            runs.append(TextRun(round(size * math.sqrt(abs(text * scale)), 2), fill))
        elif operator == "Do":
            form = resources.XObject[str(operands[0])]
            if form.get("/Subtype") == "/Form":
                _walk(pikepdf.parse_content_stream(form), form.get("/Resources", resources), scale, runs)


def _det(values: object) -> float:
    a, b, c, d = (float(v) for v in list(values)[:4])  # type: ignore[call-overload]
    return abs(a * d - b * c)
