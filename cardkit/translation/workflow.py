"""`cardkit i18n extract | update | status`: the translator's round trip, as functions.

extract writes the POT files (the source strings); update merges them into a locale's PO
files (new strings empty, changed ones fuzzy, labels cardkit ships already filled in);
status counts what each locale has done, per domain.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog

from cardkit.i18n.edition import source_locale
from cardkit.i18n.labels import shipped_catalog
from cardkit.loading import MAX_PO_BYTES, read_regular_file
from cardkit.model.packs import Pack, pack_of
from cardkit.output.stamp import source_epoch
from cardkit.output.writing import write_bytes_atomically
from cardkit.project.validate import LoadedProject
from cardkit.translation.messages import Message, domains_of, game_messages, label_context
from cardkit.translation.paths import po_path, pot_path, translated_locales
from cardkit.translation.po import PoProblem, dumps, merged, read_catalog, read_locale, same_but_stamps, template


def templates(loaded: LoadedProject) -> dict[str, Catalog]:
    """One POT catalog per domain that has strings."""
    messages = game_messages(loaded)
    locale = source_locale(loaded.game)
    created = datetime.fromtimestamp(source_epoch(loaded.project.root), UTC)
    return {
        domain: template(listed, loaded.project.name, locale, created)
        for domain in domains_of(loaded.game.table)
        if (listed := messages.in_domain(domain))
    }


def extract(loaded: LoadedProject) -> list[Path]:
    """Write content/locales/<domain>.pot for every domain; returns the files written."""
    return [
        written
        for domain, catalog in templates(loaded).items()
        if (written := _write(pot_path(loaded.project.content_dir, domain), dumps(catalog))) is not None
    ]


@dataclass
class Updated:
    """What `update` wrote, and the PO files it left untouched for their problems."""

    written: list[Path]
    refused: list[PoProblem]


def _write(path: Path, data: bytes) -> Path | None:
    """Write `data` unless the file already holds it, dates aside: a commit that changed no
    string leaves every PO and POT file as it was. The path written, or None. Only a regular
    file is read to compare (a pipe would block), and no more of it than a PO file may hold."""
    try:
        if same_but_stamps(read_regular_file(path, MAX_PO_BYTES), data):
            return None
    except OSError:
        pass  # not there yet (or unreadable): written, and a write that fails says why
    return write_bytes_atomically(path, data)


def update(loaded: LoadedProject, locale: str) -> Updated:
    """Merge the current strings into content/locales/<locale>/*.po, creating what is missing.

    A PO file that cannot be read, or that gives one string twice, is left untouched and its
    problems returned: merging it would lose the translator's work (Babel keeps one of two
    entries of the same string)."""
    written: list[Path] = []
    refused: list[PoProblem] = []
    for domain, source in templates(loaded).items():
        path = po_path(loaded.project.content_dir, locale, domain)
        existing = None
        if path.exists() or path.is_symlink():
            existing, problems = read_catalog(path, locale, loaded.project.root)
            if problems:
                refused += problems
                continue
        catalog = merged(existing, source, locale, loaded.project.name)
        if domain == "labels":
            _prefill_labels(catalog, source_locale(loaded.game), locale, pack_of(loaded.game))
        if (done := _write(path, dumps(catalog))) is not None:
            written.append(done)
    return Updated(written, refused)


def _prefill_labels(catalog: Catalog, source: str, locale: str, pack: Pack | None) -> None:
    """Labels the game did not override are cardkit's own words (and its pack's), which they ship translated."""
    ours, theirs = shipped_catalog(source, pack), shipped_catalog(locale, pack)
    for message in catalog:
        if not message.id or (message.string and not message.fuzzy) or not (message.context or "").startswith("label "):
            continue
        msgid = (message.context or "")[len(label_context("")) :]
        if ours.get(msgid) == message.id and msgid in theirs:
            message.string = theirs[msgid]
            message.flags.discard("fuzzy")
            message.previous_id = []  # a finished translation has no previous source to show


@dataclass(frozen=True)
class Coverage:
    locale: str
    domain: str
    total: int
    translated: int
    fuzzy: int

    @property
    def untranslated(self) -> int:
        return self.total - self.translated - self.fuzzy

    @property
    def percent(self) -> float:
        return 100.0 * self.translated / self.total if self.total else 100.0

    def to_json(self) -> dict[str, object]:
        return {
            "locale": self.locale,
            "domain": self.domain,
            "total": self.total,
            "translated": self.translated,
            "fuzzy": self.fuzzy,
            "untranslated": self.untranslated,
            "percent": round(self.percent, 1),
        }


def status(loaded: LoadedProject, locales: list[str] | None = None) -> list[Coverage]:
    """How much of today's strings each locale translates, per domain."""
    messages = game_messages(loaded)
    rows: list[Coverage] = []
    domains = domains_of(loaded.game.table)
    for locale in locales or translated_locales(loaded.project.content_dir):
        catalogs = read_locale(loaded.project.content_dir, locale, loaded.project.root, domains)
        for domain in domains:
            listed = messages.in_domain(domain)
            if listed:
                rows.append(_coverage(locale, domain, listed, catalogs.catalogs.get(domain)))
    return rows


def _coverage(locale: str, domain: str, listed: list[Message], catalog: Catalog | None) -> Coverage:
    translated = fuzzy = 0
    for message in listed:
        entry = catalog.get(message.source, context=message.context) if catalog is not None else None
        if entry is None or not entry.string:
            continue
        if entry.fuzzy:
            fuzzy += 1
        else:
            translated += 1
    return Coverage(locale, domain, len(listed), translated, fuzzy)
