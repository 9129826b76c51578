"""Revision marks: a short, stable code of what one card, sheet or rulebook prints.

A player holding a card printed last spring and one printed today wants to know whether they
differ; the git revision cannot say (it moves with every edit of any file). A mark is six
characters of Crockford base32 of a SHA-256 over the output's OWN content, so two prints of
the same card carry the same mark, whichever file they came from (home sheet, print-shop file,
PNG, TTS sheet, preview), and an edit changes the marks of exactly the outputs that print it.

What a card's mark covers, and why:
- the values of the fields the field table says show on a card (`show: [card]`), as built
  (`cardkit.model.canonical`: no source positions, so a moved comment or reordered keys change
  nothing), and its name; not what no card prints (a status is the build's draft stamp, not
  the content; copies, ignored codes, notes, a field shown only on a sheet);
- the bytes of its art file (none, or a missing file: the placeholder), its focus, fit and credit;
- what it prints of other definitions, as the game's pack says (its `printed_references`
  hook: a card that prints the reminder text of the cards it names);
- the words the game gives every card (`printed_words`): the game's name, the edition's locale,
  each vocabulary entry's id, name and abbreviation, the names of the kinds and of the fields
  cards show (and their values' names), the game's `labels:` overrides, and what the pack says
  every card prints of its own game.yaml keys (`printed_settings` hook). Not an entry's rules
  text or description (no card prints them); not cardkit's version, code, templates, label
  catalogs or theme, nor the card size, bleed, profile, fit step, commit or date: upgrading
  cardkit or restyling must not change every mark.
A translated edition's marks are computed from its translated model, so the English card
carries a mark of its own, which changes when its translation does. A pack's own outputs (its
sheets) get their marks from its `sheet_marks` hook, by keys of its choosing.

`Marks.of(loaded)` computes every mark of one edition once; cards, sheets and the rulebook of a
build read that one object. Marks are a digest's prefix, not a guarantee: 30 bits make a
collision between two versions of one card about one in a billion.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Any

from cardkit.fields.model import FieldTable, KindSpec
from cardkit.foundation.assets import Assets
from cardkit.foundation.hashing import bytes_digest
from cardkit.index.game import GameIndex
from cardkit.loading import MAX_ASSET_BYTES, read_regular_file
from cardkit.model import Definition, Game, Vocabulary
from cardkit.model.canonical import canonical, canonical_digest, digest
from cardkit.model.packs import Pack, pack_of

if TYPE_CHECKING:
    from cardkit.project.validate import LoadedProject

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base32: digits and upper-case letters without I, L, O and U, which a reader
takes for 1, 1, 0 and V."""
LENGTH = 6
"""Characters of a mark: 30 bits, short enough to read off a card's corner."""
CARD_PLACE = "card"
"""The `show:` place of a field a card prints."""
UNWRITTEN_TYPES = frozenset({"status", "codes"})
"""Field types that are no content of an output at all: a draft is the build's stamp, ignored
codes are for the checks."""
LOCALES_FOLDER = "locales"
RULEBOOK_FOLDER = "rulebook"


def mark_of(*parts: object) -> str:
    """The mark of `parts`: the first 30 bits of their digest in Crockford base32."""
    return _encoded(digest(*parts))


def _encoded(hex_digest: str) -> str:
    bits = int(hex_digest[:8], 16) >> (32 - 5 * LENGTH)
    return "".join(ALPHABET[(bits >> (5 * (LENGTH - 1 - i))) & 31] for i in range(LENGTH))


def card_id(definition: Definition) -> str:
    """The card id of a definition (`event-ash-wind`): its kind and file name, as
    `cardkit.render.faces.Card.id` names the card drawn from it."""
    return f"{definition.kind}-{PurePosixPath(definition.file).stem}"


