"""Rename a definition across the project: every span to rewrite and the file to move, planned
once for the language server's rename (`cardkit.lsp.rename` sends it as a workspace edit) and
for `cardkit rename` (`cardkit.renaming.apply` writes it to disk).

What `cardkit diff` counts as still using an old name (`compare.Usage.files_using`) is what a
rename rewrites: every reference the checks resolve to the definition (however it is spelt),
and the name as a whole word in every YAML file (texts and comments), rulebook chapter and PO
msgid or msgctxt (so translations follow their source strings instead of going stale). When
the definition's file is named by its slug (`spark.yaml`), the file is renamed to the new
slug too, PO references (`#: content/cards/spark.yaml:3`) included, so R001 stays quiet.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Protocol

from cardkit.foundation.folding import slug
from cardkit.foundation.paths import lies_inside
from cardkit.lsp.symbols import Place, Symbol, Symbols
from cardkit.lsp.text import offset_span, whole_words
from cardkit.project.validate import LoadedProject
from cardkit.renaming.written_names import changed_reading, name_problem, po_string, yaml_scalar

_TEXT_SUFFIXES = (".yaml", ".yml", ".md")
_PO_SOURCE_LINE = re.compile(r'^(?:msgctxt|msgid|msgid_plural)\s+"|^"')


class Workspace(Protocol):
    """A project as a rename reads it: the language server's session (its open buffers over the
    disk) or the disk alone (`cardkit rename`)."""

    @property
    def root(self) -> Path: ...

    @property
    def loaded(self) -> LoadedProject | None: ...

    @property
    def symbols(self) -> Symbols | None: ...

    def text_of(self, relpath: str) -> str: ...

    def relative(self, path: Path) -> str: ...


@dataclass
class RenamePlan:
    """The spans to rewrite, by project file, and the definition file's new name (or None)."""

    new_name: str
    edits: dict[str, list[tuple[Place, str]]] = field(default_factory=dict)
    moved: tuple[str, str] | None = None

    def add(self, place: Place, text: str) -> None:
        spans = self.edits.setdefault(place.file, [])
        if all(not _overlap(place, other) for other, _ in spans):
            spans.append((place, text))


def plan_rename(session: Workspace, symbol: Symbol, new_name: str, *, move_file: bool = True) -> RenamePlan:
    """Every edit renaming `symbol` to `new_name` needs: a value that is the whole name written
    as a YAML scalar that reads back as it, the name in a PO string escaped for its quotes; the
    definition's file is renamed too unless `move_file` is False (a client that cannot rename files)."""
    plan = RenamePlan(new_name)
    for place in (symbol.definition, *symbol.uses):
        plan.add(place, _whole_value(session, place, new_name))
    for relpath in _project_files(session):
        text = session.text_of(relpath)
        po = relpath.endswith(".po")
        for start, end in _word_spans(text, symbol.name, po=po):
            plan.add(_place(relpath, text, start, end), po_string(new_name) if po else new_name)
    plan.moved = _moved_file(session, symbol, new_name) if move_file else None
    if plan.moved is not None:
        _follow_po_references(session, plan)
    return plan


def _whole_value(session: Workspace, place: Place, new_name: str) -> str:
    """The text replacing a YAML value that is the whole name, inside the quotes it has."""
    if not place.file.endswith((".yaml", ".yml")):
        return new_name
    lines = session.text_of(place.file).splitlines()
    row = lines[place.line] if place.line < len(lines) else ""
    before, after = row[place.start - 1 : place.start], row[place.end : place.end + 1]
    return yaml_scalar(new_name, before if before in ("'", '"') and before == after else "")


def _project_files(session: Workspace) -> Iterator[str]:
    """The project's text files a name can be written in, as relative paths; a file linked out
    of the project is none of them (its target is not the project's to edit)."""
    content = session.loaded.project.content_dir if session.loaded is not None else session.root / "content"
    for path in sorted(content.rglob("*")):
        if path.suffix in (*_TEXT_SUFFIXES, ".po") and path.is_file() and lies_inside(path, session.root):
            yield session.relative(path)


def _word_spans(text: str, name: str, *, po: bool) -> Iterator[tuple[int, int]]:
    """Offsets of `name` as a whole word in `text`; in a PO file only on its source lines
    (msgid, msgctxt and their continuations), never in a translation."""
    for offset, line in _lines(text):
        if not po or (_PO_SOURCE_LINE.match(line) and not _continues_msgstr(text, offset)):
            for start, end in whole_words(line, name):
                yield offset + start, offset + end


