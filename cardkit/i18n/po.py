"""Gettext catalogs on disk, as Babel catalogs (what Poedit, Weblate and Crowdin read).

`content/locales/<domain>.pot` holds the source strings; `content/locales/<locale>/<domain>.po`
a locale's translations. Merging a new template into a PO file is Babel's `Catalog.update`,
msgmerge's algorithm: a changed source string keeps its old translation marked fuzzy (with the
previous source as `#| msgid`), a vanished one becomes obsolete (`#~`), never deleted. The
files are read and written in gettext's own syntax (`po_reader`, `po_writer`), which msgfmt,
msgmerge and polib accept.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from difflib import get_close_matches
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.catalog import Message as PoMessage
from babel.messages.pofile import PoFileError

from cardkit.i18n.messages import Message
from cardkit.i18n.paths import po_path
from cardkit.i18n.po_reader import Duplicate, ParsedPo, parse_po
from cardkit.i18n.po_writer import po_text
from cardkit.loading.overlay import memoized, overlaid_text

FUZZY_CUTOFF = 0.6
"""How alike (difflib ratio) a changed string must be to a vanished one of its context to
inherit its translation as fuzzy; a field with one vanished string inherits it whatever the likeness."""


def template(messages: list[Message], project_name: str, source_locale: str, created: datetime) -> Catalog:
    """A POT catalog of `messages`, in their order, with locations and translator notes.

    `created` is the sources' date (the last commit), not the clock: extracting the same
    content twice writes the same bytes, so PO files change in git only when strings do."""
    catalog = Catalog(project=project_name, locale=None, fuzzy=False, creation_date=created, version="1")
    for message in messages:
        catalog.add(
            message.source,
            locations=message.locations,
            auto_comments=[message.comment] if message.comment else [],
            context=message.context,
        )
    catalog.header_comment = f"# Source strings of {project_name} ({source_locale}), written by `cardkit i18n extract`."
    return catalog


def dumps(catalog: Catalog) -> bytes:
    return po_text(catalog).encode("utf-8")


STAMPS = re.compile(rb'^"(?:POT-Creation-Date|PO-Revision-Date|Generated-By): [^"]*"\n', re.MULTILINE)
"""Header lines that say when and with what a file was written, not what it holds."""


def same_but_stamps(old: bytes, new: bytes) -> bool:
    """Whether two PO files hold the same header and entries, their dates and generator aside:
    then the file on disk is kept as it is, so an unchanged tree changes no byte."""
    return STAMPS.sub(b"", old) == STAMPS.sub(b"", new)


@dataclass
class PoProblem:
    """A PO file that cannot be read: where and what, for a diagnostic."""

    path: Path
    line: int
    message: str


@dataclass
class LocaleCatalogs:
    """The PO catalogs of one locale by domain, and the files that could not be read."""

    locale: str
    catalogs: dict[str, Catalog] = field(default_factory=dict)
    paths: dict[str, Path] = field(default_factory=dict)
    problems: list[PoProblem] = field(default_factory=list)
    duplicates: dict[str, list[Duplicate]] = field(default_factory=dict)
    """The duplicate entries of each domain's file (msgfmt refuses them; cardkit uses the first)."""
    unquoted_previous: dict[str, list[int]] = field(default_factory=dict)
    """The lines of each domain's file where a previous source is wrapped without quotes."""


def read_catalog(path: Path, locale: str) -> tuple[Catalog | None, PoProblem | None]:
    """A PO file, or the problem that stops it being read (its line, Babel's words)."""
    parsed, problem = read_parsed(path, locale)
    return (parsed.catalog if parsed is not None else None), problem


def read_parsed(path: Path, locale: str) -> tuple[ParsedPo | None, PoProblem | None]:
    """A PO file with its duplicate entries, or the problem that stops it being read."""
    buffer = overlaid_text(path)
    try:
        raw = buffer.encode("utf-8", "surrogatepass") if buffer is not None else path.read_bytes()
    except OSError as error:
        return None, PoProblem(path, 1, f"cannot be read: {error.strerror}")
    return memoized(("po", path, locale, raw), lambda: _parsed_catalog(path, raw, locale))


