"""The default look is data: cardkit's default stylesheets hold no colour and no font family of
their own, only the default theme's tokens, and the default theme gives every token a value."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import tinycss2
from tinycss2.ast import FunctionBlock, HashToken, IdentToken, Node, StringToken

from cardkit.foundation.css_colors import CSS_COLOR_NAMES
from cardkit.loading import load_yaml
from cardkit.output.resources import default_templates_dir
from cardkit.packs.tabmaster import PACK
from cardkit.schema.sets import load_schemas, schema_dir
from cardkit.schema.validation import validate
from cardkit.theme.build import build_theme, default_theme_file

DEFAULT_CSS = sorted(
    [
        *(default_templates_dir() / "cards").glob("*.css"),
        default_templates_dir() / "rulebook" / "rulebook.css",
        default_templates_dir() / "rulebook" / "components.css",
        default_templates_dir() / "report" / "report.css",
        default_templates_dir() / "theme" / "theme.css",
    ]
)
PACK_CSS = sorted(PACK.template_dir.rglob("*.css"))
"""The stylesheets of the bundled pack (Tab Master's dial and sheets), held to the same: drawn
with cardkit's tokens and the pack's (its theme.yaml)."""
COLOR_FUNCTIONS = frozenset({"rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix"})
JINJA = re.compile(r"\{#.*?#\}|\{\{.*?\}\}|\{%.*?%\}", re.DOTALL)
SCOPED = {"kind-frame", "kind-title", "tone", "title-small"}
"""Custom properties set where they apply: a card's kind colours (theme/theme.css), a player's
pattern colour (the sheets' inline style) and the size a shrunk title keeps its chips at (the
title's inline style, `render.slots.title_style`)."""


def declarations(path: Path) -> Iterator[tuple[str, list[Node]]]:
    """Every (property, value tokens) of a stylesheet, inside @page and margin rules too; Jinja
    expressions are blanked, since only the stylesheet's own text is a literal."""
    text = JINJA.sub(" ", path.read_text(encoding="utf-8"))
    yield from _declarations(tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True))


def _declarations(rules: list[Node]) -> Iterator[tuple[str, list[Node]]]:
    for rule in rules:
        content = getattr(rule, "content", None)
        if content is None:
            continue
        for item in tinycss2.parse_blocks_contents(content, skip_comments=True, skip_whitespace=True):
            if item.type == "declaration":
                yield item.lower_name, item.value
            elif item.type in ("at-rule", "qualified-rule"):
                yield from _declarations([item])


def tokens(values: list[Node]) -> Iterator[Node]:
    for token in values:
        yield token
        if isinstance(token, FunctionBlock):
            yield from tokens(token.arguments)


def literals(path: Path) -> list[str]:
    found = []
    for name, value in declarations(path):
        for token in tokens(value):
            if isinstance(token, HashToken):
                found.append(f"{name}: #{token.value}")
            elif isinstance(token, FunctionBlock) and token.lower_name in COLOR_FUNCTIONS:
                found.append(f"{name}: {token.lower_name}()")
            elif isinstance(token, IdentToken) and token.lower_value in CSS_COLOR_NAMES:
                found.append(f"{name}: {token.value}")
            elif isinstance(token, StringToken) and name in ("font-family", "font") and token.value.strip():
                found.append(f"{name}: {token.value!r}")
    return found


def used_properties(path: Path) -> set[str]:
    used = set()
    for _, value in declarations(path):
        for token in tokens(value):
            if isinstance(token, FunctionBlock) and token.lower_name == "var":
                used.add(next(t.value for t in token.arguments if isinstance(t, IdentToken)).removeprefix("--"))
    return used


def _shown(path: Path) -> str:
    folder = default_templates_dir() if path.is_relative_to(default_templates_dir()) else PACK.template_dir
    return ("" if folder == default_templates_dir() else f"{PACK.id}:") + path.relative_to(folder).as_posix()


@pytest.mark.parametrize("path", DEFAULT_CSS + PACK_CSS, ids=_shown)
def test_the_default_css_has_no_colour_or_font_of_its_own(path: Path) -> None:
    assert literals(path) == []


def test_the_literal_finder_finds_literals(tmp_path: Path) -> None:
    sheet = tmp_path / "x.css"
    sheet.write_text('@page { @top-center { color: #444; } }\n.a { border: 1px solid rgba(0, 0, 0, .5); color: Crimson; font-family: "Lato"; background: var(--x); }')
    assert literals(sheet) == ["color: #444", "border: rgba()", "color: Crimson", "font-family: 'Lato'"]


def test_every_custom_property_the_default_css_uses_is_a_theme_token(tmp_path: Path) -> None:
    defined = {name for name, _ in build_theme(None, tmp_path).properties()} | SCOPED
    used = set().union(*(used_properties(path) for path in DEFAULT_CSS))
    assert used - defined == set()
    assert {"card-text", "kind-frame", "book-heading", "report-text", "font-title", "frame-corner"} <= used


def test_every_custom_property_the_packs_css_uses_is_a_token_of_its_theme(tmp_path: Path) -> None:
    defined = {name for name, _ in build_theme(None, tmp_path, PACK.theme_file).properties()} | SCOPED
    used = set().union(*(used_properties(path) for path in PACK_CSS))
    assert used - defined == set()
    assert {"sheet-ink", "card-dial-start"} <= used


def test_the_packs_theme_is_a_valid_theme_of_its_kinds_and_elements() -> None:
    doc, problems = load_yaml(PACK.theme_file, PACK.root)
    assert doc is not None and problems == []
    assert validate(doc, "theme", load_schemas(schema_dir())) == []
    assert set(doc.data["kinds"]) == {kind.id for kind in PACK.table.card_kinds}
    assert set(doc.data["anatomy"]) == {kind.id for kind in PACK.table.card_kinds}
    fields = {kind.id: {spec.id for spec in PACK.table.fields_of(kind.id)} for kind in PACK.table.card_kinds}
    for kind, slots in doc.data["anatomy"].items():
        assert all(set((slot or {}).get("fields", ())) <= fields[kind] for slot in slots.values()), kind


def test_the_default_theme_is_a_valid_theme_with_every_token() -> None:
    doc, problems = load_yaml(default_theme_file(), default_theme_file().parent)
    assert doc is not None and problems == []
    assert validate(doc, "theme", load_schemas(schema_dir())) == []
    schema = json.loads((schema_dir() / "theme.schema.json").read_text(encoding="utf-8"))
    for section, described in schema["properties"]["colors"]["properties"].items():
        assert list(doc.data["colors"][section]) == list(described["properties"]), section
    for group in ("fonts", "frame", "back"):
        assert list(doc.data[group]) == list(schema["properties"][group]["properties"]), group


def test_every_default_family_has_its_bundled_files(tmp_path: Path) -> None:
    theme = build_theme(None, tmp_path)
    families = {face.family for face in theme.faces}
    assert set(theme.fonts.values()) <= families
    assert all(face.path.is_file() for face in theme.faces)


def test_process_black_prints_the_card_text_token_in_k_alone_and_leaves_the_theme_as_it_was(tmp_path: Path) -> None:
    theme = build_theme(None, tmp_path)
    press = dict(theme.with_process_black().properties())
    assert press["card-text"] == "device-cmyk(0 0 0 1)"
    assert dict(theme.properties())["card-text"] == "#2b2118", "the token keeps the theme's colour"
    assert {name: value for name, value in press.items() if name != "card-text"} == {
        name: value for name, value in theme.properties() if name != "card-text"
    }
    assert theme.with_process_black().fingerprint() != theme.fingerprint()
