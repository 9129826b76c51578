"""`cardkit preview` answers only requests meant for it, and a bad request is a 4xx, never a 500.

A web page open in the designer's browser can make it send requests to the preview; with DNS
rebinding (the page's own name re-pointed at 127.0.0.1) it could even read the answers, such as
the project's `.env`. Such requests still carry the page's name in their Host header, so the
preview refuses every Host but its own address, loopback addresses and localhost names, on its
own port.
"""

from __future__ import annotations

import http.client
import logging
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from starlette.testclient import TestClient

from cardkit.preview.live import LiveProject
from cardkit.preview.server import OnlyThisServer, create_app
from tests.hardening.harness import SECRET, new_project
from tests.patience import HANG
from tests.workflow.test_preview import running_preview

PORT = 8123
FOREIGN_HOSTS = [
    "evil.example",
    f"evil.example:{PORT}",
    f"rebound.attacker.test:{PORT}",
    f"127.0.0.1:{PORT + 1}",
    "127.0.0.1",
    f"localhost:{PORT + 1}",
    f"192.168.0.10:{PORT}",
    f"127.0.0.1:{PORT}@evil.example",
    f"127.0.0.1:{PORT}.evil.example",
    f"localhost.evil.example:{PORT}",
    f"[::1:{PORT}",
    "",
    " ",
]
OWN_HOSTS = [f"127.0.0.1:{PORT}", f"localhost:{PORT}", f"LOCALHOST:{PORT}", f"cartas.localhost:{PORT}", f"[::1]:{PORT}", f"127.0.0.2:{PORT}"]


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundled game with a `.env` beside it, as a designer's project may well have."""
    root = new_project("game", tmp_path_factory.mktemp("preview") / "projeto")
    (root / ".env").write_text(f"TOKEN={SECRET}\n", encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def client(project: Path) -> TestClient:
    """The preview as `serve` runs it, bound to 127.0.0.1:PORT, without the file watcher."""
    app = OnlyThisServer(create_app(LiveProject(project), watch=False), "127.0.0.1", PORT)
    return TestClient(app, base_url=f"http://127.0.0.1:{PORT}")


@pytest.mark.parametrize("host", FOREIGN_HOSTS)
def test_a_request_for_another_host_is_refused(client: TestClient, project: Path, host: str) -> None:
    for path in ("/", f"/files{project}/.env", "/events"):
        answer = client.get(path, headers={"Host": host})
        assert answer.status_code == 421, (path, answer.status_code)
        assert SECRET not in answer.text


@pytest.mark.parametrize("host", OWN_HOSTS)
def test_a_request_for_this_server_is_answered(client: TestClient, host: str) -> None:
    assert client.get("/", headers={"Host": host}).status_code == 200


def test_bound_to_every_address_only_names_are_refused(project: Path) -> None:
    """`--host 0.0.0.0`: any address of the machine may be typed, but no name other than
    localhost's (any of them may be an attacker's, re-pointed here)."""
    app = OnlyThisServer(create_app(LiveProject(project), watch=False), "0.0.0.0", PORT)
    everywhere = TestClient(app, base_url=f"http://127.0.0.1:{PORT}")
    assert everywhere.get("/", headers={"Host": f"192.168.0.10:{PORT}"}).status_code == 200
    assert everywhere.get("/", headers={"Host": f"evil.example:{PORT}"}).status_code == 421


BAD_TARGETS = [
    "/" + "a" * 5000,
    "/files/" + "a" * 5000,
    "/files{project}/" + "a" * 5000,
    "/files{project}/content/" + "a" * 300,
    "/files{project}/" + ("a" * 200 + "/") * 30,
    "/files{project}/content/spells/raio.yaml%00.png",
    "/files{project}/%ff%fe%fd",
    "/files/" + "%2e%2e/" * 800 + "etc/passwd",
    "/?" + "a" * 5000,
    "/files{project}/content/spells/" + "ç" * 2000,
]


@pytest.mark.parametrize("target", BAD_TARGETS, ids=range(len(BAD_TARGETS)))
def test_a_bad_request_is_a_4xx_without_a_traceback(
    client: TestClient, project: Path, target: str, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.DEBUG):
        answer = client.get(target.format(project=project))  # a server error would be raised here
    assert 400 <= answer.status_code < 500, answer.status_code
    assert [record for record in caplog.records if record.levelno >= logging.ERROR or record.exc_info] == []


# Through the real command line, over a real socket.


def _get(url: str, path: str, host: str | None = None) -> tuple[int, str]:
    """GET `path` of the preview at `url` with `host` (default: the server's own) as Host."""
    address = urlsplit(url)
    connection = http.client.HTTPConnection(address.hostname or "", address.port, timeout=HANG)
    try:
        connection.putrequest("GET", path, skip_host=True)
        connection.putheader("Host", host or address.netloc)
        connection.endheaders()
        answer = connection.getresponse()
        return answer.status, answer.read().decode("utf-8", "replace")
    finally:
        connection.close()


@pytest.mark.slow
def test_the_running_preview_refuses_a_rebound_host_and_bad_paths(project: Path) -> None:
    env_file = f"/files{project}/.env"
    with running_preview(project) as url:
        port = urlsplit(url).port
        assert _get(url, env_file)[0] == 200  # the project's own files, as the README says
        assert _get(url, "/", f"localhost:{port}")[0] == 200
        status, body = _get(url, env_file, f"rebound.attacker.test:{port}")
        assert status == 421 and SECRET not in body
        for target in (f"/files{project}/" + "a" * 5000, f"/files{project}/content/" + "a" * 300, "/" + "b" * 5000):
            assert 400 <= _get(url, target)[0] < 500, target
