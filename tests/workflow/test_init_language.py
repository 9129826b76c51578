"""`cardkit init DIR --language en`: the English Tab Master is the Portuguese one word for word
(same ids, numbers, dice, statuses and files), checks exactly as clean, and names nothing in
Portuguese; an example without that language is a usage error that names the ones it has.

No PDF is built here: the renderers' own words are tested where they are converted."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import unicodedata
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.examples import EXAMPLES, example_folder, example_languages
from cardkit.foundation.folding import slug
from tests.packaging.test_wheel import installed_wheel  # noqa: F401 - the fixture that builds and unpacks the wheel
from tests.patience import HANG

CARDKIT = Path(sys.executable).with_name("cardkit")
DEFINITION_FOLDERS = ("traits", "spells", "units", "armies")
VOCABULARY_LISTS = (
    "card_types",
    "attack_types",
    "effect_keywords",
    "line_directions",
    "unit_categories",
    "stats",
    "resources",
    "ammunition",
    "elements",
)
SAME_IN_BOTH = {"Inferno", "Tornado", "Combo", "Horizontal", "Vertical"}
"""Names the glossary spells the same in Portuguese and English."""
KEPT_KEYS = {"id", "category", "status", "draft_fields", "color", "kind", "applies_to", "resolution"}
"""Keys whose string values are meanings, not words: a translation never changes them."""
DICE_OR_COLOUR = re.compile(r"\d*d\d+|#[0-9a-f]{6}")


def _invoke(runner: CliRunner, *args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout + result.stderr


@pytest.fixture
def editions(runner: CliRunner, tmp_path: Path) -> dict[str, Path]:
    """The Portuguese and the English Tab Master, each started by `cardkit init`."""
    made = {"pt-BR": tmp_path / "jogo", "en": tmp_path / "game"}
    for language, project in made.items():
        code, output = _invoke(runner, "init", str(project), "--language", language)
        assert code == 0, output
    return made


def _load(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _findings(project: Path) -> list[dict[str, Any]]:
    done = subprocess.run(
        [str(CARDKIT), "check", "--project", str(project), "--format", "json"],
        check=False,
        capture_output=True,
        text=True,
        timeout=HANG,
    )
    assert done.returncode in (0, 1), done.stdout + done.stderr
    return json.loads(done.stdout)["diagnostics"]


def _definitions(project: Path, folder: str) -> dict[Path, Any]:
    return {path: _load(path) for path in sorted((project / "content" / folder).glob("*.yaml"))}


def _vocabulary_names(game: dict[str, Any]) -> set[str]:
    names = {entry["name"] for key in VOCABULARY_LISTS for entry in game.get(key, [])}
    return names | set(game.get("caster_classes", []))


def _skeleton(node: Any, key: str | None = None) -> Any:
    """The document with every word blanked: what a faithful translation leaves unchanged."""
    if isinstance(node, dict) and key in ("ammunition", "resources") and "id" not in node:  # an army's stock, by name
        return sorted(node.values())
    if isinstance(node, dict):
        return {k: _skeleton(v, k) for k, v in node.items()}
    if isinstance(node, list):
        return [_skeleton(item, key) for item in node]
    if isinstance(node, str) and key not in KEPT_KEYS and not DICE_OR_COLOUR.fullmatch(node):
        return "…"
    return node


@pytest.mark.slow
def test_the_english_example_checks_with_no_finding(editions: dict[str, Path]) -> None:
    assert _findings(editions["en"]) == [], "an example starts with no finding at all"


@pytest.mark.slow
def test_the_english_example_finds_what_the_portuguese_one_finds(editions: dict[str, Path]) -> None:
    def codes(project: Path) -> Counter[tuple[str, str]]:
        return Counter((finding["code"], finding["severity"]) for finding in _findings(project))

    assert codes(editions["en"]) == codes(editions["pt-BR"])


def test_the_english_game_says_it_is_english(editions: dict[str, Path]) -> None:
    assert _load(editions["en"] / "content/game.yaml")["language"] == "en"
    assert _load(editions["pt-BR"] / "content/game.yaml")["language"] == "pt-BR"


def test_every_name_is_english(editions: dict[str, Path]) -> None:
    for folder in DEFINITION_FOLDERS:
        english = {data["name"] for data in _definitions(editions["en"], folder).values()}
        portuguese = {data["name"] for data in _definitions(editions["pt-BR"], folder).values()}
        assert len(english) == len(portuguese), folder
        assert english & portuguese <= SAME_IN_BOTH, folder
    english_game = _load(editions["en"] / "content/game.yaml")
    portuguese_game = _load(editions["pt-BR"] / "content/game.yaml")
    assert _vocabulary_names(english_game) & _vocabulary_names(portuguese_game) <= SAME_IN_BOTH
    abbreviations = {stat["id"]: stat.get("abbreviation") for stat in english_game["stats"]}
    assert (abbreviations["damage"], abbreviations["height"]) == ("DMG", "HGT")


def test_the_translation_keeps_every_id_key_number_and_file(editions: dict[str, Path]) -> None:
    english, portuguese = editions["en"] / "content", editions["pt-BR"] / "content"
    assert _skeleton(_load(english / "game.yaml")) == _skeleton(_load(portuguese / "game.yaml"))
    for folder in DEFINITION_FOLDERS:
        shapes = [
            Counter(json.dumps(_skeleton(data), sort_keys=True) for data in _definitions(edition, folder).values())
            for edition in editions.values()
        ]
        assert shapes[0] == shapes[1], folder
    book = [_load(edition / "content/rulebook/book.yaml") for edition in editions.values()]
    assert [len(b["chapters"]) for b in book] == [len(book[0]["chapters"])] * 2
    assert all((english / "rulebook" / chapter["file"]).is_file() for chapter in book[1]["chapters"])


def test_definition_files_are_named_after_the_english_names(editions: dict[str, Path]) -> None:
    for folder in DEFINITION_FOLDERS:
        for path, data in _definitions(editions["en"], folder).items():
            assert path.stem == slug(data["name"]), path


def test_what_players_read_has_no_portuguese_letters(editions: dict[str, Path]) -> None:
    """No accented letter in any value of the content or in the rulebook's text: a word left in
    Portuguese almost always carries one (Água, Projétil, Essência, Campeão). Comments may quote
    the seed; they are not read by players."""

    def strings(node: Any) -> list[str]:
        if isinstance(node, dict):
            return [s for value in node.values() for s in strings(value)]
        if isinstance(node, list):
            return [s for item in node for s in strings(item)]
        return [node] if isinstance(node, str) else []

    def accented(texts: list[str]) -> set[str]:
        return {char for text in texts for char in text if char.isalpha() and unicodedata.normalize("NFD", char) != char}

    content = editions["en"] / "content"
    texts = {path: strings(_load(path)) for path in content.rglob("*.yaml")}
    texts |= {path: [path.read_text(encoding="utf-8")] for path in content.rglob("*.md")}
    back = editions["en"] / "templates/cards/back-unit.html"
    texts[back] = [back.read_text(encoding="utf-8")]
    assert {path.name: found for path, values in texts.items() if (found := accented(values))} == {}


def test_portuguese_is_the_plain_example(runner: CliRunner, tmp_path: Path) -> None:
    for args, project in (((), tmp_path / "default"), (("--language", "pt-BR"), tmp_path / "pt")):
        assert _invoke(runner, "init", str(project), *args)[0] == 0
    files = [
        sorted(p.relative_to(project).as_posix() for p in project.rglob("*") if p.is_file())
        for project in (tmp_path / "default", tmp_path / "pt")
    ]
    assert files[0] == files[1] and "content/spells/esfera-de-agua.yaml" in files[0]
    code, output = _invoke(runner, "init", str(tmp_path / "clix"), "--example", "clix", "--language", "pt-BR")
    assert code == 0, output


def test_a_language_the_example_lacks_is_a_usage_error_naming_the_ones_it_has(runner: CliRunner, tmp_path: Path) -> None:
    code, output = _invoke(runner, "init", str(tmp_path / "clix"), "--example", "clix", "--language", "en")
    assert code == 2
    line = output.strip().splitlines()[-1]  # after the usage line and the help pointer
    assert line.startswith("Error: Invalid value for '--language' / '-l': ")
    assert "clix" in line and "no en version" in line and line.endswith(": pt-BR")
    assert not (tmp_path / "clix").exists(), "nothing is written for a refused language"
    code, output = _invoke(runner, "init", str(tmp_path / "tm"), "--language", "fr")
    assert code == 2 and "pt-BR, en" in output


def test_languages_are_the_folders_there_are() -> None:
    """Every example's plain folder and `<name>-<tag>` folders, each in the language its game.yaml says."""
    assert example_languages("tab-master") == {"pt-BR": "tab-master", "en": "tab-master-en"}
    assert example_languages("clix") == {"pt-BR": "clix"}
    root = Path(__file__).resolve().parents[2] / "cardkit/examples"
    for name in EXAMPLES:
        for tag, folder in example_languages(name).items():
            assert _load(root / folder / "content/game.yaml")["language"] == tag
    assert example_folder("tab-master", "EN") == "tab-master-en"


@pytest.mark.slow
def test_the_english_example_travels_in_the_wheel(request: pytest.FixtureRequest, tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(request.getfixturevalue("installed_wheel"))}
    done = subprocess.run(
        [sys.executable, "-m", "cardkit", "init", "game", "--language", "en"],
        cwd=tmp_path, env=env, check=False, capture_output=True, text=True, timeout=HANG,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert _load(tmp_path / "game/content/game.yaml")["language"] == "en"
    assert (tmp_path / "game/content/spells/water-sphere.yaml").is_file()
