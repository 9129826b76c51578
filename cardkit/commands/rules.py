"""`cardkit rules`: every code cardkit reports, or one code's documentation with `--explain`.

The table (`cardkit.checks.code_table`) includes the registered checks, so reading it imports every
check module: it is imported inside the command, never when the app starts.
"""

from __future__ import annotations

from typing import Annotated

import typer

from cardkit.commands.common import misuse


def rules(
    explain: Annotated[
        str | None,
        typer.Option("--explain", metavar="CODE", help="Print one code's documentation: what it means, a passing and a failing example."),
    ] = None,
) -> None:
    """List every diagnostic code: code, name, default severity and what each one means."""
    from cardkit.checks.code_table import all_codes, closest_codes, explanation, find_code

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
        raise misuse(f"no code or rule named {explain!r}{suggestion}", param="explain")
    typer.echo(explanation(found))
