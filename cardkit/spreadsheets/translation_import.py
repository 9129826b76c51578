"""`cardkit i18n import LOCALE FILE`: a translation sheet merged back into the locale's PO files.

Each row is placed by its file, context and source (`translations`); a row that changes its
entry gives it the sheet's translation (a changed text is translated, its fuzzy flag and
previous source gone) or, with its text unchanged, the state the translator set (`translated`
after a review, `fuzzy`). An empty translation cell never erases a translation: a sheet only adds.

Nothing is written while one problem remains, each reported at its cell: a row whose string is
gone (X013), two rows for one string (X009), a row whose entry was edited in the PO file since
the export (X010, unless `force`), and what `cardkit check` would say of the new translation
(T003 numbers, T005 a name given twice, T006 markup), so a sheet cannot bring in what a PO
editor's work would be refused for. The PO files are written as `i18n update` writes them, so
every entry the sheet does not change keeps its bytes.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.catalog import Message as PoMessage

from cardkit.checks.translation import Entry, TranslationSource, faithful, has_digit, same_name_finding, same_name_pairs
from cardkit.codes.spreadsheet import (
    CHANGED_SINCE_EXPORT,
    DATE_CELL,
    DUPLICATE_ROW,
    FORMULA_ERROR,
    MERGED_CELL,
    NO_TRANSLATION_COLUMN,
    STALE_TRANSLATION_ROW,
)
from cardkit.codes.translation import DUPLICATE_ENTRY, TRANSLATION_CODES
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.output.writing import staged_writes
from cardkit.project.validate import LoadedProject
from cardkit.spreadsheets.columns import cell_problem
from cardkit.spreadsheets.grid import Cell, Grid
from cardkit.spreadsheets.rows import header_row
from cardkit.spreadsheets.translations import (
    CONTEXT,
    FILE,
    FUZZY,
    REQUIRED,
    REVISION,
    SOURCE,
    STATE,
    TRANSLATED,
    TRANSLATION,
    entry_revision,
    revision_of,
    text_of,
)
from cardkit.translation.po import dumps, read_parsed

READ = (FILE, CONTEXT, SOURCE, TRANSLATION, STATE, REVISION)
"""The columns an import reads; a translator's own columns (and the note) are left alone."""
Key = tuple[str, str]
"""A string as the PO files key it: (msgctxt, msgid)."""


@dataclass(frozen=True)
class Change:
    """What one row does to its entry, and the cell that says it."""

    domain: str
    key: Key
    text: str
    fuzzy: bool
    row: int
    column: int


@dataclass
class TranslationImport:
    """What an import found and would write: each PO file's new bytes and the rows that changed it."""

    problems: list[Diagnostic] = field(default_factory=list)
    changes: list[Change] = field(default_factory=list)
    texts: dict[Path, bytes] = field(default_factory=dict)

    @property
    def has_errors(self) -> bool:
        return any(problem.severity.value == "error" for problem in self.problems)


def import_translations(loaded: LoadedProject, locale: str, grid: Grid, source: TranslationSource, *, force: bool) -> TranslationImport:
    """Everything importing `grid` into `locale` would do; `write_translations` does it."""
    found = TranslationImport()
    header = header_row(grid)
    columns = {_word(grid.cell(header, index)): index for index in reversed(range(len(grid.rows[header]) if grid.rows else 0))}
    missing = [name for name in REQUIRED if name not in columns]
    if missing:
        found.problems.append(cell_problem(grid, header, 0, NO_TRANSLATION_COLUMN, f"the sheet has no {', '.join(missing)} column: its rows cannot be placed",
                                           f"the header of a translation sheet names {', '.join(REQUIRED)} (`cardkit i18n export {locale}` writes it)"))
        return found
    catalogs = _catalogs(loaded, locale, found)
    if found.has_errors:
        return found
    seen: dict[Key, int] = {}
    for row in range(header + 1, len(grid.rows)):
        change = _row_change(grid, row, columns, catalogs, source, seen, force, found.problems, locale)
        if change is not None:
            found.changes.append(change)
    _apply(catalogs, found.changes)  # in memory; checked even when other rows failed, so every problem shows at once
    found.problems += list(_checked(grid, catalogs, found.changes, source, locale))
    if not found.has_errors:
        for domain in sorted({change.domain for change in found.changes}):
            path, catalog = catalogs[domain]
            found.texts[path] = dumps(catalog)
    return found


