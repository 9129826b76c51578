"""reference/templates.md: what a template may use: the functions every card template may call
(read from a card renderer's template environment), the theme tokens every stylesheet reads as
CSS custom properties (from the default theme and each bundled pack's), and the layout slots of
a card face (`cardkit.theme.anatomy`) with their default geometry."""

from __future__ import annotations

import functools
import inspect
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from jinja2.defaults import DEFAULT_NAMESPACE

from cardkit.manual.games import REFERENCE_GAMES, loaded
from cardkit.manual.markdown import code, heading, prose, table
from cardkit.model.packs import BUNDLED, find_pack
from cardkit.theme.anatomy import GENERIC, SLOTS
from cardkit.theme.build import build_theme
from cardkit.theme.model import Theme


@functools.cache
def template_functions() -> dict[str, tuple[Any, str]]:
    """Every name a card template may call -> (the object, where it comes from: `cardkit` or
    the game whose pack adds it), Jinja's own globals left out."""
    from cardkit.render.documents import card_renderer

    found: dict[str, tuple[Any, str]] = {}
    for name in REFERENCE_GAMES:
        project = loaded(name)
        environment = card_renderer(project).templates.environment
        pack = project.game.vocabulary.pack if project.game.vocabulary is not None else None
        for key, value in sorted(environment.globals.items()):
            if key not in DEFAULT_NAMESPACE and key not in found:
                found[key] = (value, f"the `{pack}` pack" if pack else "cardkit")
    return found


def _summary(value: Any) -> str:
    """The first paragraph of what a template function's docstring says; for a value, its type."""
    if not callable(value):
        return f"a value ({type(value).__name__})"
    target: Callable[..., Any] = getattr(value, "func", getattr(value, "__func__", value))  # a partial: its function's words
    doc = inspect.getdoc(target) or ""
    return doc.split("\n\n")[0].replace("\n", " ")


def _signature(name: str, value: Any) -> str:
    if not callable(value):
        return name
    try:
        return re.sub(r"(: |-> )'([^']*)'", r"\1\2", f"{name}{inspect.signature(value)}")
    except (TypeError, ValueError):
        return f"{name}(...)"


def themes() -> dict[str, Theme]:
    """cardkit's default theme, and each bundled pack's laid over it, by who brings it."""
    found = {"cardkit": build_theme(None, Path("."))}
    for pack_id in BUNDLED:
        pack = find_pack(pack_id)
        if pack is not None and pack.theme_file.is_file():
            found[f"the `{pack_id}` pack"] = build_theme(None, Path("."), pack.theme_file)
    return found


def _tokens_table(all_themes: Mapping[str, Theme]) -> str:
    rows: dict[str, list[str]] = {}
    for origin, theme in all_themes.items():
        for name, value in theme.properties():
            rows.setdefault(name, [code(f"--{name}"), code(value), origin])
    return table(("Custom property", "Default", "Brought by"), rows.values())


def _slots_table(theme: Theme, base: Theme | None = None) -> str:
    """The slots of every kind `theme` lays out (those it lays out as `base` does left out)."""
    rows = [
        [code(kind), code(slot.name), f"{slot.x:g}", f"{slot.y:g}", f"{slot.width:g}", f"{slot.height:g}", ", ".join(code(field) for field in slot.fields)]
        for kind, slots in theme.anatomy.items()
        if base is None or base.anatomy.get(kind) != slots
        for slot in slots.values()
    ]
    return table(("Kind", "Slot", "x (mm)", "y (mm)", "Width (mm)", "Height (mm)", "Fields"), rows)


def templates_md() -> str:
    text = (
        "# Templates, theme tokens and layout slots\n\nA project overrides any template by putting a file of the same path in its "
        "`templates/` folder (a pack's templates come between the project's and cardkit's). Templates are Jinja2, sandboxed and strict: "
        "an unknown name is an error, never an empty string.\n\n"
    )
    text += heading(2, "Template functions", "template-functions") + "\n"
    text += "What a card template may call besides Jinja's own. The rulebook, sheets, report and errata templates get the word functions (`t`, `rich`, `join_names`, `words`, `kind_name`...) too.\n\n"
    rows = [[code(_signature(name, value)), origin, prose(_summary(value))] for name, (value, origin) in sorted(template_functions().items())]
    text += table(("Function", "From", "What it does"), rows)
    all_themes = themes()
    text += "\n" + heading(2, "Theme tokens", "theme-tokens") + "\n"
    text += (
        "Every colour, font, frame and back style the default templates use is a token of the theme, never written in a template. "
        "Every output's stylesheet gets them as CSS custom properties of `:root`: `colors.card.text` of [theme.yaml](theme-yaml.md) is "
        "`--card-text`, `kinds.event.frame` is `--kind-event-frame`, `icons.fire` is `--icon-fire`, `fonts.title` is `--font-title`, "
        "`frame.corner` is `--frame-corner`. A game's content/theme.yaml changes the ones it names.\n\n"
    )
    text += _tokens_table(all_themes)
    text += "\n" + heading(2, "Layout slots", "layout-slots") + "\n"
    text += (
        f"A card face is the slots {', '.join(code(slot) for slot in SLOTS)}: each a rectangle in mm on the 63 × 88 mm reference card "
        f"(other sizes scale it) and the fields it shows. `{GENERIC}` serves every kind the theme lists none for; a kind's own slots lie over "
        "it one by one. Templates ask `slot_fields(card, slot)` and `free_fields(card)` which fields go where. "
        "[theme.yaml's anatomy](theme-yaml.md#anatomy) changes them.\n\n"
    )
    base = all_themes["cardkit"]
    for origin, theme in all_themes.items():
        text += f"\nAs {origin} lays them out" + (" (where it differs):" if theme is not base else ":") + "\n\n" + _slots_table(theme, None if theme is base else base)
    return text


def documented_names() -> dict[str, list[str]]:
    """The template functions, tokens and slots the page must show (the test's list)."""
    tokens = sorted({f"--{name}" for theme in themes().values() for name, _ in theme.properties()})
    return {"functions": sorted(template_functions()), "tokens": tokens, "slots": list(SLOTS)}
