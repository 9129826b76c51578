"""Checks of a game's translations against its source: run by `cardkit check` for every locale
that has PO files under content/locales/.

They compare the PO files with the strings the game has now (`game_messages`), so a source
text edited after translation is reported at once, before anyone runs `i18n update`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import zip_longest

from babel.messages.catalog import Message as PoMessage

from cardkit.codes.translation import (
    DANGLING,
    MARKUP_LOST,
    NUMBERS_CHANGED,
    SAME_NAME,
    STALE,
    TRANSLATION_CODES,
    UNTRANSLATED,
)
from cardkit.content import LoadedProject
from cardkit.diagnostics import Diagnostic
from cardkit.i18n.labels import placeholders
from cardkit.i18n.messages import Message, domains_of, game_messages
from cardkit.i18n.paths import translated_locales
from cardkit.i18n.po import LocaleCatalogs, read_locale

NUMBER = re.compile(r"\d+(?:[dD]\d+)?(?:[+-]\d+)?")
"""A number or a die ("10", "1d20", "2d10+2"): what a translation must keep, as many times."""
CALL = re.compile(r"\{\{.*?\}\}")
SUPERSCRIPT = re.compile(r"[⁰¹²³⁴⁵⁶⁷⁸⁹]+")
LINE_MARKUP = re.compile(r"^(#{1,6} |\s*(?:[-*+]|\d+[.)]) |\s*\|)")
SHOWN_UNTRANSLATED = 3
"""How many untranslated strings a T001 names before it says "and N more"."""


@dataclass(frozen=True)
class Entry:
    """A PO entry with the file it is in, for diagnostics at its line."""

    message: PoMessage
    file: str

    @property
    def line(self) -> int:
        return max(int(self.message.lineno or 1), 1)

    @property
    def text(self) -> str:
        return self.message.string if isinstance(self.message.string, str) else ""



def finding(code: str, file: str, line: int, message: str, hint: str | None = None) -> Diagnostic:
    """A T-code finding at a PO file's line (column 1), with its code's default severity."""
    return TRANSLATION_CODES[code].diagnostic(file, line, 1, message, hint)


def check_translations(loaded: LoadedProject) -> list[Diagnostic]:
    locales = translated_locales(loaded.project.content_dir)
    if not locales or loaded.game.vocabulary is None:
        return []
    messages = game_messages(loaded)
    found: list[Diagnostic] = []
    domains = domains_of(loaded.game.table)
    for locale in locales:
        found += list(_check_locale(loaded, read_locale(loaded.project.content_dir, locale, loaded.project.root, domains), messages.by_key))
    return found


def _check_locale(loaded: LoadedProject, catalogs: LocaleCatalogs, current: dict[tuple[str, str], Message]) -> Iterator[Diagnostic]:
    for problem in catalogs.problems:
        yield problem.diagnostic(loaded.project)
    entries = {
        (m.context or "", str(m.id)): Entry(m, loaded.project.relpath(catalogs.paths[domain]))
        for domain, catalog in catalogs.catalogs.items()
        for m in catalog
        if m.id
    }
    by_context: dict[str, list[Entry]] = {}
    for (context, _), entry in entries.items():
        by_context.setdefault(context, []).append(entry)
    yield from _coverage(loaded, catalogs, current, entries, by_context)
    for key, entry in entries.items():
        if entry.text and not entry.message.fuzzy:
            yield from _faithful(key[0], key[1], entry)
    yield from _same_names(entries)


def _coverage(loaded: LoadedProject, catalogs: LocaleCatalogs, current: dict[tuple[str, str], Message], entries: dict[tuple[str, str], Entry], by_context: dict[str, list[Entry]]) -> Iterator[Diagnostic]:
    missing: dict[str, list[Message]] = {}
    matched: set[tuple[str, str]] = set()
    for key, message in current.items():
        entry = entries.get(key)
        if entry is not None and entry.text and not entry.message.fuzzy:
            matched.add(key)
            continue
        if entry is not None and entry.message.fuzzy:
            matched.add(key)
            yield finding(STALE, entry.file, entry.line, f"the {catalogs.locale} translation of {message.context!r} is fuzzy: check it against the source and remove the fuzzy flag", "edit it in your PO editor, which clears the flag")
            continue
        old = _changed_source(message, by_context, current)
        if old is not None:
            matched.add((old.message.context or "", str(old.message.id)))
            where = message.locations[0] if message.locations else (old.file, old.line)
            yield finding(STALE, old.file, old.line, f"the source of {message.context!r} changed since it was translated into {catalogs.locale} ({where[0]}:{where[1]}): the translation is stale", f"run `cardkit i18n update {catalogs.locale}`, which marks it fuzzy, then revise it")
            continue
        missing.setdefault(message.domain, []).append(message)
    for domain, messages in missing.items():
        file = loaded.project.relpath(catalogs.paths[domain]) if domain in catalogs.paths else f"{loaded.project.relpath(loaded.project.content_dir)}/locales/{catalogs.locale}/{domain}.po"
        named = ", ".join(repr(m.context) for m in messages[:SHOWN_UNTRANSLATED])
        more = f" and {len(messages) - SHOWN_UNTRANSLATED} more" if len(messages) > SHOWN_UNTRANSLATED else ""
        yield finding(UNTRANSLATED, file, 1, f"{len(messages)} string(s) not translated into {catalogs.locale}: {named}{more}", f"run `cardkit i18n update {catalogs.locale}`, then translate the empty msgstr entries")
    for key, entry in entries.items():
        if key not in current and key not in matched and entry.text:
            yield finding(DANGLING, entry.file, entry.line, f"this entry translates {key[1]!r} ({key[0]}), which the game no longer has: references to it will not resolve", f"run `cardkit i18n update {catalogs.locale}` to retire it, or restore the source")


def _changed_source(message: Message, by_context: dict[str, list[Entry]], current: dict[tuple[str, str], Message]) -> Entry | None:
    """The translated entry of the same field whose source text is no longer the game's."""
    if message.context.endswith(" name") or message.context.startswith("rulebook "):
        return None  # many entries share such a context: no one-to-one old text
    for entry in by_context.get(message.context, ()):
        if (entry.message.context or "", str(entry.message.id)) not in current and entry.text:
            return entry
    return None


