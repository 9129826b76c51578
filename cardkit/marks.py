"""Revision marks: a short, stable code of what one card, army sheet or rulebook prints.

A player holding a card printed last spring and one printed today wants to know whether they
differ; the git revision cannot say (it moves with every edit of any file). A mark is six
characters of Crockford base32 of a SHA-256 over the output's OWN content, so two prints of
the same card carry the same mark, whichever file they came from (home sheet, print-shop file,
PNG, TTS sheet, preview), and an edit changes the marks of exactly the outputs that print it.

What a card's mark covers, and why:
- its definition as the template receives it (`cardkit.canonical`: no source positions, so a
  moved comment or reordered keys change nothing), but not what no card prints: `status`
  (the draft stamp is the build's mode, not the content), `ignore`, `copies`, `draft_fields`,
  a unit's `points` (the army sheet prints them) and declared fields not shown on cards;
- what it prints of other definitions: the reminder of each trait a unit lists (a spell's
  diagram is computed from the spell and the game's words, both covered);
- the bytes of its art file (none, or a missing file: the placeholder);
- the words the game gives every card (`printed_words`): the game's name, the edition's locale,
  the names, ids and abbreviations of game.yaml's stats, card and attack types, keywords, line
  directions, categories, resources, ammunition and elements, its declarations and `labels:`
  overrides. Not an element's rules text or a term's description (no card prints them); not
  cardkit's version, code, templates, label catalogs or theme, nor the card size, bleed,
  profile, fit step, commit or date: upgrading cardkit or restyling must not change every mark.
A translated edition's marks are computed from its translated model, so the English card of
a spell carries a mark of its own, which changes when its translation does.

`Marks.of(loaded)` computes every mark of one edition once; cards, sheets and the rulebook of a
build read that one object. Marks are a digest's prefix, not a guarantee: 30 bits make a
collision between two versions of one card about one in a billion.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

from cardkit.assets import Assets
from cardkit.canonical import canonical, canonical_digest, digest
from cardkit.fields.vocabulary import Term
from cardkit.hashing import bytes_digest
from cardkit.index.game import GameIndex
from cardkit.loading import MAX_ASSET_BYTES, read_regular_file
from cardkit.model import Definition, Game, Vocabulary, kind_of
from cardkit.packs.tabmaster import lookup
from cardkit.packs.tabmaster.armies import fielded_units
from cardkit.packs.tabmaster.model import Army, Unit, UnitCategory, tm

if TYPE_CHECKING:
    from cardkit.content import LoadedProject

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base32: digits and upper-case letters without I, L, O and U, which a reader
takes for 1, 1, 0 and V."""
LENGTH = 6
"""Characters of a mark: 30 bits, short enough to read off a card's corner."""
NOT_PRINTED = frozenset({"status", "ignore", "copies", "draft_fields", "points"})
"""Definition fields no card face prints (a unit's points are on the army sheet only)."""
CARD_PLACE = "card"
"""The `show:` place of a declared field a card prints."""
LOCALES_FOLDER = "locales"
RULEBOOK_FOLDER = "rulebook"


def mark_of(*parts: object) -> str:
    """The mark of `parts`: the first 30 bits of their digest in Crockford base32."""
    return _encoded(digest(*parts))


def _encoded(hex_digest: str) -> str:
    bits = int(hex_digest[:8], 16) >> (32 - 5 * LENGTH)
    return "".join(ALPHABET[(bits >> (5 * (LENGTH - 1 - i))) & 31] for i in range(LENGTH))


def card_id(definition: Definition) -> str:
    """The card id of a definition (`spell-lamina-da-terra`): its kind and file name, as
    `cardkit.render.faces.Card.id` names the card drawn from it."""
    return f"{kind_of(definition)}-{PurePosixPath(definition.file).stem}"


