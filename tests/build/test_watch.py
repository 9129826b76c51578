"""`cardkit build --watch`: one process builds again after each save, keeps going after a
broken save (the last good PDFs stay), and stops on Ctrl-C."""

from __future__ import annotations

import itertools
import os
import signal
import subprocess
import sys
from pathlib import Path

import pypdfium2
import pytest

from tests.build.conftest import Game, spell_yaml
from tests.patience import HANG, IDLE_GUARD, read_until

pytestmark = pytest.mark.slow  # a build process, kept running

PROBE_SECONDS = 2.0
"""How long `_armed` waits for its note's build before it saves the note again."""


def _text(pdf: Path) -> str:
    document = pypdfium2.PdfDocument(pdf)
    try:
        return "\n".join(page.get_textpage().get_text_range() for page in document)
    finally:
        document.close()


def _stderr_until(process: subprocess.Popen[str], text: str, timeout: float = IDLE_GUARD) -> list[str]:
    assert process.stderr is not None
    return read_until(process.stderr, text, timeout)


def _armed(process: subprocess.Popen[str], root: Path) -> None:
    """Return once the watch sees saves: it prints `watching` before watchfiles has armed it,
    so a note is saved until a build names it."""
    _stderr_until(process, "watching")
    note = root / "note.txt"
    for attempt in itertools.count():
        note.write_text(f"note {attempt}\n", encoding="utf-8")
        try:
            _stderr_until(process, "changed: note.txt", PROBE_SECONDS)
            break
        except AssertionError:
            continue
    _stderr_until(process, "built in")


def test_a_save_rebuilds_a_broken_save_keeps_the_pdf_and_ctrl_c_stops(game: Game) -> None:
    command = [sys.executable, "-m", "cardkit", "build", "cards", "--watch", "-q", "--profile", "print-shop", "--project", str(game.root)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ, "NO_COLOR": "1"})
    pdf = game.cards_dir / "cards-print-shop.pdf"
    try:
        _armed(process, game.root)
        game.spell(2).write_text(spell_yaml(2, text="Escrito durante a vigia."), encoding="utf-8")
        lines = _stderr_until(process, "built in")
        assert "changed: content/spells/magia-02.yaml\n" in lines
        assert "Escrito durante a vigia." in _text(pdf)
        good = pdf.read_bytes()
        game.spell(2).write_text("name: [Magia 02\n", encoding="utf-8")
        failed = _stderr_until(process, "build failed")[-1]
        assert "exit 1" in failed and "the last good files stay in place" in failed
        assert pdf.read_bytes() == good
        game.spell(2).write_text(spell_yaml(2, text="De volta."), encoding="utf-8")
        _stderr_until(process, "built in")
        assert "De volta." in _text(pdf)
        process.send_signal(signal.SIGINT)
        _, stderr = process.communicate(timeout=HANG)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 130
    assert "Traceback" not in stderr and "interrupted" in stderr


def test_watch_refuses_a_reprint_set(game: Game) -> None:
    command = [sys.executable, "-m", "cardkit", "build", "cards", "--watch", "--changed-since", "HEAD", "--project", str(game.root)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=HANG, check=False)
    assert result.returncode == 2
    assert "--watch keeps the build up to date" in result.stderr
