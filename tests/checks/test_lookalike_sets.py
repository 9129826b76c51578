"""R403's confusable sets are worked out once per version of the Unicode confusables data and
read from the user's cache after that, by the digest of the data's bytes: other data, other sets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardkit.checks import lookalikes


@pytest.fixture
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty user cache and a process that has worked out no sets yet."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    lookalikes._representatives.cache_clear()
    yield tmp_path
    lookalikes._representatives.cache_clear()


def test_the_sets_are_kept_and_read_back_without_working_them_out(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    made = lookalikes._representatives()
    assert made["\u0430"] == made["a"]  # Cyrillic а and Latin a: one set
    assert len(list((fresh / "cache" / "cardkit" / lookalikes.REPRESENTATIVES).glob("*.json"))) == 1

    lookalikes._representatives.cache_clear()  # the next process

    def worked_out(_data: object) -> dict[str, str]:
        raise AssertionError("the sets were worked out again")

    monkeypatch.setattr(lookalikes, "_union_of_pairs", worked_out)
    assert lookalikes._representatives() == made


def test_other_confusables_data_makes_its_own_sets(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    lookalikes._representatives()  # the installed data's sets, kept
    lookalikes._representatives.cache_clear()
    package = fresh / "data"
    package.mkdir()
    (package / "confusables.json").write_text(json.dumps({"x": [{"c": "\u0445", "n": "CYRILLIC SMALL LETTER HA"}]}), encoding="utf-8")
    monkeypatch.setattr(lookalikes.resources, "files", lambda _name: package)

    assert lookalikes._representatives() == {"x": "x", "\u0445": "x"}
