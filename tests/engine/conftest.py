"""Fixtures for the engine tests: Tab Master's element and trait rules as data.

The engine never hard-codes a game; the content team builds these same values from
``game.yaml``. Here they are written out from seed 000 ("ELEMENTO" tables of "Efeitos de
Ataque" and of the magic rules), with the seed's wording next to each choice; the tables and
their slips are in docs/seed-facts.md, Elements.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from cardkit.packs.tabmaster.engine.attacks import AttackKind  # noqa: E402
from cardkit.packs.tabmaster.engine.elements import (  # noqa: E402
    ANY_DELIVERY,
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
from cardkit.packs.tabmaster.engine.targets import TraitCondition  # noqa: E402

ESSENCE = "Essência"
# The Vida line of seed 000 writes "Morto-Vivo" (and content/game.yaml keeps that spelling for
# the checks to report); the trait itself is "MORTO VIVO". This fixture uses one name so the
# rule itself can be tested.
UNDEAD = "Morto Vivo"
ATTACKS_ONLY = frozenset({Delivery.ATTACK})
KIND = ElementEffectKind


def essence(element: str) -> TraitCondition:
    return TraitCondition(ESSENCE, element)


def bonus(
    amount: int, *against: TraitCondition, deliveries: frozenset[Delivery] = ANY_DELIVERY
) -> ElementEffect:
    return ElementEffect(KIND.BONUS_DAMAGE, against, amount, deliveries)


def tab_master_elements() -> tuple[ElementRule, ...]:
    """Seed 000's element tables, in content/game.yaml's vocabulary."""
    return (
        ElementRule("Fogo", (bonus(20, essence("Gelo")),)),
        ElementRule("Água", (bonus(10, essence("Fogo")),)),
        ElementRule(
            "Terra",
            (bonus(10, essence("Terra")), ElementEffect(KIND.IMMUNITY, (TraitCondition("Voar"),))),
        ),
        ElementRule("Ar", (bonus(10, essence("Ar"), TraitCondition("Voar")),)),
        # Seed: "causam 20 pontos de Dano extras (DAN +10)": the text contradicts itself;
        # the amount is data, and this fixture takes the words (20) over the parenthesis.
        ElementRule("Gelo", (bonus(20, essence("Fogo")),)),
        ElementRule("Eletricidade", (bonus(10, essence("Água")),)),
        ElementRule(
            "Vida",
            (
                ElementEffect(KIND.HEAL),
                ElementEffect(KIND.NO_HEAL, (essence("Escuridão"),)),
                # "Essência: Doença, que sofrem o Dano normal acrescido de 10 (DAN +10)"
                bonus(10, essence("Doença")),
                # Only the attack table has "causam derrota automática ... Morto-Vivo".
                ElementEffect(KIND.AUTO_DEFEAT, (TraitCondition(UNDEAD),), deliveries=ATTACKS_ONLY),
            ),
        ),
        ElementRule(
            "Doença",
            (
                ElementEffect(KIND.APPLY_HEX),
                # Only the attack table has Doença's +10 vs Essência: Vida.
                bonus(10, essence("Vida"), deliveries=ATTACKS_ONLY),
            ),
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
        hex_card_kind="Feitiço",
    )


@pytest.fixture
def tab_master_rules() -> DamageRules:
    return tab_master_damage_rules()
