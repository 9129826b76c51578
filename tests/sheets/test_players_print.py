"""The sheets are for players: what a reader extracts from the bundled sheets holds no internal
id, hash or tool verdict, and a colophon worded for players says which printing it is."""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from cardkit.packs.tabmaster.sheets.colophon import Colophon
from tests.sheets.conftest import Built

pytestmark = pytest.mark.slow  # renders the bundled army sheets

COLOPHON = re.compile(r"Tab Master · Regras 2013-05-17 · Edição \d{4}-\d{2} · marca [0-9A-Z]{6}")
HASH = re.compile(r"\b[0-9a-f]{7,40}\b")


def extracted(path: Path) -> str:
    """The text a PDF reader extracts, every page."""
    document = pdfium.PdfDocument(path)
    return "\n".join(page.get_textpage().get_text_range() for page in document)


def test_every_sheet_prints_the_colophon_and_nothing_internal(bundled: Built) -> None:
    assert len(bundled.result.paths) == 3
    for path in bundled.result.paths:
        printed = extracted(path)
        assert COLOPHON.search(printed), (path.name, printed[-300:])
        assert not HASH.search(printed), path.name
        for internal in ("cardkit", "aprovado", "conteúdo", "sem versão", "siege_engine"):
            assert internal not in printed, (path.name, internal)


def test_the_engines_sheet_names_its_category_as_players_read_it(bundled: Built) -> None:
    [engines] = [p for p in bundled.result.paths if p.name == "ficha-de-engenhos-a4.pdf"]
    assert "ainda não define unidades da categoria Engenho" in extracted(engines)


def test_a_missing_version_or_date_is_left_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    assert Colophon.of("Ember Vale", "  ", tmp_path) == Colophon("Ember Vale", None, None)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1796558400")
    assert Colophon.of("Ember Vale", "1.2", tmp_path) == Colophon("Ember Vale", "1.2", "2026-12")
