"""The game index: how names compare, and every name the game defines, looked up by name or id.

People type "morto-vivo", "Essencia" or paste a decomposed "Lâmina"; all of those mean one
definition, so every lookup in cardkit (checks, sheets, rulebook, scaffold, a pack's rules) compares
names the same way, through this package. Lowest first:

- `folding`: `fold` (the comparison form of a name) and `slug` (the file-name form); plain
  text, importing nothing of cardkit, so a pack's pure engine folds as the checks do;
- `names`: `NameIndex`, the names of one kind looked up folded, with did-you-mean suggestions;
- `kinds`: the kinds of names a game defines and where a designer defines each;
- `game`: `GameIndex`, every kind of one game, built once per game (`GameIndex.of(game)`);
- `collections`: what a collection holds, resolved through the index (rules and outputs alike).

This file imports nothing, so importing `cardkit.foundation.folding` costs only that module.
"""
