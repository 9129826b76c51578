"""Every translatable string of a game, with which definition and field it is and where it is written.

A message is what a PO file holds: a context (`msgctxt`: "event Ambush: text", "agent name"),
the source text (`msgid`) and the places that write it (`#: content/events/ambush.yaml:14`).
Names have a context of their own ("agent name"), so a name is translated once and every
reference to it follows. What is translatable is what the field table says (`translatable_fields`,
each vocabulary's `translated`): extraction reads it and so does `cardkit.translation.translate`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardkit.fields.model import GAME, FieldTable
from cardkit.fields.paths import reach
from cardkit.i18n.blocks import Block, split_blocks
from cardkit.i18n.labels import placeholders, shipped_catalog
from cardkit.loading import LoadProblem as Unreadable
from cardkit.loading import LocatedDocument, read_project_file
from cardkit.model.packs import pack_of
from cardkit.project.validate import VOCABULARY_FILE, LoadedProject

FieldPath = tuple[str, ...]
"""Keys from a definition down to a text; "*" stands for every item of a list (`cardkit.fields.paths`)."""

UNTRANSLATED_LABEL_AREAS = ("prose",)
"""Label areas that are patterns for the checks, not words a player reads."""

GAME_DOMAIN, RULEBOOK_DOMAIN, LABELS_DOMAIN = "game", "rulebook", "labels"
FIXED_DOMAINS = (GAME_DOMAIN, RULEBOOK_DOMAIN, LABELS_DOMAIN)
"""One PO file per domain and locale: what a translator opens is one kind of thing. Besides
these three, each kind of the game is a domain named by its folder (`agents.po`, `items.po`)."""

FIELD_NAME = "field name"
CARD_KIND_NAME = "card kind name"
ENUM_VALUE_NAME = "enum value name"
"""The contexts of the words a declaration adds: a declared field's name, a declared card
kind's name, an enum value's name (each translated once, wherever it prints)."""


def kind_domain(kind: str, table: FieldTable) -> str:
    """The PO domain of a kind's definitions: its folder (`agents.po`, `items.po`), so each
    kind's cards are a file of their own."""
    found = table.kind(kind)
    folder = found.folder if found is not None else kind
    return folder if folder not in FIXED_DOMAINS else f"{folder}-cards"


def domains_of(table: FieldTable) -> tuple[str, ...]:
    """Every domain of a game, in the order extraction writes them and `i18n status` lists
    them: game.yaml's, one per kind of the game's pack, the rulebook's and the labels', then
    one per kind game.yaml declares."""
    pack_kinds = tuple(kind_domain(kind.id, table) for kind in table.kinds if kind.pack is not None)
    own_kinds = tuple(kind_domain(kind.id, table) for kind in table.kinds if not kind.pack is not None)
    return (GAME_DOMAIN, *pack_kinds, RULEBOOK_DOMAIN, LABELS_DOMAIN, *own_kinds)


def field_word(kind: str) -> str:
    """The word a declared field's own contexts use: "agent field loyalty: abbreviation"."""
    return f"{kind} field"


def translatable_fields(kind: str, table: FieldTable) -> tuple[FieldPath, ...]:
    """What players read of a definition of `kind` besides its name, as the field table says:
    cardkit's and the pack's text fields, then the texts inside structured fields
    (`attacks.*.name`), then the texts game.yaml declares. That order is the order of each
    definition's entries in its PO file, so it stays what translators have always seen."""
    own: list[FieldPath] = []
    inner: list[FieldPath] = []
    declared: list[FieldPath] = []
    for spec in table.fields_of(kind):
        if spec.is_translated:
            (declared if spec.origin == GAME else own).append((spec.id,) if spec.type != "list" else (spec.id, "*"))
        inner += [(spec.id, *path) for path in spec.translated]
    return (*own, *inner, *declared)


@dataclass
class Message:
    context: str
    source: str
    domain: str
    locations: list[tuple[str, int]] = field(default_factory=list)
    comment: str | None = None
    """A note for the translator (`#.`): what the text is, what must survive."""

    @property
    def key(self) -> tuple[str, str]:
        return self.context, self.source


def name_context(word: str) -> str:
    """The context of a name: "agent name", "faction name"."""
    return f"{word} name"


