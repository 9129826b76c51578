"""`cardkit build --watch`: one process builds again after each save, keeps going after a
broken save (the last good PDFs stay), and stops on Ctrl-C."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.build.conftest import Game, spell_yaml
from tests.patience import HANG, IDLE_GUARD, read_until
from tests.pdf_typography import pdf_text
from tests.watching import arm, kill_if_running, stop_with_ctrl_c

pytestmark = pytest.mark.slow  # a build process, kept running

def _stderr_until(process: subprocess.Popen[str], text: str, timeout: float = IDLE_GUARD) -> list[str]:
    assert process.stderr is not None
    return read_until(process.stderr, text, timeout)


def test_a_save_rebuilds_a_broken_save_keeps_the_pdf_and_ctrl_c_stops(game: Game) -> None:
    command = [sys.executable, "-m", "cardkit", "build", "cards", "--watch", "-q", "--profile", "print-shop", "--project", str(game.root)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ, "NO_COLOR": "1"})
    pdf = game.cards_dir / "cards-print-shop.pdf"
    try:
        _stderr_until(process, "watching")
        arm(lambda text, timeout: _stderr_until(process, text, timeout), game.root, "changed: note.txt")
        _stderr_until(process, "built in")
        game.spell(2).write_text(spell_yaml(2, text="Escrito durante a vigia."), encoding="utf-8")
        lines = _stderr_until(process, "built in")
        assert "changed: content/spells/magia-02.yaml\n" in lines
        assert "Escrito durante a vigia." in pdf_text(pdf)
        good = pdf.read_bytes()
        game.spell(2).write_text("name: [Magia 02\n", encoding="utf-8")
        failed = _stderr_until(process, "build failed")[-1]
        assert "exit 1" in failed and "the last good files stay in place" in failed
        assert pdf.read_bytes() == good
        game.spell(2).write_text(spell_yaml(2, text="De volta."), encoding="utf-8")
        _stderr_until(process, "built in")
        assert "De volta." in pdf_text(pdf)
        stop_with_ctrl_c(process)
    finally:
        kill_if_running(process)


def test_watch_refuses_a_reprint_set(game: Game) -> None:
    command = [sys.executable, "-m", "cardkit", "build", "cards", "--watch", "--changed-since", "HEAD", "--project", str(game.root)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=HANG, check=False)
    assert result.returncode == 2
    assert "--watch keeps the build up to date" in result.stderr
