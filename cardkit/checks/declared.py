"""R72x: the values of fields game.yaml declares: references resolve, image files exist.

The schema already holds each value to its declared type and range; what it cannot see is the
rest of the game: whether the card a `reference` field names exists (and is spelt as defined),
whether an `image` file is there. Declared dice are read by R201 and declared texts by the
prose checks, like the shipped fields.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.names import drift, unknown_name
from cardkit.checks.registry import rule
from cardkit.fields.model import FieldSpec
from cardkit.foundation.assets import ASSETS_FOLDER, Assets
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.suggest import closest
from cardkit.index.kinds import AnyKind
from cardkit.index.names import Match, NameIndex
from cardkit.model import Definition


@rule(
    code="R720",
    name="unknown-declared-reference",
    severity=Severity.ERROR,
    description="a declared reference field names no definition of its kind",
)
def unknown_declared_reference(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A field game.yaml declares with `type: reference` holds the name of a definition of the
    The hint offers the closest names.

    PASS::

        # content/items/short-sword.yaml (game.yaml: {id: bearer, type: reference, to: hero})
        bearer: Warden

    FAIL::

        # content/items/short-sword.yaml
        bearer: Wardn
    """
    for found in _references(ctx):
        if not found.match.found and not ctx.was_rejected(found.kind, found.written):
            written = f"unknown {found.kind.label} '{found.written}' as {found.spec.name}"
            message, hint = unknown_name(ctx, found.kind, found.names, found.written, written)
            yield RuleFinding(found.definition, found.path, message, hint)


@rule(
    code="R721",
    name="declared-reference-spelling",
    severity=Severity.WARNING,
    description="a declared reference field writes a name differently from what it names",
)
def declared_reference_spelling(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A reference field's name matches a definition only once case, accents or hyphens are
    forgiven; the card prints what the field says, so write the name as it is defined.

    PASS::

        # content/items/short-sword.yaml
        bearer: Warden

    FAIL::

        # content/items/short-sword.yaml
        bearer: warden
    """
    for found in _references(ctx):
        canonical = found.match.canonical
        if canonical is None or found.match.exact:
            continue
        yield RuleFinding(
            found.definition,
            found.path,
            f"'{found.written}' is spelt differently from the {found.kind.label} '{canonical}' ({drift(found.written, canonical)})",
            f"write '{canonical}', as {found.kind.home} does",
        )


@dataclass(frozen=True)
class _Reference:
    """A declared reference field's value, looked up among the names of its kind."""

    definition: Definition
    spec: FieldSpec
    written: str
    kind: AnyKind
    names: NameIndex
    match: Match
    path: tuple[str | int, ...]


def _references(ctx: CheckContext) -> Iterator[_Reference]:
    """Every name a reference field game.yaml declares holds (each item of a list of them)."""
    for definition, spec, value in ctx.game.game_field_values("reference"):
        kind = ctx.index.kind(spec.to or "")
        names = ctx.index.names(kind) if kind is not None else None
        if kind is None or names is None:
            continue
        items = list(enumerate(value)) if isinstance(value, tuple | list) else [(None, value)]
        for position, written in items:
            if isinstance(written, str):
                path = (spec.id,) if position is None else (spec.id, position)
                yield _Reference(definition, spec, written, kind, names, names.match(written), path)


@rule(
    code="R722",
    name="missing-declared-image",
    severity=Severity.ERROR,
    description="a declared image field names a file content/assets/ does not have",
)
def missing_declared_image(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A field game.yaml declares with `type: image` names a file under content/assets/ (PNG,
    JPEG, WebP or SVG), relative to that folder; the file must be there, or the card could not
    print. The hint offers the closest file names there.

    PASS::

        # content/items/short-sword.yaml (content/assets/sword.png exists)
        icon: sword.png

    FAIL::

        # content/items/short-sword.yaml
        icon: swrd.png
    """
    vocabulary = ctx.game.vocabulary
    if vocabulary is None:
        return
    assets = ctx.art.assets if ctx.art is not None else Assets.of_content(vocabulary.source.doc.path.parent)
    shown = ctx.art.shown_folder if ctx.art is not None else f"content/{ASSETS_FOLDER}"
    for definition, spec, written in ctx.game.game_field_values("image"):
        if not isinstance(written, str) or assets.exists(written):
            continue
        suggestion = next(iter(closest(written, assets.names())), None)
        hint = f"did you mean '{suggestion}'?" if suggestion else f"put the image in {shown}/ and name it relative to that folder"
        yield RuleFinding(definition, (spec.id,), f"{spec.name}: no file {shown}/{written}", hint)

