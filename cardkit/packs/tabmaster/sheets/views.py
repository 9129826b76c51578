"""What each sheet shows, as plain data for its template.

The Ficha de Exército follows the seed's list (seed 000, "FICHA DE EXÉRCITO";
docs/seed-facts.md, The army sheet): the player's name and the date, the characteristics of the
army's units, the VIT bars of the Comandante and the Campeão, the arrows of the Arqueiros and
the projectiles of the Engenheiros (generally: one bar per ammunition kind of game.yaml the army
fields a user of, or stocks), a Fluxo bar and room for notes. The army's `notes` are the
designers' (common schema: never printed); "Anotações" is the player's blank space.

What the sheet holds is game.yaml's: the leaders are the unit categories declared with an army
field (`army: {field: commander}`), the bars are the `tracked` resources and ammunition.

A category's own sheet is printed for the categories game.yaml gives a `sheet` (Tab Master's
siege_engine: `sheet: engines`), and only when the game has units of it. The Ficha de Engenhos
is one per game (seed, "MATERIAIS": "1 ficha de Engenhos"), shared by the players: the stats of
the siege engines, blank lines for the engines on the board, and each army's starting
ammunition for reference. The ammunition is
ticked on the army's own sheet, where the seed puts its bar, so a shot is never marked twice;
the engines sheet only reminds whose Engenheiros have how many Projéteis.

Every word comes from the edition's `Wording`: the game's names for its unit categories, stats
and resource, and the `sheets.*` labels for the rest.

The player's colour never speaks alone: each army also gets a pattern (stripes, dots...) and
the colour's name is printed, so two sheets copied in black and white are still told apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardkit.fields.model import FieldSpec
from cardkit.foundation.colors import Rgb, parse_color
from cardkit.foundation.folding import slug
from cardkit.index.game import GameIndex
from cardkit.model import Game
from cardkit.output.wording import Wording
from cardkit.packs.tabmaster.armies import (
    Fielded,
    ammunition_users,
    army_stock,
    categories,
    fielded_units,
    leader_roles,
)
from cardkit.packs.tabmaster.marks import army_mark, category_mark
from cardkit.packs.tabmaster.model import Army, Resource, Unit, UnitCategory, tm
from cardkit.packs.tabmaster.sheets.legality import Legality
from cardkit.packs.tabmaster.sheets.tables import UnitRow, declared_columns, has_effects, unit_row
from cardkit.packs.tabmaster.sheets.totals import ArmyTotals, army_totals
from cardkit.packs.tabmaster.sheets.tracks import Track
from cardkit.packs.tabmaster.sheets.words import plural, used_by
from cardkit.packs.tabmaster.terms import Term
from cardkit.project.marks import Marks

PATTERNS = ("listras", "pontos", "grade", "faixas", "contralistras", "cruzado")
"""The greyscale stand-ins for the players' colours, one per army in file order (CSS classes)."""
FALLBACK_COLOR = Rgb(0, 0, 0)
"""The accent of an army whose colour is no colour (printed only with allow_invalid)."""
MANA = "mana"
"""The resource spells are paid from (game.yaml `resources`): its bar's caption is a label."""
ENGINE_LINES = 10
"""Blank lines for the engines on the board: more than any skirmish fields."""


@dataclass(frozen=True)
class Accent:
    """The player's colour as the sheet uses it: fill, the ink that reads on it, pattern and name."""

    fill: str
    ink: str
    pattern: str
    name: str

    @classmethod
    def of(cls, army: Army, index: int) -> Accent:
        rgb = parse_color(army.color) or FALLBACK_COLOR
        return cls(rgb.hex, rgb.ink, PATTERNS[index % len(PATTERNS)], army.color_name or army.color)

    @property
    def tone(self) -> str:
        """The pattern's colour: the ink, faint, so the pattern shows without hiding the text."""
        return "rgba(255, 255, 255, 0.3)" if self.ink == "#ffffff" else "rgba(0, 0, 0, 0.22)"


