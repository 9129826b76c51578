"""The table of every code cardkit reports: each stage's entries, and the registered checks'.

`cardkit rules` lists it, `cardkit rules --explain` prints one entry, SARIF describes every code
from it and cardkit.yaml's `rules:` is checked against it. The checks' R codes come from the
rule registry, so reading the table imports every check module: the commands that need it
import this module inside the command, never at start-up.
"""

from __future__ import annotations

import textwrap

from cardkit.codes.build import BUILD_CODES
from cardkit.codes.config import CONFIG_CODES
from cardkit.codes.declaration import DECLARATION_CODES
from cardkit.codes.entry import Code
from cardkit.codes.loading import LOADING_CODES
from cardkit.codes.preflight import PREFLIGHT_CODES
from cardkit.codes.schema import VALIDATION_CODES
from cardkit.codes.spreadsheet import SPREADSHEET_CODES
from cardkit.codes.theme import THEME_CODES
from cardkit.codes.translation import TRANSLATION_CODES
from cardkit.foundation.suggest import LOOSE_CUTOFF, closest

STAGES: tuple[tuple[str, str], ...] = (
    ("Y", "loading"),
    ("S", "schema"),
    ("C", "configuration"),
    ("R", "check"),
    ("T", "translation"),
    ("B", "build"),
    ("P", "preflight"),
    ("X", "spreadsheet"),
)
"""Each code letter and the stage it belongs to, in the order a run meets them."""


def all_codes() -> dict[str, Code]:
    """Every code, by code, in the order of `STAGES` and by number within a stage."""
    from cardkit.checks.registry import all_rules
    from cardkit.model.packs import every_pack

    checks = {rule.code: rule.as_code() for rule in all_rules()}
    packs = {code: entry for pack in every_pack() for code, entry in pack.code_entries().items()}
    table = {**LOADING_CODES, **VALIDATION_CODES, **DECLARATION_CODES, **CONFIG_CODES, **checks, **THEME_CODES, **TRANSLATION_CODES, **BUILD_CODES, **PREFLIGHT_CODES, **SPREADSHEET_CODES, **packs}
    order = [letter for letter, _ in STAGES]
    return dict(sorted(table.items(), key=lambda item: (order.index(item[0][0]) if item[0][0] in order else len(order), item[0])))


def stage_of(code: str) -> str:
    """The stage a code's letter names ("loading" for Y001)."""
    return dict(STAGES).get(code[:1], "unknown")


def find_code(code_or_name: str, codes: dict[str, Code] | None = None) -> Code | None:
    """The entry a code (any case) or a kebab-case name names, or None."""
    table = codes if codes is not None else all_codes()
    wanted = code_or_name.strip()
    found = table.get(wanted.upper())
    return found or next((entry for entry in table.values() if entry.name == wanted.lower()), None)


def closest_codes(written: str, codes: dict[str, Code] | None = None) -> list[str]:
    """The codes or names most like `written`, for a did-you-mean: a code must exist, so even a
    loose likeness is worth offering."""
    table = codes if codes is not None else all_codes()
    return closest(written, [*table, *(entry.name for entry in table.values())], cutoff=LOOSE_CUTOFF)


def explanation(entry: Code) -> str:
    """One code as `cardkit rules --explain` and the language server's hover print it: the
    heading line, the description, the explanation, and the PASS and FAIL examples indented as
    the docstring writes them."""
    level = "can be re-levelled or turned off in cardkit.yaml's rules:" if entry.adjustable else "cannot be turned off"
    parts = [
        f"{entry.code}  {entry.name}  ({stage_of(entry.code)}, default {entry.severity.value}; {level})",
        entry.description,
        entry.explanation,
        "PASS:\n\n" + textwrap.indent(entry.passes, "    "),
        "FAIL:\n\n" + textwrap.indent(entry.fails, "    "),
    ]
    return "\n\n".join(part for part in parts if part)
