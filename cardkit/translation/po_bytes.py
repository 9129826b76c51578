"""A PO file's bytes, checked as strictly as a definition's before Babel parses them.

PO files come from translators outside the team, and the language server and the preview read
them again on every change, so whatever Babel would choke on, or accept at a great cost, is
refused here at its line: a file larger than MAX_PO_BYTES, a header whose charset Python cannot
decode or whose `nplurals` no language has (Babel makes a list of that many strings for each
plural entry: `nplurals=100000000` is gigabytes), bytes that are not text in that charset, a
control character such as NUL, and a string with no closing quote. What is left, Babel reads.

A msgctxt and msgid given twice is not a reason to refuse the file: `po_reader` finds those
as it parses, so they are reported (T008) and `i18n update` leaves the file alone until the
translator picks one.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass

from cardkit.codes.translation import BAD_PO
from cardkit.loading.limits import MAX_PO_BYTES

MAX_PLURALS = 6
"""The most plural forms a language has (Arabic's six); gettext's own catalogs never exceed it."""


@dataclass(frozen=True)
class Refusal:
    """Why a PO file (or one entry of it) is not used as it is: its code, line, column and words."""

    code: str
    line: int
    column: int
    message: str
    hint: str


SYNTAX_HINT = "fix the PO syntax (msgctxt, msgid, msgstr, each followed by a quoted string)"


def refusal(raw: bytes) -> Refusal | None:
    """The first reason `raw` cannot be handed to Babel, or None."""
    if len(raw) > MAX_PO_BYTES:
        return Refusal(BAD_PO, 1, 1, f"this file is larger than {MAX_PO_BYTES // (1024 * 1024)} MiB, the most cardkit reads of a PO file",
                       "split the translation or remove what is not the game's (`cardkit i18n update` writes only the game's strings)")
    latin = raw.decode("latin-1")  # every byte a character: enough to read the ASCII header
    header = _header(latin)
    charset, problem = _charset(header, latin)
    if problem is not None:
        return problem
    problem = _plurals(header, latin)
    if problem is not None:
        return problem
    try:
        text = raw.decode(charset)
    except UnicodeDecodeError as error:
        line, column = _byte_position(raw, error.start)
        return Refusal(BAD_PO, line, column, f"byte 0x{raw[error.start]:02X} is not {charset} text, the charset its header declares",
                       "save the file as UTF-8 (with `charset=UTF-8` in its header), as PO editors do")
    return _control_character(text) or _unterminated_string(text)


_HEADER_FIELD = re.compile(r"^([A-Za-z-]+):\s*(.*)$")


def _header(text: str) -> dict[str, str]:
    """The fields of the header entry (the first `msgid ""`), keys in lower case."""
    for entry in _entries(text):
        if entry.context is None and entry.msgid == "":
            fields = (_HEADER_FIELD.match(line.strip()) for line in entry.msgstr.split("\\n"))
            return {found[1].lower(): found[2].strip() for found in fields if found}
    return {}


def _charset(header: dict[str, str], text: str) -> tuple[str, Refusal | None]:
    found = re.search(r"charset\s*=\s*([^\s;]+)", header.get("content-type", ""), re.IGNORECASE)
    name = found[1] if found else "utf-8"
    if name.lower() == "charset":  # a POT file's placeholder, which gettext reads as ASCII-compatible UTF-8
        return "utf-8", None
    try:
        known = codecs.lookup(name)
    except LookupError:
        known = None
    if known is None or not getattr(known, "_is_text_encoding", True):
        return "utf-8", Refusal(BAD_PO, _field_line(text, "Content-Type"), 1, f"the header's charset {name!r} is not a character set Python can decode",
                                "write `Content-Type: text/plain; charset=UTF-8` in the header and save the file as UTF-8")
    return known.name, None


def _plurals(header: dict[str, str], text: str) -> Refusal | None:
    forms = header.get("plural-forms")
    if forms is None:
        return None
    found = re.search(r"nplurals\s*=\s*(\d+)", forms)
    if found is None or not 1 <= int(found[1]) <= MAX_PLURALS:
        count = repr(found[1]) if found else "no number"
        return Refusal(BAD_PO, _field_line(text, "Plural-Forms"), 1, f"the header's Plural-Forms gives nplurals={count}; a language has 1 to {MAX_PLURALS} plural forms",
                       "write the Plural-Forms line of the locale, e.g. `nplurals=2; plural=(n != 1);` for English")
    return None


def _field_line(text: str, name: str) -> int:
    """The line of the header that writes field `name` (the header is the first entry)."""
    found = re.search(rf'^\s*(?:msgstr\s+)?"{name}:', text, re.MULTILINE | re.IGNORECASE)
    return text.count("\n", 0, found.start()) + 1 if found else 1


def _byte_position(raw: bytes, offset: int) -> tuple[int, int]:
    line_start = raw.rfind(b"\n", 0, offset) + 1
    return raw.count(b"\n", 0, offset) + 1, len(raw[line_start:offset].decode("utf-8", "replace")) + 1


_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _control_character(text: str) -> Refusal | None:
    found = _CONTROL.search(text)
    if found is None:
        return None
    line_start = text.rfind("\n", 0, found.start()) + 1
    return Refusal(BAD_PO, text.count("\n", 0, found.start()) + 1, found.start() - line_start + 1,
                   f"the file contains the control character U+{ord(found.group()):04X}, which no translation may hold",
                   "delete it; write a line break in a string as \\n")


_QUOTED_LINE = re.compile(r'^\s*(?:(?:msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+)?"')
_CLOSED = re.compile(r'(?<!\\)(?:\\\\)*"\s*$')


def _unterminated_string(text: str) -> Refusal | None:
    """A string with no closing quote, which Babel (like polib) silently accepts, dropping its
    last character."""
    for number, line in enumerate(text.splitlines(), 1):
        opened = _QUOTED_LINE.match(line)
        if opened and not _CLOSED.search(line[opened.end():]):
            return Refusal(BAD_PO, number, 1, "a quoted string is not closed", SYNTAX_HINT)
    return None


@dataclass(frozen=True)
class _Entry:
    context: str | None
    msgid: str
    msgstr: str
    line: int
    """The line of its msgid."""


_KEYWORD = re.compile(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+"(.*)"\s*$')
_CONTINUATION = re.compile(r'^"(.*)"\s*$')


def _entries(text: str) -> list[_Entry]:
    """The live entries of a PO text as written (escapes kept, obsolete `#~` ones left out):
    enough to find the header."""
    entries: list[_Entry] = []
    fields: dict[str, str] = {}
    last: str | None = None
    msgid_line = 0

    def close() -> None:
        if "msgid" in fields:
            entries.append(_Entry(fields.get("msgctxt"), fields["msgid"], fields.get("msgstr", fields.get("msgstr[0]", "")), msgid_line))
        fields.clear()

    for number, line in enumerate(text.splitlines(), 1):
        keyword = _KEYWORD.match(line)
        if keyword is not None:
            if keyword[1] in ("msgctxt", "msgid") and ("msgstr" in fields or "msgstr[0]" in fields or keyword[1] in fields):
                close()
            if keyword[1] == "msgid":
                msgid_line = number
            last = keyword[1]
            fields[last] = keyword[2]
            continue
        continued = _CONTINUATION.match(line)
        if continued is not None and last is not None:
            fields[last] += continued[1]
        elif not line.strip() or line.startswith("#"):
            last = None
    close()
    return entries

