"""The server's publishing, in process: only files whose findings changed are sent, a file whose
findings are gone gets an empty list, and a check that fails keeps the last findings."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from lsprotocol import types

from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.lsp.checking import LatestChecks
from cardkit.lsp.client import ClientSupport
from cardkit.lsp.server import CardkitServer
from cardkit.lsp.session import Checked

RAIO = "content/spells/raio.yaml"


def finding(file: str, line: int, code: str = "R105") -> Diagnostic:
    return Diagnostic(file, line, 6, code, Severity.ERROR, "unknown caster class 'X' as REF", "did you mean 'Alquimista'?")


@pytest.fixture
def server(game_copy: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[CardkitServer, list[types.PublishDiagnosticsParams]]:
    built = CardkitServer(game_copy)
    built.support = ClientSupport(diagnostic_data=True)
    sent: list[types.PublishDiagnosticsParams] = []
    monkeypatch.setattr(built, "text_document_publish_diagnostics", sent.append)
    return built, sent


def test_only_changed_files_are_sent_and_gone_findings_are_cleared(server: tuple[CardkitServer, list[types.PublishDiagnosticsParams]]) -> None:
    built, sent = server
    root = built.session.root
    built.publish({RAIO: [finding(RAIO, 8)], "content/game.yaml": [finding("content/game.yaml", 3, "R101")]})
    assert [Path(p.uri).name for p in sent] == ["game.yaml", "raio.yaml"]
    [raio] = [p for p in sent if p.uri == (root / RAIO).as_uri()]
    assert raio.diagnostics[0].range.start == types.Position(7, 5) and raio.diagnostics[0].data == {"suggestions": ["Alquimista"]}
    sent.clear()
    built.publish({"content/game.yaml": [finding("content/game.yaml", 3, "R101")]})
    assert [(Path(p.uri).name, list(p.diagnostics)) for p in sent] == [("raio.yaml", [])]  # game.yaml unchanged: not sent
    sent.clear()
    built.publish({"content/game.yaml": [finding("content/game.yaml", 3, "R101")]})
    assert sent == []


def test_a_check_that_fails_unexpectedly_keeps_the_last_findings(server: tuple[CardkitServer, list[types.PublishDiagnosticsParams]]) -> None:
    built, sent = server
    built.publish({RAIO: [finding(RAIO, 8)]})
    sent.clear()

    def broken(buffers: dict[Path, str]) -> Checked:
        raise RuntimeError("a bug in a rule")

    async def run() -> None:
        checks = LatestChecks(built.session.snapshot, broken, built.checked)
        checks.request()
        await checks.idle()
        checks.shutdown()

    asyncio.run(run())
    assert sent == [] and list(built.published) == [RAIO]


def test_uris_outside_the_project_or_of_other_schemes_are_not_the_projects(server: tuple[CardkitServer, list[types.PublishDiagnosticsParams]], tmp_path: Path) -> None:
    built, _ = server
    assert built.relative((built.session.root / RAIO).as_uri()) == RAIO
    assert built.relative((tmp_path / "other.yaml").as_uri()) is None
    assert built.relative("untitled:Untitled-1") is None
    built.buffer_changed("untitled:Untitled-1", "name: x")  # nothing to check, nothing scheduled
    assert built.session.buffers == {}