def _parsed_catalog(path: Path, raw: bytes, locale: str) -> tuple[ParsedPo | None, PoProblem | None]:
    unterminated = _unterminated_string(raw)
    if unterminated is not None:
        return None, PoProblem(path, unterminated, "a quoted string is not closed")
    try:
        return parse_po(raw, locale.replace("-", "_")), None
    except PoFileError as error:
        return None, PoProblem(path, error.lineno + 1, str(error).rsplit(" on ", 1)[0])
    except (ValueError, UnicodeDecodeError) as error:
        return None, PoProblem(path, 1, f"is not a readable PO file: {error}")


_QUOTED_LINE = re.compile(r'^\s*(?:(?:msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+)?"')
_CLOSED = re.compile(r'(?<!\\)(?:\\\\)*"\s*$')


def _unterminated_string(raw: bytes) -> int | None:
    """The line of a string with no closing quote, which Babel (like polib) silently accepts,
    dropping the string's last character."""
    for number, line in enumerate(raw.decode("utf-8", "replace").splitlines(), 1):
        opened = _QUOTED_LINE.match(line)
        if opened and not _CLOSED.search(line[opened.end() :]):
            return number
    return None


def read_locale(content_dir: Path, locale: str, domains: Sequence[str]) -> LocaleCatalogs:
    """The PO files of `locale`, one per domain of the game (`domains_of`)."""
    found = LocaleCatalogs(locale)
    for domain in domains:
        path = po_path(content_dir, locale, domain)
        if not path.is_file():
            continue
        parsed, problem = read_parsed(path, locale)
        found.paths[domain] = path
        if problem is not None:
            found.problems.append(problem)
        elif parsed is not None:
            found.catalogs[domain] = parsed.catalog
            if parsed.duplicates:
                found.duplicates[domain] = parsed.duplicates
            if parsed.unquoted_previous:
                found.unquoted_previous[domain] = parsed.unquoted_previous
    return found


def new_catalog(locale: str, project_name: str, created: datetime) -> Catalog:
    catalog = Catalog(
        locale=locale.replace("-", "_"),
        project=project_name,
        fuzzy=False,
        creation_date=created,
        revision_date=created,
        version="1",
    )
    catalog.header_comment = (
        f"# {locale} translation of {project_name}.\n"
        f"# Edit it in any PO editor (Poedit, Weblate, Crowdin); `cardkit i18n update {locale}` merges new strings."
    )
    return catalog


def merged(existing: Catalog | None, source: Catalog, locale: str, project_name: str) -> Catalog:
    """`existing` brought up to date with the template `source`, as msgmerge would, except that
    a changed string is matched only with a vanished string of the same context: Babel's own
    fuzzy matching pairs any similar msgids, so a new label or card would inherit the
    translation of another one."""
    created = source.creation_date if isinstance(source.creation_date, datetime) else datetime.now(UTC)
    catalog = existing if existing is not None else new_catalog(locale, project_name, created)
    before = {(m.context or "", str(m.id)): m for m in catalog if m.id and m.string}
    previous = {key: m.previous_id for key, m in before.items() if m.fuzzy and m.previous_id}
    catalog.update(source, no_fuzzy_matching=True, update_header_comment=False)
    for message in catalog:
        kept = previous.get((message.context or "", str(message.id)))
        if kept and message.fuzzy and not message.previous_id:
            message.previous_id = list(kept)  # still fuzzy: the translator still needs the old source
    vanished: dict[str, dict[str, PoMessage]] = {}
    for (context, msgid), message in before.items():
        if catalog.get(msgid, context=context or None) is None:
            vanished.setdefault(context, {})[msgid] = message
    for message in catalog:
        if message.id and not message.string:
            _inherit(catalog, message, vanished.get(message.context or "", {}))
    return catalog


def _inherit(catalog: Catalog, message: PoMessage, candidates: dict[str, PoMessage]) -> None:
    """Give `message` the translation of the most similar vanished string of its context, fuzzy;
    that string is then no obsolete entry (msgmerge keeps only what nothing inherited)."""
    if not candidates:
        return
    best = get_close_matches(str(message.id), list(candidates), n=1, cutoff=FUZZY_CUTOFF) or (
        list(candidates) if len(candidates) == 1 else []
    )
    if best:
        old = candidates.pop(best[0])
        message.string = old.string
        message.flags.add("fuzzy")
        message.previous_id = [str(old.id)]
        catalog.obsolete.pop((str(old.id), old.context) if old.context else str(old.id), None)
