"""Gettext catalogs on disk, read and written with Babel (what Poedit, Weblate and Crowdin read).

`content/locales/<domain>.pot` holds the source strings; `content/locales/<locale>/<domain>.po`
a locale's translations. Merging a new template into a PO file is Babel's `Catalog.update`,
msgmerge's algorithm: a changed source string keeps its old translation marked fuzzy (with the
previous source as `#| msgid`), a vanished one becomes obsolete (`#~`), never deleted.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from difflib import get_close_matches
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.catalog import Message as PoMessage
from babel.messages.pofile import PoFileError, read_po, write_po

from cardkit.codes.translation import BAD_PO, TRANSLATION_CODES
from cardkit.diagnostics import Diagnostic
from cardkit.i18n.messages import Message
from cardkit.i18n.paths import po_path
from cardkit.i18n.po_bytes import SYNTAX_HINT, Refusal, decoded_text, duplicates, refusal
from cardkit.loading import MAX_PO_BYTES, NotRegularFile, read_regular_file
from cardkit.loading.overlay import memoized, overlaid_text
from cardkit.paths import lies_inside
from cardkit.project import Project

FUZZY_CUTOFF = 0.6
"""How alike (difflib ratio) a changed string must be to a vanished one of its context to
inherit its translation as fuzzy; a field with one vanished string inherits it whatever the likeness."""
LINE_WIDTH = 0
"""No wrapping (Babel reads 0 as "never wrap"): a rulebook paragraph stays one line, so a
translator's diff shows the sentence that changed."""


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
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=LINE_WIDTH, include_previous=True, sort_output=False)
    return buffer.getvalue()


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


def read_catalog(path: Path, locale: str, root: Path) -> tuple[Catalog | None, list[PoProblem]]:
    """A PO file of the project at `root` and its problems; the catalog is None when one of them
    stops it being read: a link out of the project, no regular file, or `po_bytes.refusal`."""
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
    return memoized(("po", path, locale, raw), lambda: _parsed_catalog(path, raw, locale))


def _parsed_catalog(path: Path, raw: bytes, locale: str) -> tuple[Catalog | None, list[PoProblem]]:
    refused = refusal(raw)
    if refused is not None:
        return None, [_problem(path, refused)]
    try:
        catalog = read_po(io.BytesIO(raw), locale=locale.replace("-", "_"), abort_invalid=True)
    except PoFileError as error:
        return None, [PoProblem(path, max(error.lineno, 1), str(error).rsplit(" on ", 1)[0])]
    except (ValueError, UnicodeDecodeError, LookupError) as error:
        return None, [PoProblem(path, 1, f"is not a readable PO file: {error}")]
    return catalog, [_problem(path, twice) for twice in duplicates(decoded_text(raw))]


def _problem(path: Path, refused: Refusal) -> PoProblem:
    return PoProblem(path, refused.line, refused.message, refused.code, refused.column, refused.hint)


def read_locale(content_dir: Path, locale: str, root: Path, domains: Sequence[str]) -> LocaleCatalogs:
    """The PO files of `locale` in the project at `root`, one per domain of the game
    (`domains_of`); a locale folder that is a link out of it is not read."""
    found = LocaleCatalogs(locale)
    for domain in domains:
        path = po_path(content_dir, locale, domain)
        if not path.is_file() and not path.is_symlink():
            continue
        catalog, problems = read_catalog(path, locale, root)
        found.paths[domain] = path
        found.problems += problems
        if catalog is not None:
            found.catalogs[domain] = catalog
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
    catalog.update(source, no_fuzzy_matching=True, update_header_comment=False)
    vanished: dict[str, dict[str, PoMessage]] = {}
    for (context, msgid), message in before.items():
        if catalog.get(msgid, context=context or None) is None:
            vanished.setdefault(context, {})[msgid] = message
    for message in catalog:
        if message.id and not message.string:
            _inherit(message, vanished.get(message.context or "", {}))
    return catalog


def _inherit(message: PoMessage, candidates: dict[str, PoMessage]) -> None:
    """Give `message` the translation of the most similar vanished string of its context, fuzzy."""
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
