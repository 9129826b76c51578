"""R0xx: the checks' own business and files: crashes, file names, `ignore:` lists."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import PurePosixPath

from cardkit.checks.context import CheckContext, Finding
from cardkit.checks.names import slug
from cardkit.checks.registry import find_rule, rule
from cardkit.diagnostics import Severity


@rule(
    code="R000",
    name="check-crashed",
    severity=Severity.ERROR,
    description="a check crashed on this content and was skipped",
)
def check_crashed(ctx: CheckContext) -> tuple[Finding, ...]:
    """Reported by run_checks itself; registered so `cardkit rules` lists it and projects can re-level it."""
    return ()


@rule(
    code="R001",
    name="file-name-not-slug",
    severity=Severity.WARNING,
    description="a definition's file is not named after the slug of its name",
)
def file_name_not_slug(ctx: CheckContext) -> Iterator[Finding]:
    for definition in ctx.game.definitions():
        if definition is ctx.game.vocabulary:
            continue
        path = PurePosixPath(definition.file)
        expected = slug(definition.name) + path.suffix
        if path.name != expected:
            yield Finding(
                definition,
                ("name",),
                f"file name '{path.name}' does not match the name '{definition.name}'",
                f"rename the file to {expected} so other people find it by its name",
            )


@rule(
    code="R002",
    name="unknown-ignore-code",
    severity=Severity.WARNING,
    description="`ignore:` names a code no check has",
)
def unknown_ignore_code(ctx: CheckContext) -> Iterator[Finding]:
    for definition in ctx.game.definitions():
        for i, code in enumerate(definition.ignore):
            if find_rule(code) is None:
                yield Finding(
                    definition,
                    ("ignore", i),
                    f"ignore lists {code}, which is not the code of a cardkit check",
                    "`cardkit rules` lists the codes; loading and schema problems cannot be ignored",
                )