def printed_words(game_name: str, locale: str, vocabulary: Vocabulary | None, pack: Pack | None = None) -> list[object]:
    """The game's words any card may print, as plain data: what every card's mark shares.
    Rules texts and descriptions are left out: no card prints them."""
    if vocabulary is None:
        return [game_name, locale]
    settings = pack.hook("printed_settings") if pack is not None else None
    return [
        game_name,
        locale,
        [[key, [[term.id, term.name, term.data.get("abbreviation")] for term in terms]] for key, terms in vocabulary.terms],
        _table_words(vocabulary.table),
        canonical(vocabulary.labels),
        canonical(settings(vocabulary)) if settings is not None else None,
    ]


def _table_words(table: FieldTable) -> list[object]:
    """What the field table gives cards to print: each kind's name, and of each field a card
    shows its name, abbreviation, mark, separator and values' names."""
    return [
        [kind.id, kind.name, [[spec.id, spec.name, spec.abbreviation, spec.mark, spec.separator, canonical(spec.values)] for spec in shown_on_card(kind)]]
        for kind in table.kinds
    ]


def shown_on_card(kind: KindSpec) -> tuple[Any, ...]:
    """The fields of a kind its card prints, as the table says (art aside: its file's bytes count)."""
    return tuple(spec for spec in kind.fields if spec.shows_on(CARD_PLACE))


@dataclass(frozen=True)
class MarkInputs:
    """What a card's mark is computed from besides its definition: the game's index (for what a
    card shows of other definitions), the art folder, the printed words and the game's pack."""

    index: GameIndex
    assets: Assets
    words: str
    """The digest of `printed_words`, taken once: every card shares it."""
    pack: Pack | None = None

    @classmethod
    def of(cls, loaded: LoadedProject) -> MarkInputs:
        game = loaded.game
        pack = pack_of(game)
        words = digest(printed_words(loaded.project.name, loaded.edition.locale, game.vocabulary, pack))
        return cls(GameIndex.of(game), loaded.project.assets, words, pack)

    def hook(self, name: str) -> Callable[..., Any] | None:
        return self.pack.hook(name) if self.pack is not None else None


def card_mark(definition: Definition, inputs: MarkInputs) -> str:
    """The mark of the card drawn from `definition`."""
    return _encoded(canonical_digest(["card", printed_definition(definition, inputs), inputs.words]))


def printed_definition(definition: Definition, inputs: MarkInputs) -> list[object]:
    """`definition` as far as its card prints it, with what it prints of other definitions, as
    canonical data (`cardkit.model.canonical`)."""
    kind = inputs.index.game.table.kind(definition.kind)
    shown = {spec.id for spec in shown_on_card(kind)} if kind is not None else set()
    printed: dict[str, object] = {key: canonical(value) for key, value in definition.values.items() if key in shown}
    printed["name"] = definition.name
    printed["art"] = _art(definition, inputs.assets)
    references = inputs.hook("printed_references")
    if references is not None:
        printed["references"] = canonical(references(definition, inputs.index))
    return [definition.kind, sorted(printed.items())]


def _art(definition: Definition, assets: Assets) -> object:
    """The art as the card prints it: focus, fit, credit and the file's bytes (not its name)."""
    art = definition.art
    if art is None:
        return None
    path = assets.path(art.file) if art.file else None
    return [art.focus_x, art.focus_y, art.fit, art.credit, _file_digest(path) if path is not None else None]


def _file_digest(path: Path) -> str | None:
    """The digest of an art file's bytes; None for one that cannot be read or is too big (the
    card then shows its placeholder, as a missing file does)."""
    try:
        data = read_regular_file(path, MAX_ASSET_BYTES)
    except OSError:
        return None
    return bytes_digest(data) if len(data) <= MAX_ASSET_BYTES else None


def card_definitions(game: Game) -> list[Definition]:
    """Every definition that is a card, in deck order."""
    return game.cards()


def card_marks(loaded: LoadedProject) -> dict[str, str]:
    """Card id -> mark, for every card of the edition `loaded` prints."""
    return _card_marks(MarkInputs.of(loaded))


