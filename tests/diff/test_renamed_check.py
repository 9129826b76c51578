"""`cardkit check` on a name the game renamed: the unknown-name finding says it was renamed and
suggests the new name, from git history, at the line that still writes the old one."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.pipeline import check_project
from cardkit.vcs.history import Rename, _chained, _renames
from tests.diff.repo import commit, edit, game_folder, game_repo, rename_engenheiro


def _r501(root: Path) -> list[tuple[str, int, int, str, str | None]]:
    report = check_project(root).report
    return [(d.file, d.line, d.column, d.message, d.hint) for d in report.diagnostics if d.code == "R501"]


@pytest.mark.slow
def test_a_committed_rename_is_named_with_its_commit(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    rename_engenheiro(root)
    commit(root, "Engenheiro is now Artífice")
    from tests.diff.repo import git

    short = git(root, "log", "-1", "--format=%h").strip()
    assert _r501(root) == [(
        "content/armies/exercito-vermelho.yaml", 22, 11,
        f"unknown unit 'Engenheiro' as army unit: it was renamed to 'Artífice' in {short}",
        "did you mean 'Artífice'? `cardkit rename unit Engenheiro Artífice` rewrites every use of the old name at once",
    )]


@pytest.mark.slow
def test_an_uncommitted_rename_is_named_too(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    rename_engenheiro(root)
    [finding] = _r501(root)
    assert finding[3] == "unknown unit 'Engenheiro' as army unit: it was renamed to 'Artífice' in uncommitted changes"


def test_outside_git_the_finding_is_the_plain_unknown_name(tmp_path: Path) -> None:
    root = game_folder(tmp_path / "game")
    rename_engenheiro(root)
    [finding] = _r501(root)
    assert finding[3] == "unknown unit 'Engenheiro' as army unit"
    assert finding[4] is not None and "renamed" not in finding[4]


PATCH = """diff --git a/units/a.yaml b/units/a.yaml
index 1..2 100644
--- a/units/a.yaml
+++ b/units/a.yaml
@@ -6 +6 @@
-name: Engenheiro
+name: "Artífice"
@@ -20 +20 @@
-  - name: Voar
+  - name: Nativo
"""


def test_a_patch_renames_by_its_top_level_name_lines_only() -> None:
    assert _renames(PATCH, "abc1234") == [("units/a.yaml", Rename("Engenheiro", "Artífice", "abc1234"))]


def test_renames_chain_and_a_name_renamed_back_is_no_rename() -> None:
    newest_first = [Rename("B", "C", "c2"), Rename("A", "B", "c1")]
    assert _chained(newest_first) == {"a": Rename("A", "C", "c2"), "b": Rename("B", "C", "c2")}
    assert _chained([Rename("B", "A", "c2"), Rename("A", "B", "c1")]) == {"b": Rename("B", "A", "c2")}


def test_without_git_there_is_no_history_and_no_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = game_folder(tmp_path / "game")
    monkeypatch.setenv("PATH", str(tmp_path / "no-binaries-here"))
    from cardkit.vcs.history import renames_in

    assert renames_in(root / "content/units") == {}


def _r001_hint(root: Path) -> str | None:
    return next(d.hint for d in check_project(root).report.diagnostics if d.code == "R001")


@pytest.mark.slow
def test_a_name_renamed_alone_gets_the_command_that_finishes_the_rename(tmp_path: Path) -> None:
    """R001's own hint (rename the file) used to leave the army naming the old unit; when git
    knows the old name, the hint is the one command that renames the file and every use."""
    root = game_repo(tmp_path / "game")
    edit(root / "content/units/engenheiro.yaml", "name: Engenheiro", "name: Artífice")
    assert _r001_hint(root) == "`cardkit rename unit Engenheiro Artífice` renames the file to artifice.yaml and every use of the old name"


def test_outside_git_the_file_name_hint_is_the_slug(tmp_path: Path) -> None:
    root = game_folder(tmp_path / "game")
    edit(root / "content/units/engenheiro.yaml", "name: Engenheiro", "name: Mestre de Cerco")
    assert _r001_hint(root) == "rename the file to mestre-de-cerco.yaml so other people find it by its name"
