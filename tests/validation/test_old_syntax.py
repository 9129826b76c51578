"""A game.yaml written for an earlier cardkit gets a pointer to the new syntax, and an entry
whose meaning is its id never loses it silently: the findings of porting a game by the README."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.foundation.diagnostics import Diagnostic
from cardkit.model.packs import find_pack
from cardkit.pipeline import validate_project
from cardkit.schema.validation import TEXT_FORM, WAS
from tests.conftest import REPO_ROOT
from tests.diff.repo import edit, game_folder

MANUAL = "in cardkit's manual"
DIRECTIONS = """line_directions:
  - {id: horizontal, name: Horizontal}
  - {id: vertical, name: Vertical}
  - {id: diagonals, name: Diagonais}
  - {id: random, name: Aleatório}
  - {id: front, name: Frente}
  - {id: back, name: Fundo}
  - {id: complete, name: Completa}
"""
OLD_DIRECTIONS = "line_directions: [Horizontal, Vertical, Diagonais, Aleatório, Frente, Fundo, Completa]\n"
"""How game.yaml wrote them before the vocabulary carried ids (git show f12ee20)."""
KNOWN_DIRECTIONS = "horizontal, vertical, diagonals, random, front, back, complete"


def _game_findings(root: Path) -> list[Diagnostic]:
    return [d for d in validate_project(root).report.diagnostics if d.file == "content/game.yaml"]


@pytest.fixture
def game(tmp_path: Path) -> Path:
    return game_folder(tmp_path / "game")


def test_an_old_key_names_the_new_one_and_the_line_to_write(game: Path) -> None:
    edit(game / "content/game.yaml", "    id: area\n", "    key: area\n")
    found = {d.code: d for d in _game_findings(game)}
    assert found["S001"].message == "unknown key `key` in item 1 of `effect_keywords`: it is the old syntax of `id`"
    assert found["S001"].hint == "write `id: area` instead; see reference/game-yaml.md#tab-master-effect-keywords in cardkit's manual"
    assert found["S003"].hint == "add `id: area`"  # from the old key, not the schema's example


def test_a_missing_id_of_a_closed_set_offers_the_values_the_other_entries_left(game: Path) -> None:
    edit(game / "content/game.yaml", "    id: area\n", "")
    [missing] = [d for d in _game_findings(game) if d.code == "S003"]
    assert missing.hint == "add `id: area`"  # before: "add `id: explosion`", for every entry
    edit(game / "content/game.yaml", "    id: elements\n", "")
    [first, second] = [d for d in _game_findings(game) if d.code == "S003"]
    assert first.hint == second.hint == "add `id: <one of elements, area>`"


def test_an_attack_type_without_its_id_is_an_error_that_offers_the_meanings_the_rules_know(game: Path) -> None:
    """Without an id an attack type's meaning was the slug of its name: "Comum" quietly stopped
    being a melee attack and no check said a word."""
    edit(game / "content/game.yaml", "  - id: melee\n    name: Comum\n", "  - name: Comum\n")
    [missing] = _game_findings(game)
    assert (missing.code, missing.line, missing.message) == ("S003", 48, "item 1 of `attack_types` is missing `id`")
    assert missing.hint == "add `id: melee`"


def _line_of(path: Path, text: str) -> int:
    content = path.read_text(encoding="utf-8")
    return content[: content.index(text)].count("\n") + 1


def test_line_directions_written_as_text_are_shown_the_mapping_to_write(game: Path) -> None:
    """Before: seven times "must be a mapping", with the schema's description and no example."""
    game_yaml = game / "content/game.yaml"
    edit(game_yaml, DIRECTIONS, OLD_DIRECTIONS)
    line = _line_of(game_yaml, OLD_DIRECTIONS)
    found = [d for d in _game_findings(game) if d.line == line]
    assert [(d.code, d.column) for d in found] == [("S002", OLD_DIRECTIONS.index(word) + 1) for word in ("Horizontal", "Vertical", "Diagonais", "Aleatório", "Frente", "Fundo", "Completa")]
    assert found[0].message == "item 1 of `line_directions` is text, the old syntax: it is now `{id, name}`"
    see = f"see reference/game-yaml.md#tab-master-line-directions {MANUAL}"
    assert found[0].hint == f"write `{{id: horizontal, name: Horizontal}}` instead; {see}"
    assert found[3].hint == f"write `{{id: <one of {KNOWN_DIRECTIONS}>, name: Aleatório}}` instead; {see}"


