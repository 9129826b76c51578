"""`cardkit lsp` as a process an editor starts, feeds and ends: a burst of keystrokes costs a
check or two, files changed on disk are watched and checked, `exit` ends it at once, a server
killed outright takes its layout worker with it, and `--log-file` keeps stderr quiet.

Waits are on events (a publication, a log message, a process's pidfd); the one deadline that is
a promise (exit within a second) is scaled by the machine's measured slowness (tests/patience.py)."""

from __future__ import annotations

import asyncio
import os
import select
import signal
import time
from pathlib import Path

import pytest
from lsprotocol import types

from tests.lsp.driver import TIMEOUT, Editor, codes, patiently
from tests.patience import HANG, budget, slowness

pytestmark = pytest.mark.slow

RAIO = "content/spells/raio.yaml"
CHOQUE = "content/spells/choque.yaml"
EXIT_PROMISE = 1.0
"""Seconds from `exit` to the end of the process (issue 28)."""
BURST = 12


def children(pid: int) -> set[int]:
    """The processes whose parent is `pid` (the layout worker, multiprocessing's resource tracker)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.add(int(entry.name))
    return found


def ended(pids: set[int], timeout: float) -> set[int]:
    """Wait for each process to end (its pidfd becomes readable); the pids still running after
    `timeout` seconds."""
    handles = {}
    for pid in pids:
        try:
            handles[os.pidfd_open(pid)] = pid
        except ProcessLookupError:
            continue  # already gone
    deadline = time.monotonic() + timeout
    try:
        while handles and (remaining := deadline - time.monotonic()) > 0:
            ready, _, _ = select.select(list(handles), [], [], remaining)
            for handle in ready:
                os.close(handle)
                del handles[handle]
        return set(handles.values())
    finally:
        for handle in handles:
            os.close(handle)


async def started(project: Path, *extra: str) -> Editor:
    editor = Editor(project)
    await editor.start(*extra)
    await editor.checked_once()
    return editor


def test_a_burst_of_keystrokes_is_checked_once_or_twice_and_only_its_last_version_shown(game_copy: Path, tmp_path: Path) -> None:
    log = tmp_path / "lsp.log"

    async def session() -> None:
        editor = await started(game_copy, "--log-file", str(log))
        checks_before = log.read_text(encoding="utf-8").count("checked in")
        text = editor.open(RAIO)
        for typed in range(1, BURST + 1):  # sent at once, as fast as a client writes them
            editor.change(RAIO, text.replace("ref: Alquimista", f"ref: Alquimist{'x' * typed}"))
        last = f"Alquimist{'x' * BURST}"
        await editor.wait_for(RAIO, lambda d: any(last in x.message for x in d if x.code == "R105"))
        await editor.stop()
        shown = [x.message for publication in editor.history.get(RAIO, []) for x in publication if x.code == "R105"]
        assert shown and all(f"'{last}'" in message for message in shown), shown  # no stale version was published
        checks = log.read_text(encoding="utf-8").count("checked in") - checks_before
        assert 1 <= checks <= 3, f"{checks} checks for {BURST} changes"

    asyncio.run(session())


def test_files_changed_on_disk_are_watched_and_checked(game_copy: Path) -> None:
    async def session() -> None:
        editor = await started(game_copy)
        try:
            await editor.wait_until(lambda: bool(editor.registrations), "the file watchers' registration")
            [registration] = editor.registrations
            assert registration.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES
            globs = {watcher["globPattern"] for watcher in registration.register_options["watchers"]}  # type: ignore[index]
            assert globs == {"**/*.yaml", "**/*.yml", "**/*.po", "**/*.md"}
            path = game_copy / CHOQUE
            path.write_text(path.read_text(encoding="utf-8").replace("ref: ", "ref: Ninguem # ", 1), encoding="utf-8")  # a git checkout
            editor.client.workspace_did_change_watched_files(
                types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=editor.uri(CHOQUE), type=types.FileChangeType.Changed)])
            )
            found = await editor.wait_for(CHOQUE, lambda d: "R105" in codes(d))
            assert any("'Ninguem'" in d.message for d in found)
        finally:
            await editor.stop()

    asyncio.run(session())


def test_exit_ends_the_server_and_its_layout_worker_at_once_without_a_traceback(game_copy: Path) -> None:
    async def session() -> None:
        editor = await started(game_copy)
        line = await editor.logged_line("laying out every card", 2 * TIMEOUT)  # the first layout is under way
        worker = int(line.rsplit("worker ", 1)[1].rstrip(")"))
        server = editor.client._server
        assert server is not None and server.stderr is not None
        await patiently(editor.client.shutdown_async(None))
        before = slowness()
        asked = time.perf_counter()
        editor.client.exit(None)
        code = await patiently(server.wait())
        took = time.perf_counter() - asked
        await editor.client.stop()
        assert code == 0
        assert took <= budget(EXIT_PROMISE, before), f"exit took {took:.2f} s"
        assert ended({worker}, HANG) == set()
        errors = (await server.stderr.read()).decode("utf-8", "replace")
        assert "Traceback" not in errors and "Event loop is closed" not in errors, errors

    asyncio.run(session())


def test_a_killed_server_leaves_no_process_behind(game_copy: Path) -> None:
    async def session() -> None:
        editor = await started(game_copy)
        await editor.logged_line("laying out every card", 2 * TIMEOUT)
        left = children(editor.server_pid)
        assert left  # the layout worker, and multiprocessing's resource tracker
        os.kill(editor.server_pid, signal.SIGKILL)  # as an editor ends a server that hangs
        await editor.client.stop()
        assert ended(left, HANG) == set()

    asyncio.run(session())


def test_the_log_file_holds_the_log_and_stderr_stays_quiet(game_copy: Path, tmp_path: Path) -> None:
    log = tmp_path / "lsp.log"

    async def session() -> None:
        editor = await started(game_copy, "--log-file", str(log))
        text = editor.open(RAIO)
        editor.change(RAIO, text.replace("ref: Alquimista", "ref: Alquimist"))
        await editor.wait_for(RAIO, lambda d: "R105" in codes(d))
        server = editor.client._server
        assert server is not None and server.stderr is not None
        await editor.stop()
        assert (await server.stderr.read()) == b""

    asyncio.run(session())
    assert "checked in" in log.read_text(encoding="utf-8")
