"""Benchmark: from an edit of an unsaved buffer to its diagnostics, through `cardkit lsp`.

A copy of the bundled game is served by `python -m cardkit lsp`, driven by pygls's own client
over stdio as an editor drives it (tests/lsp/driver.py). After two warm-up edits, each round
makes the three edits of issue 18's scripted session, each timed from the `didChange` being
sent to the `publishDiagnostics` of that file showing the finding, then undone (timed until
the finding is gone):

- `ref: Alquimista` -> `ref: Alquimist` in content/spells/raio.yaml (R105);
- `{trait: Voar}` -> `{trait: Voarr}` in content/game.yaml (R101);
- Essência given two parameters in content/units/feiticeiro.yaml (R110).

Then a burst, as a designer types: `Alquimist` written over `Alquimista` one key at a time
(incremental changes, `KEY_INTERVAL` apart), timed from the last key to the diagnostics of
the last version; the server checks what it has when a check ends, not every key (issue 28).

Paired in the same rounds: a plain in-process `pipeline.check_project` of the same copy
(warm: schemas compiled, modules imported), the floor a full re-check costs. Prints the load
average at each round's start, min and median of each series, and the goal (issues 18 and 28:
a median under 300 ms).

    .venv/bin/python bench/lsp.py [--repeat 5] [--workdir DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(REPO))

from lsprotocol import types

from bench.timing import load
from cardkit.pipeline import check_project
from tests.lsp.driver import Editor, codes

GOAL = 0.300
"""Seconds from a change to its diagnostics on the bundled game (issues 18 and 28)."""

Edit = tuple[str, str, Callable[[str], str], str]
"""A file, what the edit is called, how it changes the file's text, the code it brings."""

EDITS: tuple[Edit, ...] = (
    ("content/spells/raio.yaml", "wrong REF", lambda text: text.replace("ref: Alquimista", "ref: Alquimist"), "R105"),
    ("content/game.yaml", "unknown trait", lambda text: text.replace("{trait: Voar}", "{trait: Voarr}", 1), "R101"),
    (
        "content/units/feiticeiro.yaml",
        "trait parameters",
        lambda text: text.replace("traits: []", "traits:\n  - name: Essência\n    params: [Gelo, Fogo]"),
        "R110",
    ),
)


async def timed_edit(editor: Editor, relpath: str, text: str, holds: Callable[[list[types.Diagnostic]], bool]) -> float:
    """Seconds from sending the change to the file's diagnostics satisfying `holds`."""
    sent = editor.change(relpath, text)
    await editor.wait_for(relpath, holds)
    return editor.arrived[relpath] - sent


KEY_INTERVAL = 0.06
"""Seconds between two keys of the burst: a quick typist's pace."""


async def burst(editor: Editor, original: str) -> float:
    """Seconds from the last key of `Alquimist` typed over `Alquimista` to its diagnostics."""
    relpath = EDITS[0][0]
    start = editor.position(original, "ref: Alquimista", len("ref: "))
    end = editor.position(original, "ref: Alquimista", len("ref: Alquimista"))
    editor.type_over(relpath, types.Range(start, end), "")
    for typed, key in enumerate("Alquimist"):
        if typed:
            await asyncio.sleep(KEY_INTERVAL)
        at = types.Position(start.line, start.character + typed)
        editor.type_over(relpath, types.Range(at, at), key)
    sent = time.perf_counter()
    await editor.wait_for(relpath, lambda d: any("'Alquimist'" in x.message for x in d if x.code == "R105"))
    took = editor.arrived[relpath] - sent
    await timed_edit(editor, relpath, original, lambda d: "R105" not in codes(d))
    return took


async def session(project: Path, repeat: int) -> tuple[dict[str, list[float]], list[float], list[float]]:
    editor = Editor(project)
    await editor.start()
    await editor.checked_once()
    originals = {relpath: editor.open(relpath) for relpath, *_ in EDITS}
    for _ in range(2):  # warm-up: the first checks of a process import and compile what later ones reuse
        relpath, _name, change, code = EDITS[0]
        await timed_edit(editor, relpath, change(originals[relpath]), lambda d, code=code: code in codes(d))
        await timed_edit(editor, relpath, originals[relpath], lambda d, code=code: code not in codes(d))
    check_project(project)
    edits: dict[str, list[float]] = {name: [] for _, name, _, _ in EDITS}
    edits["undo"] = []
    plain: list[float] = []
    bursts: list[float] = []
    for round_number in range(1, repeat + 1):
        print(f"round {round_number}: load average {load()}", flush=True)
        for relpath, name, change, code in EDITS:
            edits[name].append(await timed_edit(editor, relpath, change(originals[relpath]), lambda d, code=code: code in codes(d)))
            edits["undo"].append(await timed_edit(editor, relpath, originals[relpath], lambda d, code=code: code not in codes(d)))
            started = time.perf_counter()
            check_project(project)
            plain.append(time.perf_counter() - started)
        bursts.append(await burst(editor, originals[EDITS[0][0]]))
    await editor.stop()
    return edits, plain, bursts


def line(name: str, seconds: list[float]) -> str:
    return f"{name:<28} min {min(seconds) * 1000:6.0f} ms   median {statistics.median(seconds) * 1000:6.0f} ms   ({len(seconds)} edits)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=5, help="rounds of the three edits (default 5)")
    parser.add_argument("--workdir", type=Path, default=None, help="where to copy the game (default: a temporary folder)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.workdir) as folder:
        project = Path(folder) / "game"
        project.mkdir()
        shutil.copy(REPO / "cardkit.yaml", project / "cardkit.yaml")
        shutil.copytree(REPO / "content", project / "content")
        print(f"load average before: {load()}", flush=True)
        edits, plain, bursts = asyncio.run(session(project, args.repeat))
        print(f"load average after: {load()}")
    every = [seconds for name, times in edits.items() for seconds in times]
    for name, times in edits.items():
        print(line(f"lsp: {name}", times))
    print(line("lsp: every edit", every))
    print(line("lsp: last key of a burst", bursts))
    print(line("check_project (in process)", plain))
    median = statistics.median(every)
    verdict = "met" if median < GOAL else "NOT met"
    print(f"Goal (issues 18, 28): change to diagnostics < {GOAL * 1000:.0f} ms (median): {median * 1000:.0f} ms, {verdict}")
    overhead = median - statistics.median(plain)
    print(f"the server's own share: {overhead * 1000:+.0f} ms over the paired plain check (median against median)")


if __name__ == "__main__":
    main()
