"""What CI sees of `cardkit diff` and the SARIF log: a shallow clone is told how to fetch the
history it lacks, `--format json` prints JSON whatever happens, and SARIF names where to learn
about cardkit."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from urllib.parse import urlparse

import pytest
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.foundation.diagnostics import Report
from cardkit.reporters.sarif import format_sarif
from tests.diff.repo import GIT, commit, edit, game_folder, game_repo, git

runner = CliRunner()


def diff(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, ["diff", *args])
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.slow
def test_a_shallow_clone_is_told_to_fetch_more_history(tmp_path: Path) -> None:
    origin = game_repo(tmp_path / "origin")
    edit(origin / "content/spells/raio.yaml", "cost: 12", "cost: 15")
    commit(origin, "Raio costs more")
    subprocess.run([*GIT, "clone", "-q", "--depth", "1", origin.as_uri(), str(tmp_path / "ci")], check=True, capture_output=True)
    clone = tmp_path / "ci"
    code, out, errors = diff("HEAD~1", "--project", str(clone))
    assert (code, out) == (2, "")
    assert "unknown revision 'HEAD~1': this clone is shallow" in errors and "git fetch --deepen=50" in errors and "fetch-depth: 0" in errors
    git(clone, "fetch", "-q", "--deepen=1")
    code, out, errors = diff("HEAD~1", "HEAD", "--project", str(clone))
    assert code == 0, errors
    assert "Raio" in out


def test_json_is_printed_when_a_side_does_not_validate(tmp_path: Path) -> None:
    old, new = game_folder(tmp_path / "old"), game_folder(tmp_path / "new")
    edit(old / "content/spells/raio.yaml", "cost: 12", "cost: doze")
    code, out, _ = diff(str(old), str(new), "--project", str(new), "--format", "json")
    assert code == 1
    printed = json.loads(out)
    assert printed["diff"] is None and printed["error"] == f"{old} (1 error(s)) does not validate: fix the errors before comparing"
    [error] = printed["diagnostics"]
    assert (error["side"], error["code"], error["file"], error["line"], error["column"]) == (str(old), "S002", "content/spells/raio.yaml", 5, 7)
    assert printed["summary"] == {"errors": 1, "warnings": 0}


def test_json_is_printed_when_a_side_cannot_be_had(tmp_path: Path) -> None:
    root = game_folder(tmp_path / "game")
    git(root, "init", "-q")
    commit(root, "the bundled game")
    code, out, _ = diff("no-such-tag", "--project", str(root), "--format", "json")
    assert code == 2
    printed = json.loads(out)
    assert printed["diff"] is None and printed["error"].startswith("unknown revision 'no-such-tag'")
    assert printed["diagnostics"] == [] and printed["summary"] == {"errors": 0, "warnings": 0}


def test_sarif_names_where_to_learn_about_cardkit(tmp_path: Path) -> None:
    driver = json.loads(format_sarif(Report(), tmp_path))["runs"][0]["tool"]["driver"]
    uri = urlparse(driver["informationUri"])
    assert uri.scheme == "https" and uri.netloc and uri.path  # SARIF2005: an absolute URI
