"""Game mechanics as pure functions: no files, no printing, no randomness.

Everything the rules engine knows arrives as arguments (dice results the caller rolled, element
rules built from ``game.yaml``, board layouts), so checks, the balance report and the card
renderer can all ask the same questions and get the same answers. Nothing here imports from
the rest of cardkit but `cardkit.foundation.folding` (plain text, importing nothing itself), so the
engine compares game words exactly as the checks look them up.

Modules: ``dice`` and ``odds`` (notation, exact distributions), ``board``, ``ranges``, ``lines``
and ``patterns`` (geometry), ``movement``, ``targets`` and ``elements`` (what a blow does to a
unit), ``attacks`` and ``spells`` (Tab Master resolution), ``clix`` and ``clix_dial`` (a
clix-style game, so the engine is not tied to one game).
"""
