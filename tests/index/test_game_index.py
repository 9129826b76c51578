"""The game index: one per game, names looked up folded, definitions and elements found by id."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, replace

import pytest

from cardkit.checks.context import CheckContext
from cardkit.fields.vocabulary import Term, Terms
from cardkit.foundation.folding import fold, slug
from cardkit.index.game import GameIndex
from cardkit.model import Game
from cardkit.packs.tabmaster import lookup
from cardkit.packs.tabmaster.kinds import Kind
from cardkit.packs.tabmaster.model import Element, tm
from cardkit.pipeline import validate_project
from cardkit.project.validate import LoadedProject
from tests.conftest import REPO_ROOT


@pytest.fixture(scope="module")
def bundled() -> LoadedProject:
    return validate_project(REPO_ROOT)


def test_one_game_has_one_index_shared_by_the_checks(bundled: LoadedProject) -> None:
    index = GameIndex.of(bundled.game)
    assert GameIndex.of(bundled.game) is index
    assert CheckContext(bundled.game).index is index


def test_a_game_is_frozen_and_a_grown_game_gets_an_index_of_its_own(bundled: LoadedProject) -> None:
    first = GameIndex.of(bundled.game)
    with pytest.raises(FrozenInstanceError):
        bundled.game.by_kind = {}  # type: ignore[misc]
    extra = replace(tm(bundled.game).spells[0], name="Raio Novo")
    grown = replace(bundled.game, by_kind={**bundled.game.by_kind, "spell": (*bundled.game.of_kind("spell"), extra)})
    assert GameIndex.of(grown) is not first
    assert lookup.spell(first, "Raio Novo") is None
    assert lookup.spell(GameIndex.of(grown), "raio novo") is extra


@pytest.mark.parametrize(
    ("kind", "written", "name", "file"),
    [
        (Kind.TRAIT, "morto-vivo", "Morto Vivo", "content/traits/morto-vivo.yaml"),
        (Kind.SPELL, "LAMINA DA TERRA", "Lâmina da Terra", "content/spells/lamina-da-terra.yaml"),
        (Kind.UNIT, "campeao", "Campeão", "content/units/campeao.yaml"),
        (Kind.ARMY, "exercito_azul", "Exército Azul", "content/armies/exercito-azul.yaml"),
    ],
)
def test_definitions_are_found_by_any_spelling_and_by_their_id(
    bundled: LoadedProject, kind: Kind, written: str, name: str, file: str
) -> None:
    index = GameIndex.of(bundled.game)
    found = index.find(kind, written)
    assert found is not None and found.name == name and found.file == file
    assert index.id_of(found) == file.rsplit("/", 1)[1].removesuffix(".yaml")
    assert index.by_id(kind, index.id_of(found)) is found


def test_a_lookup_of_another_kind_or_an_unknown_name_finds_nothing(bundled: LoadedProject) -> None:
    index = GameIndex.of(bundled.game)
    assert lookup.unit(index, "Morto Vivo") is None
    assert lookup.trait(index, "Morto") is None
    assert index.by_id(Kind.SPELL, "campeao") is None


def test_elements_are_found_by_name_and_by_game_yaml_id(bundled: LoadedProject) -> None:
    index = GameIndex.of(bundled.game)
    water = lookup.element(index, "agua")
    assert water is not None and water.name == "Água" and water.id == "water"
    assert index.by_id(Kind.ELEMENT, "water").name == water.name
    assert lookup.element_by_id(index, "water") is water
    assert index.by_id(Kind.ELEMENT, "agua") is None


def test_a_vocabulary_entry_without_an_id_goes_by_the_slug_of_its_name(bundled: LoadedProject) -> None:
    vocabulary = bundled.game.vocabulary
    assert vocabulary is not None
    terms = Terms({**dict(vocabulary.terms.lists), "elements": (Term("Água Viva"),)})
    index = GameIndex(Game(vocabulary=replace(vocabulary, terms=terms)))
    assert index.id_of(Term("Água Viva")) == "agua-viva"
    assert index.by_id(Kind.ELEMENT, "agua-viva") == Term("Água Viva")
    assert index.id_of(Element("Água Viva")) == "agua-viva"


def test_without_game_yaml_the_vocabulary_kinds_are_unknown_not_empty(bundled: LoadedProject) -> None:
    index = GameIndex(Game(base_table=bundled.game.table))
    assert index.names(Kind.ELEMENT) is None and lookup.element(index, "Fogo") is None
    assert index.names(Kind.TRAIT) is not None and len(index.names(Kind.TRAIT) or ()) == 0


@pytest.mark.parametrize(
    ("written", "folded"),
    [("Morto-Vivo", "morto vivo"), ("morto_vivo", "morto vivo"), ("MORTO  VIVO", "morto vivo"), ("Straße", "strasse"), ("Lâmina", "lamina")],
)
def test_fold_forgives_case_accents_and_word_gaps(written: str, folded: str) -> None:
    assert fold(written) == folded


def test_slug_and_fold_differ_where_a_file_name_must() -> None:
    # A slug is a file name: only ASCII letters, digits and hyphens, and lower() not casefold().
    assert slug("Straße 2: Ação!") == "stra-e-2-acao"
    assert fold("Straße 2: Ação!") == "strasse 2: acao!"
