"""Element and trait effects, with Tab Master's rules built in conftest from seed 000
(docs/seed-facts.md, Elements)."""

from __future__ import annotations

import pytest

from cardkit.packs.tabmaster.engine.attacks import AttackKind
from cardkit.packs.tabmaster.engine.elements import (
    DamageRules,
    DamageSource,
    Delivery,
    ElementEffect,
    ElementEffectKind,
    ElementRule,
    apply_damage,
    damage_modifiers,
    resolve_damage,
)
from cardkit.packs.tabmaster.engine.targets import Target, TraitCondition, TraitRef

ATTACK = Delivery.ATTACK
SPELL = Delivery.SPELL


def unit(defense: int, *traits: tuple[str, ...]) -> Target:
    return Target(defense, tuple(TraitRef(name, tuple(params)) for name, *params in traits))


def hit(element: str, delivery: Delivery = ATTACK, attack_kind: str | None = None) -> DamageSource:
    return DamageSource(delivery, frozenset({element}), attack_kind)


@pytest.mark.parametrize("delivery", [ATTACK, SPELL])
@pytest.mark.parametrize(
    ("element", "essence", "bonus"),
    [
        ("Fogo", "Gelo", 20),  # "causam 20 pontos de Dano Extras ... Essência: Gelo"
        ("Água", "Fogo", 10),
        ("Terra", "Terra", 10),
        ("Ar", "Ar", 10),
        ("Gelo", "Fogo", 20),  # "20 pontos de Dano extras (DAN +10)": the data says 20
        ("Eletricidade", "Água", 10),
        ("Luz", "Escuridão", 10),
        ("Escuridão", "Luz", 10),
    ],
)
def test_element_bonus_against_its_essence(
    tab_master_rules: DamageRules, delivery: Delivery, element: str, essence: str, bonus: int
) -> None:
    target = unit(10, ("Essência", essence))
    outcome = resolve_damage(5, hit(element, delivery), target, tab_master_rules)
    assert outcome.amount == 5 + bonus
    assert outcome.defeated is (5 + bonus > 10)


def test_no_bonus_against_another_essence(tab_master_rules: DamageRules) -> None:
    outcome = resolve_damage(5, hit("Fogo"), unit(10, ("Essência", "Fogo")), tab_master_rules)
    assert (outcome.amount, outcome.reasons) == (5, ())


def test_terra_cannot_touch_flyers(tab_master_rules: DamageRules) -> None:
    # "Unidades com a Característica: Voar são imunes à ataques com Elemento de Terra."
    outcome = resolve_damage(99, hit("Terra"), unit(1, ("Voar",)), tab_master_rules)
    assert (outcome.amount, outcome.immune, outcome.defeated) == (0, True, False)
    assert outcome.reasons == ("Terra immunity vs Voar",)


def test_ar_bonus_is_one_line_for_essence_ar_and_voar(tab_master_rules: DamageRules) -> None:
    # "DAN +10 em unidades com as Características: Essência: Ar e Voar": +10, not +20.
    both = unit(10, ("Essência", "Ar"), ("Voar",))
    assert resolve_damage(5, hit("Ar"), unit(10, ("Voar",)), tab_master_rules).amount == 15
    assert resolve_damage(5, hit("Ar"), both, tab_master_rules).amount == 15


