"""Dates and /ID of the PDFs: from SOURCE_DATE_EPOCH, the project's last commit, or a fixed epoch."""

from __future__ import annotations

import os
import shutil
import subprocess
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pypdf import PdfReader

from cardkit.output.stamp import (
    FIXED_EPOCH,
    SOURCE_DATE_EPOCH,
    BadSourceDateEpoch,
    source_epoch,
)
from tests.build.conftest import Game, MakeGame, cardkit, spell_yaml

NOVEMBER_2023 = 1700000000


def dates(pdf: Path) -> tuple[datetime | None, datetime | None]:
    metadata = PdfReader(pdf).metadata
    return metadata.creation_date, metadata.modification_date


@pytest.mark.slow
def test_source_date_epoch_dates_every_pdf(game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SOURCE_DATE_EPOCH, str(NOVEMBER_2023))
    game.build(profile="home")
    expected = datetime.fromtimestamp(NOVEMBER_2023, UTC)
    assert dates(game.cards_dir / "cards-home.pdf") == (expected, expected)


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_without_it_the_last_commit_of_the_project_dates_them(game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SOURCE_DATE_EPOCH, raising=False)
    assert source_epoch(game.root) == FIXED_EPOCH  # not in a repository
    when = {"GIT_AUTHOR_DATE": "@1600000000 +0000", "GIT_COMMITTER_DATE": "@1600000000 +0000"}
    who = ["-c", "user.name=Designer", "-c", "user.email=designer@example.com"]
    environment = {**os.environ, **when}
    for command in (["init", "-q"], ["add", "."], [*who, "commit", "-q", "-m", "jogo"]):
        subprocess.run(["git", *command], cwd=game.root, env=environment, check=True)
    assert source_epoch(game.root) == 1600000000


def test_a_malformed_source_date_epoch_stops_the_build(game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SOURCE_DATE_EPOCH, "ontem")
    with pytest.raises(BadSourceDateEpoch):
        source_epoch(game.root)
    result = cardkit("build", "cards", "--project", str(game.root))
    assert result.exit_code == 2
    assert result.stderr.strip().endswith("error: SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, found 'ontem'")
    assert not (game.root / "build").exists()


@pytest.mark.slow
def test_the_file_id_is_a_digest_of_the_content(new_game: MakeGame) -> None:
    first, second = new_game(spells=2), new_game(spells=2)
    second.spell(1).write_text(spell_yaml(1, cost=7), encoding="utf-8")
    ids = []
    for game in (first, second):
        game.build(profile="home")
        ids.append(PdfReader(game.cards_dir / "cards-home.pdf").trailer["/ID"])
    assert ids[0][0] == ids[0][1] and len(ids[0][0]) >= 16
    assert ids[0] != ids[1]