def test_an_armys_fluxo_names_its_resources_and_the_manual(game: Path) -> None:
    """Armies gave their Fluxo as `fluxo: 100` before game.yaml declared resources (4fe2a19)."""
    army = game / "content/armies/exercito-azul.yaml"
    edit(army, "resources:\n  Fluxo: 100\n", "fluxo: 100\n")
    [old] = [d for d in validate_project(game).report.diagnostics if d.file == "content/armies/exercito-azul.yaml"]
    assert (old.code, old.line, old.column) == ("S001", _line_of(army, "fluxo: 100"), 1)
    assert old.message == "unknown key `fluxo` in an army: it is the old syntax of `resources`"
    assert old.hint == f"write `resources: {{Fluxo: 100}}` instead; see reference/kinds.md#army {MANUAL}"


@pytest.mark.parametrize(
    ("with_id", "without", "vocabulary"),
    [
        ("  - {id: horizontal, name: Horizontal}\n", "  - {name: Horizontal}\n", "line_directions"),
        ("  - {id: attack, name: Ataque, abbreviation: ATK}\n", "  - {name: Ataque, abbreviation: ATK}\n", "stats"),
        ("  - id: mana\n    name: Fluxo\n", "  - name: Fluxo\n", "resources"),
        ("  - name: Área\n    id: area\n", "  - name: Área\n", "effect_keywords"),
        ("  - {id: regular, name: Unidade}\n", "  - {name: Unidade}\n", "unit_categories"),
        ("  - id: spell\n    name: Magia\n", "  - name: Magia\n", "card_types"),
    ],
)
def test_a_vocabulary_entry_without_its_id_is_an_error_at_its_line(game: Path, with_id: str, without: str, vocabulary: str) -> None:
    """An id is what rules and translations act on: left out, it would default to the slug of
    the name and quietly mean nothing to the rules."""
    game_yaml = game / "content/game.yaml"
    edit(game_yaml, with_id, without)
    [missing] = [d for d in _game_findings(game) if d.code == "S003"]
    assert (missing.line, missing.message) == (_line_of(game_yaml, without), f"item 1 of `{vocabulary}` is missing `id`")


def test_every_pointer_to_the_manual_names_a_section_it_has() -> None:
    """The reference pages anchor a pack's game.yaml key as `<pack>-<key>` and a kind by its
    id (the manual's convention): each `see` of an old form names one of those."""
    import json

    pack = find_pack("tab-master")
    assert pack is not None
    schema = json.loads((pack.schema_dir / "tabmaster.schema.json").read_text(encoding="utf-8"))
    core = json.loads((REPO_ROOT / "schemas/game.schema.json").read_text(encoding="utf-8"))
    sections = {f"reference/game-yaml.md#tab-master-{key.replace('_', '-')}" for key in schema["$defs"]["game"]["properties"]}
    sections |= {f"reference/game-yaml.md#{key.replace('_', '-')}" for key in core["properties"]}
    sections |= {f"reference/kinds.md#{kind.id}" for kind in pack.table.kinds}
    pointers = list(_pointers(schema)) + list(_pointers(core)) + [entry["see"] for kind in pack.table.kinds for entry in kind.was.values()]
    assert len(pointers) >= 12 and set(pointers) <= sections, set(pointers) - sections
    assert TEXT_FORM in json.dumps(schema)


def _pointers(schema: object) -> list[str]:
    """Every `see` of an `x-cardkit-was` entry in a schema document."""
    if isinstance(schema, dict):
        found = [entry["see"] for entry in (schema.get(WAS) or {}).values() if "see" in entry]
        return found + [see for value in schema.values() for see in _pointers(value)]
    if isinstance(schema, list):
        return [see for value in schema for see in _pointers(value)]
    return []
