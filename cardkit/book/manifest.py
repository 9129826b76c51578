"""book.yaml: the book's title and its chapters in reading order, missing ones included.

The seed announces chapters it never wrote ("Começando o Jogo"...; seed 000's reading order,
docs/seed-facts.md, The rulebook). Listing them with `missing: true` keeps the reading order
honest: the build reports them and the table of contents shows the gap, and nobody is tempted to
invent their text.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, replace
from pathlib import Path

from cardkit.codes.checks import BAD_BOOK, rulebook_finding
from cardkit.config.project import Project
from cardkit.foundation.assets import ART_SUFFIXES
from cardkit.foundation.bundled import package_data
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.foundation.suggest import closest, did_you_mean
from cardkit.i18n.edition import Edition
from cardkit.loading import LocatedDocument, load_yaml

MANIFEST_NAME = "book.yaml"
RULEBOOK_FOLDER = "rulebook"


@dataclass(frozen=True)
class ChapterEntry:
    """One line of the manifest: a chapter file, or the title of a chapter not yet written."""

    file: Path | None
    title: str | None
    missing: bool
    line: int


@dataclass(frozen=True)
class ErrataEntry:
    """book.yaml's `errata:`: the two revisions the generated Errata chapter compares (`until`
    None: the content the book is built from) and the chapter's own title, if it names one."""

    since: str
    until: str | None
    title: str | None
    line: int
    """The line of `from:`, where a build says that a revision is unknown."""
    since_label: str | None = None
    until_label: str | None = None
    """How players call each version (`from_label:`, `to_label:`: "First edition"); None: its git
    tag, else its date (`cardkit.diff.version_names`), never the revision as written."""


@dataclass(frozen=True)
class Manifest:
    title: str
    subtitle: str | None
    chapters: tuple[ChapterEntry, ...]
    relpath: str
    errata: ErrataEntry | None = None
    cover_art: str | None = None
    """book.yaml's `cover_art`: an image of the art folder the cover prints, checked to exist."""

    @property
    def missing_titles(self) -> list[str]:
        return [entry.title or "" for entry in self.chapters if entry.missing]


def in_edition(manifest: Manifest, edition: Edition) -> Manifest:
    """The manifest's own words (title, subtitle, missing chapters' titles) in the edition's language."""

    def entry(chapter: ChapterEntry) -> ChapterEntry:
        return replace(chapter, title=edition.book_text("chapter", chapter.title)) if chapter.title else chapter

    errata = manifest.errata
    if errata is not None:
        errata = replace(
            errata,
            title=edition.book_text("chapter", errata.title) if errata.title else None,
            since_label=edition.book_text("edition", errata.since_label) if errata.since_label else None,
            until_label=edition.book_text("edition", errata.until_label) if errata.until_label else None,
        )
    return replace(
        manifest,
        title=edition.book_text("title", manifest.title),
        subtitle=edition.book_text("subtitle", manifest.subtitle) if manifest.subtitle else None,
        chapters=tuple(entry(chapter) for chapter in manifest.chapters),
        errata=errata,
    )


def rulebook_dir(project: Project) -> Path:
    return project.content_dir / RULEBOOK_FOLDER


def load_manifest(project: Project) -> tuple[Manifest | None, list[Diagnostic]]:
    """Read book.yaml; every problem is a diagnostic at its line, never an exception."""
    path = rulebook_dir(project) / MANIFEST_NAME
    relpath = project.relpath(path)
    if not path.is_file():
        return None, [
            rulebook_finding(BAD_BOOK, relpath, 1, f"no {MANIFEST_NAME}: the rulebook needs one listing its chapters")
        ]
    doc, diagnostics = load_yaml(path, project.root)
    if doc is None:
        return None, diagnostics
    problems: list[Diagnostic] = _unknown_keys(doc)
    entries = _unique(
        [_entry(doc, index, problems) for index in range(len(_chapter_list(doc, problems)))], doc, problems
    )
    title = doc.data.get("title")
    if not isinstance(title, str):
        problems.append(rulebook_finding(BAD_BOOK, relpath, doc.position(("title",)).line, "`title` must be a text"))
    subtitle = doc.data.get("subtitle")
    manifest = Manifest(
        str(title or project.name),
        subtitle if isinstance(subtitle, str) else None,
        tuple(entry for entry in entries if entry is not None),
        relpath,
        _errata(doc, problems),
        _cover_art(doc, project, problems),
    )
    return manifest, diagnostics + problems


