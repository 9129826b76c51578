"""Clix-style combat (seed 002; docs/seed-facts.md, Clix combat)."""

from __future__ import annotations

import pytest

from cardkit.packs.tabmaster.engine.clix import (
    ClixOutcome,
    ClixRoll,
    UnitType,
    capture,
    charge,
    death_from_above,
    energy_damage,
    energy_heat,
    indirect_fire,
    multiple_targets,
    ram,
    standard_attack,
)

CATAPULT = {"AgroMech": 18, "Battle Armor": 17, "Marksman": 20}


def test_catapult_example() -> None:
    # "O valor de ataque do Catapult é igual a 10. Tracey joga 3 dados de seis lados e obtém
    # um resultado igual a 8. O total da jogada de ataque é 18 ... um AgroMech ... defesa igual
    # a 18, uma unidade Purifier Battle Armor com defesa igual a 17 e um Tanque M1 Marksman
    # com defesa 20. O ataque do Catapult não atinge o Marksman, mas atinge o AgroMech e o
    # Battle Armor. ... ele causa 3 cliques de dano do AgroMech e 1 clique à unidade Battle
    # Armor."
    outcome = multiple_targets(
        attack=10,
        dice=8,
        defenses=CATAPULT,
        damage=4,
        split={"AgroMech": 3, "Battle Armor": 1},
        max_targets=3,
    )
    assert set(outcome.totals.values()) == {18}
    assert outcome.hits == {"AgroMech", "Battle Armor"}
    assert outcome.clicks == {"AgroMech": 3, "Battle Armor": 1}


