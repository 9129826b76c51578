"""Issue 29, class 5 (git): a revision's files as committed. A committed symlink out of the
project crashed diff, errata and `--changed-since` with a tarfile traceback; `export-ignore`
made an existing spell look added; a 5,000-character revision gave a traceback; a side whose
cardkit.yaml is broken said "cardkit.yaml has 1 problem(s)" without naming either."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.diff.repo import commit, edit, game_repo, git
from tests.hardening.harness import SECRET, cardkit, outside_folder

RAIO = "content/spells/raio.yaml"


def _diff(repo: Path, *args: str) -> dict[str, object]:
    run = cardkit("diff", *args, "--project", str(repo), "--format", "json")
    run.assert_clean_exit()
    assert run.exit_code == 0, run.output
    return json.loads(run.stdout)


def _changes(diff: dict[str, object]) -> list[tuple[str, str]]:
    return [(change["status"], change["name"]) for kind in diff["kinds"] for change in kind["changes"]]  # type: ignore[index, union-attr]


@pytest.mark.parametrize("target", ["{outside}/segredo.yaml", "/etc/passwd", "../../../../../../etc/hostname"])
def test_a_committed_link_out_of_the_project_is_skipped_with_one_line(tmp_path: Path, target: str) -> None:
    repo = game_repo(tmp_path / "jogo")
    link = repo / "content/spells/fora.yaml"
    link.symlink_to(target.format(outside=outside_folder(repo)))
    edit(repo / RAIO, "cost: 12", "cost: 15")
    commit(repo, "a link out of the project")
    run = cardkit("diff", "HEAD~1", "HEAD", "--project", str(repo))
    run.assert_clean_exit()
    assert run.exit_code == 0, run.output
    assert run.output.count("skipped content/spells/fora.yaml: a symbolic link") == 1, run.output
    assert SECRET not in run.output and "Raio" in run.output


def test_a_committed_link_inside_the_project_reads_its_target(tmp_path: Path) -> None:
    repo = game_repo(tmp_path / "jogo")
    (repo / "content/spells/raio-de-novo.yaml").symlink_to("raio.yaml")
    commit(repo, "a link to a file of the project")
    run = cardkit("diff", "HEAD", "--project", str(repo))
    run.assert_clean_exit()
    assert "skipped" not in run.output
    assert run.exit_code == 1 and "[R401]" in run.output, "the linked copy is a second Raio, as in the working tree"


def test_an_old_side_with_a_link_out_against_the_working_tree(tmp_path: Path) -> None:
    repo = game_repo(tmp_path / "jogo")
    (repo / "content/spells/fora.yaml").symlink_to("/etc/passwd")
    commit(repo, "a link out of the project")
    (repo / "content/spells/fora.yaml").unlink()
    run = cardkit("diff", "HEAD", "--project", str(repo))
    run.assert_clean_exit()
    assert run.output.count("skipped content/spells/fora.yaml") == 1, run.output


@pytest.mark.slow
@pytest.mark.parametrize("command", [("errata", "HEAD"), ("build", "cards", "--changed-since", "HEAD")], ids=["errata", "reprint"])
def test_errata_and_the_reprint_set_skip_a_committed_link_out_too(tmp_path: Path, command: tuple[str, ...]) -> None:
    """They open their old side as diff does, so the same link is the same one line."""
    repo = game_repo(tmp_path / "jogo")
    (repo / "content/spells/fora.yaml").symlink_to(f"{outside_folder(repo)}/segredo.yaml")
    commit(repo, "a link out of the project")
    (repo / "content/spells/fora.yaml").unlink()
    run = cardkit(*command, "--project", str(repo))
    run.assert_clean_exit()
    assert run.exit_code == 0, run.output[-2000:]
    assert run.output.count("HEAD: skipped content/spells/fora.yaml: a symbolic link") == 1, run.output[-2000:]
    assert SECRET not in run.output


def test_export_ignore_does_not_make_a_spell_look_added(tmp_path: Path) -> None:
    repo = game_repo(tmp_path / "jogo")
    (repo / ".gitattributes").write_text("content/spells/raio.yaml export-ignore\ncontent/spells/*.yaml export-subst\n", encoding="utf-8")
    edit(repo / RAIO, "name: Raio\n", "name: Raio\n# $Format:%H$\n")
    commit(repo, "attributes that git archive acts on")
    edit(repo / RAIO, "cost: 12", "cost: 15")
    assert _changes(_diff(repo, "HEAD")) == [("changed", "Raio")]


@pytest.mark.parametrize("length", [300, 5_000, 100_000])
def test_a_long_revision_is_refused_in_one_line(tmp_path: Path, length: int) -> None:
    repo = game_repo(tmp_path / "jogo")
    run = cardkit("diff", "a" * length, "--project", str(repo))
    run.assert_clean_exit()
    assert run.exit_code == 2 and f"a revision of {length} characters is refused" in run.output, run.output[-500:]
    assert len(run.output.strip().splitlines()) == 1


def test_a_side_whose_cardkit_yaml_is_broken_is_named_with_its_problem(tmp_path: Path) -> None:
    repo = game_repo(tmp_path / "jogo")
    edit(repo / "cardkit.yaml", "name:", "nome:")
    commit(repo, "a broken cardkit.yaml")
    git(repo, "tag", "quebrado")
    edit(repo / "cardkit.yaml", "nome:", "name:")
    run = cardkit("diff", "quebrado", "--project", str(repo))
    run.assert_clean_exit()
    assert run.exit_code == 2, run.output
    assert "quebrado: cardkit.yaml:" in run.output and "nome" in run.output, run.output
    assert "error: quebrado (" in run.output