@functools.cache
def _known_keys() -> tuple[frozenset[str], frozenset[str]]:
    """The keys of book.yaml and of one chapter entry, from book.schema.json: the one source
    the manual's reference and the editors' completion read too."""
    schema = json.loads((package_data("schemas") / "book.schema.json").read_text(encoding="utf-8"))
    chapter = schema["properties"]["chapters"]["items"]["properties"]
    return frozenset(schema["properties"]), frozenset(chapter)


def _unknown_keys(doc: LocatedDocument) -> list[Diagnostic]:
    """A key book.yaml does not read, at its line: a mistyped `subtitel:` would otherwise be
    left out of the book without a word."""
    book_keys, chapter_keys = _known_keys()
    places: list[tuple[tuple[str | int, ...], object, frozenset[str]]] = [((), doc.data, book_keys)]
    chapters = doc.data.get("chapters") if isinstance(doc.data, dict) else None
    if isinstance(chapters, list):
        places += [(("chapters", index), entry, chapter_keys) for index, entry in enumerate(chapters)]
    found = []
    for path, mapping, known in places:
        for key in mapping if isinstance(mapping, dict) else ():
            if key in known:
                continue
            where = doc.position((*path, key), key=True)
            suggestions = closest(str(key), known)
            hint = did_you_mean(suggestions) if suggestions else f"{MANIFEST_NAME} reads {', '.join(f'`{k}`' for k in sorted(known))}"
            found.append(rulebook_finding(BAD_BOOK, doc.relpath, where.line, f"unknown key `{key}`: {MANIFEST_NAME} does not read it", column=where.column, hint=hint))
    return found


def _cover_art(doc: LocatedDocument, project: Project, problems: list[Diagnostic]) -> str | None:
    """`cover_art: cover.jpg`: the picture on the cover, a file of the art folder (cardkit.yaml's
    `art:`) in one of the formats art may have; anything else is R606 at its line, and the
    cover prints without a picture rather than with a hole."""
    if "cover_art" not in doc.data:
        return None
    name = doc.data["cover_art"]
    line = doc.position(("cover_art",)).line
    assets = project.assets
    if isinstance(name, str) and assets.url(name) is not None:
        return name
    folder = project.relpath(assets.folder)
    if not isinstance(name, str) or not name.strip():
        problems.append(
            rulebook_finding(
                BAD_BOOK,
                doc.relpath,
                line,
                "`cover_art` must name an image of the art folder",
                hint="`cover_art: cover.jpg`",
            )
        )
        return None
    known = assets.names()
    near = closest(name, known)
    hint = (
        did_you_mean(near)
        if near
        else f"put the image in {folder}/ ({', '.join(ART_SUFFIXES)}) or name one of: {', '.join(known[:6]) or 'none yet'}"
    )
    problems.append(
        rulebook_finding(
            BAD_BOOK, doc.relpath, line, f"cover_art {name!r} is no image in the art folder {folder}/", hint=hint
        )
    )
    return None
ERRATA_KEYS = ("from", "to", "title", "from_label", "to_label")


