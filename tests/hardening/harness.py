"""Run the real command line on a throwaway project and read back what it printed.

Every hardening test goes through here, so "no traceback" and "diagnostics as printed" mean
the same thing everywhere: what a designer at a terminal (or a CI log) would see.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import threading
import time
import unicodedata
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from typer.testing import CliRunner

from bench.make_game import make_game
from cardkit.commands.app import app
from tests.conftest import REPO_ROOT

_PRINTED = re.compile(
    r"^(?P<file>[^\n]+?):(?P<line>\d+):(?P<column>\d+): (?P<severity>error|warning|info)\[(?P<code>[A-Z]\d{3})\] ",
    re.MULTILINE,
)


@dataclass(frozen=True)
class Printed:
    """One diagnostic as the text format printed it."""

    file: str
    line: int
    column: int
    severity: str
    code: str


@dataclass(frozen=True)
class Run:
    """What one command printed and returned."""

    exit_code: int
    stdout: str
    stderr: str
    crash: BaseException | None
    """An exception that escaped the command (CliRunner catches it instead of printing it)."""

    @property
    def output(self) -> str:
        return self.stdout + self.stderr

    @property
    def diagnostics(self) -> list[Printed]:
        return [
            Printed(m["file"], int(m["line"]), int(m["column"]), m["severity"], m["code"])
            for m in _PRINTED.finditer(self.output)
        ]

    def of_code(self, code: str) -> list[Printed]:
        return [d for d in self.diagnostics if d.code == code]

    def assert_clean_exit(self) -> None:
        """Nothing escaped: no exception and no traceback on either stream."""
        assert self.crash is None, f"{type(self.crash).__name__}: {self.crash}"
        assert "Traceback" not in self.stdout and "Traceback" not in self.stderr, self.output

    def assert_printable(self) -> None:
        """Nothing printed that a terminal acts on or that changes how text reads."""
        assert unprintable(self.output) == [], (unprintable(self.output), self.output)


UNPRINTABLE = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
"""Control (escape, NUL, BEL, C1), format (bidi, zero-width), surrogate and separator characters."""


def unprintable(text: str) -> list[str]:
    """The characters of `text` in UNPRINTABLE, but the newline that ends each line."""
    return sorted({char for char in text if char != "\n" and unicodedata.category(char) in UNPRINTABLE})


def json_strings(data: object) -> list[str]:
    """Every text inside decoded JSON, escapes decoded: what a tool reading `--format json` sees."""
    if isinstance(data, dict):
        return [text for value in data.values() for text in json_strings(value)]
    if isinstance(data, list):
        return [text for value in data for text in json_strings(value)]
    return [data] if isinstance(data, str) else []


def cardkit(*args: str) -> Run:
    """`cardkit ARGS...` in-process, with colours off as in a CI log."""
    result = CliRunner(env={"NO_COLOR": "1"}).invoke(app, list(args))
    crash = result.exception if not isinstance(result.exception, SystemExit) else None
    return Run(result.exit_code, result.stdout, result.stderr, crash)


# What a test writes into a project: text, bytes, or one of these.


@dataclass(frozen=True)
class Edit:
    """Replace the first `old` in a file the base project already has."""

    old: str
    new: str


@dataclass(frozen=True)
class Rewrite:
    """Pass a file's bytes through `change` (re-encode it, add a BOM, make it CRLF...)."""

    change: Callable[[bytes], bytes]


@dataclass(frozen=True)
class Folder:
    """A folder where a file is expected."""


@dataclass(frozen=True)
class Link:
    """A symlink to `target`; `{outside}` stands for a folder next to the project, holding
    SECRET_FILE, so a test can prove that what lies outside was never read."""

    target: str


@dataclass(frozen=True)
class Pipe:
    """A named pipe (FIFO), which blocks whoever opens it for reading."""


@dataclass(frozen=True)
class Gone:
    """Delete the file or folder."""


@dataclass(frozen=True)
class FileInstead:
    """A plain file holding `text` where the base project has a folder (`content/spells`)."""

    text: str


Content = str | bytes | Edit | Rewrite | Folder | Link | Pipe | Gone | FileInstead

SECRET = "SEGREDO-DE-FORA-0451"
"""Written in the file outside the project; it must never appear in anything cardkit prints."""
SECRET_FILE = "segredo.yaml"


