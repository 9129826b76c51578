"""`cardkit book --generators` lists the calls a chapter of this game may write, each with an
example of the game's own names; an unknown call's R605 points to it."""

from __future__ import annotations

import shutil
from pathlib import Path

from typer.testing import CliRunner

from cardkit.codes.checks import BAD_PLACEHOLDER
from cardkit.commands.app import app
from tests.conftest import REPO_ROOT
from tests.rulebook.conftest import findings

runner = CliRunner()
HOLLOWMARCH = REPO_ROOT / "cardkit" / "examples" / "hollowmarch"


def test_the_generators_of_a_game_without_a_pack_are_its_kinds_with_its_own_names() -> None:
    result = runner.invoke(app, ["book", "--generators", "--project", str(HOLLOWMARCH)])
    assert result.exit_code == 0, result.output
    lines = [line.split("  ")[0].strip() for line in result.stdout.splitlines()]
    assert '{{ agent("Ash Acolyte") }}' in lines and "{{ agent_table() }}" in lines and "{{ relic_table() }}" in lines
    assert "every agent, a row each" in result.stdout
    assert "spell" not in result.stdout  # no call of another game's kinds


def test_tab_masters_pack_adds_its_own_calls() -> None:
    result = runner.invoke(app, ["book", "--generators", "--project", str(REPO_ROOT)])
    assert result.exit_code == 0, result.output
    assert '{{ element_table("attack") }}' in result.stdout and "{{ trait_glossary() }}" in result.stdout


def test_without_what_to_list_it_is_a_usage_error() -> None:
    result = runner.invoke(app, ["book", "--project", str(HOLLOWMARCH)])
    assert result.exit_code == 2 and "cardkit book --generators" in result.output


def test_a_call_nothing_resembles_points_to_the_list(tmp_path: Path) -> None:
    root = tmp_path / "game"
    shutil.copytree(HOLLOWMARCH, root)
    chapter = root / "content/rulebook/01-the-march.md"
    chapter.write_text(chapter.read_text(encoding="utf-8") + "\n{{ zzz_qqq() }}\n", encoding="utf-8")
    [finding] = [d for d in findings(root, BAD_PLACEHOLDER) if "zzz_qqq" in d.message]
    assert finding.hint == "`cardkit book --generators` lists the calls this game's chapters may write"
