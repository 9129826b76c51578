"""Progress on stderr: a bar when stderr is a terminal, lines when it is a log, nothing when
quiet or nothing to do. Whether stdout is a terminal has no say: progress never goes there."""

from __future__ import annotations

import io
import sys

import pytest

from cardkit.render import progress
from cardkit.render.progress import (
    BarProgress,
    NoProgress,
    TextProgress,
    build_progress,
)
from tests.build.conftest import Game, cardkit


class Terminal(io.StringIO):
    """A stream that says it is a terminal, as a console's stdout or stderr does."""

    def isatty(self) -> bool:
        return True


@pytest.mark.slow
def test_a_piped_build_prints_plain_progress_lines(game: Game) -> None:
    result = cardkit("build", "cards", "--project", str(game.root))
    lines = [line for line in result.stderr.splitlines() if line.startswith("cards:")]
    assert lines[0] == "cards: laying out 22 faces, 0 unchanged from the cache"  # 19 cards and 3 backs, for both profiles
    assert lines[-1] == "cards: 22/22" and len(lines) <= 11
    again = cardkit("build", "cards", "--project", str(game.root))
    assert not [line for line in again.stderr.splitlines() if line.startswith("cards:")]  # nothing to render


@pytest.mark.slow
def test_quiet_shows_no_progress(game: Game) -> None:
    result = cardkit("build", "cards", "-q", "--project", str(game.root))
    assert result.exit_code == 0
    assert not [line for line in result.stderr.splitlines() if line.startswith("cards:")]


def test_a_terminal_on_stderr_gets_a_bar_drawn_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TERM", "xterm-256color")  # a person's terminal, whatever runs the suite
    for variable in ("TTY_COMPATIBLE", "TTY_INTERACTIVE", "FORCE_COLOR"):
        monkeypatch.delenv(variable, raising=False)
    stderr, stdout = Terminal(), io.StringIO()  # `cardkit build > cards.txt` at a terminal
    monkeypatch.setattr(sys, "stderr", stderr)
    monkeypatch.setattr(sys, "stdout", stdout)
    bar = build_progress(quiet=False)
    assert isinstance(bar, BarProgress)
    bar.start(40, 0)
    bar.advance(40)
    bar.finish()
    assert "40/40" in stderr.getvalue()
    assert stdout.getvalue() == ""
    assert isinstance(build_progress(quiet=True), NoProgress)


def test_stderr_to_a_log_gets_lines_though_stdout_is_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    stderr, stdout = io.StringIO(), Terminal()  # `cardkit build 2> build.log` at a terminal
    monkeypatch.setattr(sys, "stderr", stderr)
    monkeypatch.setattr(sys, "stdout", stdout)
    lines = build_progress(quiet=False)
    lines.start(40, 2)
    lines.advance(20)
    lines.advance(20)
    lines.finish()
    assert stderr.getvalue().splitlines() == [
        "cards: laying out 40 faces, 2 unchanged from the cache",
        "cards: 20/40",
        "cards: 40/40",
    ]
    assert stdout.getvalue() == ""


def test_small_renders_show_nothing() -> None:
    stream = io.StringIO()
    lines = TextProgress(stream)
    lines.start(progress.SMALL_BUILD_CARDS, 100)
    lines.advance(progress.SMALL_BUILD_CARDS)
    assert stream.getvalue() == ""
