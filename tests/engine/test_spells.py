"""Tab Master spells, replaying the examples of seed 000 ("Regras de Magia").

The rules and the examples' known slips are in docs/seed-facts.md, Magic, Range and Worked
examples."""

from __future__ import annotations

import pytest

from cardkit.packs.tabmaster.engine.board import Board
from cardkit.packs.tabmaster.engine.elements import DamageRules
from cardkit.packs.tabmaster.engine.lines import EAST, LineDirection
from cardkit.packs.tabmaster.engine.spells import (
    Aim,
    BoardUnit,
    IllegalAim,
    Side,
    Spell,
    SpellShape,
    Table,
    TableCard,
    activate_card,
    affected_squares,
    caster_classes,
    check_cast,
    place_card,
    resolve_spell,
    spell_victims,
)
from cardkit.packs.tabmaster.engine.targets import Target, TraitRef

TABLE_LIMIT = 10  # "Cada Mesa poderá ter, no máximo, dez cartas."

# "Inferno 30 3 2d20 Alquimista Elemento: Fogo, Explosão: 2, Todos."
INFERNO = Spell(
    "Inferno",
    cost=30,
    caster_class="Alquimista",
    reach=3,
    shape=SpellShape.EXPLOSION,
    blast_radius=2,
    hits_everyone=True,
    elements=frozenset({"Fogo"}),
)
# "Lâmina da Terra 8 8 1d20 Alquimista Elemento: Terra."
LAMINA_DA_TERRA = Spell(
    "Lâmina da Terra", cost=8, caster_class="Alquimista", reach=8, elements=frozenset({"Terra"})
)
# "Morte 50 3 1d20 Feiticeiro Área, Elemento: Escuridão."
MORTE = Spell(
    "Morte",
    cost=50,
    caster_class="Feiticeiro",
    reach=3,
    shape=SpellShape.AREA,
    elements=frozenset({"Escuridão"}),
)
# "Peste 50 4 10 Feiticeiro Área, Elemento: Doença, Sacrificio."
PESTE = Spell(
    "Peste",
    cost=50,
    caster_class="Feiticeiro",
    reach=4,
    shape=SpellShape.AREA,
    sacrifice=True,
    elements=frozenset({"Doença"}),
)
# "Lança de Gelo 9 6 2d20 Alquimista Elemento: Gelo, Linha: Completa."
LANCA_DE_GELO = Spell(
    "Lança de Gelo",
    cost=9,
    caster_class="Alquimista",
    reach=6,
    shape=SpellShape.LINE,
    line_directions=frozenset({LineDirection.COMPLETE}),
    elements=frozenset({"Gelo"}),
)
# "Fluxo Selvagem 4 8 2d20 Alquimista Linha: Completa e Aleatório, Todos."
FLUXO_SELVAGEM = Spell(
    "Fluxo Selvagem",
    cost=4,
    caster_class="Alquimista",
    reach=8,
    shape=SpellShape.LINE,
    line_directions=frozenset({LineDirection.COMPLETE, LineDirection.RANDOM}),
    hits_everyone=True,
)
# "Rajada Solar 12 - 2d10 Guardião Elemento: Luz, Linha de Frente."
RAJADA_SOLAR = Spell(
    "Rajada Solar",
    cost=12,
    caster_class="Guardião",
    shape=SpellShape.LINE,
    line_directions=frozenset({LineDirection.FRONT}),
    elements=frozenset({"Luz"}),
)


def unit(name: str, square: tuple[int, int], side: Side, defense: int, *traits: str) -> BoardUnit:
    return BoardUnit(name, square, side, Target(defense, tuple(TraitRef(t) for t in traits)))


def active_table(*spells: Spell) -> Table:
    return Table(TABLE_LIMIT, tuple(TableCard(spell.name, active=True) for spell in spells))


