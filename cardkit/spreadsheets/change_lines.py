"""An import's changes worded as `cardkit diff` words a change between two revisions: a heading
for the kind, a line per card (added, changed, removed) and its changed fields under it, each
named as its column is and shown as its cell shows it. The lines come from diff's own text
form, so the two read alike."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from cardkit.diff.model import DefinitionChange, FieldChange, Status
from cardkit.diff.text import definition_lines
from cardkit.fields.model import FieldSpec, KindSpec
from cardkit.model import Definition
from cardkit.spreadsheets.cells import ABSENT
from cardkit.spreadsheets.columns import FieldWords
from cardkit.spreadsheets.export import cell_text
from cardkit.spreadsheets.plan import FilePlan


def change_lines(kind: KindSpec, words: FieldWords, files: Sequence[FilePlan], removed: Sequence[Definition]) -> Iterator[str]:
    """Every line of the change, the kind's heading first (nothing when nothing changes)."""
    labels = words.labels
    changes = [_change(kind, words, file) for file in files]
    changes += [DefinitionChange(Status.REMOVED, kind.id, definition.name, None, old_file=definition.file) for definition in removed]
    if not changes:
        return
    yield words.kind_title()
    for change in changes:
        yield from definition_lines(change, labels)


def _change(kind: KindSpec, words: FieldWords, file: FilePlan) -> DefinitionChange:
    if file.is_new:
        return DefinitionChange(Status.ADDED, kind.id, file.name, None, new_file=file.relpath)
    fields = tuple(_field(kind, words, change.key, change.old, change.new) for change in file.changes)
    renamed = file.current is not None and file.current.name != file.name
    return DefinitionChange(Status.CHANGED, kind.id, file.name, None, old_name=file.current.name if renamed and file.current else None,
                            old_file=file.relpath, new_file=file.relpath, fields=fields)


def _field(kind: KindSpec, words: FieldWords, key: str, old: object, new: object) -> FieldChange:
    spec = kind.field(key)
    label = words.header(spec) if spec is not None else key
    return FieldChange(key, label, _shown(spec, old), _shown(spec, new), old, new)


def _shown(spec: FieldSpec | None, value: object) -> str | None:
    return None if value is ABSENT else str(cell_text(spec, value))

