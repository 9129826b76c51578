"""Name matching: forgiving where people are, exact about what the card prints."""

from __future__ import annotations

import unicodedata

import pytest

from cardkit.checks.names import drift
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.folding import slug
from cardkit.index.names import NameIndex
from tests.checks import more_files as files
from tests.checks.fixtures import UNIT_FILE, FixtureProject, assert_single

NFD = unicodedata.normalize("NFD", "Essência")


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Lâmina da Terra", "lamina-da-terra"),
        ("Ação Secundária", "acao-secundaria"),
        ("Contra-Ataque", "contra-ataque"),
        ("Vitalidade  Compartilhada!", "vitalidade-compartilhada"),
        (unicodedata.normalize("NFD", "Exército Azul"), "exercito-azul"),
    ],
)
def test_slug(name: str, expected: str) -> None:
    assert slug(name) == expected


@pytest.mark.parametrize(
    ("written", "how"),
    [
        ("essência", "capitals"),
        ("Essencia", "accents"),
        ("ESSENCIA", "accents, capitals"),
        (NFD, "Unicode form (decomposed accents)"),
    ],
)
def test_folded_matches_know_how_they_differ(written: str, how: str) -> None:
    match = NameIndex(["Essência", "Voar"]).match(written)
    assert match.canonical == "Essência" and not match.exact
    assert drift(written, "Essência") == how


def test_hyphen_and_space_are_the_same_name() -> None:
    match = NameIndex(["Morto Vivo"]).match("Morto-Vivo")
    assert match.canonical == "Morto Vivo"
    assert drift("Morto-Vivo", "Morto Vivo") == "hyphens/spaces"


def test_unknown_names_come_with_the_closest_known_ones() -> None:
    match = NameIndex(["Lenda", "Combo", "Agrupar"]).match("Lendário")
    assert not match.found and match.suggestions == ("Lenda",)


@pytest.mark.parametrize("written", ["essência", "Essencia", NFD, "ESSÊNCIA"])
def test_a_drifted_reference_is_a_warning_naming_the_canonical_spelling(project: FixtureProject, written: str) -> None:
    project.edit(UNIT_FILE, "- name: Essência", f"- name: {written}")
    diagnostic = assert_single(
        project.check(), "R100", Severity.WARNING, UNIT_FILE, project.position(UNIT_FILE, written)
    )
    assert "'Essência'" in (diagnostic.hint or "")


def test_morto_vivo_with_a_hyphen_resolves_with_a_warning(project: FixtureProject) -> None:
    project.set("content/traits/morto-vivo.yaml", files.VOAR.replace("Voar", "Morto Vivo"))
    project.use_trait("{name: Morto-Vivo}")
    report = project.check()
    diagnostic = assert_single(report, "R100", Severity.WARNING, UNIT_FILE, project.position(UNIT_FILE, "Morto-Vivo"))
    assert "hyphens/spaces" in diagnostic.message
    assert not [d for d in report.sorted() if d.code == "R101"]


def test_an_unknown_reference_is_an_error_with_did_you_mean(project: FixtureProject) -> None:
    project.edit(UNIT_FILE, "- name: Essência", "- name: Esencia")
    diagnostic = assert_single(
        project.check(), "R101", Severity.ERROR, UNIT_FILE, project.position(UNIT_FILE, "Esencia")
    )
    assert diagnostic.hint == "did you mean 'Essência'?"


def test_an_unknown_name_far_from_every_other_still_gets_its_best_guess() -> None:
    index = NameIndex(["Voar", "Combo", "Nativo", "Agrupar"])
    assert index.match("Voo").suggestions == ("Voar",)