@pytest.mark.parametrize(
    ("split", "message"),
    [
        ({"AgroMech": 3, "Marksman": 1}, r"targets not hit: \['Marksman'\]"),
        ({"AgroMech": 3}, "adds up to 3, not 4"),
        ({"AgroMech": 5, "Battle Armor": -1}, "negative clicks"),
    ],
)
def test_the_damage_split_is_checked(split: dict[str, int], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        multiple_targets(attack=10, dice=8, defenses=CATAPULT, damage=4, split=split, max_targets=3)


def test_targets_are_limited_by_the_weapon_symbols() -> None:
    with pytest.raises(ValueError, match="3 targets, the unit may shoot at 1 to 2"):
        multiple_targets(attack=10, dice=8, defenses=CATAPULT, damage=4, split={}, max_targets=2)


def test_nothing_to_split_when_nothing_is_hit() -> None:
    outcome = multiple_targets(
        attack=0, dice=3, defenses=CATAPULT, damage=4, split={}, max_targets=3
    )
    assert (outcome.hits, outcome.clicks) == (frozenset(), {})


def test_rear_arc_per_target() -> None:
    outcome = multiple_targets(
        attack=10,
        dice=8,
        defenses=CATAPULT,
        damage=4,
        split={"AgroMech": 2, "Battle Armor": 1, "Marksman": 1},
        max_targets=3,
        rear_arc=frozenset({"Marksman"}),
    )
    assert outcome.totals["Marksman"] == 20 and "Marksman" in outcome.hits


def test_rear_arc_adds_two() -> None:
    # "Adicione 2 pontos a sua jogada de dados se a linha de tiro passar pelo arco posterior"
    roll = ClixRoll(attack=8, dice=9, defense=18)
    assert standard_attack(roll, damage=2) == ClixOutcome(17, 18, False, 0)
    assert standard_attack(roll, damage=2, rear_arc=True) == ClixOutcome(19, 18, True, 2)


def test_melee_is_the_same_roll() -> None:
    # Melee: "Jogue 3 dados de seis lados e adicione o resultado obtido ao valor de ataque
    # ... Adicione 2 pontos ao total se ... contato com o arco posterior do alvo."
    assert standard_attack(ClixRoll(5, 10, 15), damage=3).target_clicks == 3


def test_indirect_fire_raises_defense_and_caps_damage() -> None:
    # "O valor de defesa do alvo ... é aumentado em 3 pontos" and "valor de dano do
    # atirador, que deve ser no máximo igual a 2."
    hit = indirect_fire(ClixRoll(attack=10, dice=10, defense=17), damage=4)
    assert (hit.total, hit.defense, hit.hit, hit.target_clicks) == (20, 20, True, 2)
    miss = indirect_fire(ClixRoll(attack=10, dice=9, defense=17), damage=4)
    assert (miss.hit, miss.target_clicks) == (False, 0)


def test_capture() -> None:
    # "seu valor de defesa será aumentado em 3 pontos. Se você atingir o alvo, a unidade
    # atacante captura-o sem causar dano. A unidade atacante sofrerá 1 clique de dano, se não
    # for bem-sucedida"
    success = capture(ClixRoll(attack=7, dice=12, defense=16))
    assert (success.defense, success.captured, success.target_clicks) == (19, True, 0)
    assert success.attacker_clicks == 0
    failure = capture(ClixRoll(attack=7, dice=11, defense=16))
    assert (failure.captured, failure.attacker_clicks) == (False, 1)


def test_ram() -> None:
    # "o alvo receberá 2 cliques de dano. O veículo atacante sofre 1 clique de dano
    # independente de o ataque ter sido bem-sucedido ou não."
    roll = ClixRoll(attack=8, dice=8, defense=17)
    from_front = ram(roll, target_type=UnitType.MECH, started_in_rear_arc=False)
    assert (from_front.hit, from_front.target_clicks, from_front.attacker_clicks) == (False, 0, 1)
    from_rear = ram(roll, target_type=UnitType.VEHICLE, started_in_rear_arc=True)
    assert (from_rear.total, from_rear.target_clicks, from_rear.attacker_clicks) == (18, 2, 1)
    with pytest.raises(ValueError, match="a ram cannot target infantry"):
        ram(roll, target_type=UnitType.INFANTRY, started_in_rear_arc=False)


def test_charge() -> None:
    # "O dano sofrido pelo alvo será igual ao valor de dano primário do atacante + 1. O 'Mech
    # ... sofrerá 1 clique de dano e 1 clique de aquecimento ... independente de o ataque ter
    # sido bem-sucedido ou não."
    hit = charge(
        ClixRoll(9, 9, 18), primary_damage=3, target_type=UnitType.MECH, started_in_rear_arc=False
    )
    assert (hit.target_clicks, hit.attacker_clicks, hit.attacker_heat) == (4, 1, 1)
    miss = charge(
        ClixRoll(9, 6, 18), primary_damage=3, target_type=UnitType.MECH, started_in_rear_arc=True
    )
    assert (miss.total, miss.hit, miss.attacker_clicks, miss.attacker_heat) == (17, False, 1, 1)
    with pytest.raises(ValueError, match="a charge cannot target infantry"):
        charge(
            ClixRoll(9, 9, 18),
            primary_damage=3,
            target_type=UnitType.INFANTRY,
            started_in_rear_arc=False,
        )


def test_death_from_above() -> None:
    # "o alvo tem seu valor de defesa aumentado em 2 pontos. ... dano primário do atacante
    # + 2. ... O atacante sofre 1 clique de dano. Se o ataque não for bem-sucedido, o atacante
    # sofrerá 2 cliques de dano"
    hit = death_from_above(ClixRoll(9, 9, 16), primary_damage=2, target_type=UnitType.VEHICLE)
    assert (hit.defense, hit.hit, hit.target_clicks, hit.attacker_clicks) == (18, True, 4, 1)
    miss = death_from_above(ClixRoll(9, 8, 16), primary_damage=2, target_type=UnitType.MECH)
    assert (miss.hit, miss.target_clicks, miss.attacker_clicks) == (False, 0, 2)
    with pytest.raises(ValueError, match="death from above cannot target infantry"):
        death_from_above(ClixRoll(9, 9, 16), primary_damage=2, target_type=UnitType.INFANTRY)


def test_energy_damage_and_heat() -> None:
    # "Se for um ataque de energia e o alvo for um veículo ou um 'Mech, o dano sofrido será
    # igual ao valor de dano do próprio alvo. Se o alvo for uma unidade de infantaria, o ataque
    # de energia provocará apenas 1 clique"
    assert energy_damage(UnitType.INFANTRY, 4) == 1
    assert energy_damage(UnitType.MECH, 3) == 3
    assert energy_damage(UnitType.VEHICLE, 2) == 2
    # "o 'Mech sofrerá 1 clique de aquecimento ... não pode receber mais de 1 clique de
    # aquecimento dessa forma durante o mesmo turno."
    assert energy_heat(UnitType.MECH, clicks_taken=2, heated_this_turn=False) == 1
    assert energy_heat(UnitType.MECH, clicks_taken=2, heated_this_turn=True) == 0
    assert energy_heat(UnitType.MECH, clicks_taken=0, heated_this_turn=False) == 0
    assert energy_heat(UnitType.VEHICLE, clicks_taken=2, heated_this_turn=False) == 0
