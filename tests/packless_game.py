"""A small game of its own, with no rules pack: a shared vocabulary, one card kind with a number
that takes "X", an enum over the vocabulary and a list of texts. What the core alone must
translate, compare and mark."""

from __future__ import annotations

from pathlib import Path

CONFIG = "name: Duel\ncontent: content\nbuild: build\n"
GAME = """name: Duel
language: en
vocabularies:
  factions:
    - {id: red, name: Red Court, description: "The court of fire."}
    - {id: blue, name: Blue Tide}
card_kinds:
  - id: duelcard
    name: Card
    folder: cards
    fields:
      - {id: cost, name: Cost, type: number, symbols: [X]}
      - {id: faction, name: Faction, type: enum, vocabulary: factions}
      - {id: tags, name: Tags, type: list, of: text}
"""
SPARK = "name: Spark\ncost: 2\nfaction: red\ntags: [fast, cheap]\ntext: Deal 1 damage.\n"


def packless_game(root: Path) -> Path:
    """The game written at `root` (which must not exist yet)."""
    (root / "content" / "cards").mkdir(parents=True)
    (root / "cardkit.yaml").write_text(CONFIG, encoding="utf-8")
    (root / "content" / "game.yaml").write_text(GAME, encoding="utf-8")
    (root / "content" / "cards" / "spark.yaml").write_text(SPARK, encoding="utf-8")
    return root
