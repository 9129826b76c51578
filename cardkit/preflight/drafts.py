"""Draft marks in a final file: the locale's draft word (`cards.draft` of the label catalogs,
"Rascunho", "Draft") a card in `status: draft` prints, and the `(?)` of an unknown parameter or
its other form, a lone `?` ("(Multiple x ?)"), which book/drafts.py prints the same way."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from cardkit.codes.preflight import DRAFT_MARK, UNRESOLVED_PLACEHOLDER
from cardkit.i18n.labels import labels_dir, labels_for
from cardkit.preflight.expect import Expectation
from cardkit.preflight.findings import Finding
from cardkit.preflight.pdf import PdfFile

DRAFT_LABEL = "cards.draft"
PLACEHOLDERS = re.compile(r"\(\?\)|(?<=[\s(])\?(?=[\s).,;:]|$)", re.MULTILINE)
"""`(?)`, or a `?` after a space or "(" that ends no word (a question mark ends its word)."""


def check_drafts(pdf: PdfFile, expected: Expectation) -> Iterator[Finding]:
    if not expected.final:
        return
    words = _draft_words(pdf.locale)
    for number in range(1, pdf.page_count + 1):
        text = pdf.text(number).text
        marked = next((word for word, pattern in words if pattern.search(text)), None)
        if marked is not None:
            yield Finding(
                DRAFT_MARK,
                number,
                f"the draft mark '{marked}' in a final file",
                "settle the card's values and remove `status: draft`, or build a proof",
            )
        if (found := PLACEHOLDERS.search(text)) is not None:
            yield Finding(
                UNRESOLVED_PLACEHOLDER,
                number,
                f"'{found.group()}' in a final file: a parameter the text does not give",
                "give the parameter in the card's YAML",
            )


@cache
def _draft_words(locale: str | None) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The draft word of `locale` (of every shipped locale when the PDF names none), each as a
    pattern that also finds it letter-spaced ("R A S C U N H O")."""
    locales = [locale] if locale else sorted(path.name for path in labels_dir().iterdir() if path.is_dir())
    words = dict.fromkeys(labels_for(tag)(DRAFT_LABEL) for tag in locales)
    return tuple((word, _pattern(word)) for word in words)


def _pattern(word: str) -> re.Pattern[str]:
    spaced = r"\s?".join(re.escape(char) for char in word)
    return re.compile(rf"(?<!\w){spaced}(?!\w)", re.IGNORECASE)
