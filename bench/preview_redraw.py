"""The preview's redraw, through its server (issue 15, item 3): from the write of one card's
YAML to the moment `cardkit preview` serves a page that shows the new value.

A copy of the bundled project is served by a real `cardkit preview` process. The benchmark
follows the page's own protocol: it listens to `/events` (Server-Sent Events announcing each
new snapshot version) as the page's script does, and at each new version fetches `/` as the
reload does, until the card's face shows the new cost. Each edit is an editor's save: a new
file renamed over the old. Goal: under a second.

    .venv/bin/python bench/preview_redraw.py [--repeat 3]
"""

from __future__ import annotations

import argparse
import http.client
import os
import queue
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.stats import Summary

CARD_FILE = Path("content/spells/inferno.yaml")
CARD_ID = "spell-inferno"
"""Inferno: its cost is quoted by no rulebook chapter, so changing it adds no finding."""
COST_LINE = re.compile(r"^cost: \d+$", re.MULTILINE)
WAIT_S = 30.0
"""How long one redraw may take before the benchmark gives up on it."""
START_S = 900.0
"""A guard against a server that never announces its URL, not a speed goal: the wait ends the
moment the line comes. Its first snapshot checks the whole game, which a niced test worker on
a loaded 2-CPU machine took past a minute (the preview's tests start it the same way)."""


@dataclass(frozen=True)
class Redraw:
    """One edit: seconds from the write to the version event, and to the page showing the value."""

    event: float
    page: float
    versions: int
    """Versions announced before the page showed the value (1 when the first snapshot did)."""


def card_html(page: str, card_id: str) -> str:
    """The part of the preview page that is the face of `card_id` ("" when it is not there)."""
    start = page.find(f'id="{card_id}"')
    if start < 0:
        return ""
    ends = [found for found in (page.find('class="preview-card"', start), page.find("</section>", start)) if found >= 0]
    return page[start : min(ends) if ends else len(page)]


def shows_value(page: str, card_id: str, value: int) -> bool:
    """Whether the face of `card_id` on the page prints `value` as a text of its own."""
    return re.search(rf">\s*{value}\s*<", card_html(page, card_id)) is not None


def save(path: Path, text: str) -> None:
    """Write as editors do: a new file, then renamed over the old (one change for the watcher)."""
    temporary = path.with_name(f".{path.name}.saving")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


class Events:
    """The `/events` stream read in a thread: each announced version, with when it arrived."""

    def __init__(self, host: str, port: int) -> None:
        self.versions: queue.Queue[tuple[str, float]] = queue.Queue()
        self._connection = http.client.HTTPConnection(host, port, timeout=None)
        self._connection.request("GET", "/events")
        self._response = self._connection.getresponse()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        try:
            for raw in self._response:
                line = raw.decode("utf-8").strip()
                if line.startswith("data: "):
                    self.versions.put((line.removeprefix("data: "), time.perf_counter()))
        except (OSError, ValueError, http.client.HTTPException):
            return  # the server stopped

    def next(self, timeout: float) -> tuple[str, float]:
        return self.versions.get(timeout=timeout)


def fetch_page(host: str, port: int) -> str:
    connection = http.client.HTTPConnection(host, port, timeout=WAIT_S)
    try:
        connection.request("GET", "/")
        response = connection.getresponse()
        body = response.read().decode("utf-8")
        if response.status != 200:
            raise RuntimeError(f"the preview answered {response.status}: {body[:300]}")
        return body
    finally:
        connection.close()


@contextmanager
def running_preview(project: Path) -> Iterator[str]:
    """`cardkit preview` of `project` on a free port, as a subprocess; yields its URL once it
    serves and stops it with Ctrl-C (killing it only if it does not stop). The preview's own
    tests (tests/workflow/test_preview.py) start it the same way."""
    process = subprocess.Popen(
        [sys.executable, "-m", "cardkit", "preview", "--project", str(project), "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "NO_COLOR": ""},
    )
    try:
        ready, _, _ = select.select([process.stdout], [], [], START_S)
        line = process.stdout.readline() if ready and process.stdout else ""
        found = re.search(r"http://\S+/", line)
        if found is None:
            failed = process.stderr.read() if process.poll() is not None and process.stderr else ""
            raise RuntimeError(f"cardkit preview announced no URL: {line!r} {failed}")
        yield found.group(0)
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def address(url: str) -> tuple[str, int]:
    """The host and port of a preview's URL (`http://127.0.0.1:8123/`)."""
    host, port = url.removeprefix("http://").rstrip("/").rsplit(":", 1)
    return host, int(port)


def redraw(project: Path, events: Events, host: str, port: int, value: int) -> Redraw:
    """Give the card `value` as its cost and wait until the served page shows it."""
    path = project / CARD_FILE
    text = COST_LINE.sub(f"cost: {value}", path.read_text(encoding="utf-8"))
    start = time.perf_counter()
    save(path, text)
    deadline = start + WAIT_S
    first_event = 0.0
    versions = 0
    while True:
        remaining = deadline - time.perf_counter()
        if remaining <= 0:
            raise TimeoutError(f"the preview did not show cost {value} on {CARD_ID} within {WAIT_S:.0f} s")
        _, arrived = events.next(remaining)
        versions += 1
        first_event = first_event or arrived - start
        if shows_value(fetch_page(host, port), CARD_ID, value):
            return Redraw(first_event, time.perf_counter() - start, versions)


def bench_preview(repeat: int, workdir: Path) -> list[Redraw]:
    """`repeat` edits of a copy of the bundled project, each redraw timed through the server."""
    with tempfile.TemporaryDirectory(prefix="preview-", dir=workdir) as folder:
        project = Path(folder) / "tab-master"
        project.mkdir()
        shutil.copy2(REPO / "cardkit.yaml", project / "cardkit.yaml")
        shutil.copytree(REPO / "content", project / "content")
        original = int(COST_LINE.findall((project / CARD_FILE).read_text(encoding="utf-8"))[0].split()[1])
        with running_preview(project) as url:
            host, port = address(url)
            events = Events(host, port)
            events.next(WAIT_S)  # the version the page was drawn at
            if not shows_value(fetch_page(host, port), CARD_ID, original):
                raise RuntimeError(f"the preview page does not show {CARD_ID} with cost {original}: nothing to compare")
            redraws = []
            for index in range(repeat):
                redraws.append(redraw(project, events, host, port, original + 1 + index))
                time.sleep(0.5)  # let the watcher settle before the next save
            return redraws


def report(redraws: list[Redraw]) -> list[str]:
    """The lines `make bench` prints: each redraw, then min and median."""
    lines = [
        f"  edit {index + 1}: version event after {r.event:.3f} s, page showing the new cost after {r.page:.3f} s"
        + (f" ({r.versions} versions)" if r.versions > 1 else "")
        for index, r in enumerate(redraws)
    ]
    lines.append(f"  write -> version event, min / median: {Summary.of([r.event for r in redraws]).shown(3, ' s')}")
    lines.append(f"  write -> page with the new value, min / median: {Summary.of([r.page for r in redraws]).shown(3, ' s')}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--workdir", type=Path, default=REPO / "build" / "bench")
    args = parser.parse_args()
    args.workdir.mkdir(parents=True, exist_ok=True)
    print("\n".join(report(bench_preview(args.repeat, args.workdir))))


if __name__ == "__main__":
    main()
