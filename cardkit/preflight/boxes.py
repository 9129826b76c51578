"""Page boxes against the profile: where the press cuts (TrimBox) and how far the artwork runs
past it (BleedBox, MediaBox), within 0.1 mm on every page."""

from __future__ import annotations

from collections.abc import Iterator

import pikepdf

from cardkit.codes.preflight import BOX_MISMATCH, BOX_MISSING
from cardkit.preflight.expect import Expectation, Kind
from cardkit.preflight.findings import Finding
from cardkit.preflight.geometry import PT_PER_MM, Rect, mm
from cardkit.preflight.pdf import PdfFile

TOLERANCE_MM = 0.1
REBUILD = "build it again with `cardkit build`, or preflight it with the profile it was made for (--profile)"


def check_boxes(pdf: PdfFile, expected: Expectation) -> Iterator[Finding]:
    for number in range(1, pdf.page_count + 1):
        page = pdf.page(number).obj
        if expected.kind is Kind.PRINT_SHOP:
            yield from _trimmed(number, page, expected)
        else:
            yield from _paper(number, page, expected)


def _trimmed(number: int, page: pikepdf.Dictionary, expected: Expectation) -> Iterator[Finding]:
    profile = expected.profile
    assert profile is not None
    boxes = {name: Rect.of(page[name]) for name in ("/MediaBox", "/TrimBox", "/BleedBox") if name in page}
    missing = [name[1:] for name in ("/TrimBox", "/BleedBox") if name not in boxes]
    if missing:
        yield Finding(BOX_MISSING, number, f"no {' and no '.join(missing)}: the print shop cannot tell where to cut",
                      REBUILD, group=" ".join(missing))
        return
    trim = boxes["/TrimBox"]
    bleed = profile.bleed * PT_PER_MM
    wanted = {"/TrimBox": trim, "/BleedBox": trim.inset(-bleed), "/MediaBox": trim.inset(-bleed)}
    sizes = {"/TrimBox": profile.card_size, "/BleedBox": _grown(profile.card_size, profile.bleed)}
    sizes["/MediaBox"] = sizes["/BleedBox"]
    for name, box in boxes.items():
        width, height = sizes[name]
        if not (_near(mm(box.width), width) and _near(mm(box.height), height)):
            yield Finding(BOX_MISMATCH, number, f"the {name[1:]} is {box.size_mm()}; the profile '{profile.name}' "
                          f"({_size(profile.card_size)} with {profile.bleed:g} mm bleed) needs {width:.1f} × {height:.1f} mm",
                          REBUILD, group=name)
        elif name != "/TrimBox" and not _same(box, wanted[name]):
            yield Finding(BOX_MISMATCH, number, f"the {name[1:]} does not run {profile.bleed:g} mm past the TrimBox on every "
                          "side: the trim is off-centre", REBUILD, group=name + " centre")


def _paper(number: int, page: pikepdf.Dictionary, expected: Expectation) -> Iterator[Finding]:
    paper = _paper_size(expected)
    if paper is None or "/MediaBox" not in page:
        return
    box = Rect.of(page["/MediaBox"])
    size = (mm(box.width), mm(box.height))
    if not any(_near(size[0], w) and _near(size[1], h) for w, h in (paper, paper[::-1])):
        yield Finding(BOX_MISMATCH, number, f"the page is {box.size_mm()}; its paper is {_size(paper)}", REBUILD, group="paper")


def _paper_size(expected: Expectation) -> tuple[float, float] | None:
    if expected.profile is not None:
        return (expected.profile.paper_width, expected.profile.paper_height)
    return expected.paper


def _grown(size: tuple[float, float], bleed: float) -> tuple[float, float]:
    return (size[0] + 2 * bleed, size[1] + 2 * bleed)


def _near(found: float, wanted: float) -> bool:
    return abs(found - wanted) <= TOLERANCE_MM


def _same(box: Rect, wanted: Rect) -> bool:
    edges = zip((box.left, box.bottom, box.right, box.top), (wanted.left, wanted.bottom, wanted.right, wanted.top), strict=True)
    return all(_near(mm(a), mm(b)) for a, b in edges)


def _size(size: tuple[float, float]) -> str:
    return f"{size[0]:g} × {size[1]:g} mm"
