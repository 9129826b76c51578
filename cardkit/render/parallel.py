"""Running face batches: in this process for one job, in a process pool for more.

Each worker builds its renderer once (WeasyPrint, templates, faces) and then takes batches as
they come; results are handed back as they finish, in whatever order, with their task's
index. Workers start from a fork server that has imported WeasyPrint once, rather than as
forks of a build process that holds the whole game in memory. The consumer may stop the run
(a template error makes the other batches pointless); what is still queued is cancelled.

Ctrl-C reaches every process of the terminal's process group, workers too; a worker ignores it
(no "Exception ignored ... KeyboardInterrupt" traceback from each), and the build process alone
handles it: leaving the pool's block shuts the workers down.

WeasyPrint leaves cycles behind every layout, so the cyclic collector runs a full collection
every few batches, and each one scanned every object of the process: the loaded game, the
modules. At 500 cards that was 15 % of a build's CPU, growing with the game. The objects that
live through the rendering are frozen before it (`gc.freeze`), and after each batch its cycles
are collected and what lives on is frozen too (`settle_garbage`), so a collection scans only
the batch at hand. A build in this process thaws everything it froze at the end.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import signal
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool

from cardkit.foundation.errors import USAGE, CardkitError
from cardkit.render.facetask import FaceOutput, FaceTask, RendererSetup

OnDone = Callable[[int, FaceOutput], bool]
"""Called with each finished task's index and output; returning False stops the run."""


class WorkerDied(CardkitError, RuntimeError):
    """A worker process ended abruptly (killed, or out of memory)."""

    exit_code = USAGE


def run_tasks(setup: RendererSetup, tasks: Sequence[FaceTask], jobs: int, on_done: OnDone) -> None:
    """Render `tasks` with up to `jobs` processes, calling `on_done` as each finishes. No task,
    no renderer: a build whose faces all come from the cache never imports WeasyPrint."""
    if not tasks:
        return
    if jobs <= 1 or len(tasks) <= 1:
        from cardkit.render.facerender import FaceRenderer

        renderer = FaceRenderer(setup)
        gc.freeze()  # the loaded game and every module: what each full collection would scan again
        try:
            for index, task in enumerate(tasks):
                output = renderer.render(task)
                settle_garbage()
                if not on_done(index, output):
                    return
        finally:
            gc.unfreeze()  # a long-lived process (the preview) must collect this build's game later
        return
    with ProcessPoolExecutor(
        max_workers=min(jobs, len(tasks)), mp_context=_context(), initializer=_start_worker, initargs=(setup, os.getpid())
    ) as pool:
        pending: dict[Future[FaceOutput], int] = {pool.submit(_render_in_worker, task): index for index, task in enumerate(tasks)}
        try:
            while pending:
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in sorted(done, key=pending.__getitem__):
                    if not on_done(pending.pop(future), future.result()):
                        return
        except BrokenProcessPool as error:
            raise WorkerDied("a card-rendering worker process died (killed, or out of memory?)") from error
        finally:
            for future in pending:
                future.cancel()


def settle_garbage() -> None:
    """After a batch: collect its cycles (a collection scans only what is not frozen: this
    batch's objects) and freeze what lives on, so no later collection scans it again."""
    gc.collect()
    gc.freeze()


def _render_in_worker(task: FaceTask) -> FaceOutput:
    """A worker's batch, its garbage settled before the next (a worker lives as long as the pool)."""
    from cardkit.render.facerender import render_in_worker

    output = render_in_worker(task)
    settle_garbage()
    return output


def start_fork_server(jobs: int) -> None:
    """Start the fork server now, when `jobs` will use one: it imports WeasyPrint (about a CPU
    second) while this process loads and checks the project, instead of after, when the build
    waits for its workers. It is the server `run_tasks` then forks its workers from."""
    if jobs > 1 and "forkserver" in multiprocessing.get_all_start_methods():
        from multiprocessing import forkserver

        _context()
        forkserver.ensure_running()


def _start_worker(setup: RendererSetup, build_pid: int) -> None:
    """Process-pool initializer: ignore Ctrl-C (the build process handles it), then start."""
    from cardkit.render.facerender import start_worker

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    start_worker(setup, build_pid)
    gc.freeze()  # the worker's modules and renderer live as long as it: no full collection scans them


def _context() -> multiprocessing.context.BaseContext:
    """A fork server where there is one (workers start light and already hold WeasyPrint),
    spawn elsewhere."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["cardkit.render.facerender"])
        return context
    return multiprocessing.get_context("spawn")
