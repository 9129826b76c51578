"""Reproducible PDFs: the same inputs give the same bytes, whenever and wherever they are built.

WeasyPrint itself writes no dates and names font subsets after the font, so what could vary
between two builds is what a PDF is expected to carry: its creation and modification dates and
its file identifier (/ID), and the `modified` date of each font subset's `head` table, which
fontTools (WeasyPrint's subsetter where HarfBuzz-Subset is not installed) sets to the clock
unless SOURCE_DATE_EPOCH says otherwise (`fonts_dated`). The date follows the reproducible-builds convention: the
`SOURCE_DATE_EPOCH` environment variable when set, else the time of the last git commit that
touched the project folder (its content, templates and settings: every input of the PDFs),
else a fixed epoch. The /ID is a digest of the PDF's own objects, so it changes exactly when
the content does.
"""

from __future__ import annotations

import hashlib
import os
import re
import time
import uuid
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pydyf

from cardkit.foundation.errors import USAGE, CardkitError
from cardkit.vcs.git import git_or_none

if TYPE_CHECKING:  # WeasyPrint takes a second to import; `cardkit build` checks dates before it needs it
    from weasyprint import Document

SOURCE_DATE_EPOCH = "SOURCE_DATE_EPOCH"
FIXED_EPOCH = 315532800
"""1980-01-01T00:00:00Z, the epoch of ZIP files and of reproducible Python wheels."""
LATEST_EPOCH = 253402300799
"""9999-12-31T23:59:59Z: a PDF date has four digits for the year."""
GIT_TIMEOUT_S = 10
_DIGITS = re.compile("[0-9]+")
"""ASCII digits only: `str.isdigit` also takes `²` and `٣`, which `int` then refuses or reads."""


class BadSourceDateEpoch(CardkitError, ValueError):
    """SOURCE_DATE_EPOCH is set but is not a whole number of seconds from 0 to `LATEST_EPOCH`."""

    exit_code = USAGE


def source_epoch(project_root: Path) -> int:
    """The build's date in seconds since 1970: SOURCE_DATE_EPOCH, the project's last commit, or
    `FIXED_EPOCH`. Raises BadSourceDateEpoch for a malformed variable, which the spec says must
    stop the build rather than be ignored."""
    value = os.environ.get(SOURCE_DATE_EPOCH)
    if value is not None:
        return _parsed_epoch(value)
    return _last_commit_time(project_root) or FIXED_EPOCH


def _parsed_epoch(value: str) -> int:
    """SOURCE_DATE_EPOCH as seconds, or BadSourceDateEpoch saying what a valid one looks like."""
    digits = value.strip()
    shown = repr(value if len(value) <= 40 else value[:39] + "…")
    if not _DIGITS.fullmatch(digits):
        raise BadSourceDateEpoch(f"{SOURCE_DATE_EPOCH} must be a whole number of seconds since 1970, found {shown}")
    if len(digits) > len(str(LATEST_EPOCH)) or int(digits) > LATEST_EPOCH:  # length first: int() of 5,000 digits fails
        raise BadSourceDateEpoch(f"{SOURCE_DATE_EPOCH} must be at most {LATEST_EPOCH} (the last second of 9999), found {shown}")
    return int(digits)


def _last_commit_time(folder: Path) -> int | None:
    """Commit time of the last commit touching `folder`; None outside git, or without git."""
    stamp = (git_or_none(folder, "log", "-1", "--format=%ct", "--", ".", timeout=GIT_TIMEOUT_S) or "").strip()
    return int(stamp) if stamp.isdigit() else None


def pdf_date(epoch: int) -> str:
    """A PDF date string (ISO 32000 7.9.4) in UTC: ``D:19800101000000Z``."""
    return time.strftime("D:%Y%m%d%H%M%SZ", time.gmtime(epoch))


@dataclass(frozen=True)
class PdfStamp:
    """The dates every PDF of one build carries."""

    epoch: int

    @classmethod
    def for_project(cls, project_root: Path) -> PdfStamp:
        """The stamp of a project; a malformed SOURCE_DATE_EPOCH falls back to git or the fixed
        epoch here, since `cardkit build` has already refused it before rendering anything."""
        try:
            return cls(source_epoch(project_root))
        except BadSourceDateEpoch:
            return cls(_last_commit_time(project_root) or FIXED_EPOCH)

    @property
    def date(self) -> str:
        return pdf_date(self.epoch)

    @property
    def iso_date(self) -> str:
        """The date as XMP writes it (``1980-01-01T00:00:00Z``)."""
        return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(self.epoch))

    def write_pdf(self, document: Document, info: Mapping[str, str] | None = None, **options: Any) -> bytes:
        """`document.write_pdf` with the build's dates, the document information entries `info`
        (`/CardkitProfile`: what preflight reads back) and an /ID derived from the content.
        A PDF/X variant also gets the dates in its XMP metadata, where WeasyPrint would write the
        time of day and a random xmpMM:DocumentID (`xmp_document_id` replaces it)."""
        if options.get("pdf_variant"):
            document.metadata.created = document.metadata.modified = self.iso_date

        def finish(_: Document, pdf: pydyf.PDF) -> None:
            pdf.info["CreationDate"] = pydyf.String(self.date)
            pdf.info["ModDate"] = pydyf.String(self.date)
            for key, value in (info or {}).items():
                pdf.info[key.lstrip("/")] = pydyf.String(value)
            stable_image_names(document, pdf)
            _fix_document_id(pdf)

        with fonts_dated(self.epoch):
            return document.write_pdf(finisher=finish, pdf_identifier=True, **options) or b""


