"""`cardkit check` answers from the user cache only when nothing it reads has changed: each kind
of input, changed, makes it check again, and what it cannot key is never kept."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from cardkit import pipeline
from cardkit.pipeline import remembered
from tests.build.conftest import Game, cardkit, make_game


@pytest.fixture
def game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Game:
    """A two-spell game, checked once (its findings kept), in an empty user cache."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    made = make_game(tmp_path / "game", 2)
    assert not remembered.checked(made.root).remembered
    return made


def _kept(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "cache" / "cardkit" / remembered.FOLDER).glob("*.pickle"))


def test_an_unchanged_game_is_answered_from_the_cache_with_the_same_output(game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    game.write("content/spells/magia-00.yaml", game.spell(0).read_text(encoding="utf-8").replace("cost: ", "cost: -"))
    first = [cardkit("check", "--project", str(game.root), *options) for options in ((), ("--format", "json"))]
    assert first[0].exit_code == 1 and "error" in first[0].stdout  # a finding to remember

    def checked_again(_start: Path) -> None:
        raise AssertionError("the game was checked again")

    monkeypatch.setattr(pipeline, "check_project", checked_again)
    again = [cardkit("check", "--project", str(game.root), *options) for options in ((), ("--format", "json"))]
    assert [(run.exit_code, run.stdout, run.stderr) for run in again] == [(run.exit_code, run.stdout, run.stderr) for run in first]


CHANGES: dict[str, Callable[[Game], object]] = {
    "a definition": lambda game: game.write("content/spells/magia-01.yaml", game.spell(1).read_text(encoding="utf-8") + "# edited\n"),
    "a new definition": lambda game: game.write("content/spells/magia-09.yaml", game.spell(1).read_text(encoding="utf-8")),
    "cardkit.yaml": lambda game: game.write("cardkit.yaml", (game.root / "cardkit.yaml").read_text(encoding="utf-8") + "# edited\n"),
    "a translation": lambda game: game.write("content/locales/en/cards.po", 'msgid ""\nmsgstr ""\n'),
    "an asset": lambda game: (game.root / "content" / "assets").mkdir() or (game.root / "content" / "assets" / "art.png").write_bytes(b"\x89PNG"),
    "a template": lambda game: game.write("templates/cards/parts.html", "{# mine #}\n"),
    "an empty folder": lambda game: (game.root / "content" / "locales").mkdir(),
}


@pytest.mark.parametrize("change", CHANGES, ids=list(CHANGES))
def test_a_changed_input_of_the_project_is_checked_again(game: Game, change: str) -> None:
    assert remembered.checked(game.root).remembered
    CHANGES[change](game)
    assert not remembered.checked(game.root).remembered
    assert remembered.checked(game.root).remembered  # and remembered again


def test_a_changed_file_of_cardkit_itself_is_checked_again(game: Game, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "package"
    (package / "checks").mkdir(parents=True)
    rule = package / "checks" / "rule.py"
    rule.write_text("RULE = 1\n", encoding="utf-8")
    monkeypatch.setattr(remembered, "PACKAGE_DIR", package)
    assert not remembered.checked(game.root).remembered  # another cardkit than the one that checked
    assert remembered.checked(game.root).remembered
    rule.write_text("RULE = 22\n", encoding="utf-8")
    assert not remembered.checked(game.root).remembered


def test_a_changed_installed_distribution_is_checked_again(game: Game, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    site = tmp_path / "lib" / "site-packages"
    (site / "jsonschema-9.0.dist-info").mkdir(parents=True)
    monkeypatch.setattr(sys, "path", [*sys.path, str(site)])
    assert not remembered.checked(game.root).remembered
    assert remembered.checked(game.root).remembered
    (site / "jsonschema-9.0.dist-info").rename(site / "jsonschema-9.1.dist-info")
    assert not remembered.checked(game.root).remembered


def _git(root: Path, *args: str) -> None:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"}
    subprocess.run(["git", "-C", str(root), *args], check=True, capture_output=True, env=env)


def test_a_new_commit_a_staged_file_or_another_index_is_checked_again(game: Game, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The old-name checks read git's history: the commit and the index are inputs too (a
    hook's `GIT_INDEX_FILE` included)."""
    _git(game.root, "init", "-q")
    assert not remembered.checked(game.root).remembered
    assert remembered.checked(game.root).remembered
    _git(game.root, "add", "-A")
    assert not remembered.checked(game.root).remembered
    _git(game.root, "commit", "-q", "-m", "first")
    assert not remembered.checked(game.root).remembered
    assert remembered.checked(game.root).remembered
    monkeypatch.setenv("GIT_INDEX_FILE", str(tmp_path / "hook-index"))
    assert not remembered.checked(game.root).remembered


def test_what_the_key_cannot_cover_is_never_kept(game: Game, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (game.root / "content" / "spells" / "linked.yaml").symlink_to(game.spell(0))
    assert remembered.inputs_key(game.root) is None
    (game.root / "content" / "spells" / "linked.yaml").unlink()
    assert remembered.inputs_key(game.root) is not None

    site = tmp_path / "lib" / "site-packages"
    (site / "beasts_pack-1.0.dist-info").mkdir(parents=True)
    (site / "beasts_pack-1.0.dist-info" / "entry_points.txt").write_text("[cardkit.packs]\nbeasts = beasts:PACK\n", encoding="utf-8")
    monkeypatch.setattr(sys, "path", [*sys.path, str(site)])
    assert remembered.inputs_key(game.root) is None  # a pack's code is not cardkit's


def test_an_edit_saved_while_checking_is_not_kept(game: Game, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for kept in _kept(tmp_path):
        kept.unlink()
    original = pipeline.check_project

    def saved_meanwhile(start: Path) -> object:
        loaded = original(start)
        game.write("content/spells/magia-01.yaml", game.spell(1).read_text(encoding="utf-8") + "# saved mid-check\n")
        return loaded

    monkeypatch.setattr(pipeline, "check_project", saved_meanwhile)
    assert not remembered.checked(game.root).remembered
    assert _kept(tmp_path) == []


def test_a_damaged_cache_file_is_checked_again(game: Game, tmp_path: Path) -> None:
    (kept,) = _kept(tmp_path)
    kept.write_bytes(b"not a pickle")
    found = remembered.checked(game.root)
    assert not found.remembered and found.report.summary()["files"] == 5


def test_fresh_checks_again_though_nothing_changed(game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Path] = []
    original = pipeline.check_project

    def counted(start: Path) -> object:
        calls.append(start)
        return original(start)

    monkeypatch.setattr(pipeline, "check_project", counted)
    assert cardkit("check", "--project", str(game.root)).exit_code == 0 and calls == []
    assert cardkit("check", "--fresh", "--project", str(game.root)).exit_code == 0 and len(calls) == 1


@pytest.mark.slow
def test_a_remembered_check_loads_no_schema_rule_or_translation_library(tmp_path: Path) -> None:
    """What makes it cost what importing jsonschema does: a check with nothing changed imports
    none of what finds the findings. The check that finds them imports neither WeasyPrint nor
    importlib.metadata (the bundled pack is found without scanning the installed distributions)."""
    from tests.cli.launch import modules_loaded
    from tests.conftest import REPO_ROOT

    found = ("jsonschema", "babel", "markdown_it", "cardkit.checks.runner", "cardkit.project.validate")
    out, first = modules_loaded("check", "--fresh", "--quiet", "--project", str(REPO_ROOT))
    assert "0 error(s)" in out and set(found) <= first
    assert not {"weasyprint", "importlib.metadata"} & first
    again, second = modules_loaded("check", "--quiet", "--project", str(REPO_ROOT))
    assert again == out
    assert not set(found) & second
