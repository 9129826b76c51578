"""Leftovers of the first hardening pass: Ctrl-C in `--jobs N` workers, card ids a cache entry
names, and control characters in `error:` and `wrote` lines."""

from __future__ import annotations

import signal
from pathlib import Path
from types import SimpleNamespace

import pytest
import typer

from cardkit.buildcache.store import Entry
from cardkit.commands.common import fail, shown_path
from cardkit.render import cards, facerender, parallel
from tests.hardening.harness import unprintable


def test_a_card_rendering_worker_ignores_ctrl_c(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(facerender, "start_worker", lambda setup, pid: None)  # what _start_worker imports
    before = signal.getsignal(signal.SIGINT)
    try:
        parallel._start_worker(None, 0)  # type: ignore[arg-type]
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, before)


@pytest.mark.parametrize("unfit", [[["a", 1.2, 6.07]], "ab", [3], None, {"a": 1}, ["a"], ["1.2", 6.07], [1.2], [True, 6.0], [0, 6.0]])
def test_a_cache_entry_with_a_malformed_fit_record_is_a_miss(unfit: object) -> None:
    front = SimpleNamespace(card="spell-a")
    assert cards._trusted(Entry(b"%PDF", {"unfit": unfit}, {}), front) is None  # type: ignore[arg-type]


def test_a_back_cannot_be_unfit_and_a_front_can() -> None:
    """A forged entry must not make a build fail on a card it does not have: a back has none."""
    entry = Entry(b"%PDF", {"unfit": [1.18, 6.07]}, {})
    assert cards._trusted(entry, SimpleNamespace(card="spell-a")) is entry  # type: ignore[arg-type]
    assert cards._trusted(entry, SimpleNamespace(card=None)) is None  # type: ignore[arg-type]
    fitting = Entry(b"%PDF", {"unfit": []}, {})
    assert cards._trusted(fitting, SimpleNamespace(card=None)) is fitting  # type: ignore[arg-type]


def test_an_error_line_shows_control_characters_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(typer.Exit):
        fail("cannot write build/\x1b]0;pwned\x07\u202ecards")
    err = capsys.readouterr().err
    assert unprintable(err) == [] and "\\x1b]0;pwned\\x07\\u202ecards" in err


def test_a_written_path_is_shown_escaped(tmp_path: Path) -> None:
    assert unprintable(shown_path(tmp_path / "ca\x1b[2Jrtas\u202e.pdf")) == []
