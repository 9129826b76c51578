"""Output intents: the printing conditions a print-shop PDF can be made PDF/X-4 for.

PDF/X asks a file to say which press it was made for: an ICC profile of that printing condition,
embedded once as the document's OutputIntent, against which the shop converts and proofs. The
profiles travel inside the package (`cardkit/icc`, licences in its README), so a build never
needs the network or the system's colour folders.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from cardkit.foundation.bundled import icc_dir

PDFX_VARIANT = "pdf/x-4"
"""WeasyPrint's `pdf_variant`: PDF/X-4 (ISO 15930-7) keeps transparency and ICC-based colour live."""
PDFX_VERSION = "PDF/X-4"
ICC_REGISTRY = "http://www.color.org"
"""Where the characterisations named by `condition` are registered."""


@dataclass(frozen=True)
class OutputIntent:
    """One printing condition: the profile file, its registered characterisation and a description."""

    name: str
    file: str
    condition: str
    info: str

    @property
    def path(self) -> Path:
        return icc_dir() / self.file


OUTPUT_INTENTS: dict[str, OutputIntent] = {
    "iso-coated-v2": OutputIntent(
        "iso-coated-v2", "ISOcoated_v2_300_bas.icc", "FOGRA39", "ISO Coated v2 300% (basICColor), FOGRA39L, ISO 12647-2"
    ),
}
"""By the name `print: ... output_intent:` takes (schemas/print.schema.json lists the same names)."""


def output_intent(name: str | None) -> OutputIntent | None:
    """The intent a profile names, None for a plain PDF."""
    return OUTPUT_INTENTS[name] if name else None
