"""Worked examples as data: a ```scenario fence read, replayed with the rules engine, judged
against what the text claims, and drawn as a board figure; see `cardkit.rulebook`."""
