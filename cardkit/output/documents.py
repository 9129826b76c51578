"""HTML to PDF for every output (cards, sheets, rulebook, report): one place where WeasyPrint runs.

Each output renders its templates through `output_templates` and lays them out with a
`DocumentRenderer`, so all of them get the same safety: the strict fetcher serves only the
project, the template folders and the bundled fonts; every refused, missing or broken resource
becomes a B402/B403/B404 diagnostic at the line that names it; the PDF carries the build's
reproducible dates and /ID (`PdfStamp`), so the same sources give the same bytes. Every
template set carries the game's theme (`theme`), which `theme/theme.css` turns into the fonts
and custom properties every document starts with; a font file of the theme that the fetcher
refuses is reported at the theme.yaml line naming it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cached_property
from pathlib import Path
from typing import Any

from weasyprint import HTML, Document
from weasyprint.text.fonts import FontConfiguration

from cardkit.foundation.diagnostics import Diagnostic
from cardkit.output.buildinfo import BuildInfo
from cardkit.output.fetcher import Refusal, StrictFetcher
from cardkit.output.field_font import field_face
from cardkit.output.forms import with_appearances
from cardkit.output.library_logs import route_library_logs
from cardkit.output.resources import fonts_dir
from cardkit.output.stamp import PdfStamp
from cardkit.output.templating import TemplateSet, template_set
from cardkit.theme.model import Theme

Locator = Callable[[str], "tuple[str, int, int] | None"]
"""Where a refused URL is named (file, line, column), when an output knows better than its templates."""

route_library_logs()  # every process that lays out a page imports this module: build workers, the layout worker


def font_url(name: str) -> str:
    """The `file:` URL of a bundled font, for templates' `@font-face` rules."""
    return (fonts_dir() / name).as_uri()


def output_templates(root: Path, folders: list[Path], globals_: Mapping[str, Any], theme: Theme) -> TemplateSet:
    """The sandboxed template set every output renders with, `font_url` and `theme` included."""
    return template_set(root, folders, {"font_url": font_url, "theme": theme, **globals_})


Settle = Callable[[Document], bool]
"""Changes a laid-out document's source elements; True when it changed any (lay out again)."""


class DocumentRenderer:
    """Lays out one output's HTML with the strict fetcher and one shared font configuration,
    and writes the reproducible PDF; remembers what it refused until `new_document`."""

    def __init__(self, root: Path, templates: TemplateSet, theme: Theme, info: BuildInfo | None = None) -> None:
        self.root = root.resolve()
        self.info = info
        self.templates = templates
        self.theme = theme
        self.fetcher = StrictFetcher([self.root, *templates.folders, fonts_dir()])
        self.font_config = FontConfiguration()

    @cached_property
    def stamp(self) -> PdfStamp:
        return PdfStamp.for_project(self.root)

    @cached_property
    def root_url(self) -> str:
        return self.root.as_uri() + "/"

    def layout(
        self, html: str, base_url: str | None = None, *, settle: Settle | None = None, passes: int = 0, **options: Any
    ) -> Document:
        """`html` laid out into pages; relative URLs resolve against `base_url` (default: the
        project). `settle` may change the source's elements after a layout and say so, and the
        document is laid out again, `passes` times at most (the rulebook's page-break hyphens)."""
        source = HTML(string=html, base_url=base_url or self.root_url, url_fetcher=self.fetcher)
        document = source.render(font_config=self.font_config, **options)
        for _ in range(passes):
            if settle is None or not settle(document):
                break
            document = source.render(font_config=self.font_config, **options)
        return document

    def pdf(self, document: Document, **options: Any) -> bytes:
        """The PDF bytes of `document`, dated by the build (`PdfStamp`), with its build facts;
        with `pdf_forms`, its text fields drawn for every viewer (`forms.with_appearances`)."""
        info = self.info.with_fonts(self.theme.families) if self.info else None
        pdf = self.stamp.write_pdf(document, info.entries() if info else None, **options)
        face = field_face(self.theme)
        return with_appearances(pdf, face.path) if options.get("pdf_forms") and face is not None else pdf

    def new_document(self) -> None:
        """Forget the fonts and the fetched and refused files of the previous document, so a
        document's bytes and the files it reads never depend on what was rendered before it."""
        self.font_config = FontConfiguration()
        self.fetcher.forget()

    def refusals(self, locate: Locator | None = None) -> list[Diagnostic]:
        """What the fetcher refused, each once, at the line naming it: where `locate` finds it,
        else the theme.yaml line of a font file, else the template line."""
        return [self._diagnostic(refusal, locate) for refusal in dict.fromkeys(self.fetcher.refusals)]

    def _diagnostic(self, refusal: Refusal, locate: Locator | None) -> Diagnostic:
        found = locate(refusal.url) if locate is not None else None
        if found is None:
            found = self.theme.face_named_at(refusal.url)
        return refusal.diagnostic(*(found or self.templates.reference(refusal.url)))
