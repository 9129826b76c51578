"""Fixtures for the engine tests: Tab Master's element and trait rules as data.

The engine never hard-codes a game; the content team builds these same values from
``game.yaml``. Here they are written out from seed 000 ("ELEMENTO" tables of "Efeitos de
Ataque" and of the magic rules), with the seed's wording next to each choice.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from cardkit.engine.attacks import AttackKind  # noqa: E402
from cardkit.engine.elements import (  # noqa: E402
    CardImmunityRule,
    DamageRules,
    Delivery,
    ElementEffect,
    ElementEffectKind,
    ElementRule,
    ExtraDiceRule,
    ImmunityRule,
    SourceFilter,
    VulnerabilityRule,
)
from cardkit.engine.targets import TraitCondition  # noqa: E402

ESSENCE = "Essência"
UNDEAD = "Morto Vivo"  # the Vida line of seed 000 writes "Morto-Vivo": one trait, two names
ATTACKS_ONLY = frozenset({Delivery.ATTACK})


def essence(element: str) -> TraitCondition:
    return TraitCondition(ESSENCE, element)


def bonus(amount: int, *against: TraitCondition, **options: frozenset[Delivery]) -> ElementEffect:
    return ElementEffect(ElementEffectKind.BONUS, against, amount, **options)


def tab_master_elements() -> tuple[ElementRule, ...]:
    kind = ElementEffectKind
    return (
        ElementRule("Fogo", (bonus(20, essence("Gelo")),)),
        ElementRule("Água", (bonus(10, essence("Fogo")),)),
        ElementRule(
            "Terra",
            (
                bonus(10, essence("Terra")),
                ElementEffect(kind.IMMUNE, (TraitCondition("Voar"),)),
            ),
        ),
        ElementRule("Ar", (bonus(10, essence("Ar"), TraitCondition("Voar")),)),
        # Seed: "causam 20 pontos de Dano extras (DAN +10)": the text contradicts itself;
        # the amount is data, and this fixture takes the words (20) over the parenthesis.
        ElementRule("Gelo", (bonus(20, essence("Fogo")),)),
        ElementRule("Eletricidade", (bonus(10, essence("Água")),)),
        ElementRule(
            "Vida",
            (
                ElementEffect(kind.BLOCKS_HEALING, (essence("Escuridão"),)),
                ElementEffect(kind.REVERSES_HEALING, (essence("Doença"),)),
                bonus(10, essence("Doença")),
                # Only the attack table has "causam derrota automática ... Morto-Vivo".
                ElementEffect(kind.AUTO_DEFEAT, (TraitCondition(UNDEAD),), deliveries=ATTACKS_ONLY),
            ),
            heals=True,
        ),
        # Only the attack table has Doença's +10 vs Essência: Vida.
        ElementRule(
            "Doença", (bonus(10, essence("Vida"), deliveries=ATTACKS_ONLY),), applies_card="Feitiço"
        ),
        ElementRule("Luz", (bonus(10, TraitCondition(UNDEAD), essence("Escuridão")),)),
        ElementRule("Escuridão", (bonus(10, essence("Luz")),)),
    )


def tab_master_damage_rules() -> DamageRules:
    return DamageRules(
        elements=tab_master_elements(),
        # "MORTO VIVO: ... alvo de Magias, Contramágicas, Fenômenos ou ataques com o elemento
        # Fogo ou Luz ... 1d20 de dano extra": read here as Fogo or Luz for every source.
        extra_dice=(
            ExtraDiceRule(UNDEAD, "1d20", SourceFilter(elements=frozenset({"Fogo", "Luz"}))),
        ),
        # "INTANGÍVEL: esta unidade é imune a ataques comuns, sem a Característica Elemento."
        immunities=(
            ImmunityRule(
                "Intangível",
                SourceFilter(
                    deliveries=ATTACKS_ONLY,
                    attack_kinds=frozenset({AttackKind.COMMON.value}),
                    without_element=True,
                ),
            ),
        ),
        # "VULNERABILIDADE (?): ... sofrem 10 pontos adicionais de Dano"
        vulnerabilities=(VulnerabilityRule("Vulnerabilidade", 10),),
        # "AMALDIÇOADO: esta unidade é imune a Encantos." / "ANJO: ... imune a Feitiços."
        card_immunities=(
            CardImmunityRule("Amaldiçoado", "Encanto"),
            CardImmunityRule("Anjo", "Feitiço"),
        ),
    )


@pytest.fixture
def tab_master_rules() -> DamageRules:
    return tab_master_damage_rules()
