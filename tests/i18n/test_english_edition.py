"""The issue's acceptance, through the real CLI: the English edition of the bundled game prints no
Portuguese word, and renaming vocabulary words in game.yaml changes every output and no check."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
import yaml
from pypdf import PdfReader
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.i18n.labels import shipped_catalog
from cardkit.packs.tabmaster import PACK as TAB_MASTER
from cardkit.packs.tabmaster.model import tm
from cardkit.pipeline import check_project, validate_project
from cardkit.render.documents import card_renderer
from cardkit.render.faces import game_cards
from cardkit.render.fit import LADDER
from cardkit.translation.translate import translated_project

pytestmark = pytest.mark.slow  # builds every output of the English edition

runner = CliRunner()


def pdf_text(folder: Path) -> dict[str, str]:
    return {
        str(path.relative_to(folder)): "\n".join(page.extract_text() or "" for page in PdfReader(path).pages)
        for path in sorted(folder.rglob("*.pdf"))
    }


def portuguese_words(project: Path) -> set[str]:
    """Every word of the source the English edition must not print: the names of the game's
    definitions and vocabulary, and cardkit's pt-BR labels, where English says otherwise."""
    source = validate_project(project)
    english = translated_project(source, "en")
    pairs = [(a.name, b.name) for kind in ("trait", "spell", "unit", "army") for a, b in zip(source.game.of_kind(kind), english.game.of_kind(kind), strict=True)]
    vocabulary, translated = tm(source.game).vocabulary, tm(english.game).vocabulary
    assert vocabulary is not None and translated is not None
    for key in ("card_types", "attack_types", "effect_keywords", "line_directions", "unit_categories", "resources", "ammunition", "elements"):
        pairs += [(a.name, b.name) for a, b in zip(getattr(vocabulary, key), getattr(translated, key), strict=True)]
    pt, en = shipped_catalog("pt-BR", TAB_MASTER), shipped_catalog("en", TAB_MASTER)
    pairs += [(text, en[msgid]) for msgid, text in pt.items() if msgid in en and not msgid.startswith(("prose.", "report."))]
    words = {pt_word for pt_word, en_word in pairs if pt_word.casefold() != en_word.casefold() and re.search(r"[^\W\d_]{3}", pt_word)}
    return {word for word in words if "{" not in word}


@pytest.fixture(scope="module")
def english_build(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    import shutil

    from tests.conftest import REPO_ROOT

    project = tmp_path_factory.mktemp("tab") / "game"
    project.mkdir()
    shutil.copy(REPO_ROOT / "cardkit.yaml", project / "cardkit.yaml")
    shutil.copytree(REPO_ROOT / "content", project / "content")
    result = runner.invoke(app, ["build", "--locale", "en", "--project", str(project), "--quiet"])
    assert result.exit_code == 0, result.output
    assert "en: every string translated" in result.output
    return project, pdf_text(project / "build" / "en")


def test_the_english_edition_writes_every_output(english_build: tuple[Path, dict[str, str]]) -> None:
    _, texts = english_build
    assert set(texts) == {
        "cards/cards-home.pdf",
        "cards/cards-print-shop.pdf",
        "sheets/army-sheet-blue-army-a4.pdf",
        "sheets/army-sheet-red-army-a4.pdf",
        "sheets/siege-engine-sheet-a4.pdf",
        "rulebook/rulebook-a4.pdf",
    }
    assert "Earth Blade" in texts["cards/cards-home.pdf"] and "Blue Army" in texts["sheets/army-sheet-blue-army-a4.pdf"]
    assert "Attack Types" in texts["rulebook/rulebook-a4.pdf"]


def test_the_english_edition_prints_no_portuguese_word(english_build: tuple[Path, dict[str, str]]) -> None:
    project, texts = english_build
    words = portuguese_words(project)
    assert {"Custo", "Lâmina da Terra", "Exército Azul", "Projétil", "Fluxo", "Comandante", "Característica"} <= words
    found = {
        (file, word)
        for file, text in texts.items()
        for word in words
        if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text, re.IGNORECASE)
    }
    assert found == set()


RENAMES = {"Projétil": "Ranged", "Fluxo": "Mana"}


def renamed(project: Path) -> None:
    """Projétil (the attack type and the ammunition) -> Ranged, Fluxo -> Mana, wherever written."""
    for path in [*project.glob("content/**/*.yaml"), *project.glob("content/rulebook/*.md")]:
        text = path.read_text(encoding="utf-8")
        for old, new in RENAMES.items():
            text = re.sub(rf"(?<![\w-]){old}(?![\w-]| Selvagem)", new, text)  # the spell Fluxo Selvagem keeps its name
        path.write_text(text, encoding="utf-8")


