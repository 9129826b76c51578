"""`cardkit diff`'s text form: a heading per kind, one line per definition, its changed fields
indented under it, then the rulebook's chapters and paragraphs.

```
Agents
  ~ Lantern Warden (changed: content/agents/lantern-warden.yaml)
      Cost: 3 → 2
Events
  ~ Ambush → Night Ambush (renamed: content/events/ambush.yaml)
```
"""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.diff.model import ChapterChange, DefinitionChange, FieldChange, GameDiff, ParagraphChange, Status
from cardkit.i18n.labels import Labels

MARKS = {Status.ADDED: "+", Status.REMOVED: "−", Status.RENAMED: "~", Status.MOVED: "~", Status.CHANGED: "~"}
LONG = 60
"""A value longer than this (a card's text, a paragraph) gets lines of its own."""


def diff_lines(diff: GameDiff, labels: Labels) -> Iterator[str]:
    """Every line of the text form (empty for a diff without changes)."""
    for kind in diff.kinds:
        yield kind.label
        for change in kind.changes:
            yield from definition_lines(change, labels)
    if diff.affected:
        yield labels("diff.sections.affected")
        for affected in diff.affected:
            for definition in affected.definitions:
                names = ", ".join(f"{name.old} → {name.new}" if name.new else f"− {name.old}" for name in definition.names)
                yield f"  {definition.name} ({affected.label}: {definition.file}): {names}"
    if diff.chapters:
        yield labels("diff.sections.rulebook")
        for chapter in diff.chapters:
            yield from chapter_lines(chapter, labels)


def definition_lines(change: DefinitionChange, labels: Labels) -> Iterator[str]:
    name = f"{change.old_name} → {change.name}" if change.old_name else change.name
    where = _where(change.old_file, change.new_file)
    status = labels(f"diff.status.{change.status.value}")
    yield f"  {MARKS[change.status]} {name} ({status}: {where})" if where else f"  {MARKS[change.status]} {name} ({status})"
    if change.still_using_old_name:
        files = ", ".join(change.still_using_old_name)
        yield "      " + labels("diff.still_using", count=len(change.still_using_old_name), name=change.old_name, files=files)
    for field in change.fields:
        yield from field_lines(field)


def _where(old: str | None, new: str | None) -> str:
    if old and new and old != new:
        return f"{old} → {new}"
    return new or old or ""


def field_lines(field: FieldChange, indent: str = "      ") -> Iterator[str]:
    """One field: `Custo: 30 → 25`, `Características: + Voar, − Nativo`, or a long text's old
    and new lines under its label."""
    if field.added or field.removed:
        parts = [f"+ {item}" for item in field.added] + [f"− {item}" for item in field.removed]
        yield f"{indent}{field.label}: {', '.join(parts)}"
        return
    if field.old is None:
        yield f"{indent}{field.label}: + {field.new}"
    elif field.new is None:
        yield f"{indent}{field.label}: − {field.old}"
    elif len(field.old) + len(field.new) > LONG or "\n" in field.old + field.new:
        yield f"{indent}{field.label}:"
        yield from _long("−", field.old, indent + "  ")
        yield from _long("+", field.new, indent + "  ")
    else:
        yield f"{indent}{field.label}: {field.old} → {field.new}"


def _long(mark: str, text: str, indent: str) -> Iterator[str]:
    lines = text.strip().splitlines() or [""]
    yield f"{indent}{mark} {lines[0]}"
    yield from (f"{indent}  {line}" for line in lines[1:])


def chapter_lines(chapter: ChapterChange, labels: Labels) -> Iterator[str]:
    status = labels(f"diff.status.{chapter.status.value}")
    yield f"  {MARKS[chapter.status]} {chapter.title} ({status}: {_where(chapter.old_file, chapter.new_file)})"
    for paragraph in chapter.paragraphs:
        yield from paragraph_lines(paragraph, labels)


def paragraph_lines(paragraph: ParagraphChange, labels: Labels) -> Iterator[str]:
    if paragraph.old_line is not None and paragraph.new_line is not None:
        yield "      " + labels("diff.line", old=paragraph.old_line, new=paragraph.new_line) + ":"
    elif paragraph.old_line is not None:
        yield "      " + labels("diff.line_old", old=paragraph.old_line) + ":"
    else:
        yield "      " + labels("diff.line_new", new=paragraph.new_line) + ":"
    if paragraph.old_text is not None:
        yield from _long("−", paragraph.old_text, "        ")
    if paragraph.new_text is not None:
        yield from _long("+", paragraph.new_text, "        ")
