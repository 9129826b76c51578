"""Leftovers of the first hardening pass: Ctrl-C in `--jobs N` workers, card ids a cache entry
names, and control characters in `error:` and `wrote` lines."""

from __future__ import annotations

import importlib
import signal
from pathlib import Path
from types import SimpleNamespace

import pytest
import typer

from cardkit.buildcache.store import Entry
from cardkit.commands.common import fail
from cardkit.render import cards, parallel
from tests.hardening.harness import unprintable

build_command = importlib.import_module("cardkit.commands.build")


def test_a_card_rendering_worker_ignores_ctrl_c(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parallel, "start_worker", lambda setup, pid: None)
    before = signal.getsignal(signal.SIGINT)
    try:
        parallel._start_worker(None, 0)  # type: ignore[arg-type]
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, before)


@pytest.mark.parametrize(
    "unfit", [[["carta-de-outro-lote", 1.2, 6.07]], "ab", [3], None, {"a": 1}, ["a"], [["a", "1.2", 6.07]], [["a", 1.2]]]
)
def test_a_cache_entry_naming_cards_its_chunk_lacks_is_a_miss(unfit: object) -> None:
    chunk = SimpleNamespace(cards=("a", "b"))
    assert cards._trusted(Entry(b"%PDF", {"unfit": unfit}, {}), chunk) is None  # type: ignore[arg-type]


def test_a_cache_entry_naming_its_own_cards_is_used() -> None:
    entry = Entry(b"%PDF", {"unfit": [["a", 1.18, 6.07]]}, {})
    assert cards._trusted(entry, SimpleNamespace(cards=("a", "b"))) is entry  # type: ignore[arg-type]


def test_an_error_line_shows_control_characters_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(typer.Exit):
        fail("cannot write build/\x1b]0;pwned\x07\u202ecards")
    err = capsys.readouterr().err
    assert unprintable(err) == [] and "\\x1b]0;pwned\\x07\\u202ecards" in err


def test_a_written_path_is_shown_escaped(tmp_path: Path) -> None:
    assert unprintable(build_command._shown(tmp_path / "ca\x1b[2Jrtas\u202e.pdf")) == []