def _errata(doc: LocatedDocument, problems: list[Diagnostic]) -> ErrataEntry | None:
    """`errata: {from: REV, to: REV, title: ..., from_label: ..., to_label: ...}`: an Errata
    chapter generated from the diff of two revisions (git revisions of the project or project
    folders) at the end of the book, each named for players by its label, its tag or its date."""
    if "errata" not in doc.data:
        return None
    raw = doc.data["errata"]
    line = doc.position(("errata",)).line
    shape = "`errata` names the revisions its chapter compares: `errata: {from: v1.0}`, with `to:`, `title:`, `from_label:` and `to_label:` if you like"
    if not isinstance(raw, dict):
        problems.append(rulebook_finding(BAD_BOOK, doc.relpath, line, shape))
        return None
    texts: dict[str, str | None] = {}
    for key in ERRATA_KEYS:
        value = raw.get(key)
        if value is not None and (not isinstance(value, str) or not value.strip()):
            where = doc.position(("errata", key)).line
            problems.append(
                rulebook_finding(
                    BAD_BOOK, doc.relpath, where, f"`errata.{key}` must be a text", hint=f'quote it: `{key}: "{value}"`'
                )
            )
            return None
        texts[key] = value
    unknown = sorted(set(raw) - set(ERRATA_KEYS))
    if unknown or texts["from"] is None:
        problems.append(
            rulebook_finding(BAD_BOOK, doc.relpath, line, shape + (f" (not `{unknown[0]}`)" if unknown else ""))
        )
        return None
    return ErrataEntry(
        str(texts["from"]), texts["to"], texts["title"], doc.position(("errata", "from")).line, texts["from_label"], texts["to_label"]
    )


def _chapter_list(doc: LocatedDocument, problems: list[Diagnostic]) -> list[object]:
    chapters = doc.data.get("chapters")
    if not isinstance(chapters, list) or not chapters:
        problems.append(
            rulebook_finding(
                BAD_BOOK, doc.relpath, doc.position(("chapters",)).line, "`chapters` must be a non-empty list"
            )
        )
        return []
    return chapters


def _unique(
    entries: list[ChapterEntry | None], doc: LocatedDocument, problems: list[Diagnostic]
) -> list[ChapterEntry | None]:
    """The entries with each chapter file once: a file listed again (under the same name, or
    another that is the same file) is R606 at the second entry and left out, rather than
    printed twice."""
    seen: dict[Path, ChapterEntry] = {}
    kept: list[ChapterEntry | None] = []
    for entry in entries:
        if entry is not None and entry.file is not None:
            same = seen.setdefault(entry.file.resolve(), entry)
            if same is not entry:
                problems.append(
                    rulebook_finding(
                        BAD_BOOK,
                        doc.relpath,
                        entry.line,
                        f"chapter file {entry.file.name} is already listed at line {same.line}",
                        hint="list each chapter once, in reading order; remove this entry",
                    )
                )
                continue
        kept.append(entry)
    return kept


def _entry(doc: LocatedDocument, index: int, problems: list[Diagnostic]) -> ChapterEntry | None:
    """One chapter: `file:` for a written chapter, `title:` + `missing: true` for an announced one."""
    raw = doc.data["chapters"][index]
    line = doc.position(("chapters", index)).line
    if not isinstance(raw, dict):
        problems.append(
            rulebook_finding(
                BAD_BOOK, doc.relpath, line, "a chapter is a mapping with `file:` or `title:` + `missing: true`"
            )
        )
        return None
    missing = raw.get("missing") is True
    file = raw.get("file")
    title = raw.get("title")
    if missing and not isinstance(title, str):
        problems.append(rulebook_finding(BAD_BOOK, doc.relpath, line, "a missing chapter needs its `title`"))
        return None
    if not missing:
        if not isinstance(file, str) or "/" in file or "\\" in file or not file.endswith(".md"):
            problems.append(
                rulebook_finding(
                    BAD_BOOK, doc.relpath, line, "a chapter needs `file:` naming a .md file beside book.yaml"
                )
            )
            return None
        path = doc.path.parent / file
        if not path.is_file():
            problems.append(rulebook_finding(BAD_BOOK, doc.relpath, line, f"chapter file {file} does not exist"))
            return None
        return ChapterEntry(path, None, False, line)
    return ChapterEntry(None, title, True, line)
