"""PO files parsed once per content: the parsed catalog kept in the user's cache folder by the
digest of the file's bytes, its locale, Babel's version and the source of cardkit's reader.

Babel's parser costs a check of the bundled game's seven PO files 25 ms on every run, though a
designer's save seldom touches them; a kept catalog loads in 2 ms. Only a file that parses is
kept (a broken one is parsed again, to report where it breaks), and each read gets a catalog of
its own, so a caller that changes it (`i18n update`) changes no one else's. The files are
pickles read only from the user's own cache folder, trusted as Python's bytecode caches are.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
from pathlib import Path

import babel

from cardkit.foundation.user_cache import user_cache_folder
from cardkit.translation import po_previous, po_reader
from cardkit.translation.po_reader import ParsedPo, parse_po

FOLDER = "parsed-po"
"""The user cache's folder of parsed PO files, one pickle per key."""
FORMAT = 1


def parse_po_kept(raw: bytes, locale: str | None) -> ParsedPo:
    """`parse_po(raw, locale)`, from the user cache when these bytes were parsed before by this
    reader; Babel's `PoFileError` or a `ValueError` as `parse_po` raises them."""
    kept = _file(raw, locale)
    if kept is not None:
        with contextlib.suppress(Exception):  # not there, damaged, unreadable: parse again
            found = pickle.loads(kept.read_bytes())
            if isinstance(found, ParsedPo):
                return found
    parsed = parse_po(raw, locale)
    if kept is not None:
        with contextlib.suppress(OSError, pickle.PicklingError, TypeError, AttributeError):
            kept.parent.mkdir(parents=True, exist_ok=True)
            written = kept.with_suffix(f".{os.getpid()}.tmp")
            written.write_bytes(pickle.dumps(parsed, protocol=pickle.HIGHEST_PROTOCOL))
            written.replace(kept)  # whole or not at all: a run beside this one reads no half file
    return parsed


def _file(raw: bytes, locale: str | None) -> Path | None:
    """Where the catalog of `raw` is kept: keyed by everything the parse depends on (None
    without a cache folder)."""
    digest = hashlib.sha256(f"{FORMAT} {locale} {babel.__version__}\n".encode())
    try:
        for module in (po_reader, po_previous):
            digest.update(Path(str(module.__file__)).read_bytes())
        digest.update(raw)
        return user_cache_folder(FOLDER) / f"{digest.hexdigest()}.pickle"
    except (OSError, RuntimeError):  # a reader whose source cannot be read, no home folder: nothing kept
        return None
