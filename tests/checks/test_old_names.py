"""Old names left in prose (R611 in the rulebook, R132 in card texts): after a card is
renamed in git, a sentence that still calls it by its old name, plural included, is a finding
at the old name with the new one as fix."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cardkit.checks.code_table import all_codes
from cardkit.checks.old_names import KindRename, old_names_in
from cardkit.checks.prose_patterns import prose_patterns
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.index.kinds import NameKind
from cardkit.pipeline import check_project
from cardkit.vcs.history import Rename
from tests.diff.repo import commit, edit, game_folder, game_repo, git, rename_engenheiro
from tests.rulebook.test_checks import HOLLOWMARCH, _try

UNIT = NameKind.of_definitions("unit", "units")
AGENT = NameKind.of_definitions("agent", "agents")
PORTUGUESE = prose_patterns("pt-BR", None)
ENGLISH = prose_patterns("en", None)


def _found(text: str, old: str, new: str, prose=ENGLISH, kind: NameKind = AGENT) -> list[tuple[int, str]]:
    renames = [KindRename(kind, Rename(old, new, "abc1234"))]
    return [(found.offset, found.written) for found in old_names_in(text, renames, prose)]


def test_the_old_name_and_its_plural_are_found_as_whole_words() -> None:
    text = "The Lamp Warden lights a lamp; two Lamp Wardens light two. A Lamp Wardenship is no name."
    assert _found(text, "Lamp Warden", "Lamplighter") == [(4, "Lamp Warden"), (35, "Lamp Wardens")]


def test_a_name_broken_by_a_hyphen_or_a_line_is_still_the_name() -> None:
    assert _found("Os Mortos-Vivos e o Morto\nVivo.", "Morto Vivo", "Esqueleto", PORTUGUESE, UNIT) == [(3, "Mortos-Vivos"), (20, "Morto\nVivo")]


def test_a_lower_case_word_is_a_word_not_the_old_proper_name() -> None:
    assert _found("Guards guard the gate.", "Guard", "Sentinel") == [(0, "Guards")]


def test_the_finding_names_the_new_name_and_where_the_rename_was() -> None:
    [found] = old_names_in("pelos Engenheiros.", [KindRename(UNIT, Rename("Engenheiro", "Artífice", None))], PORTUGUESE)
    assert found.message() == "'Engenheiros' is the old name of the unit renamed to 'Artífice' in uncommitted changes"
    assert found.hint() == "write the new name, 'Artífice', in the form the sentence needs (it says 'Engenheiros')"
    [exact] = old_names_in("o Engenheiro", [KindRename(UNIT, Rename("Engenheiro", "Artífice", "abc1234"))], PORTUGUESE)
    assert exact.hint() == "write 'Artífice'" and exact.message().endswith("in abc1234")


def _findings(root: Path, code: str) -> list[tuple[str, int, int, str]]:
    report = check_project(root).report
    return [(d.file, d.line, d.column, d.message) for d in report.diagnostics if d.code == code]


@pytest.mark.slow
def test_the_rulebook_still_saying_the_old_plural_is_r611_at_the_word(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    rename_engenheiro(root, armies=True)  # every field: only prose keeps the old name
    commit(root, "Engenheiro is now Artífice")
    short = git(root, "log", "-1", "--format=%h").strip()
    assert _findings(root, "R611") == [(
        "content/rulebook/01-introducao.md", 37, 47,
        f"'Engenheiros' is the old name of the unit renamed to 'Artífice' in {short}",
    )]
    edit(root / "content/rulebook/01-introducao.md", "pelos Engenheiros", "pelos Artífices")
    assert _findings(root, "R611") == []


@pytest.mark.slow
def test_a_card_text_with_the_old_name_is_r132(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    edit(root / "content/traits/voar.yaml", "text: |\n", "text: |\n  Nenhum Engenheiro voa.\n")
    commit(root, "a trait that names a unit")
    rename_engenheiro(root, armies=True)  # every field: only prose keeps the old name
    [(file, line, column, message)] = _findings(root, "R132")
    assert (file, line, column) == ("content/traits/voar.yaml", 6, 10)
    assert message == "'Engenheiro' is the old name of the unit renamed to 'Artífice' in uncommitted changes"


@pytest.mark.slow
def test_an_old_name_another_card_took_is_no_finding(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    rename_engenheiro(root, armies=True)  # every field: only prose keeps the old name
    (root / "content/units/engenheiro-novo.yaml").write_text(
        (root / "content/units/engenheiro.yaml").read_text(encoding="utf-8").replace("name: Artífice", "name: Engenheiro"), encoding="utf-8"
    )
    assert _findings(root, "R611") == []


def test_outside_git_nothing_is_reported(tmp_path: Path) -> None:
    root = game_folder(tmp_path / "game")
    rename_engenheiro(root, armies=True)  # every field: only prose keeps the old name
    assert _findings(root, "R611") == [] and _findings(root, "R132") == []


def _hollowmarch_renamed(target: Path) -> Path:
    """The English example in git, its agent Lamplighter called Lamp Warden in the first commit
    and renamed in the second: the history the documented examples assume."""
    target.mkdir()
    shutil.copy(HOLLOWMARCH / "cardkit.yaml", target / "cardkit.yaml")
    shutil.copytree(HOLLOWMARCH / "content", target / "content")
    git(target, "init", "-q")
    edit(target / "content/agents/lamplighter.yaml", "name: Lamplighter", "name: Lamp Warden")
    commit(target, "the game as it was")
    edit(target / "content/agents/lamplighter.yaml", "name: Lamp Warden", "name: Lamplighter")
    commit(target, "Lamp Warden is now Lamplighter")
    return target


@pytest.mark.slow
@pytest.mark.parametrize("code", ["R611", "R132"])
def test_the_documented_examples_pass_and_fail(code: str, tmp_path: Path) -> None:
    entry = all_codes()[code]
    _, _, _passing = _try(_hollowmarch_renamed(tmp_path / "passing"), entry.passes)
    assert [d for d in _all(tmp_path / "passing") if d.code == code] == []
    file, line, _ = _try(_hollowmarch_renamed(tmp_path / "failing"), entry.fails)
    [found] = [d for d in _all(tmp_path / "failing") if d.code == code]
    assert found.file == file and found.message.startswith("'Lamp Wardens' is the old name of the agent renamed to 'Lamplighter' in ")
    assert found.line >= line


def _all(root: Path) -> list[Diagnostic]:
    return list(check_project(root).report.diagnostics)
