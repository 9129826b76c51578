"""A font found usable is remembered in the user's cache, by the digest of its bytes: a new
project's first build (every guide's, every `cardkit init`'s) does not decompile cardkit's own
fonts again, which cost a second of a two-card build."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.output import file_gate as fetcher
from cardkit.output.resources import fonts_dir
from cardkit.output.scope import scoped


def test_a_usable_font_is_remembered_in_the_user_cache_for_the_next_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(fetcher, "_GOOD", set())
    font = next(fonts_dir().glob("*.ttf"))
    data = font.read_bytes()
    with scoped(verdicts=None):  # no build cache: a fresh project
        assert fetcher.render_problem(font, data) is None
    assert (tmp_path / "cache" / "cardkit" / "usable-files" / fetcher.bytes_digest(data)).is_file()

    monkeypatch.setattr(fetcher, "_GOOD", set())  # the next process knows nothing in memory

    def decompiled(_data: bytes) -> str:
        raise AssertionError("the font was decompiled again")

    monkeypatch.setattr(fetcher, "_font_problem", decompiled)
    with scoped(verdicts=None):
        assert fetcher.render_problem(font, data) is None


def test_a_broken_font_is_never_remembered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(fetcher, "_GOOD", set())
    truncated = next(fonts_dir().glob("*.ttf")).read_bytes()[:4000]
    with scoped(verdicts=None):
        assert fetcher.render_problem(Path("broken.ttf"), truncated) is not None
    assert not (tmp_path / "cache" / "cardkit" / "usable-files").exists()