def _word(cell: Cell) -> str:
    return str(cell.value).strip().casefold() if not cell.is_empty else ""


def _catalogs(loaded: LoadedProject, locale: str, found: TranslationImport) -> dict[str, tuple[Path, Catalog]]:
    """Each domain's PO file read afresh (the shared reader's catalogs are memoized: this one is
    changed); a file cardkit cannot rewrite without loss stops the import (T007, T008)."""
    from cardkit.translation.messages import domains_of
    from cardkit.translation.paths import po_path

    catalogs: dict[str, tuple[Path, Catalog]] = {}
    for domain in domains_of(loaded.game.table):
        path = po_path(loaded.project.content_dir, locale, domain)
        if not path.is_file() and not path.is_symlink():
            continue
        shown = loaded.project.relpath(path)
        parsed, refused = read_parsed(path, locale, loaded.project.root, fresh=True)  # as strictly as check reads it
        found.problems += [problem.diagnostic(loaded.project) for problem in refused]
        if parsed is None:
            continue
        for twin in parsed.duplicates:
            found.problems.append(TRANSLATION_CODES[DUPLICATE_ENTRY].diagnostic(shown, twin.line, 1, f"this entry repeats the one at line {twin.first_line}: merging would drop one of them",
                                                                              f"keep one of the two (or run `msguniq --use-first {shown}`), then import again"))
        catalogs[domain] = (path, parsed.catalog)
    return catalogs


def _row_change(grid: Grid, row: int, columns: dict[str, int], catalogs: dict[str, tuple[Path, Catalog]], source: TranslationSource,
                seen: dict[Key, int], force: bool, problems: list[Diagnostic], locale: str) -> Change | None:
    """What row `row` changes, or None (an empty row, an unchanged one, or one with a problem)."""
    texts = {name: _text(grid, row, index, problems) for name, index in columns.items() if name in READ}
    if not any(texts.values()):
        return None
    domain, key = texts.get(FILE) or "", (texts.get(CONTEXT) or "", texts.get(SOURCE) or "")
    at_source = columns[SOURCE]
    message = source.current.get(key)
    held = catalogs.get(domain)
    entry = held[1].get(key[1], context=key[0] or None) if held is not None and key[1] else None
    if message is None or message.domain != domain or entry is None:
        problems.append(_stale(grid, row, at_source, domain, key, message is not None and message.domain == domain, locale))
        return None
    if key in seen:
        problems.append(cell_problem(grid, row, at_source, DUPLICATE_ROW, f"this row translates the string of row {seen[key] + 1} again ({key[0]}): which one is meant?", "keep one row per string"))
        return None
    seen[key] = row
    revision = texts.get(REVISION)
    if revision is not None and revision == revision_of(texts.get(STATE) or "", texts.get(TRANSLATION) or ""):
        return None  # the row says what it said at the export: the translator left it alone
    text, fuzzy = _wanted(entry, texts.get(TRANSLATION), texts.get(STATE))
    if text == text_of(entry) and fuzzy == bool(entry.fuzzy):
        return None
    at = columns[TRANSLATION]
    if not force and revision != entry_revision(entry) and (revision is not None or text_of(entry)):
        problems.append(cell_problem(grid, row, at, CHANGED_SINCE_EXPORT, f"the {domain}.po entry of {_quoted(key[1])} ({key[0]}) was edited since the sheet was exported: it now reads {_quoted(text_of(entry))}",
                                     "export the sheet again and redo this row, or add --force to keep the sheet's translation"))
        return None
    return Change(domain, key, text, fuzzy, row, at)


