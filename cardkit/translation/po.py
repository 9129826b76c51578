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

from cardkit.codes.translation import BAD_PO, DUPLICATE_ENTRY, TRANSLATION_CODES
from cardkit.config.project import Project
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.foundation.paths import lies_inside
from cardkit.loading import MAX_PO_BYTES, NotRegularFile, read_regular_file
from cardkit.loading.overlay import memoized, overlaid_text
from cardkit.translation.messages import Message
from cardkit.translation.paths import po_path
from cardkit.translation.po_bytes import SYNTAX_HINT, Refusal, refusal
from cardkit.translation.po_cache import parse_po_kept
from cardkit.translation.po_reader import Duplicate, ParsedPo
from cardkit.translation.po_writer import po_text

SHOWN_LENGTH = 40
"""How much of a string a finding quotes (T001's untranslated strings, T008's repeated ones)."""
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
    """A PO file, or one entry of it, that cannot be used as it is: where, what and its code
    (T007 the file is not read, T008 an entry given twice)."""

    path: Path
    line: int
    message: str
    code: str = BAD_PO
    column: int = 1
    hint: str = SYNTAX_HINT

    def diagnostic(self, project: Project) -> Diagnostic:
        """The T-code finding at the file (relative to `project`), line and column."""
        return TRANSLATION_CODES[self.code].diagnostic(project.relpath(self.path), self.line, self.column, self.message, self.hint)


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


def read_catalog(path: Path, locale: str, root: Path) -> tuple[Catalog | None, list[PoProblem]]:
    """A PO file of the project at `root` and everything that stops it being used as it is: the
    catalog is None when a problem stops it being read (`read_parsed`); an entry given twice is
    a T008 problem of a catalog that is read (whose first entry counts)."""
    parsed, problems = read_parsed(path, locale, root)
    if parsed is None:
        return None, problems
    return parsed.catalog, [duplicate_problem(path, twin) for twin in parsed.duplicates]


def read_parsed(path: Path, locale: str, root: Path, *, fresh: bool = False) -> tuple[ParsedPo | None, list[PoProblem]]:
    """A PO file of the project at `root` with its duplicate entries, or the problems that stop
    it being read: a link out of the project, no regular file, or `po_bytes.refusal` (its size,
    its header's charset and plural forms, bytes that are no text, a control character).
    The result is shared by every reader of the same bytes unless `fresh` (a caller that
    changes the catalog gets one of its own)."""
    if not lies_inside(path, root):
        return None, [PoProblem(path, 1, "this file is a link out of the project (or one that cannot be followed), which cardkit does not read",
                                hint="copy the file into the project instead of linking to it")]
    buffer = overlaid_text(path)
    try:
        raw = buffer.encode("utf-8", "surrogatepass") if buffer is not None else read_regular_file(path, MAX_PO_BYTES)
    except NotRegularFile:
        return None, [PoProblem(path, 1, "this is not a regular file (a pipe or a device)", hint="replace it with a plain PO file")]
    except OSError as error:
        return None, [PoProblem(path, 1, f"cannot be read: {error.strerror or error}", hint="check the file and its folder")]
    if fresh:
        return _parsed_catalog(path, raw, locale)
    return memoized(("po", path, locale, raw), lambda: _parsed_catalog(path, raw, locale))


def _parsed_catalog(path: Path, raw: bytes, locale: str) -> tuple[ParsedPo | None, list[PoProblem]]:
    refused = refusal(raw)
    if refused is not None:
        return None, [_problem(path, refused)]
    try:
        return parse_po_kept(raw, locale.replace("-", "_")), []  # Babel's parse, kept by the bytes' digest
    except PoFileError as error:
        return None, [PoProblem(path, error.lineno + 1, str(error).rsplit(" on ", 1)[0])]
    except (ValueError, UnicodeDecodeError, LookupError) as error:
        return None, [PoProblem(path, 1, f"is not a readable PO file: {error}")]


def _problem(path: Path, refused: Refusal) -> PoProblem:
    return PoProblem(path, refused.line, refused.message, refused.code, refused.column, refused.hint)


def duplicate_problem(path: Path, twin: Duplicate) -> PoProblem:
    """T008 for an entry whose msgctxt and msgid an earlier one has: msgfmt refuses the file,
    cardkit reads the first, and `i18n update` leaves the file alone so neither is lost."""
    context = f" ({twin.context})" if twin.context else ""
    return PoProblem(
        path,
        twin.line,
        f"this entry repeats the one at line {twin.first_line}: {shown(twin.msgid)!r}{context}; msgfmt refuses the file, cardkit uses the first "
        f"(first at line {twin.first_line}), and `cardkit i18n update` leaves the file as it is until one is deleted",
        DUPLICATE_ENTRY,
        hint="keep one of the two (or run `msguniq --use-first` on the file)",
    )


def shown(text: str) -> str:
    """A string as a finding quotes it: its first line, cut at `SHOWN_LENGTH` characters."""
    line = text.strip().split("\n", 1)[0]
    return line if len(line) <= SHOWN_LENGTH and line == text.strip() else line[: SHOWN_LENGTH - 1].rstrip() + "…"


def read_locale(content_dir: Path, locale: str, root: Path, domains: Sequence[str]) -> LocaleCatalogs:
    """The PO files of `locale` in the project at `root`, one per domain of the game
    (`domains_of`); a locale folder that is a link out of it is not read."""
    found = LocaleCatalogs(locale)
    for domain in domains:
        path = po_path(content_dir, locale, domain)
        if not path.is_file() and not path.is_symlink():
            continue
        parsed, problems = read_parsed(path, locale, root)
        found.paths[domain] = path
        found.problems += problems
        if parsed is not None:
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
