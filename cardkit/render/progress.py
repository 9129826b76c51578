"""Progress of a card build on stderr: a bar for a person at a terminal, plain lines for logs.

A bar redraws in place, which a CI log or a pipe would record as hundreds of lines, so when
stderr is not a terminal progress is a line at the start and at every tenth of the work. It is
stderr's own terminal that counts, not stdout's: `cardkit build 2> build.log` logs lines, and
`cardkit build | tee` still shows a bar.
Rendering 20 cards or fewer is over before a bar is worth drawing; `--quiet` shows none.
"""

from __future__ import annotations

import sys
from typing import Protocol, TextIO

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeRemainingColumn,
)

SMALL_BUILD_CARDS = 20
TEXT_STEPS = 10


class BuildProgress(Protocol):
    """What the card build reports: how many printed cards it will render and has rendered."""

    def start(self, to_render: int, from_cache: int) -> None: ...

    def advance(self, cards: int) -> None: ...

    def finish(self) -> None: ...


class NoProgress:
    """Shows nothing: quiet builds, small builds, tests."""

    def start(self, to_render: int, from_cache: int) -> None:
        pass

    def advance(self, cards: int) -> None:
        pass

    def finish(self) -> None:
        pass


class TextProgress:
    """A line when rendering starts and at every tenth of it, for logs and pipes."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.total = 0
        self.done = 0
        self.step = 0

    def start(self, to_render: int, from_cache: int) -> None:
        self.total, self.done, self.step = to_render, 0, 0
        if self.shown:
            self._print(f"cards: laying out {to_render} faces, {from_cache} unchanged from the cache")

    @property
    def shown(self) -> bool:
        return self.total > SMALL_BUILD_CARDS

    def advance(self, cards: int) -> None:
        self.done += cards
        step = self.done * TEXT_STEPS // max(1, self.total)
        if self.shown and step > self.step:
            self.step = step
            self._print(f"cards: {self.done}/{self.total}")

    def finish(self) -> None:
        pass

    def _print(self, line: str) -> None:
        print(line, file=self.stream, flush=True)


class BarProgress:
    """A rich progress bar on stderr, removed when the build is done."""

    def __init__(self) -> None:
        self.bar = Progress(
            TextColumn("cards"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeRemainingColumn(),
            console=Console(stderr=True),
            transient=True,
        )
        self.task = self.bar.add_task("cards", total=0)

    def start(self, to_render: int, from_cache: int) -> None:
        if to_render > SMALL_BUILD_CARDS:
            self.bar.update(self.task, total=to_render)
            self.bar.start()

    def advance(self, cards: int) -> None:
        self.bar.advance(self.task, cards)

    def finish(self) -> None:
        self.bar.stop()


def build_progress(*, quiet: bool) -> BuildProgress:
    """The progress display of a build on stderr: none, a bar if stderr is a terminal, plain
    lines otherwise."""
    if quiet:
        return NoProgress()
    if sys.stderr.isatty():
        return BarProgress()
    return TextProgress(sys.stderr)
