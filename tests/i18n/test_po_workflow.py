"""`cardkit i18n extract | update | status` on the bundled game and on a fresh translation."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardkit.commands.app import app
from tests.i18n.conftest import po, read

runner = CliRunner()


def cli(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.output


def test_extract_writes_one_template_per_domain_with_contexts_and_places(translated: Path) -> None:
    code, out = cli("i18n", "extract", "--project", str(translated))
    assert code == 0, out
    pot = (translated / "content/locales/spells.pot").read_text(encoding="utf-8")
    assert '#: content/spells/inferno.yaml:' in pot
    assert 'msgctxt "spell name"\nmsgid "Inferno"' in pot
    rulebook = (translated / "content/locales/rulebook.pot").read_text(encoding="utf-8")
    assert 'msgctxt "rulebook 02-tipos-de-ataque.md: scenario title"\nmsgid "Ataque Comum do Lanceiro"' in rulebook
    labels = (translated / "content/locales/labels.pot").read_text(encoding="utf-8")
    assert 'msgctxt "label stats.cost.name"' in labels


def test_the_bundled_english_translation_is_complete(translated: Path) -> None:
    code, out = cli("i18n", "status", "--project", str(translated), "--format", "json")
    assert code == 0, out
    rows = json.loads(out)["coverage"]
    assert {row["domain"] for row in rows} >= {"game", "traits", "spells", "units", "armies", "rulebook", "labels"}
    assert all(row["locale"] == "en" and row["untranslated"] == 0 and row["fuzzy"] == 0 for row in rows), rows


def test_update_marks_a_changed_source_fuzzy_and_keeps_the_old_translation(translated: Path) -> None:
    trait = translated / "content/traits/agrupar.yaml"
    trait.write_text(trait.read_text(encoding="utf-8").replace("se juntar a outra", "se unir a outra"), encoding="utf-8")
    code, out = cli("i18n", "update", "en", "--project", str(translated))
    assert code == 0, out
    catalog = read(po(translated, "traits"))
    entry = next(m for m in catalog if m.context == "trait Agrupar: text")
    assert entry.fuzzy and "se unir a outra" in entry.id
    assert entry.string.startswith("The unit with this Trait may join another unit")
    previous = [line for line in po(translated, "traits").read_text(encoding="utf-8").splitlines() if line.startswith("#|")]
    assert any("poderá se juntar a outra" in line for line in previous)
    code, out = cli("i18n", "status", "--project", str(translated))
    assert code == 0 and "traits" in out and " 1 " in out


def test_update_starts_a_new_locale_with_cardkits_own_labels_filled_in(translated: Path) -> None:
    shutil.rmtree(translated / "content/locales")
    code, out = cli("i18n", "update", "en", "--project", str(translated))
    assert code == 0, out
    labels = read(po(translated, "labels"))
    cost = labels.get("Custo", context="label stats.cost.name")
    assert cost is not None and cost.string == "Cost"
    spells = read(po(translated, "spells"))
    assert spells.get("Inferno", context="spell name").string == ""


def test_update_refuses_the_games_own_language_and_a_bad_tag(translated: Path) -> None:
    assert cli("i18n", "update", "pt-BR", "--project", str(translated))[0] == 2
    code, out = cli("i18n", "update", "english", "--project", str(translated))
    assert code == 2 and "not a locale tag" in out


def test_update_is_idempotent(translated: Path) -> None:
    assert cli("i18n", "update", "en", "--project", str(translated))[0] == 0
    before = {p.name: p.read_bytes() for p in (translated / "content/locales/en").iterdir()}
    assert cli("i18n", "update", "en", "--project", str(translated))[0] == 0
    after = {p.name: p.read_bytes() for p in (translated / "content/locales/en").iterdir()}
    assert before == after


def test_update_names_the_files_it_wrote_as_the_user_reaches_them(translated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """From the project's folder a written PO file reads `content/locales/...`, as `build` names
    its PDFs, not the machine's absolute path (which the guides cannot show either)."""
    shutil.rmtree(translated / "content/locales")
    monkeypatch.chdir(translated)
    code, out = cli("i18n", "update", "en")
    assert code == 0, out
    assert "wrote content/locales/en/spells.po" in out.splitlines()
    assert str(translated) not in out
