"""A game's own font costs `cardkit check` one read of each of its tables per process, and none
in the next process: its coverage and its verdict are kept in the user's cache by the digest of
its bytes. Checking it never imports WeasyPrint, which cost more than the whole check."""

from __future__ import annotations

import io
import subprocess
import sys
from collections import Counter, OrderedDict
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from cardkit.foundation import font_files
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.hashing import bytes_digest
from cardkit.output import file_gate
from cardkit.pipeline import check_project
from cardkit.theme import glyphs
from tests.conftest import REPO_ROOT
from tests.themes.conftest import TEST_FAMILY, MakeThemed, renamed_font

THEME = f"""
    fonts:
      title: {TEST_FAMILY}
    faces:
      - {{family: {TEST_FAMILY}, file: ThemeTest-Black.ttf, weight: 900}}
    """


def _errors(root: Path) -> list[str]:
    return [f"{d.code} {d.message}" for d in check_project(root).checked or () if d.severity is Severity.ERROR]


def _new_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """Forget what this process learnt of fonts, as the next `cardkit check` starts."""
    monkeypatch.setattr(font_files, "_OPEN", OrderedDict())
    monkeypatch.setattr(file_gate, "_GOOD", set())
    glyphs._coverage.cache_clear()


def _table_reads(monkeypatch: pytest.MonkeyPatch) -> Counter[tuple[str, str]]:
    """Every table fontTools decompiles from now on, by the digest of the font's bytes."""
    reads: Counter[tuple[str, str]] = Counter()
    original = TTFont._readTable

    def counted(font: TTFont, tag: str) -> object:
        data = getattr(font.reader.file, "getvalue", lambda: b"")()
        reads[(bytes_digest(data), str(tag))] += 1
        return original(font, tag)

    monkeypatch.setattr(TTFont, "_readTable", counted)
    return reads


def test_a_registered_font_is_read_once_per_check_and_not_at_all_the_next_time(
    themed: MakeThemed, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    data = renamed_font()
    game = themed(THEME, fonts={"ThemeTest-Black.ttf": data})
    _new_process(monkeypatch)
    reads = _table_reads(monkeypatch)

    assert _errors(game.root) == []
    own = {tag: count for (digest, tag), count in reads.items() if digest == bytes_digest(data)}
    assert {"cmap", "glyf", "name"} <= own.keys()  # the coverage's table and the verdict's
    assert set(own.values()) == {1}, own  # each table once, though both the coverage and the verdict were asked

    _new_process(monkeypatch)
    reads.clear()
    assert _errors(game.root) == []
    assert reads == Counter()  # no font's tables at all: every answer came from the user cache
    assert (tmp_path / "cache" / "cardkit" / font_files.CACHE_FOLDER / f"{bytes_digest(data)}.json").is_file()


def test_a_broken_font_keeps_the_characters_its_cmap_names_and_is_never_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A font whose cmap reads but another table of which is garbled still says what it draws
    (no R150 on top of its B404), and is read again next time, never kept as usable."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    _new_process(monkeypatch)
    whole = renamed_font()
    gpos = TTFont(io.BytesIO(whole)).reader.tables["GPOS"]
    broken = whole[: gpos.offset] + b"\xff" * gpos.length + whole[gpos.offset + gpos.length :]  # its kerning garbled

    opened = font_files.font_file(broken)
    assert ord("A") in opened.coverage()
    assert opened.problem() is not None and opened.problem().startswith("not a font that can be read")
    assert not (tmp_path / "cache" / "cardkit" / file_gate.USER_VERDICTS).exists()


def test_checking_a_registered_font_does_not_import_weasyprint(themed: MakeThemed, tmp_path: Path) -> None:
    game = themed(THEME, fonts={"ThemeTest-Black.ttf": renamed_font()})
    script = (
        "import sys; from pathlib import Path; from cardkit.pipeline import check_project; "
        f"loaded = check_project(Path({str(game.root)!r})); "
        "print(sum(d.severity.name == 'ERROR' for d in loaded.checked), 'weasyprint' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO_ROOT, capture_output=True, text=True, check=True,
        env={"XDG_CACHE_HOME": str(tmp_path / "cache"), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
    )
    assert done.stdout.split() == ["0", "False"], done.stderr
