"""`print: paper:` in cardkit.yaml is the paper of every document, not only of the card sheets:
the army sheets and the rulebook follow it unless `--paper` names another."""

from __future__ import annotations

from pathlib import Path

import pikepdf
import pytest
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.config.print_profiles import resolve_print_settings
from cardkit.output.paper import Paper

runner = CliRunner()
LETTER, A4 = (612, 792), (595, 842)


def page_sizes(folder: Path) -> dict[str, set[tuple[int, int]]]:
    """Each PDF's page sizes in points, by file name."""
    sizes = {}
    for path in sorted(folder.rglob("*.pdf")):
        with pikepdf.open(path) as pdf:
            sizes[path.name] = {(round(float(p.MediaBox[2])), round(float(p.MediaBox[3]))) for p in pdf.pages}
    return sizes


@pytest.mark.parametrize(
    ("written", "paper"),
    [
        ({}, Paper.A4),
        ({"paper": "Letter"}, Paper.LETTER),
        ({"paper": "Legal"}, Paper.LEGAL),
        ({"paper": {"width": 100, "height": 150}}, Paper.A4),
    ],
)
def test_the_documents_paper_is_the_named_print_paper(written: dict[str, object], paper: Paper) -> None:
    """A custom {width, height} is a card sheet's size: the documents keep A4."""
    assert resolve_print_settings(written).paper.lower() == paper.value


@pytest.mark.slow
def test_print_paper_letter_gives_letter_sheets_and_rulebook(tmp_path: Path) -> None:
    project = tmp_path / "game"
    assert runner.invoke(app, ["init", str(project), "--language", "en"]).exit_code == 0
    config = project / "cardkit.yaml"
    config.write_text(config.read_text(encoding="utf-8") + "print:\n  paper: Letter\n", encoding="utf-8")
    for target in ("sheets", "rulebook"):
        result = runner.invoke(app, ["build", target, "--project", str(project), "--quiet"])
        assert result.exit_code == 0, result.output
    sizes = page_sizes(project / "build")
    assert set(sizes) == {"army-sheet-blue-army-letter.pdf", "army-sheet-red-army-letter.pdf", "rulebook-letter.pdf"}
    assert all(found == {LETTER} for found in sizes.values()), sizes
    result = runner.invoke(app, ["build", "sheets", "--paper", "a4", "--project", str(project), "--quiet"])
    assert result.exit_code == 0, result.output
    assert page_sizes(project / "build" / "sheets")["army-sheet-blue-army-a4.pdf"] == {A4}, "--paper wins"