def field_context(word: str, name: str, path: FieldPath) -> str:
    """The context of a field: "event Ambush: text", "agent Lantern Warden: printings.0.flavor"."""
    return f"{word} {name}: {'.'.join(path)}"


def label_context(msgid: str) -> str:
    return f"label {msgid}"


def chapter_context(chapter: str) -> str:
    return f"rulebook {chapter}"


_CALL = re.compile(r"\{\{.*?\}\}")
_LETTER = re.compile(r"[^\W\d_]")
BOOK_CONTEXTS = {
    "title": "rulebook title",
    "subtitle": "rulebook subtitle",
    "chapter": "rulebook chapter title",
    "edition": "rulebook errata version name",
}


class Messages:
    """The messages of a game, merged by context and source text, in the order first met."""

    def __init__(self) -> None:
        self.by_key: dict[tuple[str, str], Message] = {}

    def add(self, domain: str, context: str, source: object, where: tuple[str, int] | None = None, comment: str | None = None) -> None:
        if not isinstance(source, str) or not source.strip():
            return
        message = self.by_key.setdefault((context, source), Message(context, source, domain, comment=comment))
        if where is not None and where not in message.locations:
            message.locations.append(where)

    def in_domain(self, domain: str) -> list[Message]:
        return [message for message in self.by_key.values() if message.domain == domain]

    def __iter__(self) -> Iterator[Message]:
        return iter(self.by_key.values())


def game_messages(loaded: LoadedProject) -> Messages:
    """Every translatable string of the project: definitions, game.yaml, labels and rulebook."""
    messages = Messages()
    table = loaded.game.table
    for doc in loaded.documents:
        kind = _kind_of(loaded, doc)
        if kind == "game":
            _vocabulary_messages(doc, messages, table)
            _declaration_messages(doc, messages)
        elif kind:
            _definition_messages(kind, doc, messages, table)
    _label_messages(loaded, messages)
    _rulebook_messages(loaded, messages)
    return messages


def _kind_of(loaded: LoadedProject, doc: LocatedDocument) -> str:
    parts = Path(doc.relpath).parts
    if doc.path == loaded.project.content_dir / VOCABULARY_FILE:
        return "game"
    folder = parts[-2] if len(parts) >= 2 else ""
    return next((kind for kind, name in loaded.game.kind_folders().items() if name == folder), "")


def _where(doc: LocatedDocument, path: tuple[str | int, ...]) -> tuple[str, int]:
    return doc.relpath, doc.position(path).line


def _definition_messages(kind: str, doc: LocatedDocument, messages: Messages, table: FieldTable) -> None:
    domain = kind_domain(kind, table)
    name = doc.data["name"]
    messages.add(domain, name_context(kind), name, _where(doc, ("name",)))
    for path in translatable_fields(kind, table):
        for concrete, value in reach(doc.data, path):
            context = field_context(kind, name, tuple(str(step) for step in concrete))
            messages.add(domain, context, value, _where(doc, concrete))


def _vocabulary_messages(doc: LocatedDocument, messages: Messages, table: FieldTable) -> None:
    """game.yaml's name and every vocabulary's words: each entry's name and the fields of it
    players read (an entry's description, the texts the table marks translated)."""
    messages.add("game", "game name", doc.data.get("name"), _where(doc, ("name",)))
    for spec in table.vocabularies:
        prefix: tuple[str, ...] = ("vocabularies", spec.key) if spec.shared else (spec.key,)
        entries = reach(doc.data, prefix)
        listed = next((value for _, value in entries), None)
        for index, entry in enumerate(listed if isinstance(listed, list) else ()):
            if spec.plain and isinstance(entry, str):
                continue  # bare names: the names of another kind, translated there
            if not isinstance(entry, dict):
                continue
            messages.add("game", name_context(spec.word), entry.get("name"), _where(doc, (*prefix, index, "name")))
            for path in spec.translated:
                for concrete, value in reach(entry, path):
                    context = field_context(spec.word, entry["name"], tuple(str(step) for step in concrete))
                    messages.add("game", context, value, _where(doc, (*prefix, index, *concrete)))


