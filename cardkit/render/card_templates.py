"""Which template draws a card's face and back: what the kind's declaration names, else the
template named after the kind, falling back to the generic face that lays out any kind's fields.

The project's `templates/` folder is searched first, then the game's pack's, then cardkit's
(`cardkit.output.resources.template_folders`), so `cards/item.html` in the project draws every
item without a word in game.yaml, and a pack draws its kinds with templates of their names;
`template:` and `back:` in a `card_kinds` entry name other files (`back:` where the theme groups
backs by kind), and one that no folder has is B306 at its game.yaml line before anything renders.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from cardkit.codes.build import BUILD_CODES, CARD_TEMPLATE_NOT_FOUND
from cardkit.fields.model import FieldTable, KindSpec
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.model import Vocabulary
from cardkit.render.backs import SHARED

GENERIC_FACE = "cards/kind.html"
SHARED_BACK = "cards/back.html"

Exists = Callable[[str], bool]
"""Whether a template folder holds a template name (`cards/item.html`)."""


def face_template(kind: str, table: FieldTable, exists: Exists) -> str:
    """The face of `kind`: `cards/<template>.html` as declared, else `cards/<kind>.html` when a
    folder has it (a pack's kinds have theirs), else the generic face."""
    declared = table.kind(kind)
    if declared is not None and declared.template:
        return f"cards/{declared.template}.html"
    own = f"cards/{kind}.html"
    return own if exists(own) else GENERIC_FACE


def back_template(group: str, by_kind: bool, table: FieldTable, exists: Exists) -> str:
    """The back of a back group (`cardkit.render.backs`): with backs by kind, the kind's
    `cards/back-<back>.html` as declared; else `cards/back-<group>.html` (the kind's, or the
    value's: `back-wardens.html`) when a folder has it; else the shared back."""
    declared = table.kind(group) if by_kind else None
    if declared is not None and declared.back:
        return f"cards/back-{declared.back}.html"
    own = f"cards/back-{group}.html"
    return own if group != SHARED and exists(own) else SHARED_BACK


def folder_lookup(folders: Sequence[Path]) -> Exists:
    return lambda name: any((folder / name).is_file() for folder in folders)


def missing_templates(vocabulary: Vocabulary | None, exists: Exists) -> list[Diagnostic]:
    """B306 for each `template:` or `back:` of a kind game.yaml declares that no template folder has."""
    if vocabulary is None:
        return []
    return list(_missing(vocabulary, exists))


def _missing(vocabulary: Vocabulary, exists: Exists) -> Iterator[Diagnostic]:
    entry = BUILD_CODES[CARD_TEMPLATE_NOT_FOUND]
    declared = [kind for kind in vocabulary.table.card_kinds if kind.pack is None]  # a pack ships its templates
    for index, kind in enumerate(declared):
        for key, name in _named(kind):
            if not exists(name):
                where = vocabulary.source.at("card_kinds", _declared_index(vocabulary, kind, index), key)
                yield entry.diagnostic(
                    vocabulary.file,
                    where.line,
                    where.column,
                    f"the card kind `{kind.id}` names the {key} template {name}, which no template folder has",
                    f"write templates/{name} in the project, or leave `{key}:` out for cardkit's generic one",
                )


def _named(kind: KindSpec) -> Iterator[tuple[str, str]]:
    if kind.template:
        yield "template", f"cards/{kind.template}.html"
    if kind.back:
        yield "back", f"cards/back-{kind.back}.html"


def _declared_index(vocabulary: Vocabulary, kind: KindSpec, fallback: int) -> int:
    """The kind's index among game.yaml's `card_kinds` (a refused declaration shifts the others)."""
    written = vocabulary.source.doc.data.get("card_kinds") or []
    return next((i for i, data in enumerate(written) if isinstance(data, dict) and data.get("id") == kind.id), fallback)