class TestVida:
    def test_heals_instead_of_damaging(self, tab_master_rules: DamageRules) -> None:
        outcome = resolve_damage(7, hit("Vida", SPELL), unit(3), tab_master_rules)
        assert (outcome.amount, outcome.healed, outcome.defeated) == (0, 7, False)

    def test_essence_of_darkness_gets_no_healing(self, tab_master_rules: DamageRules) -> None:
        target = unit(3, ("Essência", "Escuridão"))
        outcome = resolve_damage(7, hit("Vida", SPELL), target, tab_master_rules)
        assert (outcome.amount, outcome.healed, outcome.defeated) == (0, 0, False)

    def test_essence_of_disease_takes_damage_plus_ten(self, tab_master_rules: DamageRules) -> None:
        # "Essência: Doença, que sofrem o Dano normal acrescido de 10 (DAN +10)"
        target = unit(10, ("Essência", "Doença"))
        outcome = resolve_damage(7, hit("Vida"), target, tab_master_rules)
        assert (outcome.amount, outcome.healed, outcome.defeated) == (17, 0, True)

    def test_attacks_defeat_the_undead_outright(self, tab_master_rules: DamageRules) -> None:
        # Attack table only: "causam derrota automática ... Morto-Vivo".
        undead = unit(30, ("Morto Vivo",))
        attack = resolve_damage(1, hit("Vida", ATTACK), undead, tab_master_rules)
        assert (attack.auto_defeat, attack.defeated, attack.healed) == (True, True, 0)
        spell = resolve_damage(1, hit("Vida", SPELL), undead, tab_master_rules)
        assert (spell.auto_defeat, spell.defeated, spell.healed) == (False, False, 1)


class TestDoenca:
    def test_hex_applies_even_without_damage(self, tab_master_rules: DamageRules) -> None:
        # "mesmo que não tenha sido derrotada nem perdido pontos de Vitalidade ... Feitiço"
        outcome = resolve_damage(0, hit("Doença", SPELL), unit(10), tab_master_rules)
        assert (outcome.amount, outcome.hex_applied, outcome.defeated) == (0, True, False)

    def test_attacks_add_ten_against_essence_of_life(self, tab_master_rules: DamageRules) -> None:
        target = unit(10, ("Essência", "Vida"))
        assert resolve_damage(5, hit("Doença", ATTACK), target, tab_master_rules).amount == 15
        assert resolve_damage(5, hit("Doença", SPELL), target, tab_master_rules).amount == 5

    def test_angels_refuse_the_hex(self, tab_master_rules: DamageRules) -> None:
        # "ANJO: A unidade com esta característica é imune a Feitiços."
        outcome = resolve_damage(5, hit("Doença"), unit(10, ("Anjo",)), tab_master_rules)
        assert not outcome.hex_applied
        assert outcome.reasons == ("immune to Feitiço",)


class TestUndead:
    def test_light_adds_ten_and_a_d20(self, tab_master_rules: DamageRules) -> None:
        modifiers = damage_modifiers(hit("Luz"), unit(20, ("Morto Vivo",)), tab_master_rules)
        assert (modifiers.bonus, modifiers.extra_dice) == (10, "1d20")
        outcome = apply_damage(5, modifiers, 20, extra_roll=4)
        assert (outcome.amount, outcome.defeated) == (19, False)
        assert apply_damage(5, modifiers, 20, extra_roll=6).defeated

    def test_fire_adds_only_the_d20(self, tab_master_rules: DamageRules) -> None:
        modifiers = damage_modifiers(
            hit("Fogo", SPELL), unit(20, ("Morto Vivo",)), tab_master_rules
        )
        assert (modifiers.bonus, modifiers.extra_dice) == (0, "1d20")

    def test_the_extra_roll_is_required(self, tab_master_rules: DamageRules) -> None:
        with pytest.raises(ValueError, match="roll 1d20"):
            resolve_damage(5, hit("Luz"), unit(20, ("Morto Vivo",)), tab_master_rules)

    def test_trait_names_ignore_case(self, tab_master_rules: DamageRules) -> None:
        # The trait list writes "MORTO VIVO", the rules text "Morto Vivo".
        shouting = unit(20, ("MORTO VIVO",))
        assert damage_modifiers(hit("Luz"), shouting, tab_master_rules).extra_dice == "1d20"


def test_vulnerability_adds_ten_from_the_named_source(tab_master_rules: DamageRules) -> None:
    target = unit(10, ("Vulnerabilidade", "Fogo"), ("Essência", "Gelo"))
    assert resolve_damage(5, hit("Fogo"), target, tab_master_rules).amount == 35
    assert resolve_damage(5, hit("Água"), target, tab_master_rules).amount == 5
    arrows = DamageSource(ATTACK, tags=frozenset({"Flecha"}))
    weak_to_arrows = unit(10, ("Vulnerabilidade", "Flecha"))
    assert resolve_damage(5, arrows, weak_to_arrows, tab_master_rules).amount == 15


