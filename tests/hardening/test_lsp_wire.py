"""Issue 29, class 6: the language server's wire, driven byte by byte as a broken client would.
A `Content-Length` of a terabyte ended the server, a message without the header lost every
message after it, and a request with a negative position got no answer at all. Each is now
refused or answered, and the server goes on serving, under a memory ceiling (`ulimit -v`).
(Coalescing bursts and the worker dying with its parent are tested with issue 28's work.)"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import REPO_ROOT
from tests.hardening.bounded import LIMITED_EXEC
from tests.hardening.harness import new_project
from tests.patience import HANG

pytestmark = pytest.mark.slow

ANSWER_TIMEOUT = HANG
"""Only guards a hang: an answer normally comes within a second (tests/patience.py)."""
MEMORY_MIB = 600


class Wire:
    """`cardkit lsp` in a subprocess under a memory ceiling, spoken to in raw bytes."""

    def __init__(self, project: Path) -> None:
        limit = MEMORY_MIB * 1024 * 1024
        self.log = (project.parent / "lsp.log").open("w+b")
        self.process = subprocess.Popen(
            [sys.executable, "-c", LIMITED_EXEC, str(limit), "lsp", "--project", str(project)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.log,
            cwd=REPO_ROOT,
        )
        self.messages: queue.Queue[dict[str, Any]] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.request(1, "initialize", {"processId": os.getpid(), "rootUri": project.as_uri(), "capabilities": {}})
        self.notify("initialized", {})

    def _read(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        while True:
            header = stream.readline()
            if not header:
                return
            if header.lower().startswith(b"content-length:"):
                length = int(header.split(b":")[1])
                while stream.readline().strip():
                    pass
                self.messages.put(json.loads(stream.read(length)))

    def raw(self, data: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message: dict[str, Any]) -> None:
        body = json.dumps(message).encode()
        self.raw(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))

    def request(self, msg_id: int, method: str, params: dict[str, Any]) -> dict[str, Any]:
        self.send({"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params})
        return self.answer(msg_id)

    def notify(self, method: str, params: dict[str, Any]) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def answer(self, msg_id: int) -> dict[str, Any]:
        while True:
            try:
                message = self.messages.get(timeout=ANSWER_TIMEOUT)
            except queue.Empty:
                raise AssertionError(f"no answer to request {msg_id}; server alive: {self.process.poll() is None}; log:\n{self.stderr()}") from None
            if message.get("id") == msg_id and "method" not in message:
                return message

    def stderr(self) -> str:
        self.log.flush()
        self.log.seek(0)
        return self.log.read().decode("utf-8", "replace")[-4000:]

    def close(self) -> None:
        try:
            self.request(9999, "shutdown", {})
            self.notify("exit", {})
            self.process.wait(timeout=ANSWER_TIMEOUT)
        finally:
            if self.process.poll() is None:
                self.process.kill()
            self.log.close()


def _hover(wire: Wire, msg_id: int, line: int, character: int, project: Path) -> dict[str, Any]:
    uri = (project / "content/spells/raio.yaml").as_uri()
    return wire.request(msg_id, "textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}})


@pytest.fixture
def wire(tmp_path: Path) -> Any:
    project = new_project("game", tmp_path / "projeto")
    opened = Wire(project)
    opened.project = project  # type: ignore[attr-defined]
    yield opened
    opened.close()


def test_a_terabyte_content_length_is_refused_and_the_server_goes_on(wire: Wire) -> None:
    wire.raw(b"Content-Length: 999999999999\r\n\r\n{}")
    answer = _hover(wire, 10, 2, 7, wire.project)  # type: ignore[attr-defined]
    assert "error" not in answer, answer
    assert wire.process.poll() is None
    assert "refused a message of 999999999999 bytes" in wire.stderr()


def test_a_message_without_content_length_is_skipped_and_the_next_one_read(wire: Wire) -> None:
    body = json.dumps({"jsonrpc": "2.0", "id": 11, "method": "textDocument/hover", "params": {}}).encode()
    wire.raw(body)  # no header, no newline: glued to the next message's header line
    answer = _hover(wire, 12, 2, 7, wire.project)  # type: ignore[attr-defined]
    assert "error" not in answer, answer
    assert f"resynchronised on a Content-Length header after {len(body)} bytes that were no header" in wire.stderr()


def test_an_oversized_message_sent_in_full_is_read_past_and_logged_once(wire: Wire) -> None:
    """Its body is read past in header-sized pieces, never held, and logged once, not per piece."""
    from cardkit.lsp.wire import MAX_MESSAGE_BYTES

    body = b'{"jsonrpc": "2.0", "method": "x", "params": {"text": "' + b"a" * MAX_MESSAGE_BYTES + b'"}}'
    wire.raw(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
    answer = _hover(wire, 14, 2, 7, wire.project)  # type: ignore[attr-defined]
    assert "error" not in answer, answer
    log = [line for line in wire.stderr().splitlines() if "cardkit.lsp.wire" in line]
    assert len(log) == 3 and f"refused a message of {len(body)} bytes" in log[0], log
    assert "resynchronised" in log[2], log


def test_garbage_lines_and_a_long_line_are_skipped(wire: Wire) -> None:
    wire.raw(b"garbage\r\n" + b"x" * 100_000 + b"\r\n\r\n")
    answer = _hover(wire, 13, 2, 7, wire.project)  # type: ignore[attr-defined]
    assert "error" not in answer, answer


@pytest.mark.parametrize("position", [{"line": -1, "character": 0}, {"line": 0, "character": -5}, {"line": "one", "character": 0}])
def test_an_invalid_position_gets_an_error_response(wire: Wire, position: dict[str, Any]) -> None:
    uri = (wire.project / "content/spells/raio.yaml").as_uri()  # type: ignore[attr-defined]
    answer = wire.request(20, "textDocument/hover", {"textDocument": {"uri": uri}, "position": position})
    assert answer["error"]["code"] == -32602, answer
    assert "error" not in _hover(wire, 21, 2, 7, wire.project), "the server still answers"  # type: ignore[attr-defined]


@pytest.mark.parametrize("method", ["textDocument/hover", "textDocument/definition", "textDocument/completion", "textDocument/rename"])
def test_a_position_past_the_end_of_the_file_gets_an_answer(wire: Wire, method: str) -> None:
    uri = (wire.project / "content/spells/raio.yaml").as_uri()  # type: ignore[attr-defined]
    params: dict[str, Any] = {"textDocument": {"uri": uri}, "position": {"line": 100_000, "character": 100_000}}
    if method == "textDocument/rename":
        params["newName"] = "Relâmpago"
    answer = wire.request(30, method, params)  # nothing is there: an empty answer, or an error for rename
    assert answer.get("result") in (None, [], {"isIncomplete": False, "items": []}) or answer["error"]["code"] == -32602, answer
    assert wire.process.poll() is None
