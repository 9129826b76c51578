"""Sheet templates to fillable PDFs.

The cards' safety applies: the sandboxed, strict, autoescaping template set over the project's
`templates/` then cardkit's, and the strict fetcher that serves only the project, the template
folders and the bundled fonts. `pdf_forms=True` turns inputs into AcroForm fields (text fields,
checkboxes, the notes' multi-line field); printed blank they are plain lines and boxes. Dates
and /ID are the build's reproducible ones (`PdfStamp`): the same sources give the same bytes.

The notes box fills whatever the page leaves free: a form field cannot break across pages, and
CSS cannot size a box to the rest of a page, so the sheet is laid out once with the box at its
smallest (`fill` = 0), the space left below it is measured, and the sheet is laid out again with
`fill` set to that many millimetres. An army with more units or a ledger gets a smaller box
rather than a half-empty first page and a second page of notes.
"""

from __future__ import annotations

import math
from typing import Any

from weasyprint import Document

from cardkit.foundation.diagnostics import Diagnostic
from cardkit.output.buildinfo import BuildInfo
from cardkit.output.documents import DocumentRenderer, output_templates
from cardkit.output.resources import template_folders
from cardkit.output.templating import TemplateSet
from cardkit.output.wording import Wording
from cardkit.project.validate import LoadedProject

FILL_ATTRIBUTE = "data-fill-page"
"""Marks the one element that grows to the bottom of its page."""
MM_PER_PX = 25.4 / 96
MIN_GROWTH_MM = 1.0
"""Less free space than this is not worth a second layout."""
SLACK_MM = 0.5
"""Left free below the grown box: a box that fits to the last rounding error may still not fit."""


class SheetRenderer:
    """Renders one project's sheets; all share one font configuration and one strict fetcher."""

    def __init__(self, loaded: LoadedProject, game_name: str, wording: Wording, info: BuildInfo | None = None) -> None:
        assets = loaded.project.assets
        globals_ = {**wording.template_globals(), "game_name": game_name, "art_url": assets.url, "asset_exists": assets.exists}
        self.templates: TemplateSet = output_templates(loaded.project.root, template_folders(loaded), globals_, loaded.theme)
        self.documents = DocumentRenderer(loaded.project.root, self.templates, loaded.theme, info)

    def pdf(self, template: str, **context: Any) -> bytes:
        """Render `template` with `context` into PDF bytes with form fields; raises TemplateProblem."""
        document = self._layout(template, 0.0, context)
        free = free_below(document, FILL_ATTRIBUTE)
        if free >= MIN_GROWTH_MM:
            document = self._layout(template, math.floor((free - SLACK_MM) * 10) / 10, context)
        return self.documents.pdf(document, pdf_forms=True)

    def _layout(self, template: str, fill: float, context: dict[str, Any]) -> Document:
        html = self.templates.render(template, fill=fill, **context)
        return self.documents.layout(str(html), pdf_forms=True)

    def refusals(self) -> list[Diagnostic]:
        """Resources the templates asked for and the fetcher refused, at the template line naming them."""
        return self.documents.refusals()


def free_below(document: Document, attribute: str) -> float:
    """Millimetres between the bottom of the element with `attribute` and the bottom of its page's
    content area; 0 when no element has it (a project's own template may drop it)."""
    for page in reversed(document.pages):
        page_box = page._page_box  # WeasyPrint keeps the laid-out tree here (cards' fit.py reads it too)
        # Pre-order: an element's own box comes before the anonymous boxes nested in it.
        box = next((b for b in page_box.descendants() if _element_attribute(b, attribute)), None)
        if box is not None:
            bottom = box.position_y + box.margin_height()
            content_bottom = page_box.margin_top + page_box.height
            return max(0.0, float(content_bottom - bottom) * MM_PER_PX)
    return 0.0


def _element_attribute(box: object, attribute: str) -> bool:
    element = getattr(box, "element", None)
    return element is not None and element.get(attribute) is not None
