"""A page's resource dictionaries: its own and those of every Form XObject it can draw, found
without parsing a content stream, so the font and colour checks and the question "does this
page draw any image?" cost next to nothing."""

from __future__ import annotations

import re

import pikepdf

MAX_FORMS = 10_000
"""A guard against a resource tree that names more forms than any real page draws."""
INLINE_IMAGE = re.compile(rb"(?:^|\s)BI\s")


def resource_tree(page: pikepdf.Page) -> list[pikepdf.Object]:
    """The page's /Resources and those of the forms reachable from it, each once."""
    found: list[pikepdf.Object] = []
    seen: set[tuple[int, int]] = set()
    pending = [page.obj.get("/Resources")]
    while pending and len(found) < MAX_FORMS:
        resources = pending.pop()
        if not isinstance(resources, pikepdf.Dictionary):
            continue
        found.append(resources)
        for xobject in resources.get("/XObject", pikepdf.Dictionary()).values():
            if xobject.get("/Subtype") == "/Form" and xobject.objgen not in seen:
                seen.add(xobject.objgen)
                pending.append(xobject.get("/Resources"))
    return found


def draws_images(page: pikepdf.Page, tree: list[pikepdf.Object]) -> bool:
    """Whether the page can draw an image: an image XObject in its resources, or an inline image."""
    if any(x.get("/Subtype") == "/Image" for r in tree for x in r.get("/XObject", pikepdf.Dictionary()).values()):
        return True
    return any(b"BI" in data and INLINE_IMAGE.search(data) for data in (s.read_bytes() for s in _contents(page)))


def _contents(page: pikepdf.Page) -> list[pikepdf.Stream]:
    contents = page.obj.get("/Contents")
    if isinstance(contents, pikepdf.Stream):
        return [contents]
    return [item for item in (contents or []) if isinstance(item, pikepdf.Stream)]
