"""`check` keeps going past schema errors: a file's rule findings come with its schema errors.

Each test writes a small project, runs the same pipeline as `cardkit check` and asserts the
codes at the lines the files give them.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from cardkit.foundation.diagnostics import Diagnostic
from cardkit.loading import load_yaml
from cardkit.model.builders import schemas_of_pack
from cardkit.model.packs import find_pack
from cardkit.model.partial import refused_fields, salvage
from cardkit.packs.tabmaster.model import tm
from cardkit.pipeline import check_project
from tests.checks.fixtures import SPELL_FILE, TRAIT_FILE, UNIT_FILE, FixtureProject, where

REPO = Path(__file__).resolve().parents[2]


def _found(project: FixtureProject) -> list[Diagnostic]:
    project.write()
    loaded = check_project(project.root)
    return loaded.checked or []


def _codes_at(found: list[Diagnostic], relpath: str) -> list[tuple[str, int, int]]:
    return sorted((d.code, d.line, d.column) for d in found if d.file == relpath)


def test_a_spell_with_a_bad_cost_still_has_its_ref_checked(tmp_path: Path) -> None:
    project = FixtureProject(tmp_path).edit(SPELL_FILE, "cost: 2", "cost: doze").edit(SPELL_FILE, "ref: Alquimista", "ref: Soldado")
    text = project.files[SPELL_FILE]
    found = _codes_at(_found(project), SPELL_FILE)
    assert found == [("R105", *where(text, "Soldado")), ("S002", *where(text, "doze"))]


def test_a_unit_with_a_bad_defense_still_has_its_traits_checked(tmp_path: Path) -> None:
    project = FixtureProject(tmp_path).edit(UNIT_FILE, "defense: 3", "defense: muito")
    project.edit(UNIT_FILE, "  - name: Essência\n    params: [Gelo]\n", "  - name: Essência\n    params: [Gelo]\n  - name: Voarr\n")
    text = project.files[UNIT_FILE]
    found = _codes_at(_found(project), UNIT_FILE)
    assert found == [("R101", *where(text, "Voarr")), ("S002", *where(text, "muito"))]


def test_an_invalid_name_still_leaves_the_file_out(tmp_path: Path) -> None:
    project = FixtureProject(tmp_path).edit(SPELL_FILE, "name: Choque", "name: [Choque]").edit(SPELL_FILE, "ref: Alquimista", "ref: Soldado")
    found = _codes_at(_found(project), SPELL_FILE)
    assert [code for code, _, _ in found] == ["S002"]


def test_an_invalid_traits_list_reports_only_its_schema_error(tmp_path: Path) -> None:
    """The unknown `Voarr` sits in the refused list: no R101 for it, and no finding on the
    unit's text or attacks, which are read against its traits."""
    project = FixtureProject(tmp_path).edit(UNIT_FILE, "  - name: Essência\n    params: [Gelo]\n", "  - name: Voarr\n    params: Gelo\n")
    found = _found(project)
    on_unit = [d for d in found if d.file == UNIT_FILE]
    assert [d.code for d in on_unit] == ["S002"]
    assert on_unit[0].line == where(project.files[UNIT_FILE], "Gelo")[0]


def test_other_files_find_the_same_as_when_the_file_is_left_out(tmp_path: Path) -> None:
    """A salvaged spell changes nothing in other files' findings: the trait's and the unit's
    are those of a run where the spell cannot be salvaged at all."""
    salvaged = FixtureProject(tmp_path / "salvaged").edit(SPELL_FILE, "cost: 2", "cost: doze")
    left_out = FixtureProject(tmp_path / "left-out").edit(SPELL_FILE, "name: Choque", "name: [Choque]")
    others = {TRAIT_FILE, UNIT_FILE, "content/game.yaml"}
    assert [d for d in _found(salvaged) if d.file in others] == [d for d in _found(left_out) if d.file in others]


def test_a_salvaged_definition_never_joins_the_printed_model(tmp_path: Path) -> None:
    project = FixtureProject(tmp_path).edit(SPELL_FILE, "cost: 2", "cost: doze")
    project.write()
    loaded = check_project(project.root)
    assert tm(loaded.game).spells == []
    assert SPELL_FILE in loaded.rejected
    assert [(p.file, sorted(p.invalid)) for p in loaded.partials] == [(SPELL_FILE, ["cost"])]
    assert loaded.partials[0].definition.cost == 0


def test_refused_fields_names_missing_unknown_and_bad_keys(tmp_path: Path) -> None:
    path = tmp_path / "spell.yaml"
    path.write_text("name: Choque\ncard_type: Magia\nrange: .nan\ndamage: 1d20\nref: Alquimista\neffects: {}\ncolour: red\n", encoding="utf-8")
    doc, _ = load_yaml(path, tmp_path)
    assert doc is not None
    schemas = schemas_of_pack(find_pack("tab-master"))
    assert refused_fields(doc, "spell", schemas) == {"cost", "colour", "range"}
    pack = find_pack("tab-master")
    partial = salvage(doc, pack.table.kind("spell"), schemas, pack)
    assert partial is not None
    assert (partial.definition.cost, partial.definition.range) == (0, None)
    assert partial.keeps(("ref",)) and not partial.keeps(("cost",)) and not partial.keeps(("range",))


def test_the_issue_example_on_the_bundled_game(tmp_path: Path) -> None:
    """Issue 18: Raio with `cost: doze` and a REF that is no caster class gives S002 and R105 in one run."""
    shutil.copy(REPO / "cardkit.yaml", tmp_path / "cardkit.yaml")
    shutil.copytree(REPO / "content", tmp_path / "content")
    spell = tmp_path / "content/spells/raio.yaml"
    text = spell.read_text(encoding="utf-8").replace("cost: 12", "cost: doze").replace("ref: Alquimista", "ref: Soldado")
    spell.write_text(text, encoding="utf-8")
    found = check_project(tmp_path).checked or []
    assert _codes_at(found, "content/spells/raio.yaml") == [("R105", *where(text, "Soldado")), ("S002", *where(text, "doze"))]


def test_an_army_with_an_invalid_commander_is_left_out(tmp_path: Path) -> None:
    """A dropped commander would read as "no commander" at the army's name: the army stays out."""
    army = "name: Exército\ncolor: vermelho\ncommander: [Alquimista]\nunits:\n  - {unit: Alquimista, count: 1}\n"
    project = FixtureProject(tmp_path).set("content/armies/exercito.yaml", army)
    found = _codes_at(_found(project), "content/armies/exercito.yaml")
    assert [code for code, _, _ in found] == ["S002"]