def outside_folder(project: Path) -> Path:
    """The folder beside `project` that links point into, with its secret file."""
    outside = project.parent / "fora"
    outside.mkdir(exist_ok=True)
    (outside / SECRET_FILE).write_text(f"name: {SECRET}\n# {SECRET}\n", encoding="utf-8")
    return outside


def write_files(project: Path, files: Mapping[str, Content]) -> None:
    """Apply `files` (project-relative path -> content) to `project`."""
    for relpath, content in files.items():
        path = project / relpath
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, (Gone, FileInstead)):
            shutil.rmtree(path) if path.is_dir() else path.unlink()
            if isinstance(content, FileInstead):
                path.write_text(content.text, encoding="utf-8")
        elif isinstance(content, Folder):
            path.mkdir()
        elif isinstance(content, Pipe):
            os.mkfifo(path)
            _unblock_later(path)
        elif isinstance(content, Link):
            path.symlink_to(content.target.format(outside=outside_folder(project)))
        elif isinstance(content, Edit):
            text = path.read_text(encoding="utf-8")
            assert content.old in text, f"{relpath} no longer contains {content.old!r}"
            path.write_text(text.replace(content.old, content.new, 1), encoding="utf-8")
        elif isinstance(content, Rewrite):
            path.write_bytes(content.change(path.read_bytes()))
        else:
            path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)


def _unblock_later(fifo: Path, seconds: float = 10.0) -> None:
    """If cardkit ever waits on the pipe again, write to it after `seconds`: the test then fails
    on a wrong answer instead of hanging the suite."""

    def unblock() -> None:
        time.sleep(seconds)
        try:
            writer = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)  # fails at once when nobody reads
        except OSError:
            return
        with os.fdopen(writer, "wb") as stream:
            stream.write(b"name: [unblocked by the test\n")

    threading.Thread(target=unblock, daemon=True).start()


def new_project(kind: str, folder: Path) -> Path:
    """A fresh project to break: `game` (the bundled Tab Master), `tiny` (a two-spell synthetic
    game that renders in a second), `bare` (cardkit.yaml and nothing else) or `none` (no
    cardkit.yaml at all)."""
    folder.mkdir(parents=True)
    if kind == "game":
        shutil.copy(REPO_ROOT / "cardkit.yaml", folder / "cardkit.yaml")
        shutil.copytree(REPO_ROOT / "content", folder / "content")
    elif kind == "tiny":
        make_game(2, folder, seed=7)
    elif kind == "bare":
        (folder / "cardkit.yaml").write_text("name: Jogo Vazio\n", encoding="utf-8")
    else:
        assert kind == "none", kind
    return folder


# Proof that nothing was read or fetched: the interpreter's own audit events, and a server.


@dataclass
class Touched:
    """Every file opened and every socket connected to while a `watching()` block ran."""

    opened: list[str] = field(default_factory=list)
    connected: list[str] = field(default_factory=list)

    def opened_any(self, *paths: Path | str) -> list[str]:
        """The opened files that are one of `paths` once symlinks are followed."""
        wanted = {os.path.realpath(path) for path in paths}
        return [name for name in self.opened if os.path.realpath(name) in wanted]


_WATCHING: list[Touched] = []


def _audit(event: str, args: tuple[object, ...]) -> None:
    if not _WATCHING:
        return
    if event == "open" and isinstance(args[0], (str, bytes, os.PathLike)):
        for touched in _WATCHING:
            touched.opened.append(os.fsdecode(args[0]))  # type: ignore[arg-type]
    elif event == "socket.connect":
        for touched in _WATCHING:
            touched.connected.append(repr(args[1]))


sys.addaudithook(_audit)  # audit hooks cannot be removed; it does nothing outside `watching()`


@contextmanager
def watching() -> Iterator[Touched]:
    """Record the files this process opens and the sockets it connects, inside the block."""
    touched = Touched()
    _WATCHING.append(touched)
    try:
        yield touched
    finally:
        _WATCHING.remove(touched)


@contextmanager
def recording_server() -> Iterator[tuple[str, list[str]]]:
    """A web server on 127.0.0.1 that answers everything and records every request path;
    yields its base URL and the list of paths requested."""
    requests: list[str] = []

    class Recorder(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            requests.append(self.path)
            self.send_response(200)
            self.end_headers()
            self.wfile.write(b"body { color: red }")

        def log_message(self, format: str, *args: object) -> None:
            """Quiet: the test reads `requests`, not a log."""

    server = ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", requests
    finally:
        server.shutdown()
        server.server_close()
