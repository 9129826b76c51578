"""CARDKIT_DUMP_HTML: the card documents written where the designer asks, or a clear refusal."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.foundation.errors import USAGE
from cardkit.render.documents import DUMP_HTML, UnwritableDumpFolder, dump_html


def test_each_document_is_written_once_under_its_digest(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DUMP_HTML, str(tmp_path / "dump"))
    dump_html("<p>a</p>")
    dump_html("<p>a</p>")
    dump_html("<p>b</p>")
    written = sorted((tmp_path / "dump").glob("*.html"))
    assert len(written) == 2 and {path.read_text(encoding="utf-8") for path in written} == {"<p>a</p>", "<p>b</p>"}


def test_a_folder_that_cannot_be_made_is_a_usage_error_naming_the_variable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv(DUMP_HTML, str(blocker / "dump"))
    with pytest.raises(UnwritableDumpFolder) as raised:
        dump_html("<p>a</p>")
    assert raised.value.exit_code == USAGE
    assert str(raised.value).startswith(f"{DUMP_HTML}={blocker / 'dump'}: the card documents cannot be written there")


def test_unset_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(DUMP_HTML, raising=False)
    monkeypatch.chdir(tmp_path)
    dump_html("<p>a</p>")
    assert list(tmp_path.iterdir()) == []
