"""The shipped label catalogs (cardkit's, and the bundled pack's laid over them) agree across
locales, and hold every label the code asks for.

A label missing from one locale falls back to English and goes unnoticed until a player reads
it; a label the code asks for that no catalog has is a crash in the middle of a build. Both are
caught here: the message ids are read out of the templates (`t("...")`, `rich("...")`,
`css_content("...")`) and out of cardkit's Python (every string literal shaped like a message
id of a shipped area), and the ids the code builds from data are listed by family.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import fields

import pytest

from cardkit.i18n.labels import labels_dir, placeholders, shipped_catalog
from cardkit.output.resources import default_templates_dir
from cardkit.packs.tabmaster import PACK
from cardkit.packs.tabmaster.model import Effects
from tests.conftest import REPO_ROOT

LOCALES = ("pt-BR", "en")
PER_LANGUAGE = ("prose.plural.",)
"""Ids whose set is each language's own: the plural endings a language has (English: -es, -s)."""
TEMPLATE_CALL = re.compile(r"""\b(?:t|rich|css_content)\(\s*(["'])(?P<id>[a-z_.]+)\1""")
FILE_NAME_CALL = re.compile(r"""\bfile_name\(\s*"(?P<name>[a-z_]+)\"""")


FOLDERS = {"cardkit": labels_dir(), PACK.id: PACK.labels_dir}
"""Where catalogs ship: cardkit's own, and the bundled pack's (its kinds', sheets' and report pages' words)."""


def areas() -> set[str]:
    return {path.stem for folder in FOLDERS.values() for path in folder.glob("*/*.yaml")}


def shared_ids(locale: str) -> set[str]:
    return {msgid for msgid in shipped_catalog(locale, PACK) if not msgid.startswith(PER_LANGUAGE)}


def test_both_locales_have_the_same_message_ids() -> None:
    assert shared_ids("pt-BR") == shared_ids("en")


@pytest.mark.parametrize(("owner", "area"), sorted((owner, path.stem) for owner, folder in FOLDERS.items() for path in folder.glob("*/*.yaml")))
def test_every_locale_ships_every_area(owner: str, area: str) -> None:
    assert all((FOLDERS[owner] / locale / f"{area}.yaml").is_file() for locale in LOCALES)


def test_cardkits_own_catalog_names_nothing_of_the_packs() -> None:
    pack_only = set(shipped_catalog("en", PACK)) - set(shipped_catalog("en"))
    assert {"cards.kind.spell", "sheets.page", "effects.separator", "stats.defense.name", "report.dominated.title"} <= pack_only
    assert {"cards.draft", "report.title", "report.neutral.title"} <= set(shipped_catalog("en"))


def test_a_label_keeps_its_placeholders_in_every_locale() -> None:
    source, english = shipped_catalog("pt-BR", PACK), shipped_catalog("en", PACK)
    differing = {msgid: (source[msgid], english[msgid]) for msgid in shared_ids("pt-BR") if placeholders(source[msgid]) != placeholders(english[msgid])}
    assert not differing


def template_ids() -> set[str]:
    """Literal ids of the default templates; an id ending in "." is built from data (a family)."""
    found: set[str] = set()
    for path in (*default_templates_dir().rglob("*"), *PACK.template_dir.rglob("*")):
        if path.is_file() and path.suffix in (".html", ".j2", ".css", ".svg"):
            found |= {m["id"] for m in TEMPLATE_CALL.finditer(path.read_text(encoding="utf-8")) if not m["id"].endswith(".")}
    return found


def python_ids() -> set[str]:
    """Every string literal of cardkit's code shaped like `<area>.<key>` (an id, or the group of
    ids a function completes), and the `files.*` labels named by `file_name`."""
    shape = re.compile(rf"^(?:{'|'.join(sorted(areas()))})(?:\.[a-z_]+)+$")
    found: set[str] = set()
    for path in (REPO_ROOT / "cardkit").rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and shape.match(node.value):
                found.add(node.value)
        found |= {f"files.{m['name']}" for m in FILE_NAME_CALL.finditer(source)}
    return found


def enum_with(node: object, member: str) -> list[str]:
    """The first `enum` of a JSON Schema that lists `member`."""
    if isinstance(node, dict) and member in node.get("enum", []):
        return list(node["enum"])
    children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else []
    return next((found for child in children if (found := enum_with(child, member))), [])


def family_ids() -> set[str]:
    """Ids the code builds from data: a card kind, a trait parameter's type, an effect keyword,
    a caption's gender, the dial's stats."""
    schema = json.loads((PACK.schema_dir / "tabmaster.schema.json").read_text(encoding="utf-8"))
    param_types = enum_with(schema, "unit_class")
    assert param_types, "the pack's schema lists the parameter types"
    return (
        {f"cards.kind.{kind.id}" for kind in PACK.table.card_kinds}
        | {f"cards.param_type.{kind}" for kind in param_types}
        | {f"effects.keywords.{spec.name}" for spec in fields(Effects)}
        | {f"sheets.ammunition.used_by.{gender}" for gender in ("masculine", "feminine")}
        | {f"stats.{stat}.{part}" for stat in ("speed", "attack", "defense", "damage") for part in ("name", "abbreviation")}
    )


@pytest.mark.parametrize("locale", LOCALES)
def test_every_label_the_code_and_templates_use_exists(locale: str) -> None:
    used = template_ids() | python_ids() | family_ids()
    assert len(used) > 100, "the scan finds the labels in use"
    catalog = set(shipped_catalog(locale, PACK))
    groups = {msgid.rsplit(".", depth)[0] for msgid in catalog for depth in range(1, msgid.count("."))}
    assert sorted(used - catalog - groups) == [], "ids in use that no catalog has (a group of ids counts)"


def test_the_scan_reads_templates_and_code() -> None:
    assert {"cards.draft", "sheets.page", "rulebook.contents.title"} <= template_ids()
    assert {"effects.no_value", "sheets.mana_caption", "files.army_sheet", "report.charts.cost_axis"} <= python_ids()
