"""A card renamed together with its file (as R001 asks: the file named by the new name's slug)
is one renamed card in `cardkit diff`, the errata sheet and the reprint set, not a card
removed and another added: committed, with another field edited in the same commit, and
uncommitted (a plain `mv` git does not know of yet)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardkit.commands.app import app
from tests.diff.repo import commit, edit, game_folder, game_repo, git, pdf_words

runner = CliRunner()


def _rename_engenheiro(root: Path) -> None:
    """Engenheiro becomes Artífice in its file, its file becomes artifice.yaml, and the armies
    and game.yaml follow the name (what `cardkit check` wants)."""
    content = root / "content"
    edit(content / "units/engenheiro.yaml", "name: Engenheiro", "name: Artífice")
    shutil.move(content / "units/engenheiro.yaml", content / "units/artifice.yaml")
    for army in ("exercito-azul", "exercito-vermelho"):
        path = content / f"armies/{army}.yaml"
        path.write_text(path.read_text(encoding="utf-8").replace("unit: Engenheiro", "unit: Artífice"), encoding="utf-8")
    edit(content / "game.yaml", "unit: Engenheiro", "unit: Artífice")


def _json_diff(root: Path, *sides: str) -> dict:
    result = runner.invoke(app, ["diff", *sides, "--project", str(root), "--format", "json"])
    assert result.exit_code == 0, result.stdout
    return json.loads(result.stdout)


def _changes(diff: dict, kind: str) -> list[dict]:
    return next((k["changes"] for k in diff["kinds"] if k["kind"] == kind), [])


@pytest.mark.slow
def test_a_committed_rename_of_file_and_name_is_one_renamed_unit(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    _rename_engenheiro(root)
    commit(root, "Engenheiro is Artífice, file and all")
    [change] = _changes(_json_diff(root, "HEAD~1"), "unit")
    assert (change["status"], change["old_name"], change["name"]) == ("renamed", "Engenheiro", "Artífice")
    assert (change["old_id"], change["id"]) == ("unit-engenheiro", "unit-artifice")
    assert (change["old_file"], change["new_file"]) == ("content/units/engenheiro.yaml", "content/units/artifice.yaml")
    assert change["fields"] == []
    result = runner.invoke(app, ["diff", "HEAD~1", "--project", str(root)])
    assert "  ~ Engenheiro → Artífice (renomeado: content/units/engenheiro.yaml → content/units/artifice.yaml)" in result.stdout.splitlines()


@pytest.mark.slow
def test_a_rename_with_another_field_edited_is_a_rename_with_that_change(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    _rename_engenheiro(root)
    edit(root / "content/units/artifice.yaml", "defense: 4", "defense: 5")
    commit(root, "Artífice, and a point of DEF")
    [change] = _changes(_json_diff(root, "HEAD~1"), "unit")
    assert (change["status"], change["old_name"], change["name"], change["old_id"]) == ("renamed", "Engenheiro", "Artífice", "unit-engenheiro")
    assert [(f["field"], f["old"], f["new"]) for f in change["fields"]] == [("defense", "4", "5")]


@pytest.mark.slow
def test_an_uncommitted_rename_git_does_not_know_yet_is_a_rename(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    _rename_engenheiro(root)  # a plain move: artifice.yaml is untracked, git diff -M cannot see it
    assert "?? content/units/artifice.yaml" in git(root, "status", "--porcelain")
    [change] = _changes(_json_diff(root, "HEAD"), "unit")
    assert (change["status"], change["old_id"], change["id"]) == ("renamed", "unit-engenheiro", "unit-artifice")


def test_two_folders_a_card_unlike_the_removed_one_is_still_added_and_removed(tmp_path: Path) -> None:
    """Content decides: a new card that shares little with the one removed is no rename."""
    old, new = game_folder(tmp_path / "old"), game_folder(tmp_path / "new")
    (new / "content/spells/raio.yaml").unlink()
    shutil.copy(new / "content/units/levi.yaml", new / "content/units/levi-novo.yaml")
    edit(new / "content/units/levi-novo.yaml", "name: Levi", "name: Levi Novo")
    spells = _changes(_json_diff(new, str(old), str(new)), "spell")
    assert [(c["status"], c["name"]) for c in spells] == [("removed", "Raio")]


@pytest.mark.slow
def test_the_errata_sheet_shows_the_rename_with_both_faces(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    _rename_engenheiro(root)
    commit(root, "Artífice")
    result = runner.invoke(app, ["errata", "HEAD~1", "--project", str(root)])
    assert result.exit_code == 0, result.stdout
    words = pdf_words(next((root / "build/errata").glob("*.pdf")))
    assert "Artífice NOVO NOME" in words and "Nome Engenheiro → Artífice" in words
    assert "INCLUSÃO" not in words.upper() and "REMOÇÃO" not in words.upper()  # the statuses of an added and a removed card


@pytest.mark.slow
def test_the_reprint_set_names_the_card_renamed_from_its_old_id(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    edit(root / "content/spells/raio.yaml", "name: Raio", "name: Relâmpago")
    git(root, "mv", "content/spells/raio.yaml", "content/spells/relampago.yaml")
    commit(root, "Raio is Relâmpago")
    result = runner.invoke(app, ["build", "cards", "--changed-since", "HEAD~1", "--project", str(root), "-q"])
    assert result.exit_code == 0, result.stdout + result.stderr
    assert "reprint since HEAD~1: 1 card(s): spell-relampago (renamed from spell-raio)" in result.stderr
    assert "Relâmpago" in pdf_words(root / "build/cards/reprint/cards-home.pdf")
