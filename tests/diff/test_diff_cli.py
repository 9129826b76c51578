"""`cardkit diff OLD [NEW]` on git revisions and folders of the bundled game: exactly the
changes made, in the text and JSON forms, and the exits of a side that fails or cannot be had."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardkit.commands.app import app
from tests.diff.repo import commit, edit, game_folder, game_repo, git, issue_commit

runner = CliRunner()


def _diff(*args: str) -> tuple[int, list[str], list[str]]:
    result = runner.invoke(app, ["diff", *args])
    return result.exit_code, result.stdout.splitlines(), result.stderr.splitlines()


INTRO_OLD = "durar horas, dias ou mesmo meses, onde a vitória"
INTRO_NEW = "durar horas ou dias, onde a vitória"


@pytest.mark.slow
def test_the_issues_commit_reports_exactly_its_changes(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    issue_commit(root)
    code, lines, _ = _diff("HEAD~1", "--project", str(root))
    assert code == 0
    paragraph = [line for line in lines if line.startswith("        ")]
    assert len(paragraph) == 2 and INTRO_OLD in paragraph[0] and paragraph[0].startswith("        − O Tab Master foi feito")
    assert INTRO_NEW in paragraph[1] and paragraph[1].startswith("        + O Tab Master foi feito")
    assert [line for line in lines if not line.startswith("        ")] == [
        "Características",
        "  − Ataque Secundário (retirado: content/traits/ataque-secundario.yaml)",
        "Magias",
        "  ~ Inferno (alterado: content/spells/inferno.yaml)",
        "      Custo: 30 → 25",
        "      DAN: 2d20 → 3d10",
        "  ~ Raio (alterado: content/spells/raio.yaml)",
        "      Custo: 12 → 15",
        "      DAN: 20 → 2d12",
        "Unidades",
        "  ~ Arqueiro (alterado: content/units/arqueiro.yaml)",
        "      Características: − Ataque Secundário",
        "  ~ Engenheiro → Artífice (renomeado: content/units/engenheiro.yaml)",
        "      2 arquivo(s) ainda usam 'Engenheiro': content/armies/exercito-azul.yaml, content/armies/exercito-vermelho.yaml",
        # the army that only follows the rename is no change of its own, but its printed sheet names the old unit
        "Citam uma carta renomeada ou retirada",
        "  Exército Vermelho (Exércitos: content/armies/exercito-vermelho.yaml): Engenheiro → Artífice",
        "Livro de regras",
        "  ~ Introdução (alterado: content/rulebook/01-introducao.md)",
        "      linha 7 → 7:",
    ]
    assert git(root, "status", "--porcelain") == ""  # the working tree and index were never touched
    # the army and game.yaml that only follow the rename are that rename, not changes of their own


@pytest.mark.slow
def test_json_carries_ids_files_and_raw_values(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    issue_commit(root)
    code, lines, _ = _diff("HEAD~1", "HEAD", "--project", str(root), "--format", "json")
    assert code == 0
    result = json.loads("\n".join(lines))
    assert (result["old"], result["new"], result["locale"]) == ("HEAD~1", "HEAD", "pt-BR")
    spells = next(kind for kind in result["kinds"] if kind["kind"] == "spell")
    inferno = next(change for change in spells["changes"] if change["name"] == "Inferno")
    assert inferno["id"] == "spell-inferno" and inferno["status"] == "changed"
    assert [(f["field"], f["label"], f["old"], f["new"], f["old_value"], f["new_value"]) for f in inferno["fields"]] == [
        ("cost", "Custo", "30", "25", 30, 25),
        ("damage", "DAN", "2d20", "3d10", "2d20", "3d10"),
    ]
    units = next(kind for kind in result["kinds"] if kind["kind"] == "unit")
    renamed = next(change for change in units["changes"] if change["status"] == "renamed")
    assert (renamed["old_name"], renamed["name"], renamed["id"], renamed["new_line"]) == ("Engenheiro", "Artífice", "unit-engenheiro", 12)
    chapter = result["chapters"][0]
    assert chapter["paragraphs"][0]["status"] == "changed"
    assert (chapter["paragraphs"][0]["old_line"], chapter["paragraphs"][0]["new_line"]) == (7, 7)


@pytest.mark.slow
def test_a_file_renamed_with_its_name_kept_is_a_move(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    git(root, "mv", "content/spells/raio.yaml", "content/spells/relampago.yaml")
    commit(root, "raio's file renamed")
    code, lines, _ = _diff("HEAD~1", "--project", str(root))
    assert code == 0
    assert lines == ["Magias", "  ~ Raio (movido: content/spells/raio.yaml → content/spells/relampago.yaml)"]


def test_two_folders_a_move_between_files_and_a_new_attack(tmp_path: Path) -> None:
    old, new = game_folder(tmp_path / "old"), game_folder(tmp_path / "new")
    shutil.move(new / "content/spells/inferno.yaml", new / "content/spells/fogo.yaml")
    edit(new / "content/units/levi.yaml", "    height: 1\n", "    height: 1\n  - type: Comum\n    atk: 2\n    damage: 1d12\n")
    edit(new / "content/units/levi.yaml", "    damage: 1d10", "    damage: 1d8")
    code, lines, _ = _diff(str(old), str(new), "--project", str(new))
    assert code == 0
    assert lines == [
        "Magias",
        "  ~ Inferno (movido: content/spells/inferno.yaml → content/spells/fogo.yaml)",
        "Unidades",
        "  ~ Levi (alterado: content/units/levi.yaml)",
        "      Ataque 1: DAN: 1d10 → 1d8",
        "      Ataque 2: + Comum ATK 2 DAN 1d12",
    ]


def test_game_yaml_vocabulary_an_element_text_and_a_stat_abbreviation(tmp_path: Path) -> None:
    old, new = game_folder(tmp_path / "old"), game_folder(tmp_path / "new")
    game = new / "content/game.yaml"
    edit(game, "{id: damage, name: Dano, abbreviation: DAN}", "{id: damage, name: Dano, abbreviation: DNO}")
    edit(game, 'attack: "Ataques com este Elemeno causam 20 pontos de Dano Extras', 'attack: "Ataques com este Elemento causam 20 pontos de Dano Extras')
    code, lines, _ = _diff(str(old), str(new), "--project", str(new))
    assert code == 0
    assert lines[:5] == [
        "Elementos",
        "  ~ Fogo (alterado: content/game.yaml)",
        "      Texto (ataques):",
        "        − Ataques com este Elemeno causam 20 pontos de Dano Extras em unidades com a Característica : Essência: Gelo. Descrição: (Elemento: Fogo).",
        "        + Ataques com este Elemento causam 20 pontos de Dano Extras em unidades com a Característica : Essência: Gelo. Descrição: (Elemento: Fogo).",
    ]
    assert lines[5:] == ["Atributos", "  ~ Dano (alterado: content/game.yaml)", "      Abreviatura: DAN → DNO"]


def test_the_english_edition_names_fields_in_english(tmp_path: Path) -> None:
    old, new = game_folder(tmp_path / "old"), game_folder(tmp_path / "new")
    edit(new / "content/spells/inferno.yaml", "cost: 30", "cost: 25")
    edit(new / "content/units/levi.yaml", "traits: []", "traits:\n  - name: Voar")
    code, lines, _ = _diff(str(old), str(new), "--project", str(new), "--locale", "en")
    assert code == 0
    assert lines == ["Spells", "  ~ Inferno (changed: content/spells/inferno.yaml)", "      Cost: 30 → 25",
                     "Units", "  ~ Levy (changed: content/units/levi.yaml)", "      Traits: + Fly"]


def test_no_changes_says_so(tmp_path: Path) -> None:
    old, new = game_folder(tmp_path / "old"), game_folder(tmp_path / "new")
    code, lines, _ = _diff(str(old), str(new), "--project", str(new))
    assert (code, lines) == (0, [f"no changes between {old} and {new}"])


def test_a_side_that_fails_to_validate_is_named_and_nothing_is_compared(tmp_path: Path) -> None:
    old, new = game_folder(tmp_path / "old"), game_folder(tmp_path / "new")
    edit(old / "content/spells/raio.yaml", "cost: 12", "cost: doze")
    code, lines, errors = _diff(str(old), str(new), "--project", str(new))
    assert code == 1 and lines == []
    assert errors[0].startswith(f"{old}: content/spells/raio.yaml:5:7: error[S002] `cost` must be an integer")
    assert errors[-1] == f"error: {old} (1 error(s)) does not validate: fix the errors before comparing"


@pytest.mark.slow
def test_a_revision_that_fails_to_validate_is_named(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    edit(root / "content/spells/raio.yaml", "cost: 12", "cost: doze")
    commit(root, "broken")
    edit(root / "content/spells/raio.yaml", "cost: doze", "cost: 12")
    code, _, errors = _diff("HEAD", "--project", str(root))
    assert code == 1
    assert errors[0].startswith("HEAD: content/spells/raio.yaml:5:7: error[S002]")
    assert errors[-1] == "error: HEAD (1 error(s)) does not validate: fix the errors before comparing"


@pytest.mark.slow
def test_an_unknown_revision_is_one_line_and_exit_2(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    code, lines, errors = _diff("no-such-tag", "--project", str(root))
    assert (code, lines, errors) == (2, [], ["error: unknown revision 'no-such-tag': not a commit, branch or tag of this repository"])


def test_a_revision_outside_git_is_one_line_and_exit_2(tmp_path: Path) -> None:
    if shutil.which("git") is not None:
        top = subprocess.run(["git", "-C", str(tmp_path), "rev-parse", "--show-toplevel"], capture_output=True, check=False)
        if top.returncode == 0:
            pytest.skip("tmp_path lies inside a git repository here")
    root = game_folder(tmp_path / "game")
    code, _, errors = _diff("HEAD~1", "--project", str(root))
    assert code == 2 and len(errors) == 1
    assert errors[0].startswith(f"error: {root} is not in a git repository")


@pytest.mark.slow
def test_a_project_in_a_sub_folder_of_its_repository(tmp_path: Path) -> None:
    top = tmp_path / "repo"
    root = game_folder(top / "games" / "tab")
    (top / "README.md").write_text("not a game\n", encoding="utf-8")
    git(top, "init", "-q")
    commit(top, "a repository holding a game in games/tab")
    edit(root / "content/spells/raio.yaml", "cost: 12", "cost: 13")
    code, lines, _ = _diff("HEAD", "--project", str(root))
    assert (code, lines) == (0, ["Magias", "  ~ Raio (alterado: content/spells/raio.yaml)", "      Custo: 12 → 13"])