def test_intangible_ignores_plain_common_attacks(tab_master_rules: DamageRules) -> None:
    # "INTANGÍVEL: esta unidade é imune a ataques comuns, sem a Característica Elemento."
    ghost = unit(2, ("Intangível",))
    common = AttackKind.COMMON.value
    plain = DamageSource(ATTACK, attack_kind=common)
    assert resolve_damage(9, plain, ghost, tab_master_rules).immune
    assert not resolve_damage(9, hit("Fogo", attack_kind=common), ghost, tab_master_rules).immune
    magic = DamageSource(ATTACK, attack_kind=AttackKind.MAGIC.value)
    assert resolve_damage(9, magic, ghost, tab_master_rules).defeated
    assert resolve_damage(9, DamageSource(SPELL), ghost, tab_master_rules).defeated


def test_cursed_units_refuse_enchantments(tab_master_rules: DamageRules) -> None:
    # "AMALDIÇOADO: esta unidade é imune a Encantos."
    assert tab_master_rules.refuses_card(unit(5, ("Amaldiçoado",)), "Encanto")
    assert not tab_master_rules.refuses_card(unit(5, ("Amaldiçoado",)), "Feitiço")
    assert not tab_master_rules.refuses_card(unit(5), "Encanto")


def test_bonuses_of_several_elements_add_up(tab_master_rules: DamageRules) -> None:
    source = DamageSource(SPELL, frozenset({"Fogo", "Água"}))
    target = unit(10, ("Essência", "Gelo"), ("Essência", "Fogo"))
    assert resolve_damage(1, source, target, tab_master_rules).amount == 31


def test_unknown_element_is_an_error(tab_master_rules: DamageRules) -> None:
    with pytest.raises(ValueError, match="unknown element 'Plasma'"):
        resolve_damage(1, hit("Plasma"), unit(1), tab_master_rules)


def test_damage_equal_to_defense_does_not_defeat() -> None:
    assert not resolve_damage(10, DamageSource(SPELL), unit(10), DamageRules()).defeated
    assert resolve_damage(11, DamageSource(SPELL), unit(10), DamageRules()).defeated


def test_trait_names_are_folded_as_the_checks_look_them_up() -> None:
    # The trait is "Morto Vivo"; game.yaml's Vida effect writes "Morto-Vivo", as its rules text
    # does (docs/seed-facts.md). The checks resolve the hyphenated spelling to the trait with an
    # R100 warning, so the engine acts on it too: what `cardkit check` calls one trait, the
    # replays and the balance report treat as one.
    assert TraitCondition("Morto-Vivo").matches(unit(5, ("Morto Vivo",)))
    assert TraitCondition("morto vivo").matches(unit(5, ("Morto Vivo",)))
    assert TraitCondition("Essencia", "agua").matches(unit(5, ("Essência", "Água")))
    assert not TraitCondition("Morto").matches(unit(5, ("Morto Vivo",)))
    assert not TraitCondition("Essência", "Fogo").matches(unit(5, ("Essência", "Água")))


def test_healing_and_hexes_follow_their_deliveries() -> None:
    spell_only_heal = ElementRule(
        "Bálsamo", (ElementEffect(ElementEffectKind.HEAL, deliveries=frozenset({SPELL})),)
    )
    rules = DamageRules(elements=(spell_only_heal,))
    assert resolve_damage(4, hit("Bálsamo", SPELL), unit(1), rules).healed == 4
    assert resolve_damage(4, hit("Bálsamo", ATTACK), unit(1), rules).amount == 4


def test_an_effect_without_against_concerns_every_unit() -> None:
    null_element = ElementRule("Vazio", (ElementEffect(ElementEffectKind.IMMUNITY),))
    outcome = resolve_damage(9, hit("Vazio"), unit(1), DamageRules(elements=(null_element,)))
    assert (outcome.immune, outcome.reasons) == (True, ("Vazio immunity vs every unit",))
