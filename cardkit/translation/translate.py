"""Another locale's edition of a game: the model with every translatable string replaced.

A definition is translated as data: its file's values, every text the field table marks for
translators replaced from the PO files, every name it writes (a reference, a vocabulary word,
a name inside a structured field: `names:`) following the translation of what it names; then
the definition is built again from that data by the same field table, so cards, sheets,
rulebook and report render the translated game exactly as they render the source. game.yaml
is translated the same way: the vocabularies' words, the declarations' labels. A string the PO
files lack stays in the source language and is counted (`Edition.fallbacks`). A pack
translates what only it knows (`translate_data` and `translate_game_data` hooks: the texts
inside its structured values and fences).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import cached_property
from typing import Any

from babel.messages.catalog import Catalog

from cardkit.fields.model import FieldSpec, FieldTable, KindSpec
from cardkit.fields.paths import EVERY_ITEM, rewrite
from cardkit.i18n.blocks import Block
from cardkit.i18n.edition import Edition
from cardkit.i18n.labels import translated_labels
from cardkit.model import Definition, Game, Vocabulary
from cardkit.model.builders import build_vocabulary, definition_of
from cardkit.model.packs import Pack, pack_of
from cardkit.project.validate import LoadedProject
from cardkit.translation.declared import TableTranslator
from cardkit.translation.messages import (
    BOOK_CONTEXTS,
    chapter_context,
    domains_of,
    field_context,
    is_prose,
    label_context,
    name_context,
)
from cardkit.translation.po import read_locale

GAME_NAME = "game name"


class Translations:
    """Finished translations by (context, source); a miss is counted once per string."""

    def __init__(self, catalogs: list[Catalog]) -> None:
        self._found: dict[tuple[str, str], str] = {}
        for catalog in catalogs:
            for message in catalog:
                if message.id and isinstance(message.string, str) and message.string and not message.fuzzy:
                    self._found[(message.context or "", str(message.id))] = message.string
        self.missing: set[tuple[str, str]] = set()

    def get(self, context: str, source: str | None) -> str | None:
        if source is None or not source.strip():
            return source
        found = self._found.get((context, source))
        if found is None:
            self.missing.add((context, source))
            return source
        return found

    def known(self, context: str, source: str) -> str | None:
        """The translation if there is one, without counting a miss (for optional lookups)."""
        return self._found.get((context, source))

    def fell_back(self, msgid: str, text: str) -> None:
        """A label printed in the source language for want of its translation: counted once."""
        self.missing.add((label_context(msgid), text))

    def labels(self, prefix: str = "label ") -> dict[str, str]:
        return {context[len(prefix) :]: text for (context, _), text in self._found.items() if context.startswith(prefix)}


class GameTranslator:
    """Replaces every string of a game by its translation, as the game's field table says."""

    def __init__(self, translations: Translations, game: Game, pack: Pack | None) -> None:
        self.t = translations
        self.game = game
        self.source_table = game.table
        self.pack = pack

    def name(self, word: str, written: str | None) -> str | None:
        return self.t.get(name_context(word), written) if written is not None else None

    def names(self, word: str, written: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(self.name(word, name) or name for name in written)

    def field(self, word: str, owner: str, path: str, text: str | None) -> str | None:
        return self.t.get(field_context(word, owner, tuple(path.split("."))), text) if text else text

    def word_of(self, target: str) -> str:
        """The word of the names of `target` in PO contexts: a kind's id ("agent name"), a
        vocabulary's word ("faction name"; a vocabulary of another kind's names takes that kind's)."""
        spec = self.source_table.vocabulary(target)
        return spec.word if spec is not None else target

    def follow(self, target: str, written: Any) -> Any:
        """A name of `target` (a kind's id or a vocabulary's key) as this locale writes it (the
        source's where it has none). An entry's id stays as written (`category: regular`: code
        acts on it, and the game's word for it is translated with the entry), and so does a
        number or another value."""
        if not isinstance(written, str) or self._is_entry_id(target, written):
            return written
        return self.name(self.word_of(target), written) or written

    def _is_entry_id(self, target: str, written: str) -> bool:
        found = self.game.terms.find(target, written)
        return found is not None and found.name != written and found.id is not None

    def data(self, kind: KindSpec, data: dict[str, Any]) -> dict[str, Any]:
        """A definition file's data in this locale, as its kind's fields say."""
        owner = str(data.get("name", ""))
        translated = dict(data)
        translated["name"] = self.name(kind.id, owner) or owner
        for spec in kind.fields:
            if spec.id not in data or spec.id == "name":
                continue
            translated[spec.id] = self.value(kind.id, owner, spec, data[spec.id])
        hook = self.pack.hook("translate_data") if self.pack is not None else None
        return hook(self, kind, data, translated) if hook is not None else translated

    def value(self, kind: str, owner: str, spec: FieldSpec, value: Any) -> Any:
        """One field's value: its texts translated, its names following their translation."""
        if spec.is_translated:
            if spec.type == "list":
                return [self.field(kind, owner, f"{spec.id}.{index}", item) or item for index, item in enumerate(value or ())]
            return self.field(kind, owner, spec.id, value) if isinstance(value, str) else value
        for inner in spec.translated:
            value = self._texts(value, inner, kind, owner, (spec.id,))
        for inner, target in spec.name_paths():
            value = rewrite(value, inner, self._follower(target))
        return value

    def _follower(self, target: str) -> Callable[[Any], Any]:
        return lambda written: self.follow(target, written)

    def _texts(self, value: Any, inner: tuple[str, ...], word: str, owner: str, at: tuple[str, ...]) -> Any:
        """Every text `inner` reaches inside a structured value, translated under its own path
        (`attacks.0.name`: `at` is the path so far)."""
        if not inner:
            return self.field(word, owner, ".".join(at), value) if isinstance(value, str) else value
        head, rest = inner[0], inner[1:]
        if head == EVERY_ITEM and isinstance(value, list):
            return [self._texts(item, rest, word, owner, (*at, str(index))) for index, item in enumerate(value)]
        if isinstance(value, dict) and head in value:
            return {**value, head: self._texts(value[head], rest, word, owner, (*at, head))}
        return value

    def definition(self, definition: Definition) -> Definition:
        kind = self.source_table.kind(definition.kind)
        if kind is None:
            return definition
        doc = definition.source.doc
        translated_doc = replace(doc, data=self.data(kind, doc.data))
        return definition_of(translated_doc, self.translated_table.kind(kind.id) or kind, self.pack)

    def game_data(self, data: dict[str, Any]) -> dict[str, Any]:
        """game.yaml's data in this locale: its name and every vocabulary's words."""
        translated = dict(data)
        translated["name"] = self.t.get(GAME_NAME, data.get("name")) or data.get("name")
        vocabularies = dict(data.get("vocabularies") or {})
        for spec in self.source_table.vocabularies:
            entries = vocabularies.get(spec.key) if spec.shared else data.get(spec.key)
            if not isinstance(entries, list):
                continue
            done = [self._term(spec.word, entry, spec.translated) for entry in entries]
            if spec.shared:
                vocabularies[spec.key] = done
            else:
                translated[spec.key] = done
        if vocabularies:
            translated["vocabularies"] = vocabularies
        translated.pop("labels", None)  # the game's label overrides are words of its own language
        hook = self.pack.hook("translate_game_data") if self.pack is not None else None
        return hook(self, data, translated) if hook is not None else translated

    def _term(self, word: str, entry: Any, texts: tuple[tuple[str, ...], ...]) -> Any:
        if isinstance(entry, str):
            return self.name(word, entry) or entry
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            return entry
        source = entry["name"]
        done = {**entry, "name": self.name(word, source) or source}
        for path in texts:
            done = self._texts(done, path, word, source, ())
        return done

    @cached_property
    def translated_table(self) -> FieldTable:
        """The field table with game.yaml's declarations in the locale's words, made once."""
        return TableTranslator(self).table(self.source_table)

    def vocabulary(self, vocabulary: Vocabulary) -> Vocabulary:
        doc = vocabulary.source.doc
        translated_doc = replace(doc, data=self.game_data(doc.data))
        return build_vocabulary(translated_doc, self.pack, self.translated_table)

    def translated_game(self) -> Game:
        game = self.game
        vocabulary = self.vocabulary(game.vocabulary) if game.vocabulary is not None else None
        by_kind = {kind: tuple(self.definition(d) for d in definitions) for kind, definitions in game.by_kind.items()}
        return Game(vocabulary=vocabulary, by_kind=by_kind, base_table=game.base_table)


def _call_pattern(kinds: tuple[str, ...]) -> re.Pattern[str]:
    """`{{ kind("Name") }}` for each card kind of the game: a call naming one card."""
    names = "|".join(re.escape(kind) for kind in kinds)
    return re.compile(rf"""\{{\{{\s*({names})\(\s*(["'])(.*?)\2\s*\)\s*\}}\}}""")


class ChapterTranslator:
    """A chapter's blocks in the locale: prose from the PO file, the names its calls name
    (`{{ item("Espada") }}`) following their translation, fences the pack reads translated by
    it (its `translate_fence` hook)."""

    def __init__(self, translations: Translations, names: GameTranslator) -> None:
        self.t = translations
        self.names = names
        self._call_re = _call_pattern(tuple(kind.id for kind in names.source_table.card_kinds))

    def block(self, chapter: str, block: Block) -> str:
        hook = self.names.pack.hook("translate_fence") if self.names.pack is not None else None
        if block.fence_info is not None and hook is not None:
            fenced = hook(self.names, chapter, block)
            if fenced is not None:
                return str(fenced)
        if not is_prose(block):
            return self._call_re.sub(self._call, block.text)
        translated = self.t.get(chapter_context(chapter), block.text) or block.text
        return self._call_re.sub(self._call, translated)

    def _call(self, match: re.Match[str]) -> str:
        kind, quote, name = match.groups()
        return str(match.group(0)).replace(f"{quote}{name}{quote}", f"{quote}{self.names.name(kind, name)}{quote}")


def translated_project(loaded: LoadedProject, locale: str) -> LoadedProject:
    """The project as `locale` prints it: translated game and words, outputs in build/<locale>/."""
    catalogs = read_locale(loaded.project.content_dir, locale, loaded.project.root, domains_of(loaded.game.table))
    translations = Translations(list(catalogs.catalogs.values()))
    names = GameTranslator(translations, loaded.game, pack_of(loaded.game))
    chapters = ChapterTranslator(translations, names)
    vocabulary = loaded.game.vocabulary
    overrides = vocabulary.labels if vocabulary is not None else {}
    source = loaded.edition.locale
    labels = translated_labels(locale, translations.labels(), source, overrides, translations.fell_back, pack_of(loaded.game))
    edition = Edition(
        locale,
        labels,
        is_source=False,
        translate_block=chapters.block,
        translate_book=lambda key, text: translations.get(BOOK_CONTEXTS[key], text) or text,
        untranslated=translations.missing,
    )
    project = replace(loaded.project, build_dir=loaded.project.build_dir / locale)
    return replace(loaded, project=project, game=names.translated_game(), chosen_edition=edition)
