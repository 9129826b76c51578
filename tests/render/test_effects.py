"""The effects line and stat values are generated from the data, in the model's field order,
with the game's effect keywords and the locale's patterns and list joins."""

from __future__ import annotations

from dataclasses import fields

import pytest

from cardkit.i18n.labels import labels_for
from cardkit.i18n.words import Words
from cardkit.model import Vocabulary
from cardkit.packs.tabmaster import PACK
from cardkit.packs.tabmaster.effects_text import FORMATTERS, EffectsText, markers, split_marked, stat, trait_params_text
from cardkit.packs.tabmaster.model import Effects
from cardkit.project.validate import load_game, open_project
from tests.conftest import REPO_ROOT


@pytest.fixture(scope="module")
def vocabulary() -> Vocabulary:
    project, schemas = open_project(REPO_ROOT)
    found = load_game(project, schemas).game.vocabulary
    assert found is not None
    return found


@pytest.fixture(scope="module")
def pt(vocabulary: Vocabulary) -> EffectsText:
    """The bundled game's own words, in its language."""
    return EffectsText(Words(vocabulary, labels_for("pt-BR", pack=PACK)))


@pytest.fixture(scope="module")
def en() -> EffectsText:
    """A game that names no effect keywords, printed in English: every word from the catalog."""
    return EffectsText(Words(None, labels_for("en", pack=PACK)))


EVERY_EFFECT = Effects(
    elements=("Água", "Gelo"),
    area=True,
    explosion=1,
    line=("Completa", "Aleatório"),
    multiple=2,
    pilgrim=3,
    all=True,
    sacrifice=True,
    special="Troca de posição",
)


def test_inferno_reads_like_the_seed(pt: EffectsText) -> None:
    assert pt.line(Effects(elements=("Fogo",), explosion=2, all=True)) == "Elemento: Fogo, Explosão 2, Todos"


def test_every_keyword_in_the_seeds_order_with_the_games_words(pt: EffectsText) -> None:
    # game.yaml's effect keywords, in the order the seed writes an Outros column ("Área, Elemento: Doença, Sacrificio";
    # docs/seed-facts.md, The spell list).
    assert pt.line(EVERY_EFFECT) == (
        "Área, Elemento: Água e Gelo, Explosão 1, Linha: Completa e Aleatório, Múltiplo x 2, Peregrino x 3, "
        "Todos, Sacrifício, Especial: Troca de posição"
    )


def test_english_takes_the_catalogs_keywords_and_joins_lists_the_english_way(en: EffectsText) -> None:
    assert en.line(EVERY_EFFECT) == (
        "Area, Element: Água and Gelo, Blast 1, Line: Completa and Aleatório, Multiple x 2, Pilgrim x 3, "
        "All, Sacrifice, Special: Troca de posição"
    )
    assert en.line(Effects(elements=("Fire", "Ice", "Water"))) == "Element: Fire, Ice, and Water"


def test_the_games_keyword_wins_over_the_catalogs(vocabulary: Vocabulary) -> None:
    english = EffectsText(Words(vocabulary, labels_for("en", pack=PACK)))
    assert english.line(Effects(explosion=2)) == "Explosão 2"


def test_every_effects_field_has_a_formatter() -> None:
    assert set(FORMATTERS) == {spec.name for spec in fields(Effects)}


def test_empty_effects_make_an_empty_line(pt: EffectsText) -> None:
    assert pt.line(Effects()) == ""
    assert pt.terms(Effects()) == []


def test_a_line_without_directions_is_just_the_keyword(pt: EffectsText) -> None:
    assert pt.line(Effects(line=())) == "Linha"


def test_element_segments_carry_the_element_for_its_icon(pt: EffectsText) -> None:
    (term,) = pt.terms(Effects(elements=("Fogo", "Ar", "Luz")))
    assert [s.element for s in term if s.element] == ["Fogo", "Ar", "Luz"]
    assert "".join(s.text for s in term) == "Elemento: Fogo, Ar e Luz"


def test_a_joined_list_splits_into_separators_and_item_positions() -> None:
    labels = labels_for("pt-BR", pack=PACK)
    assert split_marked(labels.join(markers(0))) == []
    assert split_marked(labels.join(markers(1))) == [0]
    assert split_marked(labels.join(markers(3))) == [0, ", ", 1, " e ", 2]
    assert split_marked(labels_for("en", pack=PACK).join(markers(2))) == [0, " and ", 1]


def test_stats_print_the_catalogs_mark_for_no_value(pt: EffectsText) -> None:
    assert pt.stat(None) == "-"
    assert pt.stat(0) == "0"
    assert pt.stat("2d20") == "2d20"
    assert stat(None, "—") == "—"


def test_trait_parameters() -> None:
    assert trait_params_text(()) == ""
    assert trait_params_text((3,)) == " 3"
    assert trait_params_text(("Gelo",)) == ": Gelo"
    assert trait_params_text(("Exército Azul", 20)) == ": Exército Azul, 20"
