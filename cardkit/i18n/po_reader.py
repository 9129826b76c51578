"""PO files read as gettext reads them: Babel's parser, taught the two things it misses.

Babel reads a fuzzy entry's previous source (`#| msgid "..."`) as a translator comment, so the
next write turns it into prose and loses it, and it refuses the `#~|` lines msgmerge writes for
an obsolete entry. It also keeps a duplicate entry silently (the first wins), which msgfmt
refuses. `parse_po` reads `#|` into the entry's `previous_id`, skips `#~|`, and lists every
duplicate with its line and the first one's, for T008.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field

from babel.messages.catalog import Catalog
from babel.messages.pofile import PoFileParser, unescape


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


class _Parser(PoFileParser):
    """Babel's parser with previous sources and duplicates (its hooks are per line and per entry)."""

    def __init__(self, catalog: Catalog) -> None:
        self.seen: dict[tuple[str, str], int] = {}
        self.duplicates: list[Duplicate] = []
        super().__init__(catalog, abort_invalid=True)

    def _reset_message_state(self) -> None:
        super()._reset_message_state()
        self.previous: list[str] = []
        self.in_previous = False

    def _process_comment(self, line: str) -> None:
        if not line.startswith("#|"):
            self.in_previous = False
            super()._process_comment(line)
            return
        self._finish_current_message()  # a previous source opens an entry: the last one is done
        rest = line[2:].strip()
        keyword, _, quoted = rest.partition(" ")
        if keyword == "msgid":
            self.in_previous = True
            self.previous.append(unescape(quoted.strip()))
        elif rest.startswith('"') and self.in_previous:
            self.previous.append(unescape(rest))
        else:
            self.in_previous = False  # `#| msgctxt` or `#| msgid_plural`: not kept

    def _process_keyword_line(self, lineno: int, line: str, obsolete: bool = False) -> None:
        if obsolete and line.startswith("|"):
            return  # `#~| msgid`: the previous source of an obsolete entry
        super()._process_keyword_line(lineno, line, obsolete)

    def _process_message_line(self, lineno: int, line: str, obsolete: bool = False) -> None:
        if obsolete and line.startswith("|"):
            return
        self.in_previous = False
        super()._process_message_line(lineno, line, obsolete)

    def _add_message(self) -> None:
        previous = "".join(self.previous)
        context = self.context.denormalize() if self.context else ""
        msgid = self.messages[0].denormalize() if self.messages else ""
        line = self.offset + 1
        obsolete = self.obsolete
        first = line if obsolete else self.seen.setdefault((context, msgid), line)
        if first != line:
            self.duplicates.append(Duplicate(context, msgid, line, first))
        super()._add_message()
        if previous and msgid and not obsolete and first == line:
            message = self.catalog.get(msgid, context=context or None)
            if message is not None:
                message.previous_id = [previous]


def parse_po(raw: bytes, locale: str | None) -> ParsedPo:
    """The catalog of a PO file's bytes, and its duplicate entries; Babel's `PoFileError`
    (with its line) or a `ValueError` for text that is no PO file."""
    catalog = Catalog(locale=locale)
    parser = _Parser(catalog)
    parser.parse(io.BytesIO(raw))
    return ParsedPo(catalog, parser.duplicates)
