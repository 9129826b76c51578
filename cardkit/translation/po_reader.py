"""PO files read as gettext reads them: Babel's parser, taught the two things it misses.

Babel reads a fuzzy entry's previous source (`#| msgid "..."`) as a translator comment, so the
next write turns it into prose and loses it, and it refuses the `#~|` lines msgmerge writes for
an obsolete entry. It also keeps a duplicate entry silently (the first wins), which msgfmt
refuses. `parse_po` reads `#|` into the entry's `previous_id` (`po_previous`: gettext's syntax,
or the unquoted wrap older cardkit wrote), skips `#~|`, and lists every duplicate with its line
and the first one's, for T008, and every previous source gettext refuses, for T010.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass, field

from babel.messages.catalog import Catalog
from babel.messages.pofile import PoFileParser

from cardkit.translation.po_previous import read_previous


@dataclass(frozen=True)
class Duplicate:
    """An entry whose msgctxt and msgid an earlier entry of the same file already has."""

    context: str
    msgid: str
    line: int
    first_line: int


@dataclass
class ParsedPo:
    catalog: Catalog
    duplicates: list[Duplicate] = field(default_factory=list)
    unquoted_previous: list[int] = field(default_factory=list)
    """The first refused `#|` line of each entry whose previous source is wrapped without quotes."""


class _Parser(PoFileParser):
    """Babel's parser with previous sources and duplicates (its hooks are per line and per entry)."""

    def __init__(self, catalog: Catalog) -> None:
        self.seen: dict[tuple[str, str], int] = {}
        self.duplicates: list[Duplicate] = []
        self.unquoted_previous: list[int] = []
        self.line = 0
        """The line being parsed (1-based): Babel hands comments over without it."""
        super().__init__(catalog, abort_invalid=True)

    def _reset_message_state(self) -> None:
        super()._reset_message_state()
        self.previous: list[tuple[int, str]] = []

    def _process_comment(self, line: str) -> None:
        if not line.startswith("#|"):
            super()._process_comment(line)
            return
        self._finish_current_message()  # a previous source opens an entry: the last one is done
        self.previous.append((self.line, line[2:].strip()))

    def _process_keyword_line(self, lineno: int, line: str, obsolete: bool = False) -> None:
        if obsolete and line.startswith("|"):
            return  # `#~| msgid`: the previous source of an obsolete entry
        super()._process_keyword_line(lineno, line, obsolete)

    def _process_message_line(self, lineno: int, line: str, obsolete: bool = False) -> None:
        if obsolete and line.startswith("|"):
            return
        super()._process_message_line(lineno, line, obsolete)

    def _add_message(self) -> None:
        previous = read_previous(self.previous)
        if previous.unquoted_line is not None:
            self.unquoted_previous.append(previous.unquoted_line)
        context = self.context.denormalize() if self.context else ""
        msgid = self.messages[0].denormalize() if self.messages else ""
        line = self.offset + 1
        obsolete = self.obsolete
        first = line if obsolete else self.seen.setdefault((context, msgid), line)
        if first != line:
            self.duplicates.append(Duplicate(context, msgid, line, first))
        super()._add_message()
        if previous.msgid and msgid and not obsolete and first == line:
            message = self.catalog.get(msgid, context=context or None)
            if message is not None:
                message.previous_id = [previous.msgid]

    def lines(self, raw: bytes) -> Iterator[bytes]:
        """The file's lines, each numbered in `line` as Babel takes it."""
        for self.line, text in enumerate(io.BytesIO(raw), 1):
            yield text


def parse_po(raw: bytes, locale: str | None) -> ParsedPo:
    """The catalog of a PO file's bytes, and its duplicate entries; Babel's `PoFileError`
    (with its line) or a `ValueError` for text that is no PO file."""
    catalog = Catalog(locale=locale)
    parser = _Parser(catalog)
    parser.parse(parser.lines(raw))
    return ParsedPo(catalog, parser.duplicates, parser.unquoted_previous)
