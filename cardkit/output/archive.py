"""Deterministic zip files: the same members give the same bytes, whenever they are zipped.

A zip records each member's time, the system that wrote it and its permissions; left to
`zipfile`, those come from the clock and the machine. Here every member gets the zip epoch
(1980-01-01, the reproducible-builds convention), Unix attributes rw-r--r--, and the members
are written in sorted order, so a zip of unchanged images is byte-identical.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Mapping

ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)
UNIX = 3
"""`create_system` of a zip written on Unix: `external_attr` then holds Unix permissions."""
FILE_MODE = 0o100644


def deterministic_zip(members: Mapping[str, bytes], compression: int = zipfile.ZIP_STORED) -> bytes:
    """A zip of `members` (name in the archive -> bytes), sorted by name, with fixed times and modes.
    Stored by default: PNGs and PDFs are compressed already, so deflating them gains nothing."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in sorted(members):
            info = zipfile.ZipInfo(name, date_time=ZIP_EPOCH)
            info.compress_type = compression
            info.create_system = UNIX
            info.external_attr = FILE_MODE << 16
            archive.writestr(info, members[name])
    return buffer.getvalue()
