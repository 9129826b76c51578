"""The game of its own works with every command (issue 26): Hollowmarch, English, no pack, is
reported, diffed, given errata and translated as Tab Master is, and prints nothing of Tab Master."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import polib
import pypdfium2
import pytest
from typer.testing import CliRunner

from cardkit.commands.app import app

pytestmark = pytest.mark.slow  # builds the report and an errata PDF
TAB_MASTER_WORDS = ("Fluxo", "Flux", "REF", "Magia", "Spell", "Army", "Exército")


def _run(root: Path, *args: str) -> str:
    result = CliRunner().invoke(app, [*args, "--project", str(root)])
    assert result.exit_code == 0, result.output
    return result.output


def _pdf_text(path: Path) -> str:
    pdf = pypdfium2.PdfDocument(path)
    return "\n".join(page.get_textpage().get_text_range() for page in pdf)


def _git(root: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(root), *args], check=True, capture_output=True)


@pytest.fixture
def march(tmp_path: Path) -> Path:
    root = tmp_path / "march"
    assert CliRunner().invoke(app, ["init", str(root), "--example", "hollowmarch"]).exit_code == 0
    _git(root, "init", "-q")
    _git(root, "-c", "user.name=t", "-c", "user.email=t@t", "add", "-A")
    _git(root, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "first printing")
    return root


def test_the_report_counts_its_own_fields_and_no_pack_page(march: Path) -> None:
    _run(march, "report")
    text = _pdf_text(march / "build/report/balance.pdf")
    assert "Hollowmarch: the cards in numbers" in text and "Cost by Faction" in text
    assert not [word for word in TAB_MASTER_WORDS if f" {word} " in f" {text} "]


def test_diff_and_errata_name_the_changed_card_and_field(march: Path) -> None:
    card = march / "content/agents/choir-warden.yaml"
    card.write_text(card.read_text(encoding="utf-8").replace("cost: 2", "cost: 3"), encoding="utf-8")
    _git(march, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qam", "errata")
    diff = CliRunner().invoke(app, ["diff", "HEAD~1", "--project", str(march)]).output
    assert "~ Choir Warden (changed: content/agents/choir-warden.yaml)" in diff and "Cost: 2 → 3" in diff
    _run(march, "errata", "HEAD~1")
    [errata] = (march / "build/errata").glob("*.pdf")
    assert "Choir Warden" in _pdf_text(errata)


def test_a_translation_starts_with_every_card_string_in_valid_po_files(march: Path) -> None:
    _run(march, "i18n", "update", "pt-BR")
    agents = polib.pofile(str(march / "content/locales/pt-BR/agents.po"))
    entry = next(e for e in agents if e.msgctxt == "agent Drowned Herald: text")
    assert entry.msgid == "**Enters play:** each opponent discards a card." and entry.msgstr == ""
    if shutil.which("msgfmt"):
        for po in (march / "content/locales/pt-BR").glob("*.po"):
            subprocess.run(["msgfmt", "--check-format", "-o", "/dev/null", str(po)], check=True)
