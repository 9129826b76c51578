"""Unsaved editor buffers laid over the files on disk, for `cardkit lsp`.

Every reader of a project's text files (definitions, cardkit.yaml, chapters, PO catalogs) asks
`overlaid_text` first, so the language server checks what the designer sees in the editor
without writing it anywhere. Outside `overlay()` nothing is laid over and the lookup costs one
empty-dict test.

An overlay may carry a `Memo`: what was made from a file's exact text (its parsed YAML, its PO
catalog) is made once and handed out again while the text stays the same, so a re-check after
one keystroke parses one file. Only the language server passes one; a command parses afresh.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Hashable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from types import MappingProxyType
from typing import Any, TypeVar

_Made = TypeVar("_Made")

_BUFFERS: ContextVar[Mapping[str, str]] = ContextVar("cardkit_overlay", default=MappingProxyType({}))


class Memo:
    """Results made from files' texts, kept from one check to the next; what a check did not
    ask for again is dropped by `sweep`, so an edited file's old parses do not pile up."""

    def __init__(self) -> None:
        self._kept: dict[Hashable, Any] = {}
        self._used: set[Hashable] = set()
        self.hits = 0
        self.misses = 0

    def get(self, key: Hashable, make: Callable[[], _Made]) -> _Made:
        self._used.add(key)
        if key in self._kept:
            self.hits += 1
        else:
            self.misses += 1
            self._kept[key] = make()
        result: _Made = self._kept[key]
        return result

    def sweep(self) -> None:
        self._kept = {key: value for key, value in self._kept.items() if key in self._used}
        self._used = set()


_MEMO: ContextVar[Memo | None] = ContextVar("cardkit_overlay_memo", default=None)


def overlay_key(path: Path) -> str:
    """The key a buffer is kept under: the absolute, symlink-free path, so `content/x.yaml`
    reached from a relative project folder and the editor's absolute URI meet."""
    return os.path.realpath(path)


@contextmanager
def overlay(buffers: Mapping[Path, str], memo: Memo | None = None) -> Iterator[None]:
    """Within the block, `overlaid_text(path)` gives `buffers[path]` instead of the disk's
    text, and `memoized` consults `memo`."""
    token = _BUFFERS.set({overlay_key(path): text for path, text in buffers.items()})
    memo_token = _MEMO.set(memo)
    try:
        yield
    finally:
        _MEMO.reset(memo_token)
        _BUFFERS.reset(token)


def memoized(key: Hashable, make: Callable[[], _Made]) -> _Made:
    """`make()`, or what it made before for the same key inside an overlay with a memo. The key
    must hold everything the result depends on (the file's path and exact text); the result
    must never be changed by whoever receives it."""
    memo = _MEMO.get()
    return make() if memo is None else memo.get(key, make)


def overlaid_text(path: Path) -> str | None:
    """The editor's text of `path` inside `overlay()`, or None: read the file."""
    buffers = _BUFFERS.get()
    if not buffers:
        return None
    return buffers.get(overlay_key(path))


def unsaved_in(folder: Path, listed: list[Path]) -> list[Path]:
    """The buffers inside `overlay()` of files directly in `folder` that `listed` (what the disk
    holds) lacks: a definition the designer created in the editor and has not saved yet."""
    buffers = _BUFFERS.get()
    if not buffers:
        return []
    key = overlay_key(folder)
    known = {overlay_key(path) for path in listed}
    return [folder / os.path.basename(path) for path in sorted(buffers) if os.path.dirname(path) == key and path not in known]
