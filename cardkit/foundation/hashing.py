"""One digest for every byte string cardkit keeps, so the strict fetcher's record of what it
served and the build cache's keys agree on what "the same file" means."""

from __future__ import annotations

import hashlib


def bytes_digest(data: bytes) -> str:
    """The SHA-256 of `data` as hex."""
    return hashlib.sha256(data).hexdigest()
