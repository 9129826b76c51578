"""Rules packs: the packs bundled with cardkit, one subpackage each (`tabmaster`), and the name
a pack author imports the pack interface by.

A third-party pack writes `from cardkit.packs import Pack` (docs/packs.md, the rules-pack
guide): those names are re-exported here from where the interface lives,
`cardkit.model.packs`, which the core imports. This package sits one layer over the pipeline,
so importing it never makes the core depend on a pack.
"""

from cardkit.model.packs import ENTRY_POINT_GROUP, Pack, PackError, every_pack, find_pack, game_hook, pack_of

__all__ = ["ENTRY_POINT_GROUP", "Pack", "PackError", "every_pack", "find_pack", "game_hook", "pack_of"]
