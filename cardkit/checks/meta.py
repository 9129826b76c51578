"""R0xx: the checks' own business and files: crashes, file names, `ignore:` lists."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import PurePosixPath

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.names import rename_command
from cardkit.checks.registry import find_rule, rule
from cardkit.codes.checks import CHECK_CRASHED
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.folding import slug


@rule(
    code=CHECK_CRASHED,
    name="check-crashed",
    severity=Severity.ERROR,
    description="a check crashed on this content and was skipped",
)
def check_crashed(ctx: CheckContext) -> tuple[RuleFinding, ...]:
    """A check raised an error on this content instead of reporting what it found: a bug in
    cardkit, not in the game. The other checks still ran; one diagnostic at cardkit.yaml names
    every check that crashed and its error. Please report it with the content that triggers it.
    The runner reports this code itself; it is registered so `cardkit rules` lists it and a
    project can re-level it.

    PASS::

        # cardkit check: every check ran to its end
        0 error(s), 0 warning(s) in 5 file(s)

    FAIL::

        # cardkit check: one check stopped on a value it did not expect
        cardkit.yaml:1:1: error[R000] a check crashed and was skipped: R750 (collection-unknown-card): KeyError: 'x'
    """
    return ()


@rule(
    code="R001",
    name="file-name-not-slug",
    severity=Severity.WARNING,
    description="a definition's file is not named after the slug of its name",
)
def file_name_not_slug(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A definition's file is named after its name: the name's slug (lower case, accents dropped,
    words joined by hyphens) plus `.yaml`, so people find a card's file by its name and two
    files can never hold the same card under different names.

    PASS::

        # content/spells/lamina-da-terra.yaml
        name: Lâmina da Terra

    FAIL::

        # content/spells/terra.yaml
        name: Lâmina da Terra
    """
    for definition in ctx.game.definitions():
        if definition is ctx.game.vocabulary:
            continue
        path = PurePosixPath(definition.file)
        expected = slug(definition.name) + path.suffix
        if path.name != expected:
            yield RuleFinding(
                definition,
                ("name",),
                f"file name '{path.name}' does not match the name '{definition.name}'",
                _slug_hint(ctx, definition.kind, path, expected, definition.name),
            )


def _slug_hint(ctx: CheckContext, kind: str, path: PurePosixPath, expected: str, name: str) -> str:
    """How to name the file: when git history says its `name:` alone was renamed (the file still
    named by the old name), the `cardkit rename` that finishes the rename (file and every use);
    else the file's new name, as `git mv` (which keeps its history) would give it."""
    rename = ctx.renamed_to(path.parent.name, name)
    if rename is not None and slug(rename.old) == path.stem:
        return f"{rename_command(kind, rename.old, name)} renames the file to {expected} and every use of the old name"
    return f"rename the file to {expected} so other people find it by its name"


@rule(
    code="R002",
    name="unknown-ignore-code",
    severity=Severity.WARNING,
    description="`ignore:` names a code no check has",
)
def unknown_ignore_code(ctx: CheckContext) -> Iterator[RuleFinding]:
    """`ignore:` silences a check for one definition; a code in it that no check has (a typo, a
    renumbered check) silences nothing. Loading and schema problems cannot be ignored: a file
    with them is not part of the game at all.

    PASS::

        # content/spells/choque.yaml
        ignore: [R201]

    FAIL::

        # content/spells/choque.yaml
        ignore: [R999]
    """
    for definition in ctx.game.definitions():
        for i, code in enumerate(definition.ignore):
            if find_rule(code) is None:
                yield RuleFinding(
                    definition,
                    ("ignore", i),
                    f"ignore lists {code}, which is not the code of a cardkit check",
                    "`cardkit rules` lists the codes; loading and schema problems cannot be ignored",
                )
