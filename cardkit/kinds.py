"""The kinds of definition a game keeps one per YAML file, and the folder of each under content/.

A module of its own, importing nothing, so that what only needs the names of the kinds (the
`cardkit new KIND` argument, shown by `cardkit --help`) does not load the content stack.
"""

from __future__ import annotations

KIND_FOLDERS: dict[str, str] = {"trait": "traits", "spell": "spells", "unit": "units", "army": "armies"}
"""Kind (schema name) -> its folder under content/, which is also the `Game` attribute."""
