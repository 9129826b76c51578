"""A check's findings, and how they become diagnostics at a PDF and its page.

A print-shop PDF has one page per card, so the same defect (RGB colour, a draft mark) tends to
be on many pages; findings of one code and one `group` collapse into one diagnostic at the
first page that has it, naming the others, so a 116-page file gives a readable report.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from cardkit.codes.preflight import PREFLIGHT_CODES
from cardkit.foundation.diagnostics import Diagnostic

PAGES_NAMED = 8
"""How many further pages a collapsed diagnostic lists before saying "and N more"."""


@dataclass(frozen=True)
class Finding:
    code: str
    page: int | None
    """1-based; None for the file as a whole (its catalog, its metadata)."""
    message: str
    hint: str | None = None
    group: str = ""
    """Findings of one code and group on several pages are one diagnostic."""


def diagnostics(shown: str, findings: Iterable[Finding]) -> list[Diagnostic]:
    """One diagnostic per code and group, at `shown` (the PDF) and the first page found: the
    line is the page number (1 for the whole file), and the message starts with "page N"."""
    groups: dict[tuple[str, str], list[Finding]] = {}
    for finding in findings:
        groups.setdefault((finding.code, finding.group), []).append(finding)
    return [_diagnostic(shown, found) for found in groups.values()]


def _diagnostic(shown: str, found: list[Finding]) -> Diagnostic:
    first = found[0]
    message = first.message if first.page is None else f"page {first.page}: {first.message}"
    others = sorted({f.page for f in found[1:] if f.page is not None and f.page != first.page})
    if others:
        named = ", ".join(str(page) for page in others[:PAGES_NAMED])
        more = f" and {len(others) - PAGES_NAMED} more" if len(others) > PAGES_NAMED else ""
        message += f" (also on page{'s' if len(others) > 1 else ''} {named}{more})"
    return PREFLIGHT_CODES[first.code].diagnostic(shown, first.page or 1, 1, message, first.hint)
