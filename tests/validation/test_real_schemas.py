"""The shipped schemas (schemas/*.schema.json) through the same diagnostics designers see."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.loading import load_yaml, load_yaml_text
from cardkit.model.builders import schemas_of_pack
from cardkit.model.packs import find_pack
from cardkit.schema.sets import KINDS, SchemaSet
from cardkit.schema.validation import validate

REPO_ROOT = Path(__file__).resolve().parents[2]
FOLDER_KINDS = {"traits": "trait", "spells": "spell", "units": "unit", "armies": "army"}

SPELL = """\
# Lâmina da Terra, from the spell list.
name: Lâmina da Terra
card_type: Magia
cost: 8
range: 8
damage: 1d20
ref: Alquimista
effects:
  elements: [Terra]
status: final
"""


@pytest.fixture(scope="module")
def shipped() -> SchemaSet:
    return schemas_of_pack(find_pack("tab-master"))


def spell_diagnostics(text: str, shipped: SchemaSet) -> list[tuple[str, int, int]]:
    document, diagnostics = load_yaml_text(text, "content/spells/lamina-da-terra.yaml")
    assert document is not None and not diagnostics
    return [(d.code, d.line, d.column) for d in validate(document, "spell", shipped)]


def one(text: str, kind: str, shipped: SchemaSet, *, at: tuple[str, int, int]) -> Diagnostic:
    """The only diagnostic of `text`, after checking its code, line and column."""
    document, _ = load_yaml_text(text, f"content/{kind}.yaml")
    assert document is not None
    found = validate(document, kind, shipped)
    assert [(d.code, d.line, d.column) for d in found] == [at], found
    return found[0]


def test_every_kind_has_a_shipped_schema(shipped):
    assert set(KINDS) <= set(shipped.validators)


def bundled_definitions() -> list[tuple[str, Path]]:
    found = [("cardkit", REPO_ROOT / "cardkit.yaml"), ("game", REPO_ROOT / "content" / "game.yaml")]
    for folder, kind in FOLDER_KINDS.items():
        found += [(kind, path) for path in sorted((REPO_ROOT / "content" / folder).glob("*.yaml"))]
    return found


def test_the_bundled_game_has_no_schema_errors(shipped):
    problems = []
    for kind, path in bundled_definitions():
        document, diagnostics = load_yaml(path, REPO_ROOT)
        assert document is not None, diagnostics
        problems += [d for d in diagnostics + validate(document, kind, shipped) if d.severity is Severity.ERROR]
    assert problems == []


def test_a_correct_spell_is_clean(shipped):
    assert spell_diagnostics(SPELL, shipped) == []


def test_a_misspelled_spell_key_suggests_the_real_one(shipped):
    found = one(SPELL.replace("status: final", "stauts: final"), "spell", shipped, at=("S001", 10, 1))
    assert (found.message, found.hint) == ("unknown key `stauts` in a spell", "did you mean `status`?")


def test_a_spell_with_many_mistakes_reports_all_of_them_in_line_order(shipped):
    broken = (
        SPELL.replace("cost: 8", "costt: 8")
        .replace("range: 8", 'range: "8"')
        .replace("damage: 1d20", "damage: 2x6")
        .replace("ref: Alquimista\n", "")
        .replace("status: final", "status: fnal")
    )
    assert spell_diagnostics(broken, shipped) == [
        ("S003", 2, 1),
        ("S001", 4, 1),
        ("S002", 5, 8),
        ("S005", 6, 9),
        ("S004", 9, 9),
    ]


def test_spell_messages_use_the_schema_examples(shipped):
    document, _ = load_yaml_text(SPELL.replace("cost: 8", "cost: oito").replace("1d20", "2x6"), "s.yaml")
    assert document is not None
    by_code = {d.code: d for d in validate(document, "spell", shipped)}
    assert by_code["S002"].message == "`cost` must be an integer, found text 'oito'; example: cost: 2"
    assert "Examples: 1d20, 2d10, 1d20+2." in by_code["S005"].hint


def test_a_spell_missing_its_ref_is_told_what_to_add(shipped):
    found = one(SPELL.replace("ref: Alquimista\n", ""), "spell", shipped, at=("S003", 2, 1))
    assert (found.message, found.hint) == ("this spell is missing `ref`", "add `ref: Alquimista`")


def test_an_unknown_effect_key_suggests_across_accents(shipped):
    found = one(SPELL.replace("elements: [Terra]", "explosão: 2"), "spell", shipped, at=("S001", 9, 3))
    assert found.hint == "did you mean `explosion`?"


def test_a_trait_parameter_may_name_a_card_type_only_for_spells(shipped):
    trait = "name: Toxina\nparams:\n  - name: dano\n    type: integer\n    card_type: Feitiço\ntext: Veneno.\n"
    found = one(trait, "trait", shipped, at=("S000", 5, 5))
    assert found.message == "`card_type` is not allowed here"
    assert found.hint == "Only with type: spell."
