"""A small two-sided deck game with no pack: identities, events, decks and their rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checks.fixtures import FixtureProject

GAME = """\
name: Deck Test
language: en
vocabularies:
  faction:
    - {id: ember, name: Ember}
    - {id: tide, name: Tide}
  side:
    - {id: wardens, name: Wardens}
    - {id: hollow, name: Hollow}
  sets:
    - {id: core, name: Core Set, code: CORE}
    - {id: ashes, name: Ashes of the Vale, code: ASH}
card_kinds:
  - id: identity
    name: Identity
    fields:
      - {id: side, name: Side, type: enum, vocabulary: side, required: true}
      - {id: faction, name: Faction, type: enum, vocabulary: faction, required: true}
      - {id: influence, name: Influence, type: number, min: 0, max: 30}
      - {id: deck_size, name: Deck size, type: number, min: 1, max: 100}
  - id: event
    name: Event
    fields:
      - {id: side, name: Side, type: enum, vocabulary: side, required: true}
      - {id: faction, name: Faction, type: enum, vocabulary: faction, required: true}
      - {id: cost, name: Cost, type: number, min: 0, max: 20, symbols: [X]}
      - {id: influence, name: Influence, type: number, min: 0, max: 5}
      - {id: limit, name: Limit per deck, type: number, min: 1, max: 9, show: []}
collections:
  - id: deck
    name: Deck
    folder: decks
    fields:
      - {id: identity, name: Identity, type: reference, to: identity, required: true}
    entries: {of: [event]}
    rules:
      identity: identity
      size: {min: {from: identity.deck_size}, max: 8}
      copies: {max: 3, override: limit}
      budgets:
        - {id: influence, name: influence, sum: influence, where: {field: faction, differs: identity.faction}, max: {from: identity.influence}}
      restrictions:
        - {field: side, equals: identity.side}
"""

KEEPER = "name: Keeper of Ash\nside: wardens\nfaction: ember\ninfluence: 4\ndeck_size: 6\n"
SPARK = "name: Spark\nside: wardens\nfaction: ember\ncost: 1\ntext: Deal 1 damage.\nprintings:\n  - {set: core, number: 1, quantity: 3}\n  - {set: ashes, number: 7, quantity: 2}\n"
TIDE_CALLER = "name: Tide Caller\nside: wardens\nfaction: tide\ncost: X\ninfluence: 2\ntext: Draw X cards.\nprintings:\n  - {set: core, number: 2}\n"
HOLLOW_MAW = "name: Hollow Maw\nside: hollow\nfaction: ember\ncost: 2\ntext: Devour a card.\n"
BEACON = "name: Last Beacon\nside: wardens\nfaction: ember\ncost: 3\nlimit: 1\ntext: Unique.\n"
DECK = """\
name: Ember Rush
identity: Keeper of Ash
cards:
  - {card: Spark, count: 3}
  - {card: Tide Caller, count: 2}
  - {card: Last Beacon, count: 1}
"""

DECK_FILES: dict[str, str] = {
    "cardkit.yaml": "name: Deck Test\n",
    "content/game.yaml": GAME,
    "content/identitys/keeper-of-ash.yaml": KEEPER,
    "content/events/spark.yaml": SPARK,
    "content/events/tide-caller.yaml": TIDE_CALLER,
    "content/events/hollow-maw.yaml": HOLLOW_MAW,
    "content/events/last-beacon.yaml": BEACON,
    "content/decks/ember-rush.yaml": DECK,
}
DECK_FILE = "content/decks/ember-rush.yaml"


@pytest.fixture
def decks(tmp_path: Path) -> FixtureProject:
    return FixtureProject(tmp_path, dict(DECK_FILES))
