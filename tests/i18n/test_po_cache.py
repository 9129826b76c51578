"""A PO file is parsed by Babel once per content: the next read of the same bytes loads the
kept catalog, equal to a fresh parse; other bytes, another locale or a broken file are parsed."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import PoFileError

from cardkit.translation import po_cache
from tests.conftest import REPO_ROOT

PO = max((REPO_ROOT / "content" / "locales").rglob("*.po"), key=lambda path: path.stat().st_size)


def _entries(parsed: po_cache.ParsedPo) -> list[tuple[object, ...]]:
    return [(m.id, m.string, m.context, sorted(m.flags), m.previous_id, m.lineno, m.locations) for m in parsed.catalog]


@pytest.fixture(autouse=True)
def _empty_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


def test_the_same_bytes_are_parsed_once_and_read_back_equal(monkeypatch: pytest.MonkeyPatch) -> None:
    raw = PO.read_bytes()
    parsed = po_cache.parse_po_kept(raw, "en")

    def parsed_again(_raw: bytes, _locale: str | None) -> None:
        raise AssertionError("Babel parsed the file again")

    monkeypatch.setattr(po_cache, "parse_po", parsed_again)
    kept = po_cache.parse_po_kept(raw, "en")
    assert kept is not parsed  # a catalog of its own: a caller may change it
    assert _entries(kept) == _entries(parsed) and len(_entries(kept)) > 10
    assert (kept.duplicates, kept.unquoted_previous, str(kept.catalog.locale)) == (parsed.duplicates, parsed.unquoted_previous, "en")


def test_other_bytes_or_another_locale_are_parsed(monkeypatch: pytest.MonkeyPatch) -> None:
    raw = PO.read_bytes()
    po_cache.parse_po_kept(raw, "en")
    calls: list[str | None] = []
    original = po_cache.parse_po

    def counted(data: bytes, locale: str | None) -> po_cache.ParsedPo:
        calls.append(locale)
        return original(data, locale)

    monkeypatch.setattr(po_cache, "parse_po", counted)
    edited = raw.replace(b'msgstr ""', b'msgstr ""\n', 1) + b'\nmsgid "one more"\nmsgstr "mais um"\n'
    assert "one more" in [m.id for m in po_cache.parse_po_kept(edited, "en").catalog]
    po_cache.parse_po_kept(raw, "fr")
    assert calls == ["en", "fr"]


def test_a_broken_file_is_never_kept(tmp_path: Path) -> None:
    broken = b'msgid "a"\nmsgstr "b"\nmsgid "a\n'
    for _ in range(2):
        with pytest.raises((PoFileError, ValueError)):
            po_cache.parse_po_kept(broken, "en")
    assert not list((tmp_path / "cache").rglob("*.pickle"))
