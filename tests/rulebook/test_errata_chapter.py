"""book.yaml's `errata: {from, to, title}`: the rulebook's generated Errata chapter, from the
same diff as `cardkit diff`, on issue 17's commit."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from cardkit.commands.app import app
from tests.diff.repo import game_repo, pdf_words
from tests.diff.repo import issue_repo as issue_repo_in

runner = CliRunner()
BOOK = Path("content/rulebook/book.yaml")


def _declare(root: Path, errata: str) -> int:
    """Append `errata` to book.yaml; the line it starts on."""
    path = root / BOOK
    text = path.read_text(encoding="utf-8")
    path.write_text(text + errata, encoding="utf-8")
    return text.count("\n") + 1


@pytest.fixture(scope="module")
def issue_repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The issue's repository with book.yaml asking for the errata since HEAD~1: declared here,
    once, so each test that reads it finds it whichever worker runs it and in whatever order."""
    root = issue_repo_in(tmp_path_factory.mktemp("book"))
    _declare(root, "errata:\n  from: HEAD~1\n")
    return root


@pytest.mark.slow
def test_the_errata_chapter_closes_the_book_with_the_changes_since_the_named_revision(issue_repo: Path) -> None:
    result = runner.invoke(app, ["build", "rulebook", "--project", str(issue_repo), "-q"])
    assert result.exit_code == 0, result.stdout + result.stderr
    pdf = issue_repo / "build/rulebook/rulebook-a4.pdf"
    text = pdf_words(pdf, slice(-2, None))
    assert re.search(r"Errata O que mudou nas regras e nas cartas desde a Edição [-\d]+\.", text)  # no git expression
    for words in ("Inferno ALTERAÇÃO Custo 30 → 25; DAN 2d20 → 3d10", "Raio ALTERAÇÃO Custo 12 → 15",
                  "Ataque Secundário REMOÇÃO", "Artífice NOVO NOME Nome Engenheiro → Artífice", "durar horas ou dias"):
        assert words in text, words
    contents = " ".join((PdfReader(pdf).pages[1].extract_text() or "").split())
    assert "Errata" in contents  # the contents list it, last


@pytest.mark.slow
def test_a_translated_book_prints_its_errata_in_its_own_words(issue_repo: Path) -> None:
    result = runner.invoke(app, ["build", "rulebook", "--project", str(issue_repo), "--locale", "en", "-q"])
    assert result.exit_code == 0, result.stdout + result.stderr
    text = pdf_words(issue_repo / "build/en/rulebook/rulebook-a4.pdf", slice(-2, None))
    assert re.search(r"What changed in the rules and the cards since Edition [-\d]+\.", text)
    assert "Inferno CHANGED Cost 30 → 25; DMG 2d20 → 3d10" in text


@pytest.mark.slow
def test_an_unknown_revision_stops_the_build_at_its_book_yaml_line(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    line = _declare(root, "errata:\n  from: no-such-tag\n")
    result = runner.invoke(app, ["build", "rulebook", "--project", str(root), "-q"])
    assert result.exit_code == 2
    assert f"content/rulebook/book.yaml:{line + 1}: unknown revision 'no-such-tag'" in result.stderr
    assert not (root / "build/rulebook/rulebook-a4.pdf").exists()


@pytest.mark.slow
def test_check_reports_an_errata_entry_of_the_wrong_shape_at_its_line(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    line = _declare(root, "errata:\n  from: 1.0\n")
    result = runner.invoke(app, ["check", "--project", str(root)])
    assert result.exit_code == 1
    assert f"content/rulebook/book.yaml:{line + 1}:1: error[R606] `errata.from` must be a text" in result.stdout
    assert 'quote it: `from: "1.0"`' in result.stdout


@pytest.mark.slow
def test_book_yaml_names_the_versions_for_players(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    _declare(root, 'errata:\n  from: HEAD\n  from_label: "Edição de lançamento"\n')
    result = runner.invoke(app, ["build", "rulebook", "--project", str(root), "-q"])
    assert result.exit_code == 0, result.stdout + result.stderr
    text = pdf_words(root / "build/rulebook/rulebook-a4.pdf", slice(-1, None))
    assert "O que mudou nas regras e nas cartas desde Edição de lançamento." in text
    assert "HEAD" not in text


@pytest.mark.slow
def test_check_reports_a_version_label_that_is_no_text(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    line = _declare(root, "errata:\n  from: HEAD\n  from_label: [1]\n")
    result = runner.invoke(app, ["check", "--project", str(root)])
    assert result.exit_code == 1
    assert f"content/rulebook/book.yaml:{line + 2}:1: error[R606] `errata.from_label` must be a text" in result.stdout


def test_the_errata_version_labels_and_title_go_to_translators(tmp_path: Path) -> None:
    from cardkit.pipeline import check_project
    from cardkit.translation.messages import BOOK_CONTEXTS, game_messages
    from tests.diff.repo import game_folder

    root = game_folder(tmp_path / "game")
    _declare(root, 'errata:\n  from: v1.0\n  title: Correções\n  from_label: "Primeira edição"\n')
    messages = {(message.context, message.source) for message in game_messages(check_project(root)).by_key.values()}
    assert (BOOK_CONTEXTS["edition"], "Primeira edição") in messages
    assert (BOOK_CONTEXTS["chapter"], "Correções") in messages
