"""A locale's PO strings as one sheet, for a translator who uses a spreadsheet, not a PO editor.

One row per string the game has and the locale's PO files hold, in the files' order: which PO
file (`file`, its domain), its `context` (msgctxt) and `source` (msgid), the `translation`
(msgstr) to fill, its `state`, a `note` (what the text is, where it comes from) and the entry's
`revision` mark. Everything but the translation and the state is cardkit's, greyed and refusing
edits: `cardkit i18n import` finds each row's entry by file, context and source, and tells by the
revision that the PO file was edited since the export. An entry the game no longer has (T004)
is left out: it is `i18n update`'s to retire, not a translator's to fill.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from babel.messages.catalog import Catalog
from babel.messages.catalog import Message as PoMessage

from cardkit.foundation.hashing import bytes_digest
from cardkit.project.validate import LoadedProject
from cardkit.spreadsheets.export import OutColumn, Table
from cardkit.translation.messages import Message, domains_of, game_messages
from cardkit.translation.po import LocaleCatalogs, read_locale

FILE, CONTEXT, SOURCE, TRANSLATION, STATE, NOTE, REVISION = "file", "context", "source", "translation", "state", "note", "revision"
"""The columns of a translation sheet; their ids are their headers."""
REQUIRED = (FILE, CONTEXT, SOURCE, TRANSLATION)
UNTRANSLATED, FUZZY, TRANSLATED = "untranslated", "fuzzy", "translated"
STATES = (UNTRANSLATED, FUZZY, TRANSLATED)
REVISION_LENGTH = 8
READ_ONLY_HINT = "cardkit fills this column: i18n import finds the PO entry by file, context and source, and tells an edit made in the PO file since the export by the revision"


@dataclass(frozen=True)
class SheetEntry:
    """One string of the sheet: its PO file's domain, the entry, and the game's message."""

    domain: str
    entry: PoMessage
    message: Message


def text_of(entry: PoMessage) -> str:
    return entry.string if isinstance(entry.string, str) else ""


def state_of(entry: PoMessage) -> str:
    if not text_of(entry):
        return UNTRANSLATED
    return FUZZY if entry.fuzzy else TRANSLATED


def entry_revision(entry: PoMessage) -> str:
    """The mark of what the translator may change in an entry: its translation and state."""
    return revision_of(state_of(entry), text_of(entry))


def revision_of(state: str, text: str) -> str:
    """The mark of a state and a translation, as the PO entry holds them or the sheet's row
    says them: import tells by it both a row left alone and an entry edited since the export."""
    return bytes_digest(f"{state.strip().casefold()}\0{text}".encode()).upper()[:REVISION_LENGTH]


def sheet_entries(loaded: LoadedProject, catalogs: LocaleCatalogs) -> Iterator[SheetEntry]:
    """The entries of the locale's PO files the game still has, domain by domain, in file order."""
    current = game_messages(loaded).by_key
    for domain in domains_of(loaded.game.table):
        catalog: Catalog | None = catalogs.catalogs.get(domain)
        for entry in catalog or ():
            message = current.get((entry.context or "", str(entry.id))) if entry.id else None
            if message is not None and message.domain == domain:
                yield SheetEntry(domain, entry, message)


def locale_catalogs(loaded: LoadedProject, locale: str) -> LocaleCatalogs:
    return read_locale(loaded.project.content_dir, locale, loaded.project.root, domains_of(loaded.game.table))


def translation_table(loaded: LoadedProject, locale: str, catalogs: LocaleCatalogs) -> Table:
    """The sheet of `locale`: one row per string of its PO files."""
    columns = [
        OutColumn(FILE, FILE, read_only=True),
        OutColumn(CONTEXT, CONTEXT, read_only=True, text=True),
        OutColumn(SOURCE, SOURCE, read_only=True, text=True),
        OutColumn(TRANSLATION, TRANSLATION, text=True),
        OutColumn(STATE, STATE, choices=STATES),
        OutColumn(NOTE, NOTE, read_only=True, text=True),
        OutColumn(REVISION, REVISION, read_only=True, text=True),
    ]
    table = Table(locale, columns, read_only_hint=READ_ONLY_HINT)
    for found in sheet_entries(loaded, catalogs):
        entry = found.entry
        table.rows.append([found.domain, entry.context or "", str(entry.id), text_of(entry) or None, state_of(entry), _note(found), entry_revision(entry)])
    return table


def _note(found: SheetEntry) -> str | None:
    """What the entry's extracted comment says, and where its source is."""
    lines = [*found.entry.auto_comments, *(f"{file}:{line}" if line else file for file, line in found.message.locations[:3])]
    return "\n".join(lines) or None
