"""The effects line and stat values are generated from the data, in the model's field order."""

from __future__ import annotations

from dataclasses import fields

from cardkit.model import Effects
from cardkit.render.effects import FORMATTERS, effect_terms, effects_line, join_pt, stat
from cardkit.render.faces import trait_params_text


def test_inferno_reads_like_the_seed() -> None:
    assert effects_line(Effects(elements=("Fogo",), explosion=2, all=True)) == "Elemento: Fogo, Explosão 2, Todos"


def test_every_keyword_in_the_order_of_the_effects_fields() -> None:
    effects = Effects(
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
    words = {
        "elements": "Elemento: Água e Gelo",
        "area": "Área",
        "explosion": "Explosão 1",
        "line": "Linha: Completa e Aleatório",
        "multiple": "Múltiplo x 2",
        "pilgrim": "Peregrino x 3",
        "all": "Todos",
        "sacrifice": "Sacrifício",
        "special": "Especial: Troca de posição",
    }
    assert effects_line(effects) == ", ".join(words[spec.name] for spec in fields(Effects))


def test_every_effects_field_has_a_formatter() -> None:
    assert set(FORMATTERS) == {spec.name for spec in fields(Effects)}


def test_empty_effects_make_an_empty_line() -> None:
    assert effects_line(Effects()) == ""
    assert effect_terms(Effects()) == []


def test_a_line_without_directions_is_just_linha() -> None:
    assert effects_line(Effects(line=())) == "Linha"


def test_element_segments_carry_the_element_for_its_icon() -> None:
    (term,) = effect_terms(Effects(elements=("Fogo", "Ar", "Luz")))
    assert [s.element for s in term if s.element] == ["Fogo", "Ar", "Luz"]
    assert "".join(s.text for s in term) == "Elemento: Fogo, Ar e Luz"


def test_portuguese_list_join() -> None:
    assert join_pt([]) == ""
    assert join_pt(["A"]) == "A"
    assert join_pt(["A", "B"]) == "A e B"
    assert join_pt(["A", "B", "C"]) == "A, B e C"


def test_stats_print_a_dash_for_no_value() -> None:
    assert stat(None) == "-"
    assert stat(0) == "0"
    assert stat("2d20") == "2d20"


def test_trait_parameters() -> None:
    assert trait_params_text(()) == ""
    assert trait_params_text((3,)) == " 3"
    assert trait_params_text(("Gelo",)) == ": Gelo"
    assert trait_params_text(("Exército Azul", 20)) == ": Exército Azul, 20"