def _declaration_messages(doc: LocatedDocument, messages: Messages) -> None:
    """The words game.yaml's `fields:` and `card_kinds:` add: field names and abbreviations,
    enum value names, card kind names."""
    for kind, items in (doc.data.get("fields") or {}).items():
        _field_messages(doc, ("fields", kind), kind, items, messages)
    for key in ("card_kinds", "collections"):
        for index, declared in enumerate(doc.data.get(key) or ()):
            messages.add("game", CARD_KIND_NAME, declared.get("name"), _where(doc, (key, index, "name")))
            _field_messages(doc, (key, index, "fields"), declared.get("id", ""), declared.get("fields"), messages)


def _field_messages(doc: LocatedDocument, path: tuple[str | int, ...], kind: str, items: Any, messages: Messages) -> None:
    for index, spec in enumerate(items if isinstance(items, list) else ()):
        at = (*path, index)
        messages.add("game", FIELD_NAME, spec.get("name"), _where(doc, (*at, "name")))
        abbreviation = field_context(field_word(kind), spec.get("id", ""), ("abbreviation",))
        messages.add("game", abbreviation, spec.get("abbreviation"), _where(doc, (*at, "abbreviation")))
        for number, value in enumerate(spec.get("values") or ()):
            messages.add("game", ENUM_VALUE_NAME, value.get("name"), _where(doc, (*at, "values", number, "name")))


def _label_messages(loaded: LoadedProject, messages: Messages) -> None:
    """The labels the game prints in its language: the shipped catalog under its overrides."""
    vocabulary = loaded.game.vocabulary
    if vocabulary is None:
        return
    overrides = vocabulary.labels
    catalog = {**shipped_catalog(vocabulary.language, pack_of(loaded.game)), **overrides}
    for msgid, text in sorted(catalog.items()):
        if msgid.split(".")[0] in UNTRANSLATED_LABEL_AREAS:
            continue
        where = _where(vocabulary.source.doc, ("labels", msgid)) if msgid in overrides else None
        fields = sorted(placeholders(text))
        comment = f"keep the fields {', '.join('{' + f + '}' for f in fields)}" if fields else None
        messages.add("labels", label_context(msgid), text, where, comment)


def _rulebook_messages(loaded: LoadedProject, messages: Messages) -> None:
    from cardkit.book.manifest import load_manifest

    manifest, _ = load_manifest(loaded.project)
    if manifest is None:
        return
    book = manifest.relpath
    messages.add("rulebook", BOOK_CONTEXTS["title"], manifest.title, (book, 1))
    messages.add("rulebook", BOOK_CONTEXTS["subtitle"], manifest.subtitle, (book, 1))
    pack = pack_of(loaded.game)
    fence_strings = pack.hook("fence_strings") if pack is not None else None
    for entry in manifest.chapters:
        if entry.missing:
            messages.add("rulebook", BOOK_CONTEXTS["chapter"], entry.title, (book, entry.line))
        elif entry.file is not None:
            _chapter_messages(loaded, entry.file, messages, fence_strings)
    errata = manifest.errata
    if errata is not None:
        messages.add("rulebook", BOOK_CONTEXTS["chapter"], errata.title, (book, errata.line))
        for label in (errata.since_label, errata.until_label):
            messages.add("rulebook", BOOK_CONTEXTS["edition"], label, (book, errata.line))


def _chapter_messages(loaded: LoadedProject, path: Path, messages: Messages, fence_strings: Callable[..., Iterable[tuple[str, str]]] | None) -> None:
    """A chapter's prose blocks, and what the game's pack shows translators of its fenced
    blocks (its `fence_strings` hook: a caption)."""
    relpath = loaded.project.relpath(path)
    try:
        text = read_project_file(path, loaded.project.root).replace("\r\n", "\n")
    except Unreadable:
        return  # check reports it at the chapter
    for block in split_blocks(text):
        if block.fence_info is not None and fence_strings is not None:
            for context, source in fence_strings(path.name, block):
                messages.add("rulebook", context, source, (relpath, block.line))
        elif is_prose(block):
            messages.add(
                "rulebook",
                chapter_context(path.name),
                block.text,
                (relpath, block.line),
                "Markdown: keep headings, list markers, links, {{ ... }} calls, numbers and dice",
            )


def is_prose(block: Block) -> bool:
    """A block a translator translates: not a fence, and words beyond its {{ calls }}."""
    return block.fence_info is None and bool(_LETTER.search(_CALL.sub("", block.text)))
