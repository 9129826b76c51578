"""Checks that keep up with typing: one at a time, in a thread, always of the latest buffers.

A check takes about a tenth of a second on the bundled game, and a burst of keystrokes comes
faster. Checked on the event loop, each keystroke waited for the one before it and the last
diagnostics came seconds after the last key. Here the check runs in a thread of its own over
a snapshot of the buffers, while the loop goes on reading the editor's messages; a change that
arrives meanwhile makes one more check, of the buffers as they are when this one ends, and the
result of a check that is no longer the latest is dropped, never published.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from cardkit.lsp.session import Checked

log = logging.getLogger(__name__)


class LatestChecks:
    """Runs `run(snapshot())` in a thread whenever asked, one at a time, and hands `publish`
    (on the event loop) each result no later change has made stale."""

    def __init__(self, snapshot: Callable[[], dict[Path, str]], run: Callable[[dict[Path, str]], Checked], publish: Callable[[Checked], None]) -> None:
        self._snapshot = snapshot
        self._run = run
        self._publish = publish
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="cardkit-check")
        self._running: asyncio.Future[Checked] | None = None
        self._stale = False
        self._closed = False
        self.started = 0
        """How many checks ran: a burst of changes costs few."""

    def request(self) -> None:
        """Something changed: check it, now or as soon as the check under way ends."""
        if self._closed:
            return
        if self._running is not None:
            self._stale = True
            return
        self._stale = False
        self.started += 1
        loop = asyncio.get_running_loop()
        self._running = loop.run_in_executor(self._thread, self._run, self._snapshot())
        self._running.add_done_callback(self._ended)

    def _ended(self, future: asyncio.Future[Checked]) -> None:
        self._running = None
        if future.cancelled():
            return
        if self._stale:
            self.request()  # what changed during the check is what the editor shows now
            return
        error = future.exception()
        if error is not None:  # a bug must not end the designer's session: keep the last findings
            log.error("the check failed", exc_info=error)
            return
        self._publish(future.result())

    async def idle(self) -> None:
        """Return once no check runs and none is due (for tests and benchmarks)."""
        while self._running is not None:
            await asyncio.wait([self._running])
            await asyncio.sleep(0)  # let the done callback start the next check, if one is due

    def shutdown(self) -> None:
        """No more checks; the one under way, if any, is not waited for."""
        self._closed = True
        self._thread.shutdown(wait=False, cancel_futures=True)
