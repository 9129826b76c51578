"""A page's resource dictionaries: its own and those of every Form XObject and Type 3 font it
can draw, found without parsing a content stream, so the font and colour checks and the question
"does this page draw any image?" cost next to nothing; and the streams that parsing the page
decodes, so each is weighed against its budget first."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

import pikepdf

from cardkit.preflight.streams import MAX_FONT_BYTES, MAX_STREAM_BYTES, bounded_bytes

MAX_FORMS = 10_000
"""A guard against a resource tree that names more forms than any real page draws."""
INLINE_IMAGE = re.compile(rb"(?:^|\s)BI\s")


def resource_tree(page: pikepdf.Page) -> list[pikepdf.Object]:
    """The page's /Resources and those of the forms reachable from it, each once."""
    return [resources for resources, _form in _reachable(page) if resources is not None]


@dataclass(frozen=True)
class PageStream:
    """A stream that reading a page decodes, what it is to the designer, and the most it may
    decode to."""

    stream: pikepdf.Object
    what: str
    limit: int


FONT_DATA = ("/ToUnicode", "/Encoding", "/CIDToGIDMap")
"""The keys of a font dictionary whose value may be a stream PDFium decodes (CMaps, a glyph map)."""
FONT_FILES = ("/FontFile", "/FontFile2", "/FontFile3", "/CIDSet")
"""The keys of a font descriptor whose value is a stream: the font program and its glyph set."""


def page_streams(page: pikepdf.Page) -> list[PageStream]:
    """The streams reading a page decodes, each once: its /Contents and every Form XObject it
    can draw (what `content.walk` and PDFium parse as operators), and every stream of the fonts
    those use, which PDFium decodes whole to read the page's text: font programs, ToUnicode and
    encoding CMaps, a Type 3 font's glyph procedures."""
    reachable = list(_reachable(page))
    found = [PageStream(stream, "content stream", MAX_STREAM_BYTES) for stream in _contents(page)]
    found += [PageStream(form, "content stream", MAX_STREAM_BYTES) for _resources, form in reachable if form is not None]
    for resources, _form in reachable:
        for font in _fonts(resources):
            found += _font_streams(font)
    return found


def _fonts(resources: pikepdf.Object | None) -> list[pikepdf.Dictionary]:
    fonts = resources.get("/Font") if isinstance(resources, pikepdf.Dictionary) else None
    return [font for font in (fonts.values() if isinstance(fonts, pikepdf.Dictionary) else ()) if isinstance(font, pikepdf.Dictionary)]


def _font_streams(font: pikepdf.Dictionary, depth: int = 0) -> list[PageStream]:
    """A font's streams; a composite font's come from its descendants (one level, as PDF allows)."""
    name = str(font.get("/BaseFont", font.get("/Name", "(unnamed)"))).lstrip("/")
    found = [PageStream(value, f"{key.lstrip('/')} stream of the font {name}", MAX_FONT_BYTES) for key in FONT_DATA if isinstance(value := font.get(key), pikepdf.Stream)]
    descriptor = font.get("/FontDescriptor")
    if isinstance(descriptor, pikepdf.Dictionary):
        found += [PageStream(value, f"{key.lstrip('/')} stream of the font {name}", MAX_FONT_BYTES) for key in FONT_FILES if isinstance(value := descriptor.get(key), pikepdf.Stream)]
    procedures = font.get("/CharProcs")
    if isinstance(procedures, pikepdf.Dictionary):
        found += [PageStream(value, f"glyph procedure of the Type 3 font {name}", MAX_STREAM_BYTES) for value in procedures.values() if isinstance(value, pikepdf.Stream)]
    descendants = font.get("/DescendantFonts")
    if depth == 0 and isinstance(descendants, pikepdf.Array):
        for descendant in descendants:
            if isinstance(descendant, pikepdf.Dictionary):
                found += _font_streams(descendant, depth + 1)
    return found


def _reachable(page: pikepdf.Page) -> Iterator[tuple[pikepdf.Dictionary | None, pikepdf.Object | None]]:
    """Each form reachable from the page with its resource dictionary (None when it has none),
    the page's own resources first with no form, at most MAX_FORMS of them; a Type 3 font's
    resources count as a form's (its glyph procedures draw with them)."""
    seen: set[tuple[int, int]] = set()
    pending: list[tuple[object, pikepdf.Object | None]] = [(page.obj.get("/Resources"), None)]
    found = 0
    while pending and found < MAX_FORMS:
        resources, form = pending.pop()
        found += 1
        if not isinstance(resources, pikepdf.Dictionary):
            yield None, form
            continue
        yield resources, form
        for xobject in resources.get("/XObject", pikepdf.Dictionary()).values():
            if isinstance(xobject, pikepdf.Stream) and xobject.get("/Subtype") == "/Form" and xobject.objgen not in seen:
                seen.add(xobject.objgen)
                pending.append((xobject.get("/Resources"), xobject))
        for font in _fonts(resources):
            if font.get("/Subtype") == "/Type3" and isinstance(font.get("/Resources"), pikepdf.Dictionary) and font.objgen not in seen:
                seen.add(font.objgen)
                pending.append((font.get("/Resources"), None))


def draws_images(page: pikepdf.Page, tree: list[pikepdf.Object]) -> bool:
    """Whether the page can draw an image: an image XObject in its resources, or an inline image."""
    if any(x.get("/Subtype") == "/Image" for r in tree for x in r.get("/XObject", pikepdf.Dictionary()).values()):
        return True
    return any(b"BI" in data and INLINE_IMAGE.search(data) for data in (bounded_bytes(s) or b"" for s in _contents(page)))


def _contents(page: pikepdf.Page) -> list[pikepdf.Stream]:
    contents = page.obj.get("/Contents")
    if isinstance(contents, pikepdf.Stream):
        return [contents]
    return [item for item in (contents or []) if isinstance(item, pikepdf.Stream)]
