"""Every code Tab Master reports besides its rules': what it reads in game.yaml (S015) and what
its sheets find (B305), for the one code table (`Pack.codes`)."""

from __future__ import annotations

from cardkit.codes.entry import Code
from cardkit.packs.tabmaster.declarations import CODES as GAME_YAML_CODES
from cardkit.packs.tabmaster.sheets.codes import SHEET_CODES

CODES: dict[str, Code] = {**GAME_YAML_CODES, **SHEET_CODES}
