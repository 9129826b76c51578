"""One PDF from the chunks' PDFs: their pages in order, stamped for a reproducible file.

pikepdf (qpdf) rather than pypdf: assembly runs on every build, a one-card edit included, and
qpdf copies pages between files in C++ (a tenth of pypdf's time on 200 cards), keeps page
boxes, resources and fonts intact, and writes byte-identical files for identical input with
`deterministic_id`, which makes the /ID a digest of the content. Each chunk embeds its own
subsets of the fonts it uses; the file grows by those repeats (measured in bench/run.py).
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence

import pikepdf

from cardkit.output.stamp import PdfStamp
from cardkit.render.printfile import PrintFile, finish_print_file

CATALOG_KEYS = ("/Lang",)
"""What WeasyPrint puts in the catalog that the whole document should keep (the text language)."""
INFO_KEYS = ("/Title", "/Producer", "/Author", "/Creator")


def assemble(
    parts: Sequence[bytes], stamp: PdfStamp, info: Mapping[str, str] | None = None, print_file: PrintFile | None = None
) -> bytes:
    """The pages of `parts` in order, with the first part's language and title, the build's
    dates and the document information entries `info` (the build facts preflight reads); with
    `print_file`, PDF/X-4 again as each part was (`cardkit.render.printfile`)."""
    sources = [pikepdf.open(io.BytesIO(part)) for part in parts]
    try:
        first = sources[0]
        with pikepdf.new() as whole:
            for source in sources:
                whole.pages.extend(source.pages)
            for key in CATALOG_KEYS:
                if key in first.Root:
                    whole.Root[key] = first.Root[key]
            for key in INFO_KEYS:
                if key in first.docinfo:
                    whole.docinfo[key] = first.docinfo[key]
            whole.docinfo["/CreationDate"] = whole.docinfo["/ModDate"] = pikepdf.String(stamp.date)
            for key, value in (info or {}).items():
                whole.docinfo[key] = pikepdf.String(value)
            if print_file is not None:
                finish_print_file(whole, first, parts, print_file)
            output = io.BytesIO()
            whole.save(
                output,
                min_version=first.pdf_version,
                deterministic_id=True,
                object_stream_mode=pikepdf.ObjectStreamMode.generate,
            )
            return output.getvalue()
    finally:
        for source in sources:
            source.close()
