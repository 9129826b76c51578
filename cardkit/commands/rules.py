"""`cardkit rules`: every code cardkit reports, or one code's documentation with `--explain`.

The table (`cardkit.codes.table`) includes the registered checks, so reading it imports every
check module: it is imported inside the command, never when the app starts.
"""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING, Annotated

import typer

from cardkit.commands.common import fail

if TYPE_CHECKING:
    from cardkit.codes.entry import Code


def rules(
    explain: Annotated[
        str | None,
        typer.Option("--explain", metavar="CODE", help="Print one code's documentation: what it means, a passing and a failing example."),
    ] = None,
) -> None:
    """List every diagnostic code: code, name, default severity and what each one means."""
    from cardkit.codes.table import all_codes, closest_codes, find_code

    codes = all_codes()
    if explain is None:
        width = max(len(entry.name) for entry in codes.values())
        for entry in codes.values():
            typer.echo(f"{entry.code}  {entry.name:<{width}}  {entry.severity.value:<8} {entry.description}")
        return
    found = find_code(explain, codes)
    if found is None:
        close = closest_codes(explain, codes)
        suggestion = f"; did you mean {' or '.join(close)}?" if close else "; `cardkit rules` lists them"
        fail(f"no code or rule named {explain!r}{suggestion}", code=2)
    typer.echo(explanation(found))


def explanation(entry: Code) -> str:
    """One code as `--explain` prints it: the heading line, the description, the explanation,
    and the PASS and FAIL examples indented as the docstring writes them."""
    from cardkit.codes.table import stage_of

    level = "can be re-levelled or turned off in cardkit.yaml's rules:" if entry.adjustable else "cannot be turned off"
    parts = [
        f"{entry.code}  {entry.name}  ({stage_of(entry.code)}, default {entry.severity.value}; {level})",
        entry.description,
        entry.explanation,
        "PASS:\n\n" + textwrap.indent(entry.passes, "    "),
        "FAIL:\n\n" + textwrap.indent(entry.fails, "    "),
    ]
    return "\n\n".join(part for part in parts if part)
