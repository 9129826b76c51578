"""A page's resource dictionaries: its own and those of every Form XObject it can draw, found
without parsing a content stream, so the font and colour checks and the question "does this
page draw any image?" cost next to nothing."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pikepdf

from cardkit.preflight.streams import bounded_bytes

MAX_FORMS = 10_000
"""A guard against a resource tree that names more forms than any real page draws."""
INLINE_IMAGE = re.compile(rb"(?:^|\s)BI\s")


def resource_tree(page: pikepdf.Page) -> list[pikepdf.Object]:
    """The page's /Resources and those of the forms reachable from it, each once."""
    return [resources for resources, _form in _reachable(page) if resources is not None]


def page_streams(page: pikepdf.Page) -> list[pikepdf.Object]:
    """The streams a page's content is drawn from: its /Contents and every Form XObject it can
    draw, each once (what `content.walk` and PDFium parse)."""
    return [*_contents(page), *(form for _resources, form in _reachable(page) if form is not None)]


def _reachable(page: pikepdf.Page) -> Iterator[tuple[pikepdf.Dictionary | None, pikepdf.Object | None]]:
    """Each form reachable from the page with its resource dictionary (None when it has none),
    the page's own resources first with no form, at most MAX_FORMS of them."""
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
