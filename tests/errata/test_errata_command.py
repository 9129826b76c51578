"""Issue 30, item 3: the errata sheet is `cardkit errata OLD [NEW]`, a command of its own with its
own options; `cardkit build errata` still runs it, with a note that points to the new command."""

from __future__ import annotations

import json
from pathlib import Path

import pypdfium2
import pytest
from typer.testing import CliRunner

from cardkit.commands import COMMANDS
from cardkit.commands.app import app
from cardkit.commands.lazy import first_argument, load_command
from tests.diff.repo import commit, edit, game_repo

runner = CliRunner()
SHEET = Path("build/errata/errata-a4.pdf")
NOTE = "note: `cardkit build errata` is now `cardkit errata`"


def _run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def _pages(pdf: Path) -> list[str]:
    """Each page's text as pypdfium2 reads it, whitespace collapsed."""
    document = pypdfium2.PdfDocument(pdf)
    try:
        return [" ".join(page.get_textpage().get_text_range().split()) for page in document]
    finally:
        document.close()


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundled game committed twice: Raio costs 15 in the second commit."""
    root = game_repo(tmp_path_factory.mktemp("errata-command") / "game")
    edit(root / "content/spells/raio.yaml", "cost: 12", "cost: 15")
    commit(root, "dearer Raio")
    return root


@pytest.mark.slow
def test_errata_writes_the_sheet_with_the_versions_named_by_their_labels(repo: Path) -> None:
    code, out, err = _run("errata", "HEAD~1", "HEAD", "--old-label", "First print", "--new-label", "Second print", "--project", str(repo))
    assert code == 0, out + err
    assert f"wrote {repo / SHEET}" in out
    pages = _pages(repo / SHEET)
    assert len(pages) == 1
    assert "O que mudou entre First print e Second print" in pages[0]
    assert "Raio" in pages[0] and "Custo 12 → 15" in pages[0]
    assert NOTE not in err


@pytest.mark.slow
def test_build_errata_still_runs_the_errata_with_a_note_pointing_to_the_new_command(repo: Path) -> None:
    (repo / SHEET).unlink(missing_ok=True)
    code, out, err = _run("build", "--project", str(repo), "errata", "HEAD~1", "--paper", "letter")
    assert code == 0, out + err
    assert err.count(NOTE) == 1
    assert f"wrote {repo / 'build/errata/errata-letter.pdf'}" in out
    assert "Raio" in _pages(repo / "build/errata/errata-letter.pdf")[0]


@pytest.mark.slow
def test_json_format_prints_one_document_on_stdout_and_the_written_file_on_stderr(repo: Path) -> None:
    code, out, err = _run("errata", "HEAD~1", "--format", "json", "--project", str(repo))
    assert code == 0, out + err
    assert json.loads(out)["summary"]["errors"] == 0
    assert f"wrote {repo / SHEET}" in err


def test_the_exit_codes_of_errata(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    assert _run("errata", "--project", str(root))[0] == 2  # no OLD
    code, _, err = _run("errata", "no-such-tag", "--project", str(root))
    assert code == 2 and "no-such-tag" in err
    code, _, err = _run("errata", "HEAD", "--old-label", " ", "--project", str(root))
    assert code == 2 and "not an empty text" in err
    code, _, err = _run("errata", "HEAD", "--locale", "all", "--project", str(root))
    assert code == 2 and "one edition" in err
    edit(root / "content/spells/raio.yaml", "cost: 12", "cost: many")
    code, _, err = _run("errata", "HEAD", "--project", str(root))
    assert code == 1 and "working tree: content/spells/raio.yaml:" in err
    assert not (root / SHEET).exists()


def test_the_old_spelling_keeps_the_new_commands_exit_code_and_says_where_it_went(tmp_path: Path) -> None:
    code, _, err = _run("build", "errata", "--project", str(tmp_path))
    assert code == 2
    assert NOTE in err and "Missing argument 'OLD'" in err


def test_the_old_spelling_is_found_after_options_that_take_a_value() -> None:
    build = load_command(next(entry for entry in COMMANDS if entry.name == "build"))
    assert first_argument(build, ["errata", "v1"]) == 0
    assert first_argument(build, ["-p", "errata", "cards"]) == 2  # a project folder named errata is no target
    assert first_argument(build, ["--project=x", "-q", "errata"]) == 2
    assert first_argument(build, ["--jobs", "2"]) is None
    code, _, err = _run("build", "-p", "errata", "--help")
    assert code == 0 and NOTE not in err
