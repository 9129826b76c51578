"""`cardkit errata OLD [NEW]`: the players' sheet of what changed, on issue 17's commit."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.diff.model import DefinitionChange, FieldChange, Status
from cardkit.errata.document import highlighted_keys
from tests.diff.repo import commit, edit, game_repo, pdf_words
from tests.diff.repo import issue_repo as issue_repo_in
from tests.highlight import amber_pixels

runner = CliRunner()
SHEET = Path("build/errata/errata-a4.pdf")


def _build(root: Path, *args: str) -> tuple[int, str]:
    result = runner.invoke(app, ["errata", *args, "--project", str(root)])
    return result.exit_code, result.stdout + result.stderr


def _pictures(pdf: Path) -> list[Image.Image]:
    """Every image of the PDF once (WeasyPrint lists a document's images on each of its pages)."""
    found = {image.data: None for page in PdfReader(pdf).pages for image in page.images}
    return [Image.open(io.BytesIO(data)) for data in found]


@pytest.fixture(scope="module")
def issue_repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return issue_repo_in(tmp_path_factory.mktemp("errata"))


@pytest.mark.slow
def test_the_sheet_lists_every_change_and_shows_each_changed_card_old_beside_new(issue_repo: Path) -> None:
    code, output = _build(issue_repo, "HEAD~1")
    assert code == 0, output
    assert "wrote build/errata/errata-a4.pdf" in output or "errata-a4.pdf" in output
    text = pdf_words(issue_repo / SHEET)
    assert re.search(r"O que mudou desde a Edição \d{4}-\d{2}-\d{2} ", text)  # players read no git expression
    info = PdfReader(issue_repo / SHEET).metadata or {}
    assert (info.get("/CardkitDocument"), info.get("/CardkitBuild")) == ("errata", "final")  # for players, not a proof
    for words in ("Inferno", "Custo 30 → 25", "DAN 2d20 → 3d10", "Raio", "Custo 12 → 15", "DAN 20 → 2d12",
                  "Artífice NOVO NOME", "Nome Engenheiro → Artífice", "Livro de regras", "durar horas ou dias"):
        assert words in text, words
    # Each card's revision mark as it was and as it is: a removed card has none now.
    assert re.search(r"Ataque Secundário REMOÇÃO marca [0-9A-Z]{6} → – ANTES AGORA", text)
    assert re.search(r"Inferno ALTERAÇÃO marca ([0-9A-Z]{6}) → (?!\1)[0-9A-Z]{6} ANTES AGORA", text)
    # Inferno, Raio, Arqueiro (its trait went) and Artífice old and new, Ataque Secundário only as it was.
    pictures = _pictures(issue_repo / SHEET)
    assert len(pictures) == 9
    highlighted = [picture for picture in pictures if amber_pixels(picture) > 200]
    assert len(highlighted) == 3  # Inferno, Raio, Artífice: the new Arqueiro has no trait line left to outline
    assert all(picture.width < picture.height for picture in pictures)  # cards, upright


@pytest.mark.slow
def test_the_english_edition_writes_its_own_sheet_in_english(issue_repo: Path) -> None:
    code, output = _build(issue_repo, "HEAD~1", "--locale", "en")
    assert code == 0, output
    text = pdf_words(issue_repo / "build/en/errata/errata-a4.pdf")
    assert re.search(r"What changed since Edition \d{4}-\d{2}-\d{2} ", text)
    assert re.search(r"Inferno CHANGED mark [0-9A-Z]{6} → [0-9A-Z]{6} BEFORE NOW Cost 30 → 25 DMG 2d20 → 3d10", text)  # labels in capitals
    assert "Lightning Bolt CHANGED" in text


@pytest.mark.slow
def test_no_change_says_so_on_the_sheet(issue_repo: Path) -> None:
    code, output = _build(issue_repo, "HEAD", "--paper", "letter")
    assert code == 0, output
    assert re.search(r"Nada mudou para os jogadores desde a Edição [-\d]+\.", pdf_words(issue_repo / "build/errata/errata-letter.pdf"))


@pytest.mark.slow
def test_a_revision_that_fails_to_validate_writes_nothing_and_keeps_the_last_sheet(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    edit(root / "content/spells/raio.yaml", "cost: 12", "cost: 10")
    commit(root, "cheaper Raio")
    assert _build(root, "HEAD~1")[0] == 0
    kept = (root / SHEET).read_bytes()
    edit(root / "content/spells/raio.yaml", "cost: 10", "cost: many")
    code, output = _build(root, "HEAD~1")
    assert code == 1
    assert "working tree: content/spells/raio.yaml:" in output
    assert (root / SHEET).read_bytes() == kept


def test_errata_needs_old_and_build_takes_no_revision(tmp_path: Path) -> None:
    code, output = _build(tmp_path)
    assert code == 2 and "Missing argument 'OLD'" in output
    result = runner.invoke(app, ["build", "cards", "HEAD~1", "--project", str(tmp_path)])
    assert result.exit_code == 2
    assert "unexpected extra argument(s) (HEAD~1)" in result.stderr


@pytest.mark.slow
def test_two_named_revisions_are_named_on_the_sheet(issue_repo: Path) -> None:
    code, output = _build(issue_repo, "HEAD~1", "HEAD")
    assert code == 0, output
    assert re.search(r"O que mudou entre a Edição [-\d]+ e a Edição [-\d]+", pdf_words(issue_repo / SHEET))


def test_a_face_outlines_the_key_each_changed_field_is_shown_by() -> None:
    fields = tuple(FieldChange(path, path, "1", "2") for path in ("attacks.1.damage", "declared.weight", "cost", "attacks.0.atk"))
    change = DefinitionChange(Status.RENAMED, "unit", "Artífice", "unit-engenheiro", old_name="Engenheiro", fields=fields)
    assert highlighted_keys(change) == ("attacks", "weight", "cost", "name")
