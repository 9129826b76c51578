"""The game's look as design tokens: colours, fonts, frame and back styles, declared in data.

cardkit's default theme (`themes/default.yaml`) is the bundled game's look; a game's
`content/theme.yaml` changes any subset of it. Both are checked by `schemas/theme.schema.json`;
what needs the rest of the game (a kind or icon id the game has, a family with font files) is
checked by `cardkit.checks.theme`, and the font files themselves by the outputs' strict fetcher.
"""