def test_inferno_example(tab_master_rules: DamageRules) -> None:
    # "Um Alquimista decide usar uma Magia de Fogo contra 2 Cavaleiros, 1 Levi e um Sacerdote
    # próximos, então ele escolhe uma casa a 2 casas de distância dele como Epicentro da Magia
    # ... A Partir do Epicentro, ele conta 2 casas de distância, ... causando 20 pontos de Dano
    # em todas as unidades. Como o Dano é maior do que as Defesas destas unidades, todas elas
    # são derrotadas. Nota-se porém, que o próprio Alquimista que conjurou a Magia é atingido
    # por ela. Neste caso, portanto, ele também será derrotado".
    # The example says "DAN 20" while the spell list says 2d20: the example's 20 is used.
    # Cavaleiro, Levi and Sacerdote DEFs are not in the seed; any DEF below 20 fits the text.
    board = Board(9, 9)
    alquimista = unit("Alquimista", (4, 6), Side.ALLY, 3)  # DEF 3, as in the Comum example
    epicentre = (4, 4)  # 2 squares in front of the Alquimista, empty
    enemies = [
        unit("Cavaleiro 1", (3, 4), Side.ENEMY, 10),
        unit("Cavaleiro 2", (5, 4), Side.ENEMY, 10),
        unit("Levi", (4, 3), Side.ENEMY, 8),
        unit("Sacerdote", (4, 2), Side.ENEMY, 5),
        unit("Soldado far away", (8, 0), Side.ENEMY, 10),
    ]
    cast = check_cast(
        INFERNO, classes=frozenset({"Alquimista"}), flux=40, table=active_table(INFERNO)
    )
    assert (cast.allowed, cast.flux_left) == (True, 10)

    squares = affected_squares(board, INFERNO, alquimista.square, Aim(epicentre=epicentre))
    victims = spell_victims(INFERNO, squares, alquimista, enemies)
    assert [v.id for v in victims] == [
        "Alquimista",
        "Cavaleiro 1",
        "Cavaleiro 2",
        "Levi",
        "Sacerdote",
    ]
    outcome = resolve_spell(
        INFERNO, caster=alquimista, victims=victims, damage=20, rules=tab_master_rules
    )
    assert outcome.defeated == {"Alquimista", "Cavaleiro 1", "Cavaleiro 2", "Levi", "Sacerdote"}
    assert outcome.caster_defeated
    assert {hit.outcome.amount for hit in outcome.hits} == {20}


def test_inferno_epicentre_must_be_within_rng() -> None:
    with pytest.raises(IllegalAim, match=r"epicentre \(4, 2\) is 4 away, RNG 3"):
        affected_squares(Board(9, 9), INFERNO, (4, 6), Aim(epicentre=(4, 2)))
    with pytest.raises(IllegalAim, match="choose a epicentre"):
        affected_squares(Board(9, 9), INFERNO, (4, 6), Aim())


def test_lamina_da_terra_example(tab_master_rules: DamageRules) -> None:
    # "Lâmina da Terra (Custo 8, RNG 8, DAN 10 (Elemento: Terra), REF Alquimista) ... um
    # Alquimista, 5 casas distante de um Soldado (DEF10) ... Então ele gasta 40 pontos de
    # fluxo de sua reserva de Fluxo e causa 10 pontos de Dano no Soldado, derrotando-o."
    # Two contradictions: the cost is 8, not 40 (the engine charges 8), and 10 damage is not
    # "maior do que a Defesa" 10, so under the rule the Soldado survives. The example's DAN 10
    # also differs from the list's 1d20; the example's 10 is used.
    alquimista = unit("Alquimista", (0, 0), Side.ALLY, 3)
    soldado = unit("Soldado", (5, 0), Side.ENEMY, 10)
    cast = check_cast(
        LAMINA_DA_TERRA,
        classes=frozenset({"Alquimista"}),
        flux=50,
        table=active_table(LAMINA_DA_TERRA),
    )
    assert (cast.allowed, cast.flux_left) == (True, 42)
    squares = affected_squares(Board(10, 3), LAMINA_DA_TERRA, (0, 0), Aim(target=(5, 0)))
    assert squares == {(5, 0)}
    victims = spell_victims(LAMINA_DA_TERRA, squares, alquimista, [soldado])
    outcome = resolve_spell(
        LAMINA_DA_TERRA, caster=alquimista, victims=victims, damage=10, rules=tab_master_rules
    )
    assert [(hit.unit, hit.outcome.amount) for hit in outcome.hits] == [("Soldado", 10)]
    assert outcome.defeated == frozenset()
    assert not outcome.caster_defeated


def test_single_target_range_ignores_height() -> None:
    board = Board(10, 3, heights={(8, 0): 9})
    assert affected_squares(board, LAMINA_DA_TERRA, (0, 0), Aim(target=(8, 0))) == {(8, 0)}
    with pytest.raises(IllegalAim, match=r"target \(9, 0\) is 9 away, RNG 8"):
        affected_squares(board, LAMINA_DA_TERRA, (0, 0), Aim(target=(9, 0)))