def _card_marks(inputs: MarkInputs) -> dict[str, str]:
    return {card_id(definition): card_mark(definition, inputs) for definition in card_definitions(inputs.index.game)}


def as_written(definition: Definition, table: FieldTable) -> object:
    """A definition as its file gives it (for a sheet or the book that prints any of it),
    leaving out what is no content of an output: its source, its status, its ignored codes."""
    unwritten = {spec.id for spec in table.fields_of(definition.kind) if spec.type in UNWRITTEN_TYPES}
    return [definition.kind, definition.name, sorted((key, canonical(value)) for key, value in definition.values.items() if key not in unwritten)]


def book_mark(loaded: LoadedProject, cards: Mapping[str, str]) -> str:
    """The mark of the rulebook: its chapters and book.yaml as written, a translated edition's
    PO files, and everything its placeholders may embed: every definition as written, every
    card's mark (for the art) and the whole of game.yaml, rules texts included. A superset, so
    an edit the book shows never keeps its mark."""
    content = loaded.project.content_dir
    files = _folder_files(content / RULEBOOK_FOLDER)
    if not loaded.edition.is_source:
        files += _folder_files(content / LOCALES_FOLDER / loaded.edition.locale)
    game = loaded.game
    definitions = [as_written(definition, game.table) for kind in game.table.kinds for definition in game.of_kind(kind.id)]
    pack = pack_of(game)
    words = printed_words(loaded.project.name, loaded.edition.locale, game.vocabulary, pack)
    return mark_of("book", files, definitions, sorted(cards.items()), _whole_vocabulary(game.vocabulary), words)


def _whole_vocabulary(vocabulary: Vocabulary | None) -> object:
    """game.yaml as built, every entry of every vocabulary whole, the table without the
    positions of its declarations (a moved comment changes no book)."""
    if vocabulary is None:
        return None
    table = replace(vocabulary.table, kinds=tuple(replace(kind, at=None, fields=tuple(replace(spec, at=None) for spec in kind.fields)) for kind in vocabulary.table.kinds))
    terms = [[key, [canonical(dict(term.data)) or [term.name] for term in entries]] for key, entries in vocabulary.terms]
    return [vocabulary.name, vocabulary.language, vocabulary.ruleset_version, vocabulary.pack, vocabulary.dice,
            canonical(vocabulary.labels), canonical(vocabulary.values), terms, canonical(table)]


def _folder_files(folder: Path) -> list[list[str | None]]:
    """Each regular file under `folder`: its relative path and its bytes' digest."""
    if not folder.is_dir():
        return []
    found = sorted(path for path in folder.rglob("*") if path.is_file() and not path.is_symlink())
    return [[path.relative_to(folder).as_posix(), _file_digest(path)] for path in found]


@dataclass(frozen=True)
class Marks:
    """Every revision mark of one edition, computed once per build: the cards by id, the pack's
    sheets by the keys the pack gives them, and the book's, on first use (it digests every
    definition as written: a cards build, `build --watch` after each save, never needs it)."""

    cards: Mapping[str, str]
    sheets: Mapping[str, str]
    loaded: LoadedProject = field(repr=False, compare=False)

    @classmethod
    def of(cls, loaded: LoadedProject) -> Marks:
        inputs = MarkInputs.of(loaded)
        cards = _card_marks(inputs)
        sheet_marks = inputs.hook("sheet_marks")
        sheets = dict(sheet_marks(inputs, cards)) if sheet_marks is not None else {}
        return cls(cards, sheets, loaded)

    @functools.cached_property
    def book(self) -> str:
        return book_mark(self.loaded, self.cards)

    def card(self, definition: Definition) -> str:
        """The mark of the card drawn from `definition` ("" for a definition that is no card)."""
        return self.cards.get(card_id(definition), "")

    def sheet(self, key: str) -> str:
        """The mark of the pack's sheet of that key ("" for none)."""
        return self.sheets.get(key, "")
