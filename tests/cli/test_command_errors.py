"""What ends a command: every such error prints its diagnostics and message on stderr and exits
with its own code (1 refused, 2 usage or configuration), never a traceback."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import NoReturn

import pytest
import typer
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.commands.common import run_stage
from cardkit.config.project import ProjectError
from cardkit.editor import SettingsError
from cardkit.examples import ExampleError
from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.foundation.errors import CardkitError
from cardkit.output.stamp import BadSourceDateEpoch
from cardkit.output.templating import TemplateProblem
from cardkit.output.writing import OutputError
from cardkit.pipeline import validate_project
from cardkit.render.parallel import WorkerDied
from cardkit.scaffold import ScaffoldError
from cardkit.schema.sets import SchemaSetupError

TEMPLATE_PROBLEM = Diagnostic("templates/cards/spell.html", 3, 5, "B301", Severity.ERROR, "template syntax error: unexpected '}'")

ENDINGS = [
    pytest.param(ProjectError("/nada: no such folder"), 2, ["error: /nada: no such folder"], id="project"),
    pytest.param(SchemaSetupError("no JSON Schemas (*.schema.json) found in /s"), 2, ["error: no JSON Schemas (*.schema.json) found in /s"], id="schemas"),
    pytest.param(
        OutputError(Path("build/cards/cards-home.pdf"), PermissionError(13, "Permission denied")),
        2,
        ["error: cannot write build/cards/cards-home.pdf: Permission denied"],
        id="write",
    ),
    pytest.param(
        BadSourceDateEpoch("SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, found 'ontem'"),
        2,
        ["error: SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, found 'ontem'"],
        id="source-date",
    ),
    pytest.param(WorkerDied("a card-rendering worker process died"), 2, ["error: a card-rendering worker process died"], id="worker"),
    pytest.param(ScaffoldError("raio.yaml already exists"), 1, ["error: raio.yaml already exists"], id="scaffold"),
    pytest.param(ExampleError("jogo is not empty"), 1, ["error: jogo is not empty"], id="example"),
    pytest.param(SettingsError("settings.json is not plain JSON"), 1, ["error: settings.json is not plain JSON"], id="settings"),
    pytest.param(
        TemplateProblem(TEMPLATE_PROBLEM),
        1,
        ["templates/cards/spell.html:3:5: error[B301] template syntax error: unexpected '}'", "error: template syntax error: unexpected '}'"],
        id="template",
    ),
]


@pytest.mark.parametrize(("error", "code", "printed"), ENDINGS)
def test_a_stage_ending_with_any_cardkit_error_prints_it_and_exits_with_its_code(
    error: CardkitError, code: int, printed: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def stage(project: Path) -> NoReturn:
        raise error

    with pytest.raises(typer.Exit) as ended:
        run_stage(stage, tmp_path)
    assert ended.value.exit_code == code
    captured = capsys.readouterr()
    assert (captured.out, captured.err.splitlines()) == ("", printed)


def test_a_config_problem_is_printed_with_its_line_and_caret(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "cardkit.yaml").write_text("name: Teste\ncontent: ../fora\n", encoding="utf-8")
    with pytest.raises(typer.Exit) as ended:
        run_stage(validate_project, tmp_path)
    assert ended.value.exit_code == 2
    assert capsys.readouterr().err.splitlines() == [
        "cardkit.yaml:2:10: error[C001] `content: ../fora` points outside the project; use a folder inside it",
        "    content: ../fora",
        "             ^",
        "error: cardkit.yaml has 1 problem(s); fix them first",
    ]


# The real command line, one real cause per kind of error.

runner = CliRunner(env={"NO_COLOR": "1"})


def run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str]:
    result = runner.invoke(app, list(args), env=env)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    return result.exit_code, result.stderr


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """The small example game, written by `cardkit init` (tab-master)."""
    root = tmp_path / "jogo"
    assert run("init", str(root))[0] == 0
    return root


def test_a_bad_print_profile_stops_validate_at_its_line(project: Path) -> None:
    config = project / "cardkit.yaml"
    text = config.read_text(encoding="utf-8")
    config.write_text(text + "print:\n  profiles:\n    poster:\n      card: {width: 300, height: 400}\n", encoding="utf-8")
    line = len(text.splitlines()) + 4
    code, printed = run("validate", "--project", str(project))
    assert code == 2
    assert f"cardkit.yaml:{line}:13: error[B103] profile 'poster': a 300×400 mm card" in printed
    assert "                ^" in printed
    assert printed.endswith("error: cardkit.yaml has 1 problem(s); fix them first\n")


def test_a_bad_print_profile_stops_the_build_before_anything_is_written(project: Path) -> None:
    config = project / "cardkit.yaml"
    config.write_text(config.read_text(encoding="utf-8") + "print:\n  default: [casa]\n", encoding="utf-8")
    code, printed = run("build", "cards", "--project", str(project))
    assert code == 2
    assert "error[B102] `default` names the profile 'casa', which does not exist" in printed
    assert not (project / "build").exists()


def test_an_unknown_folder_is_a_usage_error(tmp_path: Path) -> None:
    assert run("validate", "--project", str(tmp_path / "nada")) == (2, f"error: {tmp_path / 'nada'}: no such folder\n")


def test_an_unwritable_schema_folder_is_a_usage_error(project: Path) -> None:
    """`cardkit schema` writes into .cardkit/schemas/ (init made it): a file where that folder's
    parent belongs is a usage error naming the folder."""
    shutil.rmtree(project / ".cardkit")
    (project / ".cardkit").write_text("a file where the editor schemas' folder belongs", encoding="utf-8")
    code, printed = run("schema", "--project", str(project))
    assert code == 2
    assert printed.startswith(f"error: cannot write {project / '.cardkit' / 'schemas'}/")
    assert printed.endswith(": Not a directory\n")


def test_a_malformed_source_date_epoch_is_a_usage_error(project: Path) -> None:
    code, printed = run("i18n", "extract", "--project", str(project), env={"SOURCE_DATE_EPOCH": "ontem"})
    assert (code, printed) == (2, "error: SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, found 'ontem'\n")


def test_an_existing_definition_is_refused(project: Path) -> None:
    spell = next((project / "content" / "spells").glob("*.yaml"))
    name = next(line.split(":", 1)[1].strip() for line in spell.read_text(encoding="utf-8").splitlines() if line.startswith("name:"))
    code, printed = run("new", "spell", name.strip("\"'"), "--project", str(project))
    assert code == 1
    assert printed == f"error: {spell} already exists; edit it, or choose another name\n"


def test_a_folder_that_is_not_empty_is_refused(project: Path) -> None:
    assert run("init", str(project)) == (1, f"error: {project} is not empty; name a new or empty folder, so nothing of yours is overwritten\n")


def test_an_example_language_that_does_not_exist_is_a_usage_error(tmp_path: Path) -> None:
    code, printed = run("init", str(tmp_path / "novo"), "--language", "xx")
    assert code == 2
    assert "\nError: Invalid value for '--language' / '-l': the tab-master example has no xx version; it is available in: " in printed


def test_vscode_settings_that_are_not_json_are_refused_with_the_entries_to_add(project: Path) -> None:
    settings = project / ".vscode" / "settings.json"  # init wrote it: a hand edit added a comment
    settings.write_text("{ // a comment\n}", encoding="utf-8")
    code, printed = run("schema", "--vscode", "--project", str(project))
    assert code == 1
    assert f"error: {settings} is not plain JSON" in printed
    assert json.loads(printed.split(":\n", 1)[1])["yaml.schemas"]
