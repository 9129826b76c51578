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
    NO_LABEL_CATALOG,
    NUMBERS_CHANGED,
    RICH_TEXT_CHANGED,
    SAME_NAME,
    STALE,
    TRANSLATION_CODES,
    UNQUOTED_PREVIOUS,
    UNTRANSLATED,
)
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.i18n.edition import source_locale
from cardkit.i18n.labels import placeholders, ships_labels_for
from cardkit.i18n.numbers import changed_numbers, numbers
from cardkit.project.validate import LoadedProject
from cardkit.richtext.markup import markup_of
from cardkit.translation.messages import Message, domains_of, game_messages
from cardkit.translation.paths import locales_dir, translated_locales
from cardkit.translation.po import LocaleCatalogs, duplicate_problem, read_locale
from cardkit.translation.po import shown as _shown

CALL = re.compile(r"\{\{.*?\}\}")
LINE_MARKUP = re.compile(r"^(#{1,6} |\s*(?:[-*+]|\d+[.)]) |\s*\|)")
HEADING_GLOSS = re.compile(r"^(#{1,6} .*?\S)\s+\*[^*\n]+\*\s*$", re.MULTILINE)
"""A rulebook heading's trailing emphasis, its gloss (`cardkit.book.markdown`)."""
SHOWN_UNTRANSLATED = 5
"""How many untranslated strings a T001 names, each with its line, before it says "and N more"."""
SHOWN_LINES = 5
"""How many lines of a file a finding about several of them names."""


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


@dataclass(frozen=True)
class TranslationSource:
    """What every locale is checked against: the game's strings now, its language, the marks a
    translation keeps, and its names that hold digits (whose digits are no number of a text)."""

    current: dict[tuple[str, str], Message]
    locale: str
    kept: tuple[str, ...]
    numbered_names: tuple[str, ...]


def translation_source(loaded: LoadedProject) -> TranslationSource | None:
    """What a translation of the game is checked against; None for a game without game.yaml."""
    vocabulary = loaded.game.vocabulary
    if vocabulary is None:
        return None
    current = game_messages(loaded).by_key
    names = tuple(source for (context, source) in current if context.endswith(" name") and has_digit(source))
    return TranslationSource(current, source_locale(loaded.game), vocabulary.kept_in_translation, names)


def check_translations(loaded: LoadedProject) -> list[Diagnostic]:
    locales = translated_locales(loaded.project.content_dir)
    source = translation_source(loaded) if locales else None
    if source is None:
        return []
    found: list[Diagnostic] = []
    domains = domains_of(loaded.game.table)
    for locale in locales:
        found += list(_check_locale(loaded, read_locale(loaded.project.content_dir, locale, loaded.project.root, domains), source))
    return found


def has_digit(text: str) -> bool:
    return any(char.isdigit() for char in text)


def _check_locale(loaded: LoadedProject, catalogs: LocaleCatalogs, source: TranslationSource) -> Iterator[Diagnostic]:
    yield from _gettext_syntax(loaded, catalogs)
    entries = {
        (m.context or "", str(m.id)): Entry(m, loaded.project.relpath(catalogs.paths[domain]))
        for domain, catalog in catalogs.catalogs.items()
        for m in catalog
        if m.id
    }
    by_context: dict[str, list[Entry]] = {}
    for (context, _), entry in entries.items():
        by_context.setdefault(context, []).append(entry)
    yield from _coverage(loaded, catalogs, source.current, entries, by_context)
    translated_names = tuple(entry.text for (context, _), entry in entries.items() if context.endswith(" name") and has_digit(entry.text))
    for key, entry in entries.items():
        if entry.text and not entry.message.fuzzy:
            yield from faithful(key[0], key[1], entry, source, catalogs.locale, translated_names)
    yield from same_names(entries)
    yield from _label_catalog(loaded, catalogs, source)


def _gettext_syntax(loaded: LoadedProject, catalogs: LocaleCatalogs) -> Iterator[Diagnostic]:
    """What stops gettext's tools reading a file: a file cardkit does not read (T007: its syntax,
    size, header or bytes, a link out of the project), a duplicate entry, a previous source
    wrapped without quotes (cardkit reads both)."""
    for problem in catalogs.problems:
        yield problem.diagnostic(loaded.project)
    for domain, duplicates in catalogs.duplicates.items():
        for twin in duplicates:
            yield duplicate_problem(catalogs.paths[domain], twin).diagnostic(loaded.project)
    for domain, lines in catalogs.unquoted_previous.items():
        file = loaded.project.relpath(catalogs.paths[domain])
        shown = ", ".join(map(str, lines[:SHOWN_LINES])) + (f" and {len(lines) - SHOWN_LINES} more" if len(lines) > SHOWN_LINES else "")
        yield finding(UNQUOTED_PREVIOUS, file, lines[0], f"{len(lines)} previous source(s) (#| msgid) wrapped without quotes, at line(s) {shown}: msgfmt, msgmerge and polib refuse the whole file", f"run `cardkit i18n update {catalogs.locale}`: it writes them in gettext's syntax and keeps them")


