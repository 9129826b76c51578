"""`cardkit init`: each example is a whole project that validates, checks clean and builds as it is,
and init never writes into a folder that already holds something."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from pypdf import PdfReader
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.examples import EXAMPLES
from tests.packaging.test_wheel import installed_wheel  # noqa: F401 - the fixture that builds and unpacks the wheel
from tests.patience import HANG

CARDKIT = Path(sys.executable).with_name("cardkit")

CLIX_DIAL_ROWS = {"speed": "VEL", "attack": "ATK", "defense": "DEF", "damage": "DAN"}
"""The rows the clix example's dial prints: its game.yaml's words (and the catalog's for speed)."""


def _invoke(runner: CliRunner, *args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout + result.stderr


@pytest.mark.slow
@pytest.mark.parametrize("example", EXAMPLES)
def test_an_example_validates_checks_clean_and_builds(runner: CliRunner, tmp_path: Path, example: str) -> None:
    project = tmp_path / "jogo"
    code, output = _invoke(runner, "init", str(project), "--example", example)
    assert code == 0, output
    assert (project / "cardkit.yaml").is_file() and (project / "content/game.yaml").is_file()
    assert _invoke(runner, "validate", "--project", str(project))[0] == 0
    code, output = _invoke(runner, "check", "--project", str(project), "--format", "json")
    assert code == 0, output
    assert json.loads(output)["diagnostics"] == [], "an example starts with no finding at all"
    code, output = _invoke(runner, "build", "cards", "--project", str(project), "--profile", "print-shop")
    assert code == 0, output
    assert (project / "build/cards/cards-print-shop.pdf").stat().st_size > 0


def test_the_default_example_has_every_kind_and_a_rulebook(runner: CliRunner, tmp_path: Path) -> None:
    assert _invoke(runner, "init", str(tmp_path / "jogo"))[0] == 0
    content = tmp_path / "jogo/content"
    counts = {folder: len(list((content / folder).glob("*.yaml"))) for folder in ("spells", "traits", "units", "armies")}
    assert all(count >= 2 for count in counts.values()), counts
    assert yaml.safe_load((content / "game.yaml").read_text(encoding="utf-8"))["resolution"] == "tab-master"
    assert list((content / "rulebook").glob("*.md"))


def test_the_templates_folder_explains_overrides_without_copying_the_builtins(runner: CliRunner, tmp_path: Path) -> None:
    assert _invoke(runner, "init", str(tmp_path / "jogo"))[0] == 0
    templates = tmp_path / "jogo/templates"
    assert "override" in (templates / "README.md").read_text(encoding="utf-8")
    assert sorted(p.relative_to(templates).as_posix() for p in templates.rglob("*.*")) == ["README.md", "cards/back-unit.html"]


@pytest.mark.slow
def test_the_clix_unit_card_prints_its_dial(runner: CliRunner, tmp_path: Path) -> None:
    project = tmp_path / "escaramuca"
    assert _invoke(runner, "init", str(project), "--example", "clix")[0] == 0
    game = yaml.safe_load((project / "content/game.yaml").read_text(encoding="utf-8"))
    assert game["resolution"] == "clix"
    # The Catapult is a draft (its dial is the design team's): a final print-shop file needs --allow-draft.
    code, output = _invoke(runner, "build", "cards", "--project", str(project), "--profile", "print-shop", "--allow-draft")
    assert code == 0, output
    dial = yaml.safe_load((project / "content/units/catapult.yaml").read_text(encoding="utf-8"))["dial"]
    pages = [page.extract_text() for page in PdfReader(project / "build/cards/cards-print-shop.pdf").pages]
    [card] = [text for text in pages if "Catapult" in text]
    for stat, label in CLIX_DIAL_ROWS.items():
        assert " ".join([label, *(str(click[stat]) for click in dial)]) in card


def test_refuses_a_folder_that_is_not_empty(runner: CliRunner, tmp_path: Path) -> None:
    mine = tmp_path / "notes.txt"
    mine.write_text("meu trabalho", encoding="utf-8")
    code, output = _invoke(runner, "init", str(tmp_path))
    assert code == 1
    assert "not empty" in output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]
    assert mine.read_text(encoding="utf-8") == "meu trabalho"


def test_refuses_a_file(runner: CliRunner, tmp_path: Path) -> None:
    target = tmp_path / "cardkit.yaml"
    target.write_text("name: x\n", encoding="utf-8")
    assert _invoke(runner, "init", str(target))[0] == 1


def test_an_empty_folder_is_fine_and_an_unknown_example_is_a_usage_error(runner: CliRunner, tmp_path: Path) -> None:
    assert _invoke(runner, "init", str(tmp_path))[0] == 0
    assert (tmp_path / ".gitignore").read_text(encoding="utf-8").splitlines()[-1] == "build/"
    assert _invoke(runner, "init", str(tmp_path / "other"), "--example", "chess")[0] == 2


@pytest.mark.slow
def test_init_then_check_through_the_console_script(tmp_path: Path) -> None:
    env = {**os.environ, "NO_COLOR": ""}
    done = subprocess.run(
        [str(CARDKIT), "init", "escaramuca", "--example", "clix"], cwd=tmp_path, env=env, check=False, capture_output=True, text=True, timeout=HANG
    )
    assert done.returncode == 0, done.stderr
    assert "created escaramuca from the clix example" in done.stdout
    checked = subprocess.run(
        [str(CARDKIT), "check", "--quiet"], cwd=tmp_path / "escaramuca", env=env, check=False, capture_output=True, text=True, timeout=HANG
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert checked.stdout.strip() == "0 error(s), 0 warning(s) in 11 file(s)"  # its theme.yaml among them


@pytest.mark.slow
def test_init_works_from_an_installed_wheel(request: pytest.FixtureRequest, tmp_path: Path) -> None:
    """The examples travel as package data: a wheel unpacked outside the checkout has them."""
    env = {**os.environ, "PYTHONPATH": str(request.getfixturevalue("installed_wheel"))}
    for args, cwd in ((["init", "jogo", "--example", "clix"], tmp_path), (["check", "--quiet"], tmp_path / "jogo")):
        done = subprocess.run([sys.executable, "-m", "cardkit", *args], cwd=cwd, env=env, check=False, capture_output=True, text=True, timeout=HANG)
        assert done.returncode == 0, done.stdout + done.stderr
