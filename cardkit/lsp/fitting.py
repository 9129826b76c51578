"""B201 in the editor: card text that does not fit, laid out in the background once a check settles.

Laying out a face takes WeasyPrint, far more than the 300 ms a check has, so the server never
waits for it: after a check and a pause of `FIT_DELAY` without another, one worker process
(`LayoutWorker`, ended at once when the server exits and by itself when the server dies) lays
out the faces of the cards whose files changed (every card the first time, or when a file
that is no card's alone changed: game.yaml, a card another card names, a catalog) with the same
templates, theme and text fitting as the print (`render.shown_faces`), and hands back each
file's B201 findings to be published with that file's check findings. A process, not a
thread: a thread laying out faces holds the interpreter lock often enough to push a check past
300 ms. WeasyPrint is imported there, never on the way to the server's first diagnostics.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import sys
import threading
import traceback
from collections.abc import Callable, Collection
from contextlib import suppress
from dataclasses import replace
from multiprocessing.connection import Connection

from cardkit.foundation.diagnostics import Diagnostic, Findings
from cardkit.index.game import GameIndex
from cardkit.project.validate import LoadedProject

log = logging.getLogger(__name__)

FIT_DELAY = 0.5
"""Seconds without a new check before the faces are laid out: typing is not interrupted by it."""


def unfit_by_file(loaded: LoadedProject, files: Collection[str] | None, changed: Collection[str] = ()) -> dict[str, list[Diagnostic]]:
    """The B201 findings of the cards defined in `files` (every card when None), by file; each
    file of `changed` and every card's file is a key, with no finding when its cards fit (or it
    has none any more). Template problems lay out nothing and are left to `cardkit build`."""
    from cardkit.render.cards import unfit_diagnostic
    from cardkit.render.faces import game_cards
    from cardkit.render.shown_faces import laid_out_batches

    cards = [card for card in game_cards(loaded.game) if files is None or card.definition.file in files]
    found: dict[str, list[Diagnostic]] = {file: [] for file in [*changed, *(files or ())]}
    found.update({card.definition.file: [] for card in cards})
    for batch, output in laid_out_batches(loaded, cards):
        if output.problems:
            log.info("faces not laid out: %s", output.problems[0].message)
            return {}
        for card_id, need, size in output.unfit:
            card = batch[card_id]
            found[card.definition.file].append(unfit_diagnostic(card, need, size))
    return found


class FitScheduler:
    """One layout at a time, in a worker process, of the files changed since the last one started.

    `loaded` gives the last check's project (None: none opened); `done` receives each layout's
    findings by file, on the event loop, and whether every card was laid out (then files it
    does not name have no card that overflows); `told` hears when a layout starts and ends (the
    server passes it on to the editor's log)."""

    def __init__(
        self,
        loaded: Callable[[], LoadedProject | None],
        done: Callable[[dict[str, list[Diagnostic]], bool], None],
        told: Callable[[str], None] = lambda message: None,
    ) -> None:
        self._loaded = loaded
        self._done = done
        self._told = told
        self._worker: LayoutWorker | None = None
        self._changed: set[str] | None = None
        """Files changed since the last layout started; None: every card (nothing laid out yet)."""
        self._timer: asyncio.TimerHandle | None = None
        self._running: tuple[bool, int] | None = None
        """(whole game, cards) of the layout under way."""
        self._again = False
        self._closed = False

    def changed(self, relpath: str) -> None:
        """A file changed: its cards are laid out again once the check of this change settles.
        A pause already counting is called off: the check runs in a thread, and a layout
        started before it publishes would lay out the project as it was and drop the change."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._changed is not None:
            self._changed.add(relpath)

    def settled(self) -> None:
        """A check has just published: lay out after a pause, unless another check comes first."""
        if self._timer is not None:
            self._timer.cancel()
        self._timer = asyncio.get_running_loop().call_later(FIT_DELAY, self._start)

    @property
    def worker_pid(self) -> int | None:
        return self._worker.pid if self._worker is not None else None

    def _start(self) -> None:
        loaded = self._loaded()
        if self._closed or loaded is None or self._changed == set():
            return
        if self._running is not None:
            self._again = True  # the files changed meanwhile are laid out when this one ends
            return
        changed = set(self._changed or ())
        files = None if self._changed is None or not _only_card_files(loaded, changed) else changed
        self._changed = set()
        if self._worker is None:
            self._worker = LayoutWorker(asyncio.get_running_loop(), self._finished)
        self._running = (files is None, len(files) if files is not None else 0)
        self._told(f"laying out {'every card' if files is None else ', '.join(sorted(files))} in the background (worker {self._worker.pid})")
        self._worker.submit((portable(loaded), files, changed))

    def _finished(self, found: dict[str, list[Diagnostic]] | None) -> None:
        whole = self._running is not None and self._running[0]
        self._running = None
        self._told("layout done" if found is not None else "layout failed: the check's findings stay")
        if found:
            self._done(found, whole)
        if self._again:
            self._again = False
            self._start()

    def shutdown(self) -> None:
        """Stop at once: the timer, and the worker with the layout it is doing."""
        self._closed = True
        if self._timer is not None:
            self._timer.cancel()
        if self._worker is not None:
            self._worker.stop()
            self._worker = None


Job = tuple[LoadedProject, "Collection[str] | None", "Collection[str]"]


class LayoutWorker:
    """The process that lays faces out: started once, fed one job at a time over a pipe, its
    answer read on the event loop when it arrives. It holds a second pipe whose other end only
    the server has: when the server dies, however it dies, that pipe closes and the worker
    exits, so an editor that kills the server leaves no process behind."""

    def __init__(self, loop: asyncio.AbstractEventLoop, answered: Callable[[dict[str, list[Diagnostic]] | None], None]) -> None:
        context = multiprocessing.get_context("spawn")
        self._jobs, their_jobs = context.Pipe()
        their_lifeline, self._lifeline = context.Pipe(duplex=False)
        self._process = context.Process(target=_serve_layouts, args=(their_jobs, their_lifeline), name="cardkit-layout", daemon=True)
        self._process.start()
        their_jobs.close()
        their_lifeline.close()
        self._loop = loop
        self._answered = answered
        loop.add_reader(self._jobs.fileno(), self._read)

    @property
    def pid(self) -> int | None:
        return self._process.pid

    def submit(self, job: Job) -> None:
        self._jobs.send(job)

    def _read(self) -> None:
        try:
            kind, value = self._jobs.recv()
        except (EOFError, OSError):  # the worker died: the findings of the check stay
            self._loop.remove_reader(self._jobs.fileno())
            log.error("the layout worker stopped")
            self._answered(None)
            return
        if kind == "error":
            log.error("laying out the faces failed:\n%s", value)
        self._answered(value if kind == "found" else None)

    def stop(self) -> None:
        """End the worker now, whatever it is doing; a layout has nothing worth waiting for."""
        with suppress(ValueError, OSError):
            self._loop.remove_reader(self._jobs.fileno())
        self._process.terminate()
        self._process.join(STOP_WAIT)
        if self._process.is_alive():
            self._process.kill()
            self._process.join(STOP_WAIT)
        self._jobs.close()
        self._lifeline.close()


STOP_WAIT = 0.5
"""Seconds a stopped worker has to end before it is killed."""


def _serve_layouts(jobs: Connection, lifeline: Connection) -> None:
    """The worker's life: lay out each job received, send back its findings, until the server
    closes the pipe or dies."""
    _quiet_worker()
    threading.Thread(target=_die_with_server, args=(lifeline,), name="lifeline", daemon=True).start()
    while True:
        try:
            loaded, files, changed = jobs.recv()
        except (EOFError, OSError):
            return
        try:
            answer: tuple[str, object] = ("found", unfit_by_file(loaded, files, changed))
        except Exception:  # a layout bug must not end the session: reported, the worker goes on
            answer = ("error", traceback.format_exc())
        jobs.send(answer)


def _die_with_server(lifeline: Connection) -> None:
    """Wait for the server's end of the lifeline to close, then exit at once, mid-layout too."""
    with suppress(EOFError, OSError):
        lifeline.recv()
    os._exit(0)


def portable(loaded: LoadedProject) -> LoadedProject:
    """What the layout process needs of a check's project, to send it there: not the compiled
    schemas (which do not pickle), the findings or the documents the cards already carry."""
    return replace(loaded, schemas=None, report=Findings(), checked=None, documents=(), partials=(), chosen_edition=None)


def _quiet_worker() -> None:
    """The layout process writes nothing to stdout, the server's JSON-RPC channel, and yields
    the processor to the server's checks."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
    sys.stdout = sys.stderr
    os.nice(10)


def _only_card_files(loaded: LoadedProject, files: Collection[str]) -> bool:
    """Whether every changed file is the own file of a card no other card names, or of a
    collection (which prints no face), so only its own faces can print differently (a card
    another one names may print on it, game.yaml's words and a catalog's on every card)."""
    from cardkit.checks.sites import collect_references

    game = loaded.game
    card_kinds = {kind.id for kind in game.table.card_kinds}
    named = {
        found.file
        for reference in collect_references(game)
        if reference.definition.kind in card_kinds and reference.kind.is_definition
        and (found := GameIndex.of(game).find(reference.kind, reference.written)) is not None
    }
    collections = {definition.file for kind in game.table.collection_kinds for definition in game.of_kind(kind.id)}
    own = ({card.file for card in game.cards()} - named) | collections
    return all(file in own for file in files)
