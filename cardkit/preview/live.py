"""The latest snapshot of a project, renewed whenever a file of it changes, and a way for pages
to wait for the next one.

watchfiles reports changes (debounced briefly, so an editor's write-then-rename is one change);
each batch triggers one new snapshot, taken in a worker thread so the server keeps answering
meanwhile, and changes saved while it is taken trigger the next. A version carries a token of
this process, so a page from before a restart of the server reloads too.
"""

from __future__ import annotations

import asyncio
import secrets
from pathlib import Path

from watchfiles import Change, DefaultFilter, awatch

from cardkit.editor import EDITOR_SCHEMA_FOLDER
from cardkit.preview.snapshot import Snapshot, take_snapshot

WATCH_DEBOUNCE_MS = 50
"""watchfiles' default (1.6 s) would break the promise of a page redrawn within a second."""


class LiveProject:
    """The current snapshot of the project at `root` and the event of its next change."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._token = secrets.token_hex(4)
        self._count = 0
        self.snapshot: Snapshot = take_snapshot(root, self._next_version())
        self._translated: dict[str, Snapshot] = {}
        self._changed = asyncio.Event()
        self._default_filter = DefaultFilter()

    def _next_version(self) -> str:
        self._count += 1
        return f"{self._token}-{self._count}"

    async def refresh(self) -> None:
        """Take a new snapshot and wake every page waiting for one; then, the page redrawn,
        write the editor schemas again if the project keeps them."""
        self.snapshot = await asyncio.to_thread(take_snapshot, self.root, self._next_version())
        self._translated = {}
        changed, self._changed = self._changed, asyncio.Event()
        changed.set()
        if self.root.joinpath(*EDITOR_SCHEMA_FOLDER).is_dir():
            await asyncio.to_thread(_refresh_editor_schemas, self.root)

    async def snapshot_in(self, locale: str | None) -> Snapshot:
        """The current snapshot in `locale`, drawn on first request after each change: the page
        switches language without the watcher paying for every locale on every save."""
        current = self.snapshot
        if locale is None or locale == current.locale or locale not in current.locales:
            return current
        found = self._translated.get(locale)
        if found is None or found.version != current.version:
            found = await asyncio.to_thread(take_snapshot, self.root, current.version, locale)
            self._translated[locale] = found
        return found

    async def next_version(self, seen: str, timeout: float) -> str | None:
        """The current version as soon as it is not `seen`; None if `timeout` seconds pass first."""
        changed = self._changed
        if self.snapshot.version == seen:
            try:
                await asyncio.wait_for(changed.wait(), timeout)
            except TimeoutError:
                return None
        return self.snapshot.version

    async def watch(self) -> None:
        """Renew the snapshot after every change to the project, until cancelled."""
        async for _changes in awatch(self.root, watch_filter=self.watched, debounce=WATCH_DEBOUNCE_MS):
            await self.refresh()

    def watched(self, change: Change, path: str) -> bool:
        """Changes that can alter the page: not build output or the editor schemas the preview
        writes itself, nor editor and VCS droppings."""
        build_dir = self.snapshot.build_dir or self.root / "build"
        schemas = self.root.joinpath(*EDITOR_SCHEMA_FOLDER)
        changed = Path(path)
        outputs = (build_dir, schemas)
        return self._default_filter(change, path) and not any(changed == folder or folder in changed.parents for folder in outputs)


def _refresh_editor_schemas(root: Path) -> None:
    """The editor schemas of the project as it is on disk now (a project that does not
    validate keeps the last ones; `cardkit.editor.refresh` logs why)."""
    from cardkit.editor.refresh import refresh_editor_schemas
    from cardkit.foundation.errors import CardkitError
    from cardkit.pipeline import validate_project

    try:
        loaded = validate_project(root)
    except CardkitError:
        return
    refresh_editor_schemas(loaded)
