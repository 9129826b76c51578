"""B201 in the editor: card text that does not fit, laid out in the background once a check settles.

Laying out a face takes WeasyPrint, far more than the 300 ms a check has, so the server never
waits for it: after a check and a pause of `FIT_DELAY` without another, one worker process lays
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
from collections.abc import Callable, Collection
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import replace

from cardkit.content import LoadedProject
from cardkit.diagnostics import Diagnostic, Report
from cardkit.index.game import GameIndex

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
    does not name have no card that overflows)."""

    def __init__(
        self, loaded: Callable[[], LoadedProject | None], done: Callable[[dict[str, list[Diagnostic]], bool], None]
    ) -> None:
        self._loaded = loaded
        self._done = done
        self._worker = ProcessPoolExecutor(1, multiprocessing.get_context("spawn"), initializer=_quiet_worker)
        self._changed: set[str] | None = None
        """Files changed since the last layout started; None: every card (nothing laid out yet)."""
        self._timer: asyncio.TimerHandle | None = None
        self._running: Future[dict[str, list[Diagnostic]]] | None = None
        self._again = False

    def changed(self, relpath: str) -> None:
        if self._changed is not None:
            self._changed.add(relpath)

    def settled(self) -> None:
        """A check has just published: lay out after a pause, unless another check comes first."""
        if self._timer is not None:
            self._timer.cancel()
        self._timer = asyncio.get_running_loop().call_later(FIT_DELAY, self._start)

    def _start(self) -> None:
        loaded = self._loaded()
        if loaded is None or self._changed == set():
            return
        if self._running is not None and not self._running.done():
            self._again = True  # the files changed meanwhile are laid out when this one ends
            return
        changed = set(self._changed or ())
        files = None if self._changed is None or not _only_card_files(loaded, changed) else changed
        self._changed = set()
        loop = asyncio.get_running_loop()
        self._running = self._worker.submit(unfit_by_file, portable(loaded), files, changed)
        self._running.add_done_callback(lambda future: loop.call_soon_threadsafe(self._finished, future, files is None))

    def _finished(self, future: Future[dict[str, list[Diagnostic]]], whole: bool) -> None:
        try:
            found = future.result()
        except Exception:  # a layout bug must not end the session: the check's findings stay
            log.exception("laying out the faces failed")
            found = {}
        if found:
            self._done(found, whole)
        if self._again:
            self._again = False
            self._start()

    def shutdown(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._worker.shutdown(wait=False, cancel_futures=True)


def portable(loaded: LoadedProject) -> LoadedProject:
    """What the layout process needs of a check's project, to send it there: not the compiled
    schemas (which do not pickle), the findings or the documents the cards already carry."""
    return replace(loaded, schemas=None, report=Report(), checked=None, documents=[], partials=[], chosen_edition=None)


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
