"""The comparison on the model: nested things compare by what they are, and every field a
definition or game.yaml entry can have is named by the game or both label catalogs."""

from __future__ import annotations

from dataclasses import fields, replace
from functools import cache

import pytest

from cardkit.diff.compare import FIELD_SKIPPED, KIND_SKIPPED, compare_games, settings_of
from cardkit.diff.fields import SKIPPED, Sides, compared_fields
from cardkit.diff.model import GameDiff, Status
from cardkit.diff.words import DiffWords
from cardkit.fields.model import EnumValue, FieldSpec, KindSpec
from cardkit.i18n.edition import Edition
from cardkit.i18n.labels import labels_for
from cardkit.model import Art, Definition, Game
from cardkit.output.wording import Wording
from cardkit.packs.tabmaster.diff import ATTACK_STATS
from cardkit.packs.tabmaster.model import (
    Ammunition,
    Attack,
    DialClick,
    Element,
    ElementEffect,
    NamedTerm,
    Resource,
    Stat,
    TargetSelector,
    TraitParam,
    TraitUse,
    Unit,
    UnitCategory,
    tm,
)
from cardkit.pipeline import validate_project
from cardkit.project.validate import LoadedProject
from tests.conftest import REPO_ROOT


@cache
def _bundled() -> LoadedProject:
    return validate_project(REPO_ROOT)


def _sides() -> Sides:
    words = DiffWords(Wording.of(_bundled()))
    return Sides(words, words)


def _edited(definition: Definition, **values: object) -> Definition:
    """`definition` with some of its fields' values replaced (as built)."""
    return replace(definition, values={**definition.values, **values})


def _with(game: Game, *pairs: tuple[Definition, Definition]) -> Game:
    """`game` with each (old, new) definition replaced."""
    swap = {id(old): new for old, new in pairs}
    return replace(game, by_kind={kind: [swap.get(id(d), d) for d in defs] for kind, defs in game.by_kind.items()})


def _vocabulary(game: Game, **values: object) -> Game:
    """`game` with some of game.yaml's built values (its lists) replaced."""
    vocabulary = game.vocabulary
    assert vocabulary is not None
    return replace(game, vocabulary=replace(vocabulary, values={**vocabulary.values, **values}))


def _fields(diff: GameDiff, kind: str) -> list[tuple[str, str | None, str | None, tuple[str, ...], tuple[str, ...]]]:
    [change] = diff.changed(kind)
    return [(f.label, f.old, f.new, f.added, f.removed) for f in change.fields]


def _unit(name: str) -> Unit:
    return next(unit for unit in tm(_bundled().game).units if unit.name == name)


def test_attacks_compare_by_place_and_traits_by_name() -> None:
    levi = _unit("Levi")
    edited = _edited(levi, attacks=(replace(levi.attacks[0], damage="1d12"),), traits=(TraitUse("Voar"), TraitUse("Essência", ("Fogo",))))
    game = _bundled().game
    diff = compare_games(game, _with(game, (levi, edited)), _sides())
    assert _fields(diff, "unit") == [
        ("Ataque 1: DAN", "1d10", "1d12", (), ()),
        ("Características", "-", "Voar e Essência: Fogo", ("Voar", "Essência: Fogo"), ()),
    ]


def test_a_trait_use_whose_parameter_changed_is_that_use_changed() -> None:
    levi = _unit("Levi")
    game = _bundled().game
    before = _edited(levi, traits=(TraitUse("Corrida", (2,)), TraitUse("Nativo")))
    after = _edited(levi, traits=(TraitUse("Corrida", (3,)),))
    diff = compare_games(_with(game, (levi, before)), _with(game, (levi, after)), _sides())
    assert _fields(diff, "unit") == [
        ("Características", "Corrida 2 e Nativo", "Corrida 3", (), ("Nativo",)),
        ("Características: Corrida", "Corrida 2", "Corrida 3", (), ()),
    ]


def test_army_entries_compare_by_unit_and_dial_clicks_by_stat() -> None:
    game = _bundled().game
    army = tm(game).armies[0]
    first = army.units[0]
    fewer = _edited(army, units=(replace(first, count=first.count - 1), *army.units[1:]))
    levi = _unit("Levi")
    dialled = (_edited(levi, dial=(DialClick({"attack": 9, "defense": 17}),)), _edited(levi, dial=(DialClick({"attack": 10, "defense": 17}, True),)))
    diff = compare_games(_with(game, (levi, dialled[0])), _with(game, (army, fewer), (levi, dialled[1])), _sides())
    assert _fields(diff, "army") == [(f"Unidades: {first.unit}", str(first.count), str(first.count - 1), (), ())]
    assert _fields(diff, "unit") == [("Clique 1: ATK", "9", "10", (), ()), ("Clique 1: marcador de reparo", "não", "sim", (), ())]


def test_a_spell_s_effects_read_as_the_effects_line_and_art_by_its_file() -> None:
    game = _bundled().game
    inferno = next(spell for spell in tm(game).spells if spell.name == "Inferno")
    edited = _edited(inferno, effects=replace(inferno.effects, explosion=3), art=Art("inferno.png", focus_y=30.0))
    diff = compare_games(game, _with(game, (inferno, edited)), _sides())
    assert _fields(diff, "spell") == [
        ("Arte", None, "inferno.png (foco 50 %, 30 %)", (), ()),
        ("Outros", "Elemento: Fogo, Explosão 2, Todos", "Elemento: Fogo, Explosão 3, Todos", (), ()),
    ]


