"""PO and POT files as GNU gettext writes them, from a Babel catalog.

Babel's own writer wraps the previous source of a fuzzy entry (`#| msgid`) like prose, without
its quotes, so msgfmt, msgmerge and polib refuse the file; it also flags any text with a `%`
that looks like a printf directive as `python-format`, which makes msgfmt --check compare
"50% de" with "50% chance" as format strings. This writer keeps Babel's layout for everything
else (strings unwrapped, comments and locations wrapped at 76 columns, as xgettext does), so a
file it rewrites changes only where an entry did.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from textwrap import TextWrapper

from babel.messages.catalog import Catalog
from babel.messages.catalog import Message as PoMessage
from babel.messages.pofile import normalize

COMMENT_WIDTH = 76
"""Where comments and location lines wrap: xgettext wraps them even with --no-wrap."""

NOT_OURS = frozenset({"python-format"})
"""Flags Babel guesses that no cardkit text is: nothing %-formats a game's strings. A label's
`{field}` stays `python-brace-format`, which is what it is, so msgfmt checks the fields too."""

_WRAP = TextWrapper(width=COMMENT_WIDTH, break_long_words=False, break_on_hyphens=False)


def po_text(catalog: Catalog) -> str:
    """The whole catalog as PO text: header, entries in catalog order, then obsolete ones."""
    return "".join(_lines(catalog))


def _lines(catalog: Catalog) -> Iterator[str]:
    for message in catalog:
        if not message.id:
            yield from (f"{line}\n" if line.startswith("#") else f"# {line}\n" for line in catalog.header_comment.splitlines())
        yield from _entry(message)
        yield "\n"
    for message in catalog.obsolete.values():
        yield from _comments(message.user_comments, "#")
        yield from _strings(message, "#~ ")
        yield "\n"


def _entry(message: PoMessage) -> Iterator[str]:
    """One entry: translator and extracted comments, locations, flags, previous source, strings."""
    yield from _comments(message.user_comments, "#")
    yield from _comments(message.auto_comments, "#.")
    yield from _locations(message.locations)
    flags = sorted(set(message.flags) - NOT_OURS)
    if flags:
        yield f"#, {', '.join(flags)}\n"
    for previous in message.previous_id[:1]:
        yield _quoted("#| msgid", previous, "#| ")
    yield from _strings(message, "")


def _strings(message: PoMessage, prefix: str) -> Iterator[str]:
    if message.context:
        yield _quoted(f"{prefix}msgctxt", message.context, prefix)
    yield _quoted(f"{prefix}msgid", str(message.id), prefix)
    yield _quoted(f"{prefix}msgstr", message.string if isinstance(message.string, str) else "", prefix)


def _quoted(keyword: str, text: str, prefix: str) -> str:
    """`keyword "text"`, a text of several lines as `""` and one quoted line each, every
    continuation line under the same prefix (`#| `, `#~ `) as its keyword."""
    return f"{keyword} {normalize(text, prefix=prefix, width=0)}\n"


def _comments(comments: Iterable[str], marker: str) -> Iterator[str]:
    for comment in comments:
        for line in comment.splitlines() or [""]:
            for piece in _WRAP.wrap(line) or [""]:
                yield f"{marker} {piece}".rstrip() + "\n"


def _locations(locations: Iterable[tuple[str, int | None]]) -> Iterator[str]:
    """`#: file:line` references, packed into lines of at most 76 columns, a reference never
    split: gettext isolates a file name with spaces in U+2068 and U+2069."""
    shown = [_reference(file, line) for file, line in sorted(locations, key=lambda at: (at[0], at[1] or -1))]
    line = ""
    for reference in dict.fromkeys(shown):
        if line and len(line) + 1 + len(reference) > COMMENT_WIDTH:
            yield f"{line}\n"
            line = ""
        line = f"{line} {reference}" if line else f"#: {reference}"
    if line:
        yield f"{line}\n"


def _reference(file: str, line: int | None) -> str:
    name = file.replace("\\", "/")
    if " " in name or "\t" in name:
        name = f"\u2068{name}\u2069"
    return f"{name}:{line}" if line else name
