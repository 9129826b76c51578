"""The fonts a PDF draws with, wherever they sit: card pages draw each face as a Form XObject,
whose own resources hold its fonts (cardkit/render/placing.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pypdf import PdfReader


def font_dictionaries(reader: PdfReader) -> Iterator[Any]:
    """Every font dictionary the pages use, through their forms too, each once."""
    seen: set[int] = set()
    pending = [page.get("/Resources") for page in reader.pages]
    while pending:
        resources = pending.pop()
        resources = resources.get_object() if resources is not None else None
        if not resources or id(resources) in seen:
            continue
        seen.add(id(resources))
        for font in resources.get("/Font", {}).values():
            yield font.get_object()
        for xobject in resources.get("/XObject", {}).values():
            nested = xobject.get_object().get("/Resources")
            if nested is not None:
                pending.append(nested)


def base_fonts(reader: PdfReader) -> set[str]:
    """The /BaseFont names of every font the pages use."""
    return {str(font["/BaseFont"]) for font in font_dictionaries(reader)}
