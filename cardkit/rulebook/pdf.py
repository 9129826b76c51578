"""Lay the book page out with WeasyPrint.

Same safety as the cards: the strict fetcher serves only the project, the template folders and
the bundled fonts, and a refused, missing or broken resource is a diagnostic, not a silent hole.
The PDF carries the build's reproducible dates (`PdfStamp`), so the same sources give the same
bytes. No page ends in a hyphenated word (`page_breaks`), and a chapter runs in rather than leave
a page more than half empty (`run_in`).

A chapter's relative image (`![mapa](mapa.png)`) is the chapter's own: the page's base URL is the
folder the chapters lie in (beside book.yaml), and a problem with such a file is reported at the
chapter line that names it. Templates name their files with absolute `asset()` URLs, and a
stylesheet's `url()` is relative to the stylesheet, so neither depends on the base URL.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote

from weasyprint import Document

from cardkit.foundation.diagnostics import Diagnostic
from cardkit.foundation.paths import lies_inside
from cardkit.output.buildinfo import BuildInfo
from cardkit.output.documents import DocumentRenderer
from cardkit.output.templating import TemplateSet
from cardkit.rulebook import page_breaks, run_in
from cardkit.theme.model import Theme

CHAPTER_SUFFIXES = frozenset({".md", ".svg"})
"""Files a refused URL is looked for in: the chapters, and the SVG figures beside them whose own
references (an <image href>) WeasyPrint fetches too."""


def render_pdf(
    html: str, root: Path, templates: TemplateSet, theme: Theme, chapters: Path, info: BuildInfo | None = None
) -> tuple[bytes, list[Diagnostic]]:
    """The book's PDF and the problems of the files it uses; `chapters`: the folder the
    chapters lie in, which relative images resolve against."""
    folder = chapters
    renderer = DocumentRenderer(root, templates, theme, info)
    passes = run_in.PASSES + page_breaks.PASSES
    document = renderer.layout(html, base_url=folder.as_uri() + "/", settle=settle_pages, passes=passes)
    pdf = renderer.pdf(document)
    return pdf, renderer.refusals(lambda url: _chapter_reference(url, root, folder))


def settle_pages(document: Document) -> bool:
    """One change to the laid-out book, and whether there was one: chapters run in first, since
    each moves every page after it; then the hyphens at page ends."""
    return run_in.run_in_chapter(document) or page_breaks.settle_hyphens(document)


def _chapter_reference(url: str, root: Path, chapters: Path) -> tuple[str, int, int] | None:
    """The chapter (or figure) line naming the file of `url` (its last path segment), or None."""
    wanted = unquote(url.rstrip("/").rsplit("/", 1)[-1])
    if not wanted or not chapters.is_dir():
        return None
    for path in sorted(chapters.iterdir()):
        if path.suffix.lower() not in CHAPTER_SUFFIXES or not lies_inside(path, root) or not path.is_file():
            continue  # a chapter linked out of the project is never read
        try:
            text = path.read_text(encoding="utf-8-sig", errors="replace")
        except OSError:
            continue
        for number, content in enumerate(text.splitlines(), 1):
            if wanted in content:
                try:
                    shown = path.relative_to(root).as_posix()
                except ValueError:
                    shown = path.as_posix()
                return shown, number, content.index(wanted) + 1
    return None