def test_a_renamed_element_is_a_rename_not_a_removal() -> None:
    game = _bundled().game
    vocabulary = tm(game).vocabulary
    assert vocabulary is not None
    fire = vocabulary.elements[0]
    renamed = _vocabulary(game, elements=(replace(fire, name="Chama"), *vocabulary.elements[1:]))
    [change] = compare_games(game, renamed, _sides()).changed("elements")
    assert (change.status, change.old_name, change.name, change.id, change.fields) == (Status.RENAMED, "Fogo", "Chama", "fire", ())


MODEL = (Attack, TraitParam, NamedTerm, UnitCategory, Resource, Stat, Ammunition, Element, ElementEffect, TargetSelector, EnumValue)
"""Every structured value of the pack whose parts a diff names (attacks, game.yaml's entries);
a declaration's parts are `FieldSpec`'s and `KindSpec`'s that game.yaml can write."""


@pytest.mark.parametrize("locale", ["pt-BR", "en"])
def test_every_field_the_model_has_is_named_in_both_catalogs(locale: str) -> None:
    game = _bundled().game
    vocabulary = game.vocabulary
    assert vocabulary is not None
    words = DiffWords(Wording(locale, Edition(locale, labels_for(locale)).words(game)))
    names = {ATTACK_STATS.get(spec.name, spec.name) for cls in MODEL for spec in fields(cls) if spec.compare and spec.name not in SKIPPED}
    names |= {spec.name for spec in fields(KindSpec) if spec.compare and spec.name not in KIND_SKIPPED}
    names |= {spec.name for spec in fields(FieldSpec) if spec.compare and spec.name not in FIELD_SKIPPED}
    names |= {spec.stat or spec.id for kind in game.table.kinds for spec in compared_fields(kind)} | set(settings_of(vocabulary)) | {"name"}
    unnamed = sorted(name for name in names if not words.labels.has(f"diff.fields.{name}") and not words.has_stat(name))
    assert unnamed == []
    assert {words.kind_heading(kind) for kind in ("trait", "spell", "unit", "army")} and words.labels("diff.sections.rulebook")
    assert all(words.labels.has(f"diff.kinds.{kind.id}") for kind in game.table.kinds)


def test_references_that_only_follow_a_rename_are_no_changes_of_their_own() -> None:
    game = _bundled().game
    army = next(a for a in tm(game).armies if any(entry.unit == "Levi" for entry in a.units))
    levi = _unit("Levi")
    followed = _edited(army, units=tuple(replace(e, unit="Recruta") if e.unit == "Levi" else e for e in army.units))
    diff = compare_games(game, _with(game, (levi, replace(levi, name="Recruta")), (army, followed)), _sides())
    [change] = diff.changed("unit")
    assert (change.status, change.old_name, change.name, change.fields) == (Status.RENAMED, "Levi", "Recruta", ())
    assert diff.changed("army") == ()
    assert change.still_using_old_name == ()  # the army's notes say "Levis": only the name as a word counts


def test_a_trait_s_parameters_compare_by_name_with_their_kind_as_the_card_prints_it() -> None:
    game = _bundled().game
    trait = next(t for t in tm(game).traits if t.params)
    param = trait.params[0]
    edited = _edited(trait, params=(replace(param, type="text"), *trait.params[1:]))
    diff = compare_games(game, _with(game, (trait, edited)), _sides())
    assert _fields(diff, "trait") == [(f"Parâmetros: {param.name}", f"{param.name} (número)", f"{param.name} (texto)", (), ())]


def test_an_element_effect_reads_as_the_element_table_and_a_status_as_the_catalog_words_it() -> None:
    game = _bundled().game
    vocabulary = tm(game).vocabulary
    assert vocabulary is not None
    fire = vocabulary.elements[0]
    stronger = replace(fire, effects=(replace(fire.effects[0], amount=25),))
    levi = _unit("Levi")
    edited = _with(_vocabulary(game, elements=(stronger, *vocabulary.elements[1:])), (levi, _edited(levi, status="final")))
    diff = compare_games(game, edited, _sides())
    assert _fields(diff, "elements") == [(
        "Efeitos", "DAN +20 em unidades com Essência: Gelo. (ataques e magias)", "DAN +25 em unidades com Essência: Gelo. (ataques e magias)",
        ("DAN +25 em unidades com Essência: Gelo. (ataques e magias)",), ("DAN +20 em unidades com Essência: Gelo. (ataques e magias)",),
    )]
    assert _fields(diff, "unit") == [("Situação", "rascunho", "final", (), ())]


def test_a_renamed_element_is_followed_by_the_effects_lines_that_name_it() -> None:
    game = _bundled().game
    vocabulary = tm(game).vocabulary
    assert vocabulary is not None
    fire = vocabulary.elements[0]
    chama = _vocabulary(game, elements=(replace(fire, name="Chama"), *vocabulary.elements[1:]))
    spells = [(s, _edited(s, effects=replace(s.effects, elements=tuple("Chama" if e == "Fogo" else e for e in s.effects.elements)))) for s in tm(game).spells]
    diff = compare_games(game, _with(chama, *spells), _sides())
    assert [k.kind for k in diff.kinds] == ["elements"]


def test_an_arts_defaults_are_left_unsaid_and_any_other_value_said() -> None:
    """The diff tells a set focus or fit from the art's default by asking `Art` for its
    defaults, not a second copy of them."""
    words = DiffWords(Wording("en", Edition("en", labels_for("en")).words(Game())))
    assert words.art(Art("a.png")) == "a.png"
    shown = words.art(Art("a.png", focus_x=20.0, fit="contain"))
    assert shown.startswith("a.png (") and "20" in shown and shown.endswith(", contain)")
