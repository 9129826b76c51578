"""Reading seed-style stat quotes and comparing them with cards (docs/seed-facts.md, Worked examples)."""

from __future__ import annotations

from cardkit.checks.prose_patterns import source_prose
from cardkit.packs.tabmaster.checks.rulebook_quote_check import same_value
from cardkit.packs.tabmaster.checks.rulebook_quotes import QuoteGrammar, QuoteItem, find_quotes
from cardkit.project.validate import load_game, open_project
from tests.conftest import REPO_ROOT

NAMES = ["Lâmina da Terra", "Inferno", "Arqueiro", "Cavaleiro", "Soldado", "Terra"]
GRAMMAR = QuoteGrammar.of(source_prose(load_game(*open_project(REPO_ROOT)).game))
"""The bundled game's words (DAN, Custo, Secundário) read with the pt-BR patterns."""


def test_the_seeds_quote_shapes() -> None:
    text = (
        "Na Magia Inferno (Custo 30, RNG 3 (Explosão 2, Todos, Elemento: Fogo), DAN 20, REF Alquimista); "
        "um Cavaleiro ¹ (ATK (Atropelamento) 3, DAN 1d20, HLT 0), um Soldado ² (DEF10), "
        "um Arqueiro¹ (ATK 1d10 (Projétil: Flecha), DAN 1d20, Ataque Secundário: ATK 1, DAN 1d4) e "
        "uma Lâmina da Terra (Custo 8)."
    )
    known, unknown = find_quotes(text, NAMES, GRAMMAR)
    assert unknown == []
    assert [q.name for q in known] == ["Inferno", "Cavaleiro", "Soldado", "Arqueiro", "Lâmina da Terra"]
    inferno, cavaleiro, soldado, arqueiro, _ = known
    assert inferno.items[1] == QuoteItem("RNG", "3", ("Explosão 2", "Todos", "Elemento: Fogo"))
    assert cavaleiro.items[0] == QuoteItem("ATK", "3", ("Atropelamento",))
    assert soldado.items == (QuoteItem("DEF", "10"),)
    assert arqueiro.items[2:] == (QuoteItem("ATK", "1", (), True), QuoteItem("DAN", "1d4", (), True))


def test_parentheses_that_are_not_stat_lists_are_ignored() -> None:
    text = "Defesa (DEF) do alvo; uma penalidade de (ATK -10); montanha ³ (HLT 8); Vitalidade (VIT)."
    assert find_quotes(text, NAMES, GRAMMAR) == ([], [])


def test_an_unknown_capitalised_name_before_stats_is_reported() -> None:
    known, unknown = find_quotes("um Lanceirro ¹ (ATK 2)", NAMES, GRAMMAR)
    assert known == [] and [q.name for q in unknown] == ["Lanceirro"]


def test_values_compare_by_meaning() -> None:
    assert same_value("d20", "1d20") and same_value("10", 10) and same_value("alquimista", "Alquimista")
    assert not same_value("10", "1d20") and not same_value("20", "2d20")
    assert same_value("-", None)