def _label_catalog(loaded: LoadedProject, catalogs: LocaleCatalogs, source: TranslationSource) -> Iterator[Diagnostic]:
    """The locale named once when cardkit ships no labels for it, with how many of the game's
    labels print in its own language for want of a translation."""
    if ships_labels_for(catalogs.locale):
        return
    labels = [message for message in source.current.values() if message.domain == "labels"]
    catalog = catalogs.catalogs.get("labels")
    falling = [m for m in labels if catalog is None or not _translated(catalog.get(m.source, context=m.context))]
    if not falling:
        return
    file = loaded.project.relpath(catalogs.paths["labels"]) if "labels" in catalogs.paths else loaded.project.relpath(locales_dir(loaded.project.content_dir) / catalogs.locale)
    yield finding(NO_LABEL_CATALOG, file, 1, f"cardkit ships no label catalog for {catalogs.locale}: {len(falling)} of the game's {len(labels)} label(s) print in {source.locale}, the game's language, until labels.po translates them", f"translate them in {file} (`cardkit i18n update {catalogs.locale}` adds the empty entries)")


def _translated(message: PoMessage | None) -> bool:
    return message is not None and isinstance(message.string, str) and bool(message.string) and not message.fuzzy


def _coverage(loaded: LoadedProject, catalogs: LocaleCatalogs, current: dict[tuple[str, str], Message], entries: dict[tuple[str, str], Entry], by_context: dict[str, list[Entry]]) -> Iterator[Diagnostic]:
    missing: dict[str, list[tuple[Message, Entry | None]]] = {}
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
        missing.setdefault(message.domain, []).append((message, entry))
    for domain, untranslated in missing.items():
        file = loaded.project.relpath(catalogs.paths[domain]) if domain in catalogs.paths else f"{loaded.project.relpath(loaded.project.content_dir)}/locales/{catalogs.locale}/{domain}.po"
        yield _untranslated(file, catalogs.locale, untranslated)
    for key, entry in entries.items():
        if key not in current and key not in matched and entry.text:
            yield finding(DANGLING, entry.file, entry.line, f"this entry translates {key[1]!r} ({key[0]}), which the game no longer has: references to it will not resolve", f"run `cardkit i18n update {catalogs.locale}` to retire it, or restore the source")


def _untranslated(file: str, locale: str, untranslated: list[tuple[Message, Entry | None]]) -> Diagnostic:
    """One T001 for a PO file: at its first empty entry, naming the first strings with the line
    of each (the place of its source when the file lacks the entry)."""
    lines = sorted(entry.line for _, entry in untranslated if entry is not None)
    ordered = sorted(untranslated, key=lambda pair: (pair[1] is None, pair[1].line if pair[1] else 0))
    named = ", ".join(_where_untranslated(message, entry) for message, entry in ordered[:SHOWN_UNTRANSLATED])
    more = f" and {len(untranslated) - SHOWN_UNTRANSLATED} more" if len(untranslated) > SHOWN_UNTRANSLATED else ""
    return finding(UNTRANSLATED, file, lines[0] if lines else 1, f"{len(untranslated)} string(s) not translated into {locale}: {named}{more}", f"run `cardkit i18n update {locale}`, then translate the empty msgstr entries (`cardkit i18n status` counts them)")


def _where_untranslated(message: Message, entry: Entry | None) -> str:
    if entry is not None:
        return f"{_shown(message.source)!r} ({message.context}, line {entry.line})"
    source = f", from {message.locations[0][0]}:{message.locations[0][1]}" if message.locations else ""
    return f"{_shown(message.source)!r} ({message.context}; no entry yet{source})"




def _changed_source(message: Message, by_context: dict[str, list[Entry]], current: dict[tuple[str, str], Message]) -> Entry | None:
    """The translated entry of the same field whose source text is no longer the game's."""
    if message.context.endswith(" name") or message.context.startswith("rulebook "):
        return None  # many entries share such a context: no one-to-one old text
    for entry in by_context.get(message.context, ()):
        if (entry.message.context or "", str(entry.message.id)) not in current and entry.text:
            return entry
    return None