def _continues_msgstr(text: str, offset: int) -> bool:
    """Whether the line at `offset` is a `"..."` continuation of a msgstr."""
    if not text.startswith('"', offset):
        return False
    before = text.rfind("\nmsg", 0, offset)
    return text.startswith("\nmsgstr", before)


def _place(relpath: str, text: str, start: int, end: int) -> Place:
    span = offset_span(text, start, end)
    return Place(relpath, span.line, span.start, span.end)


def _moved_file(session: Workspace, symbol: Symbol, new_name: str) -> tuple[str, str] | None:
    """The definition's file and its new name, when the file is named by the old name's slug
    and nothing stands at the new one."""
    old = PurePosixPath(symbol.definition.file)
    if old.stem != slug(symbol.name) or slug(new_name) in ("", old.stem):
        return None
    new = old.with_stem(slug(new_name))
    return None if (session.root / new).exists() else (old.as_posix(), new.as_posix())


def _follow_po_references(session: Workspace, plan: RenamePlan) -> None:
    """`#: content/cards/spark.yaml:3` in PO files names the renamed file: it follows."""
    assert plan.moved is not None
    old, new = plan.moved
    reference = re.compile(rf"(?<=[\s:]){re.escape(old)}(?=[:\s])")
    for relpath in (path for path in _project_files(session) if path.endswith(".po")):
        text = session.text_of(relpath)
        for line_start, line in _lines(text):
            if line.startswith("#:"):
                for match in reference.finditer(line):
                    plan.add(_place(relpath, text, line_start + match.start(), line_start + match.end()), new)


def _lines(text: str) -> Iterator[tuple[int, str]]:
    offset = 0
    for line in text.splitlines(keepends=True):
        yield offset, line
        offset += len(line)


def _overlap(one: Place, other: Place) -> bool:
    return one.line == other.line and one.start < other.end and other.start < one.end


def applied(text: str, spans: list[tuple[Place, str]]) -> str:
    """`text` with the plan's spans of one file replaced (what a client does with the edit)."""
    lines = text.splitlines(keepends=True)
    for place, new in sorted(spans, key=lambda item: (item[0].line, item[0].start), reverse=True):
        row = lines[place.line]
        lines[place.line] = row[: place.start] + new + row[place.end :]
    return "".join(lines)


def refusal(session: Workspace, symbol: Symbol, new_name: str) -> str | None:
    """Why `symbol` cannot be renamed to `new_name`, or None: a definition of game.yaml's
    vocabulary, a new name that is no name (empty, several lines, nothing a file name can be
    made of), or one another definition of the kind already has (spelling folded)."""
    if not symbol.renamable:
        return f"'{symbol.name}' ({symbol.kind.label}) is defined in a list of content/game.yaml: edit it there"
    if not new_name.strip() or "\n" in new_name or not slug(new_name):
        return f"{new_name!r} is not a name a {symbol.kind.label} can have"
    problem = name_problem(new_name.strip())
    if problem is not None:
        return f"{new_name!r} is not a name a {symbol.kind.label} can have: {problem}"
    taken = session.symbols.lookup(symbol.kind, new_name) if session.symbols is not None else None
    if taken is not None and taken is not symbol:
        return f"there already is a {symbol.kind.label} named '{taken.name}' ({taken.definition.file})"
    return None


def plan_problem(session: Workspace, symbol: Symbol, plan: RenamePlan) -> str | None:
    """Why the plan cannot be sent, or None: a YAML file it edits would read back differently
    (the new name written into a plain text as `: ` or ` #` would end it)."""
    for relpath, spans in sorted(plan.edits.items()):
        if relpath.endswith((".yaml", ".yml")):
            before = session.text_of(relpath)
            changed = changed_reading(relpath, before, applied(before, spans), symbol.name, plan.new_name)
            if changed is not None:
                return f"renaming to {plan.new_name!r} is refused: {changed}; quote that text first, or choose another name"
    return None


def drop_unchanged(session: Workspace, plan: RenamePlan) -> RenamePlan:
    """The plan without the spans that already read as they would be rewritten (a rename being
    finished: `name:` already holds the new name), and without the files left with none."""
    kept = RenamePlan(plan.new_name, moved=plan.moved)
    for relpath, spans in plan.edits.items():
        lines = session.text_of(relpath).splitlines(keepends=True)
        changing = [(p, text) for p, text in spans if p.line >= len(lines) or lines[p.line][p.start : p.end] != text]
        if changing:
            kept.edits[relpath] = changing
    return kept