NEUTRAL = Accent("#2b2b2b", "#ffffff", "grade", "")
"""The Ficha de Engenhos belongs to every player: no player's colour."""


@dataclass(frozen=True)
class ArmySheet:
    """One Ficha de Exército."""

    army: Army
    slug: str
    accent: Accent
    rows: list[UnitRow]
    vitality: list[Track]
    ammunition: list[Track]
    resources: list[Track]
    legality: Legality
    columns: tuple[FieldSpec, ...] = ()
    """The declared unit fields shown on sheets: a column each after the stats."""
    mark: str = ""
    """The sheet's revision mark (`cardkit.packs.tabmaster.marks.army_mark`), in its colophon."""
    totals: ArmyTotals | None = None
    """The army's count of units and points, under its unit table."""

    @property
    def show_effects(self) -> bool:
        return has_effects(self.rows)


@dataclass(frozen=True)
class Stock:
    """One army's starting ammunition of one kind, as the Ficha de Engenhos reminds it."""

    army: str
    accent: Accent
    kind: str
    users: str
    amount: int


@dataclass(frozen=True)
class EnginesSheet:
    """The game's sheet of one category (the Ficha de Engenhos of its siege engines)."""

    category: UnitCategory
    rows: list[UnitRow]
    lines: list[int]
    stocks: list[Stock]
    legality: Legality
    columns: tuple[FieldSpec, ...] = ()
    mark: str = ""
    """The sheet's revision mark (`cardkit.packs.tabmaster.marks.category_mark`), in its colophon."""

    @property
    def show_effects(self) -> bool:
        return has_effects(self.rows)


def army_files(index: GameIndex, army: Army) -> set[str]:
    """The files an army's sheet is printed from, besides game.yaml: the army and its units."""
    return {army.file} | {fielded.unit.file for fielded in fielded_units(index, army)}


def category_units(game: Game, category: UnitCategory) -> list[Unit]:
    return [unit for unit in tm(game).units if unit.category == category.id]


def sheet_categories(index: GameIndex) -> list[UnitCategory]:
    """The categories that get a sheet of their own: declared with `sheet`, and with units
    (or `sheet_always`)."""
    return [c for c in categories(index) if c.sheet and (c.sheet_always or category_units(index.game, c))]


def category_files(game: Game, category: UnitCategory) -> set[str]:
    """The files a category's sheet is printed from, besides game.yaml: its units."""
    return {unit.file for unit in category_units(game, category)}


def _rows(fielded: list[Fielded], index: GameIndex, wording: Wording, marks: Marks) -> list[UnitRow]:
    """Leaders first (in their role), then the troops, each unit once with its total count and
    its card's mark."""
    counts: dict[str, int] = {}
    for entry in fielded:
        if entry.path[0] == "units":
            counts[entry.unit.name] = counts.get(entry.unit.name, 0) + entry.count
    leaders = [
        unit_row(f.unit, 1, wording, title, marks.card(f.unit))
        for f in fielded
        if (title := _leader_title(f, index, wording)) is not None
    ]
    troops = {f.unit.name: f.unit for f in fielded if f.path[0] == "units"}
    return leaders + [unit_row(unit, counts[name], wording, mark=marks.card(unit)) for name, unit in troops.items()]


def _leader_title(fielded: Fielded, index: GameIndex, wording: Wording) -> str | None:
    """The leader's role in the game's words ("Comandante"), or None for a troop."""
    if fielded.path[0] == "units":
        return None
    declared = leader_roles(index).get(str(fielded.path[0]))
    return wording.words.term("unit_categories", declared.id) if declared is not None and declared.id else None


def _vitality(fielded: list[Fielded], index: GameIndex, wording: Wording) -> list[Track]:
    return [
        Track(f"vit-{f.path[0]}", _vitality_title(title, wording), f.unit.vitality)
        for f in fielded
        if (title := _leader_title(f, index, wording)) is not None
    ]


