"""`cardkit build cards --changed-since OLD`: the reprint set of issue 17's commit, and nothing else."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.pipeline import check_project
from cardkit.project.marks import card_marks
from tests.diff.repo import commit, edit, game_repo, issue_commit

runner = CliRunner()
REPRINT = Path("build/cards/reprint")


def _reprint(root: Path, old: str, *more: str) -> tuple[int, str]:
    result = runner.invoke(app, ["build", "cards", "--changed-since", old, "--project", str(root), *more])
    return result.exit_code, result.stdout + result.stderr


def _listed(output: str) -> dict[str, str]:
    """Card id -> "changed" or "new", from the line that names the reprint set."""
    line = next(line for line in output.splitlines() if line.startswith("reprint since"))
    return dict(re.findall(r"([a-z]+-[a-z0-9-]+) \((changed|new)\)", line))


def _names(pdf: Path) -> str:
    return " ".join(" ".join((page.extract_text() or "").split()) for page in PdfReader(pdf).pages)


def _entries(root: Path) -> int:
    return len(list((root / "build/.cache/cards").rglob("*.entry")))


@pytest.mark.slow
def test_the_reprint_set_is_the_cards_that_print_differently_with_their_backs(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    assert runner.invoke(app, ["build", "cards", "--project", str(root), "-q"]).exit_code == 0
    cached = _entries(root)
    issue_commit(root)
    code, output = _reprint(root, "HEAD~1")
    assert code == 0, output
    # Two spells edited, the Arqueiro that lost the removed trait, the renamed Engenheiro; the
    # removed trait has no card left to print, and nothing else prints differently.
    assert _listed(output) == {"spell-inferno": "changed", "spell-raio": "changed", "unit-arqueiro": "changed", "unit-engenheiro": "changed"}
    # The bundled units are drafts: the final print-shop file leaves them out, and says so.
    shop = PdfReader(root / REPRINT / "cards-print-shop.pdf")
    assert len(shop.pages) == 2 * 2  # each spell, then its back
    assert "2 draft card(s) left out of the final print-shop print: unit-arqueiro, unit-engenheiro" in output
    home = _names(root / REPRINT / "cards-home.pdf")
    assert all(name in home for name in ("Inferno", "Raio", "Arqueiro", "Artífice"))
    assert "Lufada" not in home and "Soldado" not in home
    marks = card_marks(check_project(root))
    assert all(marks[card_id] in home for card_id in _listed(output))  # each card carries the mark the set was chosen by
    assert sorted(path.name for path in (root / REPRINT).iterdir()) == ["cards-home.pdf", "cards-print-shop.pdf"]
    assert (root / "build/cards/cards-home.pdf").is_file()  # the full print stays beside it
    assert _entries(root) >= cached  # the faces of the cards not reprinted stay in the cache


@pytest.mark.slow
def test_a_later_set_replaces_the_earlier_one_and_no_change_empties_the_folder(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    edit(root / "content/spells/raio.yaml", "cost: 12", "cost: 10")
    commit(root, "cheaper Raio")
    code, output = _reprint(root, "HEAD~1", "--png")
    assert code == 0, output
    assert _listed(output) == {"spell-raio": "changed"}
    assert (root / REPRINT / "png/spell-raio.png").is_file()
    code, output = _reprint(root, "HEAD")
    assert code == 0, output
    assert "reprint since HEAD: no card changed, nothing to print" in output
    assert not (root / REPRINT).exists() or not any((root / REPRINT).rglob("*"))


def test_changed_since_is_for_cards_only(tmp_path: Path) -> None:
    result = runner.invoke(app, ["build", "sheets", "--changed-since", "HEAD", "--project", str(tmp_path)])
    assert result.exit_code == 2
    assert "--changed-since makes a reprint set of cards" in result.stderr


@pytest.mark.slow
def test_a_set_of_drafts_only_writes_a_print_shop_file_preflight_accepts(tmp_path: Path) -> None:
    """The final print-shop file leaves drafts out; with nothing else in the set it is one blank
    page, which had no trim box, and making it a PDF/X file ended the build in a traceback."""
    root = game_repo(tmp_path / "game")
    edit(root / "content/units/arqueiro.yaml", "defense: 5", "defense: 6")
    commit(root, "a sturdier Arqueiro")
    code, output = _reprint(root, "HEAD~1")
    assert code == 0, output
    assert _listed(output) == {"unit-arqueiro": "changed"}
    shop = root / REPRINT / "cards-print-shop.pdf"
    assert len(PdfReader(shop).pages) == 1
    result = runner.invoke(app, ["preflight", str(shop), "--project", str(root)])
    assert result.exit_code == 0 and "0 error(s), 0 warning(s)" in result.stdout + result.stderr, result.stdout + result.stderr
