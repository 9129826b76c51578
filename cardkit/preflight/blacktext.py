"""Small black text on four plates: text under the profile's size (`black_text_under`, 9 pt)
whose fill reads as black (`cardkit.output.inks`) but is not 100 % K, which misregisters on a
press; what `black_text: k-only-small` prevents."""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.codes.preflight import SMALL_RICH_BLACK
from cardkit.config.settings import PrintProfile
from cardkit.output.inks import is_black, is_k_only
from cardkit.preflight.expect import Expectation
from cardkit.preflight.findings import Finding
from cardkit.preflight.pdf import PdfFile

HINT = "print it on the black plate alone: `black_text: k-only-small` (print-shop's default) or `k-only` in cardkit.yaml"


def check_small_black_text(pdf: PdfFile, expected: Expectation) -> Iterator[Finding]:
    under = expected.profile.black_text_under if expected.profile is not None else PrintProfile.black_text_under
    for number in range(1, pdf.page_count + 1):
        found = [text for text in pdf.texts(number)
                 if text.size < under - 0.005 and is_black(*text.fill) and not is_k_only(*text.fill)]
        if found:
            first = found[0]
            colour = " ".join(f"{value:g}" for value in first.fill[1])
            yield Finding(SMALL_RICH_BLACK, number, f"{len(found)} text run(s) under {under:g} pt in a black of several inks "
                          f"(the first {first.size:.1f} pt, {colour} {first.fill[0]}): it blurs when the plates misregister",
                          HINT)
