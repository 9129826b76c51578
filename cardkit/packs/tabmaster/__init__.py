"""The Tab Master rules pack: the game cardkit was first built for, as a pack like any other.

It brings Tab Master's kinds (traits, spells, units, armies: `kinds.yaml`), the game.yaml keys
its rules read (elements, caster classes, card and attack types, effect keywords, unit
categories, stats...: `schemas/tabmaster.schema.json`), its field types (`build.py`), its typed
model (`model.py`), its rules engine (`engine/`), its checks and codes (`checks/`), its report
pages (`report/`), its army sheets (`sheets/`), its rulebook generators and scenario replay, and
the templates and labels that draw them. A clix-style game is a resolution of this pack
(`resolution: clix`): it keeps Tab Master's kinds and armies and resolves combat on a dial.
"""

from __future__ import annotations

from pathlib import Path

from cardkit.model.packs import Pack
from cardkit.packs.tabmaster.build import FIELD_BUILDERS, build_vocabulary
from cardkit.packs.tabmaster.model import Army, Spell, TabMasterVocabulary, Trait, Unit

CHECKS = "cardkit.packs.tabmaster.checks"
SITES = "cardkit.packs.tabmaster.sites"
WORDS = "cardkit.packs.tabmaster.effects_text"
BOOK = "cardkit.packs.tabmaster.book"
TRANSLATE = "cardkit.packs.tabmaster.translate"
DIFF = "cardkit.packs.tabmaster.diff"
MARKS = "cardkit.packs.tabmaster.marks"
NAMES = "cardkit.packs.tabmaster.names"

PACK = Pack(
    id="tab-master",
    name="Tab Master",
    root=Path(__file__).parent,
    field_types=FIELD_BUILDERS,
    classes={"trait": Trait, "spell": Spell, "unit": Unit, "army": Army},
    vocabulary_class=TabMasterVocabulary,
    build_vocabulary=build_vocabulary,
    check_modules=tuple(
        f"{CHECKS}.{module}"
        for module in ("references", "params", "effects", "element_texts", "attacks", "usage", "armies", "army_structure", "dials", "resolution", "book_rules")
    ),
    codes="cardkit.packs.tabmaster.codes:CODES",
    hooks={
        "references": f"{SITES}:references",
        "dice_fields": f"{SITES}:dice_fields",
        "prose_fields": f"{SITES}:prose_fields",
        "kind_name": f"{WORDS}:kind_name",
        "template_globals": f"{WORDS}:template_globals",
        "game_problems": "cardkit.packs.tabmaster.declarations:game_problems",
        "book_generators": f"{BOOK}:book_generators",
        "book_fences": f"{BOOK}:book_fences",
        "book_quote_findings": f"{CHECKS}.book:check_quotes",
        "book_fence_findings": f"{CHECKS}.book:book_fence_findings",
        "card_view": "cardkit.packs.tabmaster.cards:card_view",
        "card_globals": "cardkit.packs.tabmaster.cards:card_globals",
        "theme_icons": "cardkit.packs.tabmaster.cards:theme_icons",
        "build_sheets": "cardkit.packs.tabmaster.sheets.build:build_sheets",
        "report_pages": "cardkit.packs.tabmaster.report.pages:report_pages",
        "translate_data": f"{TRANSLATE}:translate_data",
        "translate_game_data": f"{TRANSLATE}:translate_game_data",
        "fence_strings": f"{TRANSLATE}:fence_strings",
        "translate_fence": f"{TRANSLATE}:translate_fence",
        "diff_comparers": f"{DIFF}:diff_comparers",
        "diff_value": f"{DIFF}:diff_value",
        "diff_follows": f"{DIFF}:diff_follows",
        "diff_entries": f"{DIFF}:diff_entries",
        "diff_sections": f"{DIFF}:diff_sections",
        "printed_references": f"{MARKS}:printed_references",
        "printed_settings": f"{MARKS}:printed_settings",
        "sheet_marks": f"{MARKS}:sheet_marks",
        "game_name_places": f"{NAMES}:game_name_places",
        "offered_names": f"{NAMES}:offered_names",
        "name_definition": f"{NAMES}:name_definition",
        "complete_names": "cardkit.packs.tabmaster.lsp_params:complete_names",
        "editor_schemas": "cardkit.packs.tabmaster.editor_schemas:editor_schemas",
        "scaffold_values": "cardkit.packs.tabmaster.scaffold:scaffold_values",
    },
)