class TestCasting:
    def test_only_the_ref_class_may_cast(self) -> None:
        # "Esta unidade deve ser da classe de referência especificada na descrição da Magia"
        check = check_cast(
            LAMINA_DA_TERRA,
            classes=frozenset({"Feiticeiro"}),
            flux=50,
            table=active_table(LAMINA_DA_TERRA),
        )
        assert not check.allowed and check.flux_left == 50
        assert check.reasons == ("Lâmina da Terra is cast by Alquimista, not ['Feiticeiro']",)

    def test_padrao_counts_as_another_class(self) -> None:
        # "PADRÃO (?): A unidade ... conta como se fosse uma unidade do tipo especificado"
        classes = caster_classes("Levi", [TraitRef("PADRÃO", ("Alquimista",))], {"Padrão"})
        assert classes == {"Levi", "Alquimista"}
        check = check_cast(
            LAMINA_DA_TERRA, classes=classes, flux=8, table=active_table(LAMINA_DA_TERRA)
        )
        assert (check.allowed, check.flux_left) == (True, 0)

    def test_cost_is_paid_on_every_cast(self) -> None:
        # "Este custo deve ser pago toda a vez que esta Magia for conjurada. Se o jogador ...
        # não puder arcar com os custos de conjuração, ele não poderá conjurar a Magia."
        table = active_table(LAMINA_DA_TERRA)
        classes = frozenset({"Alquimista"})
        first = check_cast(LAMINA_DA_TERRA, classes=classes, flux=20, table=table)
        second = check_cast(LAMINA_DA_TERRA, classes=classes, flux=first.flux_left, table=table)
        third = check_cast(LAMINA_DA_TERRA, classes=classes, flux=second.flux_left, table=table, pool_name="Fluxo")
        assert (first.flux_left, second.flux_left) == (12, 4)
        assert first.reasons == ("paid 8 mana",), "the pool's name, when the caller gives none"
        assert not third.allowed
        assert third.reasons == ("Lâmina da Terra costs 8 Fluxo, 4 left",)

    def test_the_card_must_be_active_on_the_mesa(self) -> None:
        face_down = Table(TABLE_LIMIT, (TableCard("Lâmina da Terra", active=False),))
        check = check_cast(
            LAMINA_DA_TERRA, classes=frozenset({"Alquimista"}), flux=50, table=face_down
        )
        assert check.reasons == ("Lâmina da Terra is not active on the table",)


class TestMesa:
    def test_activation_pays_the_cost_once(self) -> None:
        # "seu custo de conjuração deve ser pago como taxa de ativação" or later, face down.
        placed = place_card(Table(TABLE_LIMIT), "Inferno", cost=30, flux=35, pay_now=False)
        assert placed.table.cards == (TableCard("Inferno", active=False),)
        assert placed.flux == 35
        activated = activate_card(placed.table, "Inferno", cost=30, flux=placed.flux)
        assert activated.table.cards == (TableCard("Inferno", active=True),)
        assert activated.flux == 5
        again = activate_card(activated.table, "Inferno", cost=30, flux=activated.flux)
        assert (again.allowed, again.reasons) == (False, ("Inferno is already active",))

    def test_paying_at_once(self) -> None:
        paid = place_card(Table(TABLE_LIMIT), "Choque", cost=2, flux=2, pay_now=True)
        assert (paid.allowed, paid.flux, paid.table.cards) == (
            True,
            0,
            (TableCard("Choque", active=True),),
        )
        broke = place_card(Table(TABLE_LIMIT), "Inferno", cost=30, flux=2, pay_now=True, pool_name="Fluxo")
        assert (broke.allowed, broke.flux, broke.table) == (False, 2, Table(TABLE_LIMIT))
        assert broke.reasons == ("activation costs 30 Fluxo, 2 left",)

    def test_a_mesa_holds_at_most_ten_cards(self) -> None:
        full = Table(TABLE_LIMIT, tuple(TableCard(f"card {n}", True) for n in range(10)))
        change = place_card(full, "Choque", cost=2, flux=50, pay_now=False)
        assert (change.allowed, change.table, change.flux) == (False, full, 50)
        assert change.reasons == ("the table already holds 10 cards",)

    def test_unknown_card_cannot_be_activated(self) -> None:
        change = activate_card(Table(TABLE_LIMIT), "Raio", cost=12, flux=50)
        assert change.reasons == ("Raio is not on the table",)


