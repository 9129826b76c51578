"""Rules packs: what a game's rules bring that cardkit's core does not know.

The core knows card kinds, fields, vocabularies, collections and their construction rules,
text, art and printing; it knows no particular game. A pack brings one game's (or one family
of games') kinds and fields as data, the game.yaml keys it reads, its field types, checks and
codes, report pages, templates, label catalogs and outputs (sheets of its own). A game
names its pack in game.yaml (`pack: tab-master`); a game that names none is a game of its own,
with every core feature and nothing else.

A pack is a `Pack` object. cardkit finds installed packs through the Python entry-point group
`cardkit.packs` (`[project.entry-points."cardkit.packs"] my-game = "my_pack:PACK"` in the pack's
pyproject.toml), so a third-party pack installs with pip. The packs bundled with cardkit are
registered the same way in cardkit's own pyproject, and also listed here so a checkout that
was never installed still finds them. The core imports this module, never a pack.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardkit.codes.entry import Code
    from cardkit.fields.model import FieldTable
    from cardkit.model import Definition, Game, Vocabulary

ENTRY_POINT_GROUP = "cardkit.packs"
BUNDLED: Mapping[str, str] = {"tab-master": "cardkit.packs.tabmaster:PACK"}
"""The packs that ship with cardkit, by id: where each `Pack` object is."""

FieldBuilder = Callable[[Any], Any]
"""Turns one field's value as written (None when the file leaves it out) into the model's value."""


@dataclass(frozen=True)
class Pack:
    """One rules pack. Everything but `id`, `name` and `root` is optional.

    - `root`: the pack's folder, holding `kinds.yaml` (its kinds, fields and vocabularies, in
      the syntax of game.yaml's `card_kinds:`), `schemas/` (its game.yaml keys as
      `game.schema.json`'s properties, and the shared definitions its fields name with `ref`),
      `templates/` (searched after the project's and before cardkit's), `labels/<locale>/` and
      `theme.yaml` (theme defaults laid under the game's).
    - `field_types`: a builder per field type of its own (`effects` -> `Effects`).
    - `classes`: a typed view per kind (`agent` -> `Agent`), a subclass of `Definition`.
    - `vocabulary_class` and `build_vocabulary`: game.yaml's model, and what the pack reads of it.
    - `check_modules`: the modules whose `@rule` checks run for a game of this pack.
    - `hooks`: named functions the core's stages call where the pack has something to add
      (the manual's reference/packs.md lists every name the code asks for, read from the calls).

    `templates/`, `labels/<locale>/<area>.yaml` and `theme.yaml` are found by their place: every
    output looks a template up in the project's `templates/`, then the pack's, then cardkit's;
    a label in the game's `labels:`, then the pack's catalogs, then cardkit's; a theme token in
    the game's theme.yaml, then the pack's, then cardkit's default theme. The hooks of the
    outputs (each optional; a game without them prints what the core prints):

    - `card_view(definition, index) -> cardkit.render.faces.CardView | None`: what one card's
      template receives besides its definition (a figure computed from its fields, the lines of
      the definitions it names), read in templates as `card.<name>`; `CardView.reminders` says
      the face has reminder text that text fitting may leave out. `index` is the game's
      `GameIndex` (`index.game` the game). Called for every card of `Game.cards()`.
    - `card_globals(renderer) -> dict[str, callable]`: helpers the pack's card templates call,
      given the `cardkit.render.documents.CardRenderer` (its `templates`, `theme`, `wording`),
      which they may use once it is built (they are called while a face renders).
    - `theme_icons(game) -> list[str]`: the ids of the icons the pack draws in the theme's
      colours (`Theme.icon(id)`), which a game's theme.yaml may colour under `icons:` (R902).
    - `build_sheets(loaded, *, paper, allow_invalid, mode, marks) -> result`: write the pack's
      sheets of a checked project (`cardkit build sheets`, and `build all`); the result has
      `paths` (written), `diagnostics` and `has_errors`. A game whose pack has none prints no sheets.
    - `report_pages(loaded, wording) -> list[cardkit.report.pages.ReportPage]`: the pack's pages
      of `cardkit report`, each a template and its context, printed after the report's title
      and before the tables of the fields game.yaml declares for the report.
    """

    id: str
    """What game.yaml's `pack:` writes (`tab-master`)."""
    name: str
    """The pack's name for people (messages, `cardkit rules`)."""
    root: Path
    """The pack's folder: kinds.yaml, schemas/, templates/, labels/, theme.yaml."""
    field_types: Mapping[str, FieldBuilder] = field(default_factory=dict)
    """A builder per field type of the pack's own (`effects` -> `Effects`)."""
    classes: Mapping[str, type[Definition]] = field(default_factory=dict)
    """The pack's typed view of a kind (`agent` -> `Agent`), a subclass of `Definition`."""
    vocabulary_class: type[Vocabulary] | None = None
    """game.yaml's model for a game of this pack."""
    build_vocabulary: Callable[[Mapping[str, Any]], dict[str, Any]] | None = None
    """The model values of the pack's game.yaml keys, from game.yaml's data."""
    check_modules: tuple[str, ...] = ()
    """The modules whose `@rule` checks run for a game of this pack."""
    codes: Mapping[str, Code] | str = field(default_factory=dict)
    """The codes the pack reports besides its rules' (an S code of its game.yaml keys): the
    entries themselves, or where they are (`"package.module:CODES"`), in the one code table."""
    hooks: Mapping[str, str | Callable[..., Any]] = field(default_factory=dict)
    """Hook name -> the function, or where it is (`"package.module:function"`), imported on
    first use so that loading a game never imports what only `check` or `build` needs."""

    @property
    def kinds_file(self) -> Path:
        return self.root / "kinds.yaml"

    @property
    def schema_dir(self) -> Path:
        return self.root / "schemas"

    @property
    def template_dir(self) -> Path:
        return self.root / "templates"

    @property
    def labels_dir(self) -> Path:
        return self.root / "labels"

    @property
    def theme_file(self) -> Path:
        return self.root / "theme.yaml"

    def code_entries(self) -> Mapping[str, Code]:
        """The pack's own codes (`codes`), imported on first use."""
        return _resolved(self.codes) if isinstance(self.codes, str) else self.codes  # type: ignore[return-value]

    def hook(self, name: str) -> Callable[..., Any] | None:
        found = self.hooks.get(name)
        if isinstance(found, str):
            return _resolved(found)
        return found

    @functools.cached_property
    def table(self) -> FieldTable:
        """The pack's kinds and vocabularies, read once."""
        from cardkit.fields.read import pack_table
        from cardkit.foundation.bundled import load_bundled_yaml

        data = load_bundled_yaml(self.kinds_file.read_text(encoding="utf-8")) if self.kinds_file.is_file() else {}
        return pack_table(data or {}, self.id)


@functools.cache
def _resolved(target: str) -> Callable[..., Any]:
    from importlib import import_module

    module_name, _, attribute = target.partition(":")
    found: Callable[..., Any] = getattr(import_module(module_name), attribute)
    return found


class PackError(Exception):
    """A pack cannot be loaded: its entry point or object is broken (the pack author's fault)."""


def _load(target: str) -> Pack:
    from importlib import import_module

    module_name, _, attribute = target.partition(":")
    try:
        found = getattr(import_module(module_name), attribute)
    except (ImportError, AttributeError) as error:
        raise PackError(f"the pack at {target} cannot be loaded: {error}") from None
    if not isinstance(found, Pack):
        raise PackError(f"{target} is not a cardkit Pack")
    return found


@functools.cache
def installed() -> Mapping[str, str]:
    """Every pack id cardkit can find -> where its `Pack` is: the bundled ones, then what the
    `cardkit.packs` entry points add (an installed pack may not take a bundled pack's id)."""
    from importlib.metadata import entry_points  # 30 ms to import, and a scan of every installed distribution

    found = dict(BUNDLED)
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        found.setdefault(entry.name, entry.value)
    return found


def find_pack(pack_id: str) -> Pack | None:
    """The installed pack of that id, or None when there is none. A bundled id is found without
    scanning the installed distributions' entry points: it wins over theirs anyway."""
    target = BUNDLED.get(pack_id) or installed().get(pack_id)
    return _loaded(target) if target is not None else None


@functools.cache
def _loaded(target: str) -> Pack:
    return _load(target)


def pack_of(game: Game) -> Pack | None:
    """The pack the game's game.yaml names, when cardkit has it."""
    vocabulary = game.vocabulary
    if vocabulary is None or vocabulary.pack is None:
        return None
    try:
        return find_pack(vocabulary.pack)
    except PackError:
        return None


def game_hook(game: Game, name: str) -> Callable[..., Any] | None:
    """The hook of that name of the game's pack, or None: no pack, or the pack has none (the
    core then does without, as for a game of its own)."""
    pack = pack_of(game)
    return pack.hook(name) if pack is not None else None


def every_pack() -> Iterable[Pack]:
    """Every installed pack (for `cardkit rules`, which lists every code any game may report)."""
    for target in installed().values():
        try:
            yield _loaded(target)
        except PackError:
            continue