def _faithful(context: str, source: str, entry: Entry) -> Iterator[Diagnostic]:
    """What a translation must keep of its source: numbers and dice, fields, calls, links, markup."""
    lost_numbers = Counter(NUMBER.findall(source)) - Counter(NUMBER.findall(entry.text))
    added_numbers = Counter(NUMBER.findall(entry.text)) - Counter(NUMBER.findall(source))
    if lost_numbers or added_numbers:
        changes = ", ".join([*(f"{n} missing" for n in lost_numbers), *(f"{n} added" for n in added_numbers)])
        yield finding(NUMBERS_CHANGED, entry.file, entry.line, f"the translation's numbers and dice differ from the source: {changes}", "a translation keeps every number and die of its source, as many times")
    for lost in _lost_markup(context, source, entry.text):
        yield finding(MARKUP_LOST, entry.file, entry.line, f"the translation lost {lost!r} of its source", "keep it exactly as the source writes it")


def _lost_markup(context: str, source: str, text: str) -> Iterator[str]:
    kept = set(CALL.findall(source)) | set(SUPERSCRIPT.findall(source))
    if context.startswith("label "):
        kept |= {"{" + name + "}" for name in placeholders(source)}
    yield from sorted(item for item in kept if item not in text)
    for source_line, line in zip_longest(source.split("\n"), text.split("\n"), fillvalue=""):
        marker = LINE_MARKUP.match(source_line)
        if marker and not line.startswith(marker.group(1)):
            yield marker.group(1).strip()


def _same_names(entries: dict[tuple[str, str], Entry]) -> Iterator[Diagnostic]:
    seen: dict[tuple[str, str], tuple[str, Entry]] = {}
    for (context, source), entry in entries.items():
        if not context.endswith(" name") or not entry.text or entry.message.fuzzy:
            continue
        first = seen.setdefault((context, entry.text.casefold()), (source, entry))
        if first[0] != source:
            yield finding(SAME_NAME, entry.file, entry.line, f"{source!r} and {first[0]!r} are both translated to {entry.text!r} ({context})", "give each its own name, as the source does: references could not tell them apart")