def _text(grid: Grid, row: int, column: int, problems: list[Diagnostic]) -> str | None:
    """A cell as text, None when empty; a formula error, a date or a merged range is a problem."""
    cell = grid.cell(row, column)
    if cell.merged is not None:
        problems.append(cell_problem(grid, row, column, MERGED_CELL, f"the cell is part of the merged range {cell.merged}, which holds one text for several strings", "unmerge the range and write each text in its own cell"))
        return None
    if cell.error is not None:
        problems.append(cell_problem(grid, row, column, FORMULA_ERROR, f"the cell holds the formula error {cell.error}", "write the text itself, not a formula"))
        return None
    value = cell.value
    if isinstance(value, (datetime.date, datetime.time, datetime.timedelta)):
        problems.append(cell_problem(grid, row, column, DATE_CELL, "the spreadsheet program made the cell a date", "format the cell as text and type it again"))
        return None
    if cell.is_empty:
        return None
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value).replace("\r\n", "\n")


def _wanted(entry: PoMessage, translation: str | None, state: str | None) -> tuple[str, bool]:
    """The entry's text and fuzzy flag after the row: a new text is translated; an unchanged one
    takes the state the translator set (`translated` clears fuzzy, `fuzzy` sets it)."""
    current = text_of(entry)
    if translation is None or translation == current:
        word = (state or "").strip().casefold()
        if not current:
            return current, bool(entry.fuzzy)
        return current, True if word == FUZZY else False if word == TRANSLATED else bool(entry.fuzzy)
    return translation, False


def _stale(grid: Grid, row: int, column: int, domain: str, key: Key, in_game: bool, locale: str) -> Diagnostic:
    if in_game:
        return cell_problem(grid, row, column, STALE_TRANSLATION_ROW, f"{domain}.po has no entry for {_quoted(key[1])} ({key[0]}) yet",
                            f"run `cardkit i18n update {locale}`, then export the sheet again and copy the translation over")
    return cell_problem(grid, row, column, STALE_TRANSLATION_ROW, f"the game has no string {_quoted(key[1])} ({key[0] or 'no context'}) in {domain or 'no file'}: the sheet is older than the game, or its source cell was edited",
                        f"export the sheet again (`cardkit i18n export {locale}`) and copy the translation over")


def _quoted(text: str) -> str:
    line = text.strip().split("\n", 1)[0]
    return repr(line if len(line) <= 40 and line == text.strip() else line[:39].rstrip() + "…")


def _apply(catalogs: dict[str, tuple[Path, Catalog]], changes: list[Change]) -> None:
    for change in changes:
        entry = catalogs[change.domain][1].get(change.key[1], context=change.key[0] or None)
        assert entry is not None
        entry.string = change.text
        if change.fuzzy:
            entry.flags.add("fuzzy")
        else:
            entry.flags.discard("fuzzy")
            entry.previous_id = []  # a finished translation has no previous source to show


def _checked(grid: Grid, catalogs: dict[str, tuple[Path, Catalog]], changes: list[Change], source: TranslationSource, locale: str) -> Iterator[Diagnostic]:
    """`cardkit check`'s findings on the changed translations, each at its row's translation cell."""
    entries: dict[Key, Entry] = {
        (m.context or "", str(m.id)): Entry(m, grid.file) for _, catalog in catalogs.values() for m in catalog if m.id
    }
    names = tuple(entry.text for (context, _), entry in entries.items() if context.endswith(" name") and has_digit(entry.text))
    cells = {change.key: change for change in changes}
    for change in changes:
        if change.text and not change.fuzzy:
            for problem in faithful(change.key[0], change.key[1], entries[change.key], source, locale, names):
                yield _at(grid, change, problem)
    for key, first, entry in same_name_pairs(entries):
        placed = cells.get(key) or cells.get((key[0], first))
        if placed is not None:
            yield _at(grid, placed, same_name_finding(key[0], key[1], first, entry))


def _at(grid: Grid, change: Change, problem: Diagnostic) -> Diagnostic:
    return replace(problem, file=grid.file, line=change.row + 1, column=change.column + 1, cell=grid.ref(change.row, change.column))


def write_translations(found: TranslationImport) -> list[Path]:
    """Write every changed PO file together (staged, then renamed into place)."""
    with staged_writes() as staged:
        for path, data in found.texts.items():
            staged.write(path, data)
    return list(found.texts)
