"""What Tab Master's card faces draw besides their fields: the `card_view` and `card_globals` hooks.

A spell's card shows its area diagram, computed by the engine from its effects and range; a
unit's lists its traits, each with the trait's reminder text looked up, and, in a clix game,
its combat dial as a table. Card templates read these as `card.diagram`, `card.traits` and
`card.dial`. The helpers the pack's templates call (`diagram_url`, `element_icon`) draw the
diagram and an element's icon from the pack's SVG templates in the theme's colours (`icons:`
of the theme, whose ids `theme_icons` lists for the theme's check).
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardkit.foundation.folding import slug
from cardkit.index.game import GameIndex
from cardkit.model import Definition, Game
from cardkit.packs.tabmaster import lookup
from cardkit.packs.tabmaster.diagrams import Diagram, spell_diagram
from cardkit.packs.tabmaster.effects_text import element_file, trait_params_text
from cardkit.packs.tabmaster.model import DialClick, Spell, TraitUse, Unit
from cardkit.packs.tabmaster.terms import Term
from cardkit.render.faces import CardView

if TYPE_CHECKING:
    from cardkit.render.documents import CardRenderer

DIAL_STATS = ("speed", "attack", "defense", "damage")
"""A combat dial's rows in the order the card prints them (seed 002's velocidade, ataque,
defesa, dano, which the seed lists in no order: docs/seed-facts.md, Clix combat); each row is
labelled like the stat box of that stat (`dial_label`)."""
DIAGRAM_TEMPLATE = "cards/diagram.svg"
ELEMENT_ICONS = "cards/icons/elements"


@dataclass(frozen=True)
class TraitLine:
    """A trait as a unit card lists it: keyword, its parameters, the trait's reminder if any."""

    name: str
    params: str
    reminder: str | None


@dataclass(frozen=True)
class DialRow:
    """One stat of a combat dial across its clicks; None where a click does not show it."""

    stat: str
    values: tuple[int | None, ...]


@dataclass(frozen=True)
class Dial:
    """A combat dial as its card table prints it: a row per stat, a column per click (the
    first is the starting position) and which clicks show the repair marker."""

    rows: tuple[DialRow, ...]
    repair_markers: tuple[bool, ...]


def card_view(definition: Definition, index: GameIndex) -> CardView | None:
    """The `card_view` hook: a spell's diagram, a unit's trait lines and dial; nothing for a trait
    or a kind the game declares."""
    if isinstance(definition, Spell):
        return CardView({"diagram": spell_diagram(definition.effects, definition.range, index.lexicon)})
    if isinstance(definition, Unit):
        traits = tuple(_trait_line(use, index) for use in definition.traits)
        dial = dial_table(definition.dial) if definition.dial else None
        return CardView({"traits": traits, "dial": dial}, reminders=any(line.reminder for line in traits))
    return None


def dial_table(clicks: tuple[DialClick, ...]) -> Dial:
    """The table of a dial: every stat any click shows, so a click that lacks one (which
    `cardkit check` reports) shows a dash there instead of breaking the card."""
    shown = [stat for stat in DIAL_STATS if any(stat in click.stats for click in clicks)]
    rows = tuple(DialRow(stat, tuple(click.stats.get(stat) for click in clicks)) for stat in shown)
    return Dial(rows, tuple(click.repair_marker for click in clicks))


def _trait_line(use: TraitUse, index: GameIndex) -> TraitLine:
    trait = lookup.trait(index, use.name)
    return TraitLine(use.name, trait_params_text(use.params), trait.reminder if trait else None)


def card_globals(renderer: CardRenderer) -> dict[str, Callable[..., Any]]:
    """The `card_globals` hook: `diagram_url(diagram)` and `element_icon(element)`, drawn from
    the renderer's templates (the project's overrides first) once per shape and element."""
    diagrams: dict[tuple[object, ...], str] = {}
    icons: dict[str, str] = {}

    def diagram_url(diagram: Diagram) -> str:
        """A spell's area diagram (`cards/diagram.svg`) as a `data:` URL for an `<img>`. An
        image, not inline SVG: WeasyPrint would match the card's styles against each of its
        hundred-odd squares on every face, and lay them out (issue #15)."""
        shape = (diagram.columns, diagram.rows, diagram.caster, diagram.epicentre, tuple(diagram.cells.items()))
        if shape not in diagrams:
            diagrams[shape] = _data_url(str(renderer.templates.render(DIAGRAM_TEMPLATE, diagram=diagram)))
        return diagrams[shape]

    def element_icon(element: str) -> str | None:
        """An element's icon as a `data:` URL, or None when no template folder has one: its SVG
        is a template, drawn with the theme's colour for the element (`{{ color }}`)."""
        stem = element_file(renderer.wording, element)
        name = f"{ELEMENT_ICONS}/{stem}.svg"
        if stem not in icons and renderer.templates.find(name) is not None:
            icons[stem] = _data_url(str(renderer.templates.render(name, color=renderer.theme.icon(stem))))
        return icons.get(stem)

    return {"diagram_url": diagram_url, "element_icon": element_icon}


def _data_url(svg: str) -> str:
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")


def theme_icons(game: Game) -> list[str]:
    """The `theme_icons` hook: the element icons' ids a theme may colour (an element's id, or the
    slug of its name without one: `element_file`'s names)."""
    return [term.id or slug(term.name) for term in game.terms.of(Term.ELEMENT.value)]
