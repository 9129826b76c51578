"""Lay the book page out with WeasyPrint.

Same safety as the cards: the strict fetcher serves only the project, the template folders and
the bundled fonts, and a refused or missing resource is a diagnostic, not a silent hole. The
PDF carries the build's reproducible dates (`PdfStamp`), so the same sources give the same bytes.
"""

from __future__ import annotations

from pathlib import Path

from weasyprint import HTML

from cardkit.diagnostics import Diagnostic, Severity
from cardkit.render.fetcher import StrictFetcher
from cardkit.render.resources import fonts_dir
from cardkit.render.stamp import PdfStamp
from cardkit.render.templating import TemplateSet


def render_pdf(html: str, root: Path, templates: TemplateSet) -> tuple[bytes, list[Diagnostic]]:
    fetcher = StrictFetcher([root, *templates.folders, fonts_dir()])
    pdf = PdfStamp.for_project(root).write_pdf(HTML(string=html, base_url=root.as_uri() + "/", url_fetcher=fetcher).render())
    problems = [
        Diagnostic(*templates.reference(refusal.url), "B403" if refusal.reason == "outside" else "B402", Severity.ERROR, f"refused or missing resource: {refusal.url}")
        for refusal in dict.fromkeys(fetcher.refusals)
    ]
    return pdf, problems
