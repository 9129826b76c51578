"""Issue 29, class 3: the language server's rename writes a YAML scalar that reads back as
exactly the new name (`Choque: Forte`, `*alias` broke the file; `Choque #2` silently became
`Choque` in a file renamed choque-2.yaml), refuses names no file can carry and edits that would
change what a text reads, and one file linked out of the project no longer fails every rename."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.loading import load_yaml_text
from cardkit.lsp.session import Session
from cardkit.packs.tabmaster.kinds import Kind
from cardkit.renaming import plan as rename
from cardkit.renaming.plan import applied, plan_rename, refusal
from cardkit.translation.po import read_catalog
from tests.hardening.harness import Edit, Link, new_project, write_files

CHOQUE = "content/spells/choque.yaml"
SPELLS_PO = "content/locales/en/spells.po"


def _session(project: Path) -> Session:
    session = Session(project)
    session.check()
    assert session.symbols is not None
    return session


def _renamed(project: Path, new: str) -> dict[str, str]:
    """Every file the rename of Choque to `new` edits, as edited; it must be allowed."""
    session = _session(project)
    choque = session.symbols.lookup(Kind.SPELL, "Choque") if session.symbols else None
    assert choque is not None
    assert refusal(session, choque, new) is None
    plan = plan_rename(session, choque, new)
    assert rename.plan_problem(session, choque, plan) is None
    return {relpath: applied(session.text_of(relpath), spans) for relpath, spans in plan.edits.items()}


@pytest.mark.parametrize("new", ["Choque: Forte", "Choque #2", "*alias", "yes", "100", 'Choque "Forte"', "[Choque]", "- Choque", "Choque's"])
def test_a_renamed_definition_reads_back_as_exactly_the_new_name(tmp_path: Path, new: str) -> None:
    project = new_project("game", tmp_path / "projeto")
    edited = _renamed(project, new)
    doc, problems = load_yaml_text(edited[CHOQUE], CHOQUE)
    assert doc is not None and [p for p in problems if p.severity.value == "error"] == [], problems
    assert doc.data["name"] == new
    (project / SPELLS_PO).write_text(edited[SPELLS_PO], encoding="utf-8")
    catalog, po_problems = read_catalog(project / SPELLS_PO, "en", project)
    assert po_problems == [] and catalog is not None
    assert catalog.get(new, context="spell name") is not None, "the PO msgid follows, escaped"


def test_a_reference_in_a_flow_mapping_is_quoted_too(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    archer = "content/units/arqueiro.yaml"
    write_files(project, {archer: Edit("traits:\n  - name: Ataque Secundário\n", "traits: [{name: Ataque Secundário}]\n")})
    session = _session(project)
    trait = session.symbols.lookup(Kind.TRAIT, "Ataque Secundário") if session.symbols else None
    assert trait is not None and any(use.file == archer for use in trait.uses)
    plan = plan_rename(session, trait, "Ataque, Secundário")
    assert rename.plan_problem(session, trait, plan) is None
    doc, _ = load_yaml_text(applied(session.text_of(archer), plan.edits[archer]), archer)
    assert doc is not None and doc.data["traits"] == [{"name": "Ataque, Secundário"}]


def test_a_name_that_would_end_a_plain_text_is_refused_with_its_line(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    write_files(project, {"content/spells/raio.yaml": Edit("name: Raio\n", "name: Raio\nflavor: Mais forte que Choque e mais rápido\n")})
    session = _session(project)
    choque = session.symbols.lookup(Kind.SPELL, "Choque") if session.symbols else None
    assert choque is not None
    plan = plan_rename(session, choque, "Choque: Forte")
    problem = rename.plan_problem(session, choque, plan)
    assert problem is not None and "content/spells/raio.yaml:4 would no longer be valid YAML" in problem, problem
    assert rename.plan_problem(session, choque, plan_rename(session, choque, "Choque Forte")) is None


@pytest.mark.parametrize("new", ["Choque\u2028Forte", "Choque\u200bForte", "Cho\x00que", "C" * 300])
def test_a_name_no_file_can_carry_is_refused(tmp_path: Path, new: str) -> None:
    session = _session(new_project("game", tmp_path / "projeto"))
    choque = session.symbols.lookup(Kind.SPELL, "Choque") if session.symbols else None
    assert choque is not None
    said = refusal(session, choque, new)
    assert said is not None and "is not a name a spell can have" in said


def test_a_file_linked_out_of_the_project_does_not_stop_a_rename(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    write_files(project, {"content/spells/fora.yaml": Link("{outside}/segredo.yaml")})
    edited = _renamed(project, "Relâmpago Menor")
    assert "content/spells/fora.yaml" not in edited and CHOQUE in edited