@contextmanager
def fonts_dated(epoch: int) -> Iterator[None]:
    """Font subsets written meanwhile are dated `epoch`: fontTools reads SOURCE_DATE_EPOCH,
    set here for the duration and restored after (a render is single-threaded)."""
    saved = os.environ.get(SOURCE_DATE_EPOCH)
    os.environ[SOURCE_DATE_EPOCH] = str(epoch)
    try:
        yield
    finally:
        if saved is None:
            del os.environ[SOURCE_DATE_EPOCH]
        else:
            os.environ[SOURCE_DATE_EPOCH] = saved


PATH_IMAGE_NAME = re.compile(r"i[0-9a-f]{32}\d*")
"""How WeasyPrint names an image XObject: a digest of the image's URL, so of the folder the
project lies in (and a number)."""


def stable_image_names(_: object, pdf: pydyf.PDF) -> None:
    """Image XObjects renamed `Im1`, `Im2`... in the order the PDF first lists them, in every
    resource dictionary and every stream that draws them: the same project gives the same bytes
    wherever it lies, as the build promises (a clone in another folder, a CI runner). A
    WeasyPrint finisher: it gets the document, which it does not need, and the PDF to write."""
    renamed: dict[str, str] = {}
    for dictionary in _xobject_dictionaries(pdf):
        for name in [key for key in dictionary if PATH_IMAGE_NAME.fullmatch(str(key))]:
            new = renamed.setdefault(str(name), f"Im{len(renamed) + 1}")
            dictionary[new] = dictionary.pop(name)
    if not renamed:
        return
    pattern = re.compile("/(" + "|".join(map(re.escape, renamed)) + r")\b")
    for obj in pdf.objects:
        if isinstance(obj, pydyf.Stream):
            obj.stream = [_renamed_part(part, pattern, renamed) for part in obj.stream]


def _renamed_part(part: object, pattern: re.Pattern[str], renamed: Mapping[str, str]) -> object:
    if isinstance(part, str):
        return pattern.sub(lambda found: "/" + renamed[found.group(1)], part)
    if isinstance(part, bytes):
        return pattern.sub(lambda found: "/" + renamed[found.group(1)], part.decode("latin-1")).encode("latin-1")
    return part


def _xobject_dictionaries(pdf: pydyf.PDF) -> Iterator[pydyf.Dictionary]:
    """Every `/XObject` dictionary of the PDF's resources, however deep it is nested."""
    pending: list[object] = [obj for obj in pdf.objects if isinstance(obj, pydyf.Dictionary | pydyf.Stream)]
    seen: set[int] = set()
    while pending:
        obj = pending.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, pydyf.Array):
            pending.extend(item for item in obj if isinstance(item, pydyf.Dictionary | pydyf.Array))
            continue
        mapping = obj.extra if isinstance(obj, pydyf.Stream) else obj
        if not isinstance(mapping, dict):
            continue
        for key, value in mapping.items():
            if key == "XObject" and isinstance(value, pydyf.Dictionary):
                yield value
            elif isinstance(value, pydyf.Dictionary | pydyf.Array):
                pending.append(value)


RANDOM_DOCUMENT_ID = re.compile(rb"xmp\.did:[0-9a-f-]{36}")


def xmp_document_id(source: bytes) -> bytes:
    """A UUID-shaped xmpMM:DocumentID derived from `source` (the same length as the random one)."""
    return b"xmp.did:" + str(uuid.UUID(bytes=hashlib.sha256(source).digest()[:16])).encode("ascii")


def _fix_document_id(pdf: pydyf.PDF) -> None:
    """The random DocumentID of WeasyPrint's XMP replaced by one derived from the other objects."""
    metadata = [obj for obj in pdf.objects if isinstance(obj, pydyf.Stream) and obj.extra.get("Type") == "/Metadata"]
    if not metadata:
        return
    skipped = {id(stream) for stream in metadata}
    source = b"".join(obj.data for obj in pdf.objects if obj.free != "f" and id(obj) not in skipped)
    document_id = xmp_document_id(source)
    for stream in metadata:
        stream.stream = [RANDOM_DOCUMENT_ID.sub(document_id, bytes(part)) for part in stream.stream]
