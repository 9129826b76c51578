"""B201 in the editor: a card whose text does not fit is reported on its file once the server
has laid it out in the background, and cleared when the text is shortened; driven over stdio
by pygls's own client on a copy of the bundled game."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from tests.lsp.driver import Editor, codes, patiently
from tests.patience import IDLE_GUARD

pytestmark = pytest.mark.slow

RAIO = "content/spells/raio.yaml"
LAYOUT_TIMEOUT = IDLE_GUARD
"""A guard against a server that never answers, not a speed goal, in idle-machine seconds: the
first layout lays out every card of the game, WeasyPrint imported on the way, in a niced worker
that a loaded 2-CPU machine starved past 60 s. The test goes on the moment B201 arrives
(bench/lsp.py times it)."""
LONG_TEXT = "text: |\n  " + "O raio atravessa a tempestade e cai sobre todos os inimigos da linha. " * 40 + "\n"


def test_a_spell_text_too_long_for_its_card_is_reported_then_cleared(game_copy: Path) -> None:
    async def script(editor: Editor) -> None:
        text = editor.open(RAIO)
        await asyncio.sleep(0)
        sent = editor.change(RAIO, text + LONG_TEXT)
        found = await editor.wait_for(RAIO, lambda d: "B201" in codes(d), LAYOUT_TIMEOUT)
        [unfit] = [d for d in found if d.code == "B201"]
        assert "does not fit its card" in unfit.message and "Raio" in unfit.message
        assert unfit.range.start.line == text.count("\n")  # the `text:` the card cannot hold
        print(f"B201 after {time.perf_counter() - sent:.1f} s")
        editor.change(RAIO, text)
        await editor.wait_for(RAIO, lambda d: "B201" not in codes(d) and editor.diagnostics.get(RAIO) is not None, LAYOUT_TIMEOUT)
        assert "B201" not in codes(editor.diagnostics.get(RAIO, []))

    async def session() -> None:
        editor = Editor(game_copy)
        await editor.start()
        try:
            await editor.checked_once()
            await patiently(script(editor), 2 * LAYOUT_TIMEOUT)
        finally:
            await editor.stop()

    asyncio.run(session())
