"""Progress on stderr: a bar at a terminal, lines in logs, nothing when quiet or nothing to do."""

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


def test_a_piped_build_prints_plain_progress_lines(game: Game) -> None:
    result = cardkit("build", "cards", "--project", str(game.root))
    lines = [line for line in result.stderr.splitlines() if line.startswith("cards:")]
    assert lines[0] == "cards: rendering 38, 0 unchanged from the cache"
    assert lines[-1] == "cards: 38/38" and len(lines) <= 11
    again = cardkit("build", "cards", "--project", str(game.root))
    assert not [line for line in again.stderr.splitlines() if line.startswith("cards:")]  # nothing to render


def test_quiet_shows_no_progress(game: Game) -> None:
    result = cardkit("build", "cards", "-q", "--project", str(game.root))
    assert result.exit_code == 0
    assert not [line for line in result.stderr.splitlines() if line.startswith("cards:")]


def test_a_terminal_gets_a_bar(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    bar = build_progress(quiet=False)
    assert isinstance(bar, BarProgress)
    bar.start(40, 0)
    bar.advance(40)
    bar.finish()
    assert isinstance(build_progress(quiet=True), NoProgress)


def test_small_renders_show_nothing() -> None:
    stream = io.StringIO()
    lines = TextProgress(stream)
    lines.start(progress.SMALL_BUILD_CARDS, 100)
    lines.advance(progress.SMALL_BUILD_CARDS)
    assert stream.getvalue() == ""
