"""When the background layout starts, and from which check: a change that comes while its check
runs in a thread must not let a layout start from the project as it was before (its B201
would then never come). The layout worker is replaced by one that records its jobs, and the
pause before a layout is 0, so the loop's own turns drive the test, never the clock."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

import pytest

from cardkit.foundation.diagnostics import Diagnostic
from cardkit.lsp import fitting
from cardkit.lsp.fitting import FitScheduler, Job
from cardkit.pipeline import validate_project
from cardkit.project.validate import LoadedProject

RAIO = "content/spells/raio.yaml"
Answer = Callable[[dict[str, list[Diagnostic]] | None], None]


class RecordingWorker:
    """A layout worker that lays nothing out: it keeps each job until the test answers it."""

    started: ClassVar[list[RecordingWorker]] = []

    def __init__(self, loop: asyncio.AbstractEventLoop, answered: Answer) -> None:
        self.answer = answered
        self.jobs: list[Job] = []
        self.pid = 0
        RecordingWorker.started.append(self)

    def submit(self, job: Job) -> None:
        self.jobs.append(job)

    def stop(self) -> None:
        pass


@pytest.fixture
def worker(monkeypatch: pytest.MonkeyPatch) -> type[RecordingWorker]:
    monkeypatch.setattr(fitting, "LayoutWorker", RecordingWorker)
    monkeypatch.setattr(fitting, "FIT_DELAY", 0)
    RecordingWorker.started = []
    return RecordingWorker


async def turns() -> None:
    """Let the loop run what is due now (a timer of 0 s among it)."""
    for _ in range(3):
        await asyncio.sleep(0)


def laid_out(worker: type[RecordingWorker]) -> list[Job]:
    return [job for started in worker.started for job in started.jobs]


def test_a_change_during_its_check_waits_for_that_check_before_a_layout(game_copy: Path, worker: type[RecordingWorker]) -> None:
    before, after = validate_project(game_copy), validate_project(game_copy)
    projects: list[LoadedProject] = [before]

    async def session() -> None:
        scheduler = FitScheduler(lambda: projects[-1], lambda found, whole: None)
        scheduler.settled()  # the first check published
        scheduler.changed(RAIO)  # a keystroke: its check starts in a thread
        await turns()
        assert laid_out(worker) == []  # no layout of the project the keystroke made stale
        projects.append(after)
        scheduler.settled()  # the keystroke's check published
        await turns()
        [(project, files, _changed)] = laid_out(worker)
        assert project.game is after.game and files is None  # the first layout: every card
        scheduler.shutdown()

    asyncio.run(session())


def test_a_change_during_a_layout_is_laid_out_from_its_own_check_when_that_layout_ends(game_copy: Path, worker: type[RecordingWorker]) -> None:
    before, after = validate_project(game_copy), validate_project(game_copy)
    projects: list[LoadedProject] = [before]

    async def session() -> None:
        scheduler = FitScheduler(lambda: projects[-1], lambda found, whole: None)
        scheduler.settled()
        await turns()
        [first] = laid_out(worker)
        scheduler.changed(RAIO)
        projects.append(after)
        scheduler.settled()
        await turns()
        assert laid_out(worker) == [first]  # one layout at a time
        worker.started[0].answer({})
        await turns()
        [_, (project, files, changed)] = laid_out(worker)
        assert project.game is after.game and set(files or ()) == {RAIO} and set(changed) == {RAIO}
        scheduler.shutdown()

    asyncio.run(session())
