"""Unsaved editor buffers laid over the files on disk, for `cardkit lsp`.

Every reader of a project's text files (definitions, cardkit.yaml, chapters, PO catalogs) asks
`overlaid_text` first, so the language server checks what the designer sees in the editor
without writing it anywhere. Outside `overlay()` nothing is laid over and the lookup costs one
empty-dict test.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

_BUFFERS: ContextVar[Mapping[str, str]] = ContextVar("cardkit_overlay", default={})


def overlay_key(path: Path) -> str:
    """The key a buffer is kept under: the absolute, symlink-free path, so `content/x.yaml`
    reached from a relative project folder and the editor's absolute URI meet."""
    return os.path.realpath(path)


@contextmanager
def overlay(buffers: Mapping[Path, str]) -> Iterator[None]:
    """Within the block, `overlaid_text(path)` gives `buffers[path]` instead of the disk's text."""
    token = _BUFFERS.set({overlay_key(path): text for path, text in buffers.items()})
    try:
        yield
    finally:
        _BUFFERS.reset(token)


def overlaid_text(path: Path) -> str | None:
    """The editor's text of `path` inside `overlay()`, or None: read the file."""
    buffers = _BUFFERS.get()
    if not buffers:
        return None
    return buffers.get(overlay_key(path))
