"""Which checks a kind of PDF gets: the one place that says a home sheet need not be PDF/X."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from cardkit.preflight.blacktext import check_small_black_text
from cardkit.preflight.boxes import check_boxes
from cardkit.preflight.colour import check_output_intent, check_pdfx, check_rgb
from cardkit.preflight.drafts import check_drafts
from cardkit.preflight.expect import Expectation, Kind
from cardkit.preflight.fallback import check_fallback_fonts
from cardkit.preflight.findings import Finding
from cardkit.preflight.fonts import check_fonts
from cardkit.preflight.images import check_images
from cardkit.preflight.notdef import check_notdef
from cardkit.preflight.pdf import PdfFile
from cardkit.preflight.placeholders import check_placeholder_art
from cardkit.preflight.sizes import check_text_size
from cardkit.preflight.zone import check_line_zone, check_text_zone

Check = Callable[[PdfFile, Expectation], Iterable[Finding]]

ANY_PDF: tuple[Check, ...] = (check_fonts, check_fallback_fonts, check_notdef, check_text_size, check_images)
"""What needs no profile: every PDF gets these."""

CHECKS: dict[Kind, tuple[Check, ...]] = {
    Kind.PRINT_SHOP: (
        check_boxes, check_text_zone, *ANY_PDF, check_line_zone, check_rgb, check_output_intent, check_pdfx, check_small_black_text,
        check_drafts, check_placeholder_art,
    ),
    Kind.CARD_SHEET: (check_boxes, *ANY_PDF, check_drafts, check_placeholder_art),
    Kind.DOCUMENT: (check_boxes, *ANY_PDF, check_drafts),
    Kind.UNKNOWN: ANY_PDF,
}
"""The draft and placeholder-art checks report only in a final file; the others apply whenever the kind has them. The
unsafe-zone text check comes before the text size: it reads the glyph boxes, which then serve both."""