def faithful(context: str, source_text: str, entry: Entry, source: TranslationSource, locale: str, translated_names: tuple[str, ...]) -> Iterator[Diagnostic]:
    """What a translation must keep of its source: numbers and dice, fields, calls, links, markup."""
    lost_numbers, added_numbers = changed_numbers(
        numbers(source_text, source.numbered_names), source_text, source.locale, numbers(entry.text, translated_names), entry.text, locale
    )
    if lost_numbers or added_numbers:
        changes = ", ".join([*(f"{n} missing" for n in lost_numbers), *(f"{n} added" for n in added_numbers)])
        yield finding(NUMBERS_CHANGED, entry.file, entry.line, f"the translation's numbers and dice differ from the source: {changes}", "a translation keeps every number and die of its source, as many times (in digits, or as words of its language)")
    for lost in _lost_markup(context, source_text, entry.text, source.kept):
        yield finding(MARKUP_LOST, entry.file, entry.line, f"the translation lost {lost!r} of its source", "keep it exactly as the source writes it")
    if not context.startswith("label "):
        changed = rich_text_changes(source_text, entry.text)
        if changed:
            yield finding(RICH_TEXT_CHANGED, entry.file, entry.line, f"the translation's rich text differs from the source: {changed}", "keep every [symbol] of the source, as many times, and as many **bold** and *italic* spans")


def _lost_markup(context: str, source: str, text: str, kept: tuple[str, ...]) -> Iterator[str]:
    """What the translation lost: calls, a label's fields, the game's kept marks (as many times
    as the source writes each), and the Markdown that starts a line."""
    calls = set(CALL.findall(source))
    if context.startswith("label "):
        calls |= {"{" + name + "}" for name in placeholders(source)}
    lost = {item for item in calls if item not in text}
    lost |= {mark for mark in kept if text.count(mark) < source.count(mark)}
    yield from sorted(lost)
    for source_line, line in zip_longest(source.split("\n"), text.split("\n"), fillvalue=""):
        marker = LINE_MARKUP.match(source_line)
        if marker and not line.startswith(marker.group(1)):
            yield marker.group(1).strip()


RICH_MARKS = {"strong": "bold", "em": "italic"}
"""The rich-text spans a translation keeps, by markdown-it's name, as a translator calls them."""


RICH_OPENERS = "[*_"
"""The characters without which a text holds no symbol (`[light]`) and no bold or italic span."""


def rich_text_changes(source: str, text: str) -> str:
    """What the translation `text` dropped or added of `source`'s symbols and bold or italic
    spans ("[light] missing, bold added"), "" when it kept them all. List items and line
    breaks are T006's (a line's Markdown marker); a heading's gloss (the rulebook's "## Contato
    *Melee*") is the translator's to keep or drop, since in the gloss's language it repeats the title.
    Texts with none of the characters that open a symbol or a span are equal without parsing:
    most are, and parsing each pair cost a tenth of a check."""
    if not any(char in side for side in (source, text) for char in RICH_OPENERS):
        return ""
    before, after = (Counter(mark for mark in markup_of(HEADING_GLOSS.sub(r"\1", side)) if mark.startswith("[") or mark in RICH_MARKS) for side in (source, text))
    shown = [*(f"{_rich_name(mark)} missing" for mark in sorted(before - after)), *(f"{_rich_name(mark)} added" for mark in sorted(after - before))]
    return ", ".join(shown)


def _rich_name(mark: str) -> str:
    return RICH_MARKS.get(mark, mark)


def same_names(entries: dict[tuple[str, str], Entry]) -> Iterator[Diagnostic]:
    for (context, source), first, entry in same_name_pairs(entries):
        yield same_name_finding(context, source, first, entry)


def same_name_pairs(entries: dict[tuple[str, str], Entry]) -> Iterator[tuple[tuple[str, str], str, Entry]]:
    """Each name translated like an earlier one of its context: (its key, the earlier one's
    source, its entry); `i18n import` places the finding at the sheet's cell."""
    seen: dict[tuple[str, str], str] = {}
    for (context, source), entry in entries.items():
        if not context.endswith(" name") or not entry.text or entry.message.fuzzy:
            continue
        first = seen.setdefault((context, entry.text.casefold()), source)
        if first != source:
            yield (context, source), first, entry


def same_name_finding(context: str, source: str, first: str, entry: Entry) -> Diagnostic:
    return finding(SAME_NAME, entry.file, entry.line, f"{source!r} and {first!r} are both translated to {entry.text!r} ({context})", "give each its own name, as the source does: references could not tell them apart")
