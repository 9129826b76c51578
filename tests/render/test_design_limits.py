"""The default card design's print-shop limits: text fitting never sets text under 6 pt, and a
trait card prints its parameters as blanks after its name, not as "(grupo) (pontos)"."""

from __future__ import annotations

import re
from pathlib import Path

from cardkit.pipeline import check_project
from cardkit.render.documents import card_renderer
from cardkit.render.faces import game_cards
from cardkit.render.fit import LADDER, MIN_TEXT_PT, FitLevel, ladder_for
from cardkit.theme.art import BASE_FONT_SIZE

BUNDLED = Path(__file__).resolve().parents[2]


def test_the_poker_ladder_stops_at_the_floor_88_percent_at_6_5_pt_and_82_percent_at_6_pt() -> None:
    """The theme's 6.5 pt floor stops the ladder at 88 % (6.51 pt); a slot floored at a print
    shop's 6 pt goes on to 82 % (6.07 pt); no step sets text under its floor."""
    steps = ladder_for(True, BASE_FONT_SIZE, 6.5)
    assert steps[-1] == FitLevel(88, reminders=False)
    assert min(step.percent for step in steps) * BASE_FONT_SIZE / 100 >= 6.5
    floored = ladder_for(True, BASE_FONT_SIZE)
    assert floored[-1] == FitLevel(82, reminders=False)
    assert min(step.percent for step in floored) * BASE_FONT_SIZE / 100 >= MIN_TEXT_PT
    assert ladder_for(True, BASE_FONT_SIZE, 5.0) == floored  # a floor under 6 pt is raised to it
    # The text shrinks from the second step on: the art window never gives up its room.
    assert steps[1] == FitLevel(96) and all(set(vars(step)) == {"percent", "reminders"} for step in LADDER)


def test_trait_reminders_show_only_where_their_09_em_stays_at_6_pt() -> None:
    assert all(0.9 * step.percent * BASE_FONT_SIZE / 100 >= MIN_TEXT_PT for step in LADDER if step.reminders)


def test_a_card_whose_base_text_is_under_6_pt_gets_no_smaller_step() -> None:
    assert ladder_for(False, 5.2) == (FitLevel(100),)  # a mini card: 70 % of poker
    assert [step.percent for step in ladder_for(False, 10.0)] == [100, 96, 92, 88, 85, 82]
    assert [step.percent for step in ladder_for(False, BASE_FONT_SIZE, 6.5)] == [100, 96, 92, 88]


def test_a_trait_title_prints_the_name_and_its_parameters_as_slots() -> None:
    loaded = check_project(BUNDLED)
    trait = next(card for card in game_cards(loaded.game) if card.id == "trait-vitalidade-compartilhada")
    face = str(card_renderer(loaded).face(trait, LADDER[0]))
    title = re.search(r'<h1 class="card__name"[^>]*>(.*?)</h1>', face, re.S)
    assert title is not None
    assert "(grupo)" not in face and "(pontos)" not in face
    assert re.sub(r"\s+", " ", title.group(1)).strip() == (
        'Vitalidade Compartilhada: <span class="slot-chip">grupo</span>, <span class="slot-chip">pontos</span>'
    )


def test_a_trait_of_numbers_only_takes_its_slots_without_a_colon() -> None:
    loaded = check_project(BUNDLED)
    traits = [card for card in game_cards(loaded.game) if card.kind == "trait" and card.definition.params]
    numeric = [card for card in traits if all(param.type == "integer" for param in card.definition.params)]
    for card in numeric:
        title = re.search(r'<h1 class="card__name"[^>]*>(.*?)</h1>', str(card_renderer(loaded).face(card, LADDER[0])), re.S)
        assert title is not None and title.group(1).startswith(f'{card.definition.name} <span class="slot-chip">')
    assert numeric, "the bundled game has a trait whose parameters are all numbers (Corrida)"
