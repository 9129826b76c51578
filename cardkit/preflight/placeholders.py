"""Placeholder art in a final file: the count of cards printing the art placeholder, which a
card PDF's build facts carry (`/CardkitPlaceholders`); nothing in the drawing tells a grey box
meant as art from one meant as a placeholder, so a PDF cardkit did not write is not judged."""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.codes.preflight import PLACEHOLDER_ART
from cardkit.preflight.expect import Expectation
from cardkit.preflight.findings import Finding
from cardkit.preflight.pdf import PdfFile


def check_placeholder_art(pdf: PdfFile, expected: Expectation) -> Iterator[Finding]:
    info = pdf.info
    if not expected.final or info is None or not info.placeholders:
        return
    yield Finding(PLACEHOLDER_ART, None, f"a final file with placeholder art: {info.placeholders} card(s) print the art placeholder",
                  "add the cards' `art:` and build again (`cardkit build` names each, B501), or send a proof")
