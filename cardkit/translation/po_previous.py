"""A fuzzy entry's previous source (its `#|` lines), read as gettext reads it, and as older
cardkit wrote it.

gettext writes the previous source in its own string syntax, one quoted string a line:
`#| msgctxt "..."`, `#| msgid ""`, `#| "a line\\n"`. cardkit before issue 28 let Babel wrap it
like prose at 76 columns, without quotes around each line, which msgfmt, msgmerge and polib
refuse. Such a file is still the translator's work: its previous source is read back whole
(the wrap broke only at spaces, so the lines join with one) and the entry is named, so
`cardkit check` says what gettext would and `cardkit i18n update` writes it correctly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from babel.messages.pofile import unescape

QUOTED = r'"(?:[^"\\]|\\.)*"'
GETTEXT_LINE = re.compile(rf"^(?:(?:msgctxt|msgid|msgid_plural)\s+)?{QUOTED}(?:\s*{QUOTED})*$")
"""One `#|` line as gettext writes it: an optional keyword, then whole quoted strings."""
FIELD = re.compile(rf"(msgctxt|msgid|msgid_plural)\s+((?:{QUOTED}\s*)+)")
STRING = re.compile(QUOTED)


@dataclass(frozen=True)
class Previous:
    """The previous source of one entry, and the line of its first `#|` line gettext refuses
    (None when every line is gettext's syntax)."""

    msgid: str | None
    unquoted_line: int | None = None


def read_previous(lines: list[tuple[int, str]]) -> Previous:
    """The previous source written by `lines`: each a line number and the text after `#|`."""
    if not lines:
        return Previous(None)
    refused = next((number for number, text in lines if not GETTEXT_LINE.match(text)), None)
    joined = " ".join(text for _, text in lines)
    fields = {keyword: "".join(unescape(piece) for piece in STRING.findall(strings)) for keyword, strings in FIELD.findall(joined)}
    return Previous(fields.get("msgid"), refused)