def test_renaming_vocabulary_words_changes_the_outputs_and_no_check(game_copy: Path) -> None:
    import shutil

    shutil.rmtree(game_copy / "content/locales")  # renaming source words makes translations stale, rightly
    before = Counter(d.code for d in check_project(game_copy).report.diagnostics)
    renamed(game_copy)
    vocabulary = yaml.safe_load((game_copy / "content/game.yaml").read_text(encoding="utf-8"))
    assert {"id": "projectile", "name": "Ranged"}.items() <= next(t for t in vocabulary["attack_types"] if t["id"] == "projectile").items()
    checked = check_project(game_copy)
    assert Counter(d.code for d in checked.report.diagnostics) == before
    archer = next(card for card in game_cards(checked.game) if card.definition.name == "Arqueiro")
    renderer = card_renderer(checked)
    face = renderer.face(archer, LADDER[0])
    assert "Ranged" in face and "Projétil" not in face
    result = runner.invoke(app, ["build", "sheets", "--project", str(game_copy), "--quiet"])
    assert result.exit_code == 0, result.output
    sheets = pdf_text(game_copy / "build" / "sheets")
    blue, red = sheets["ficha-exercito-azul-a4.pdf"], sheets["ficha-exercito-vermelho-a4.pdf"]
    assert "MANA" in blue.upper() and "FLUXO" not in blue.upper()
    assert "Ranged" in red and "Projétil" not in red


def test_a_new_english_game_prints_no_portuguese_word(tmp_path: Path) -> None:
    """`cardkit init --language en` then `cardkit build`: not one word of the Portuguese example
    (its names, its vocabulary) nor of cardkit's pt-BR labels on any page."""
    english, portuguese = tmp_path / "en", tmp_path / "pt"
    for folder, language in ((english, "en"), (portuguese, "pt-BR")):
        assert runner.invoke(app, ["init", str(folder), "--language", language]).exit_code == 0
    source = validate_project(portuguese).game
    assert source.vocabulary is not None
    names = {d.name for d in source.definitions()} | {
        entry.name
        for key in ("card_types", "attack_types", "effect_keywords", "line_directions", "unit_categories", "resources", "ammunition", "elements", "stats")
        for entry in getattr(tm(source).vocabulary, key)
    }
    pt, en = shipped_catalog("pt-BR", TAB_MASTER), shipped_catalog("en", TAB_MASTER)
    labels = {text for msgid, text in pt.items() if msgid in en and en[msgid] != text and "{" not in text and not msgid.startswith(("prose.", "report."))}
    english_names = {d.name for d in validate_project(english).game.definitions()}
    words = {w for w in names | labels if re.search(r"[^\W\d_]{3}", w)} - english_names - {"Horizontal", "Vertical", "ATK", "DEF", "MOV", "VIT", "RNG", "REF"}
    assert {"Custo", "Alquimista", "Lança de Gelo", "Projétil", "Fluxo", "Rascunho"} <= words
    result = runner.invoke(app, ["build", "--project", str(english), "--quiet"])
    assert result.exit_code == 0, result.output
    texts = pdf_text(english / "build")
    # The example has no siege engines, so no engines sheet (game.yaml: siege_engine `sheet: engines`).
    assert len(texts) == 5 and not [name for name in texts if "engine" in name]
    found = {(file, w) for file, text in texts.items() for w in words if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text, re.IGNORECASE)}
    assert found == set()


def test_the_balance_report_in_english_beside_the_portuguese(english_build: tuple[Path, dict[str, str]]) -> None:
    project, _ = english_build
    result = runner.invoke(app, ["report", "--locale", "all", "--project", str(project)])
    assert result.exit_code == 0, result.output
    portuguese = pdf_text(project / "build" / "report")["balance.pdf"]
    english = pdf_text(project / "build" / "en" / "report")["balance.pdf"]
    assert "Relatório de equilíbrio: Tab Master" in portuguese and "Lâmina" in portuguese
    assert "Balance report: Tab Master" in english and "Earth Blade" in english
    assert "21.00 0.70" in english and "21,00 0,70" in portuguese  # each locale's decimal mark
    assert "Relatório" not in english and "Lâmina" not in english


def test_an_unknown_locale_is_a_usage_error(english_build: tuple[Path, dict[str, str]]) -> None:
    project, _ = english_build
    result = runner.invoke(app, ["build", "sheets", "--locale", "de", "--project", str(project)])
    assert result.exit_code == 2 and "no translation into 'de'" in result.output
