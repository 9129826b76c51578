"""Which schema texts are already known to be valid Draft 2020-12 schemas.

Checking a schema against the meta-schema costs about 50 ms for cardkit's eight, on every
command, although they change only when someone edits them. So a schema that passed once is
remembered by the digest of its text in the user's cache folder, and checked again only when
its bytes change. (Draft 2020-12 is a fixed standard: a text valid under it stays valid, so the
jsonschema version that judged it is not part of the key, and asking for it would cost more
than the check saves.) The cache is a convenience: a
folder that cannot be read or written means the check simply runs every time.
"""

from __future__ import annotations

from pathlib import Path

from cardkit.foundation.hashing import bytes_digest
from cardkit.foundation.user_cache import user_cache_folder


def cache_folder() -> Path:
    """`valid-schemas` in the user's cache folder (`cardkit.foundation.user_cache`)."""
    return user_cache_folder("valid-schemas")


def _marker(text: str) -> Path:
    return cache_folder() / bytes_digest(text.encode("utf-8"))


def is_known_valid(text: str) -> bool:
    """Whether this exact schema text passed the meta-schema check before."""
    try:
        return _marker(text).is_file()
    except (OSError, RuntimeError):  # no home folder, an unreadable cache
        return False


def remember_valid(text: str) -> None:
    """Note that this schema text passed; never fails the command."""
    try:
        marker = _marker(text)
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.touch()
    except (OSError, RuntimeError):
        pass