def printed_words(game_name: str, locale: str, vocabulary: Vocabulary | None) -> list[object]:
    """The game's words any card may print, as plain data: what every card's mark shares.
    Rules texts, descriptions and army quotas are left out: no card prints them."""
    if vocabulary is None:
        return [game_name, locale]
    return [
        game_name,
        locale,
        sorted((key, value) for key, value in vocabulary.values.items() if isinstance(value, str | int | float | bool)),
        [[key, _terms(terms)] for key, terms in vocabulary.terms],
        canonical(vocabulary.table),
        canonical(vocabulary.labels),
    ]


def _terms(terms: Iterable[Term]) -> list[list[object]]:
    """Each entry's id, name and abbreviation: what a card prints of it."""
    return [[term.id, term.name, term.data.get("abbreviation")] for term in terms]


@dataclass(frozen=True)
class MarkInputs:
    """What a card's mark is computed from besides its definition: the game's index (for what a
    card shows of other definitions), the art folder and the printed words."""

    index: GameIndex
    assets: Assets
    words: str
    """The digest of `printed_words`, taken once: every card shares it."""

    @classmethod
    def of(cls, loaded: LoadedProject) -> MarkInputs:
        game = loaded.game
        words = digest(printed_words(loaded.project.name, loaded.edition.locale, game.vocabulary))
        return cls(GameIndex.of(game), Assets.of_content(loaded.project.content_dir), words)


def card_mark(definition: Definition, inputs: MarkInputs) -> str:
    """The mark of the card drawn from `definition` (a trait, spell, unit or declared card)."""
    return _encoded(canonical_digest(["card", printed_definition(definition, inputs), inputs.words]))


def printed_definition(definition: Definition, inputs: MarkInputs) -> list[object]:
    """`definition` as far as its card prints it, with the reminders of the traits it lists, as
    canonical data (`cardkit.canonical`)."""
    shown = {spec.id for spec in inputs.index.game.table.fields_of(kind_of(definition)) if spec.shows_on(CARD_PLACE)}
    printed = {
        name: canonical(value)
        for name, value in definition.values.items()
        if name not in NOT_PRINTED and name != "art" and (name not in definition.declared_ids or name in shown)
    }
    printed["name"] = definition.name
    printed["art"] = _art(definition, inputs.assets)
    kind = definition.kind
    if isinstance(definition, Unit):
        printed["reminders"] = [_reminder(use.name, inputs.index) for use in definition.traits]
    return [kind, sorted(printed.items())]


def _art(definition: Definition, assets: Assets) -> object:
    """The art as the card prints it: focus, fit, credit and the file's bytes (not its name)."""
    art = definition.art
    if art is None:
        return None
    path = assets.path(art.file)
    return [art.focus_x, art.focus_y, art.fit, art.credit, _file_digest(path) if path is not None else None]


def _file_digest(path: Path) -> str | None:
    """The digest of an art file's bytes; None for one that cannot be read or is too big (the
    card then shows its placeholder, as a missing file does)."""
    try:
        data = read_regular_file(path, MAX_ASSET_BYTES)
    except OSError:
        return None
    return bytes_digest(data) if len(data) <= MAX_ASSET_BYTES else None


def _reminder(name: str, index: GameIndex) -> str | None:
    trait = lookup.trait(index, name)
    return trait.reminder if trait is not None else None


def card_definitions(game: Game) -> list[Definition]:
    """Every definition that is a card: traits, spells, units and the declared kinds' cards."""
    return game.cards()


def card_marks(loaded: LoadedProject) -> dict[str, str]:
    """Card id -> mark, for every card of the edition `loaded` prints."""
    return _card_marks(MarkInputs.of(loaded))


def _card_marks(inputs: MarkInputs) -> dict[str, str]:
    return {card_id(definition): card_mark(definition, inputs) for definition in card_definitions(inputs.index.game)}