def _vitality_title(leader: str, wording: Wording) -> str:
    """"Pontos de Vitalidade (VIT) do Comandante": the stat and the leader in the game's words."""
    words = wording.words
    return wording.labels("sheets.vitality", name=words.stat_name("vitality"), stat=words.stat("vitality"), leader=leader)


def _ammunition(index: GameIndex, army: Army, fielded: list[Fielded], wording: Wording) -> list[Track]:
    """A bar per ammunition kind the army stocks or fields a user of (R507/R508 judge which)."""
    vocabulary = tm(index.game).vocabulary
    users = ammunition_users(index)
    stock = army_stock(index, army)
    names = {f.unit.name for f in fielded}
    tracks = []
    for kind in vocabulary.ammunition if vocabulary else ():
        if not kind.tracked:
            continue
        user = users.get(kind.name)
        held = stock.get(kind.name)
        if held is None and (user is None or user.name not in names):
            continue
        caption = used_by(kind.name, user.name if user else kind.unit, wording.labels)
        title = plural(kind.name, wording.locale)
        tracks.append(Track(f"ammunition-{kind.id or slug(kind.name)}", title, held[1] if held else 0, caption))
    return tracks


def _starting(army: Army, resource: Resource, wording: Wording) -> int | None:
    """The army's starting amount of `resource`, as the army writes its name."""
    lexicon = wording.lexicon
    return next(
        (amount for name, amount in army.resources.items() if lexicon.id_of(Term.RESOURCE, name) == resource.id), None
    )


def _resources(index: GameIndex, army: Army, wording: Wording) -> list[Track]:
    """A bar per resource game.yaml tracks (Tab Master: Fluxo), titled in the edition's words."""
    vocabulary = tm(index.game).vocabulary
    tracks = []
    for resource in vocabulary.resources if vocabulary else ():
        if not resource.tracked or resource.id is None:
            continue
        caption = wording.labels("sheets.mana_caption") if resource.id == MANA else resource.description or None
        field = MANA if resource.id == MANA else f"resource-{resource.id}"
        tracks.append(Track(field, wording.words.term("resources", resource.id), _starting(army, resource, wording), caption))
    return tracks


def army_sheet(index: GameIndex, army: Army, position: int, legality: Legality, wording: Wording, marks: Marks) -> ArmySheet:
    """The Ficha de Exército of `army`, the `position`-th army of the game (which picks its
    pattern), with the marks of the sheet and of its units' cards."""
    fielded = fielded_units(index, army)
    return ArmySheet(
        army=army,
        slug=index.id_of(army),
        accent=Accent.of(army, position),
        rows=_rows(fielded, index, wording, marks),
        vitality=_vitality(fielded, index, wording),
        ammunition=_ammunition(index, army, fielded, wording),
        resources=_resources(index, army, wording),
        legality=legality,
        columns=declared_columns(wording),
        mark=army_mark(marks, army),
        totals=army_totals(index, fielded),
    )


def engines_sheet(index: GameIndex, category: UnitCategory, legality: Legality, wording: Wording, marks: Marks) -> EnginesSheet:
    """A category's sheet (the Ficha de Engenhos): its units' stats and card marks, blank lines,
    and every army's ammunition stock."""
    stocks = [
        Stock(army.name, Accent.of(army, position), track.title, track.caption or "", track.total or 0)
        for position, army in enumerate(tm(index.game).armies)
        for track in _ammunition(index, army, fielded_units(index, army), wording)
    ]
    return EnginesSheet(
        category=category,
        rows=[unit_row(unit, None, wording, mark=marks.card(unit)) for unit in category_units(index.game, category)],
        lines=list(range(1, ENGINE_LINES + 1)),
        stocks=stocks,
        legality=legality,
        columns=declared_columns(wording),
        mark=category_mark(marks, category),
    )