class TestArea:
    BOARD = Board(7, 7, obstacles={(3, 0): 9, (2, 1): 9, (4, 1): 9})

    def test_area_hits_only_enemies_without_todos(self, tab_master_rules: DamageRules) -> None:
        feiticeiro = unit("Feiticeiro", (3, 3), Side.ALLY, 3)
        others = [
            unit("ally in range", (3, 4), Side.ALLY, 1),
            unit("enemy at 3", (3, 6), Side.ENEMY, 1),
            unit("enemy at 4", (6, 2), Side.ENEMY, 1),
            # (3,1) is boxed in by obstacles on three sides, still 2 steps away through (3,2).
            unit("enemy in the nook", (3, 1), Side.ENEMY, 1),
        ]
        squares = affected_squares(self.BOARD, MORTE, feiticeiro.square, Aim())
        victims = spell_victims(MORTE, squares, feiticeiro, others)
        assert [v.id for v in victims] == ["enemy at 3", "enemy in the nook"]

    def test_area_goes_around_obstacles(self) -> None:
        # Seed 003: area "Obstáculos: devem ser contornadas."
        squares = affected_squares(self.BOARD, MORTE, (3, 2), Aim())
        assert (3, 1) in squares and (3, 0) not in squares
        assert (2, 0) not in squares  # 5 steps around the wall, beyond RNG 3

    def test_sacrifice_defeats_the_caster_and_disease_hexes(
        self, tab_master_rules: DamageRules
    ) -> None:
        # "SACRIFÍCIO: ... a unidade que conjurou a magia deve ser derrotado automaticamente
        # depois do lance de Magia." Doença puts a Feitiço on every unit hit, except Anjos.
        feiticeiro = unit("Feiticeiro", (3, 3), Side.ALLY, 3)
        others = [
            unit("Soldado", (3, 5), Side.ENEMY, 10),
            unit("Anjo", (1, 3), Side.ENEMY, 2, "Anjo"),
        ]
        squares = affected_squares(Board(7, 7), PESTE, feiticeiro.square, Aim())
        victims = spell_victims(PESTE, squares, feiticeiro, others)
        outcome = resolve_spell(
            PESTE, caster=feiticeiro, victims=victims, damage=10, rules=tab_master_rules
        )
        assert outcome.caster_defeated
        assert "Feiticeiro" not in {hit.unit for hit in outcome.hits}
        assert {hit.unit: hit.outcome.hex_applied for hit in outcome.hits} == {
            "Soldado": True,
            "Anjo": False,
        }
        assert outcome.defeated == {"Anjo"}


class TestLine:
    def test_complete_line_stops_at_obstacles(self) -> None:
        board = Board(9, 9, obstacles={(6, 4): 1})
        squares = affected_squares(board, LANCA_DE_GELO, (4, 4), Aim())
        assert (5, 4) in squares and (6, 4) not in squares and (7, 4) not in squares
        assert {(4, 0), (0, 0), (8, 8), (0, 8), (8, 0), (4, 8), (0, 4)} <= squares
        assert (4, 4) not in squares
        assert len(squares) == 4 + 4 + 4 + 4 + 4 + 4 + 1 + 4

    def test_random_needs_the_rolled_direction(self) -> None:
        with pytest.raises(IllegalAim, match="needs the rolled direction of its random line"):
            affected_squares(Board(9, 9), FLUXO_SELVAGEM, (4, 4), Aim())
        squares = affected_squares(Board(9, 9), FLUXO_SELVAGEM, (4, 4), Aim(random_direction=EAST))
        assert len(squares) == 32

    def test_front_line_without_rng_runs_to_the_edge(self) -> None:
        # Rajada Solar's RNG is "-": the line of the description has no limit of its own.
        squares = affected_squares(Board(9, 3), RAJADA_SOLAR, (1, 1), Aim(facing=EAST))
        assert squares == {(x, 1) for x in range(2, 9)}

    def test_todos_hits_allies_on_the_line_but_not_the_caster(
        self, tab_master_rules: DamageRules
    ) -> None:
        caster = unit("Alquimista", (4, 4), Side.ALLY, 3)
        ally = unit("Soldado", (4, 2), Side.ALLY, 10)
        squares = affected_squares(
            Board(9, 9), FLUXO_SELVAGEM, caster.square, Aim(random_direction=EAST)
        )
        assert spell_victims(FLUXO_SELVAGEM, squares, caster, [ally]) == (ally,)
        assert spell_victims(LANCA_DE_GELO, squares, caster, [ally]) == ()


def test_explosion_epicentre_may_be_empty_but_not_an_obstacle() -> None:
    # "não é obrigatório que ela esteja ocupada por alguma Unidade"
    board = Board(9, 9, obstacles={(4, 4): 2})
    with pytest.raises(IllegalAim, match=r"epicentre \(4, 4\) is not a free square"):
        affected_squares(board, INFERNO, (4, 6), Aim(epicentre=(4, 4)))
    # A blast is clipped at the board's edge: 4 of its 13 squares would be past row 8.
    assert len(affected_squares(Board(9, 9), INFERNO, (4, 6), Aim(epicentre=(4, 8)))) == 9