def army_mark(army: Army, cards: Mapping[str, str], inputs: MarkInputs) -> str:
    """The mark of an army's sheet: the army as written (its source and status left out), and
    for each unit it fields its card's mark and what only the sheet prints of it (points,
    declared values), so a player can check their unit cards against the sheet."""
    fielded = [_sheet_unit(found.unit, cards) for found in fielded_units(inputs.index, army)]
    return mark_of("army", _sheet_definition(army), fielded, inputs.words)


def category_mark(category: UnitCategory, armies: Iterable[Army], cards: Mapping[str, str], inputs: MarkInputs) -> str:
    """The mark of a category's sheet (the Ficha de Engenhos): the category's name, its units as
    on an army sheet, and the armies whose stock of ammunition it reminds."""
    units = [_sheet_unit(unit, cards) for unit in tm(inputs.index.game).units if unit.category == category.id]
    stocks = [[army.name, army.color, canonical(army.ammunition)] for army in armies]
    return mark_of("category", [category.id, category.name], units, stocks, inputs.words)


def _sheet_unit(unit: Unit, cards: Mapping[str, str]) -> list[object]:
    return [cards.get(card_id(unit)), unit.points, canonical(unit.declared)]


def _sheet_definition(definition: Definition) -> object:
    kind, fields = canonical(definition)
    return [kind, {name: value for name, value in fields.items() if name not in ("status", "ignore")}]


def book_mark(loaded: LoadedProject, cards: Mapping[str, str]) -> str:
    """The mark of the rulebook: its chapters and book.yaml as written, a translated edition's
    PO files, and everything its placeholders may embed: every definition as written (a unit's
    points too), every card's mark (for the art) and the whole vocabulary, rules texts included
    (the element table prints them). A superset, so an edit the book shows never keeps its mark."""
    content = loaded.project.content_dir
    files = _folder_files(content / RULEBOOK_FOLDER)
    if not loaded.edition.is_source:
        files += _folder_files(content / LOCALES_FOLDER / loaded.edition.locale)
    game = loaded.game
    definitions = [_sheet_definition(definition) for definition in (*card_definitions(game), *tm(game).armies)]
    words = printed_words(loaded.project.name, loaded.edition.locale, game.vocabulary)
    return mark_of("book", files, definitions, sorted(cards.items()), canonical(game.vocabulary), words)


def _folder_files(folder: Path) -> list[list[str | None]]:
    """Each regular file under `folder`: its relative path and its bytes' digest."""
    if not folder.is_dir():
        return []
    found = sorted(path for path in folder.rglob("*") if path.is_file() and not path.is_symlink())
    return [[path.relative_to(folder).as_posix(), _file_digest(path)] for path in found]


@dataclass(frozen=True)
class Marks:
    """Every revision mark of one edition, computed once per build: the cards by id, the army
    sheets by army name, the category sheets by category id, and the book."""

    cards: Mapping[str, str]
    armies: Mapping[str, str]
    categories: Mapping[str, str]
    book: str

    @classmethod
    def of(cls, loaded: LoadedProject) -> Marks:
        inputs = MarkInputs.of(loaded)
        game = loaded.game
        cards = _card_marks(inputs)
        armies = {army.name: army_mark(army, cards, inputs) for army in tm(game).armies}
        vocabulary = tm(game).vocabulary
        categories = {
            _category_key(category): category_mark(category, tm(game).armies, cards, inputs)
            for category in (vocabulary.unit_categories if vocabulary else ())
        }
        return cls(cards, armies, categories, book_mark(loaded, cards))

    def card(self, definition: Definition) -> str:
        """The mark of the card drawn from `definition` ("" for a definition that is no card)."""
        return self.cards.get(card_id(definition), "")

    def army(self, army: Army) -> str:
        """The mark of `army`'s sheet."""
        return self.armies.get(army.name, "")

    def category(self, category: UnitCategory) -> str:
        """The mark of `category`'s sheet."""
        return self.categories.get(_category_key(category), "")


def _category_key(category: UnitCategory) -> str:
    return category.id or category.name
