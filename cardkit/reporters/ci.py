"""What the formats for CI services share: paths from the checkout, the hint inside the message.

GitHub and code-scanning services resolve paths from the repository root, which need not be
the project's root (`--project games/tab`), and have no field of their own for a hint. Both end
up in a log or a browser, so every text is `printable` (controls and bidi characters escaped).
"""

from __future__ import annotations

from pathlib import Path

from cardkit.foundation.diagnostics import Diagnostic, printable


def workspace_path(file: str, root: Path) -> str:
    """`file` (relative to the project) relative to the current folder when the project is
    inside it; otherwise as the project names it. Printable either way."""
    try:
        return printable((root / file).resolve().relative_to(Path.cwd().resolve()).as_posix())
    except ValueError:  # outside the current folder, or a name no path can have (a NUL byte)
        return printable(file)


def full_message(diagnostic: Diagnostic, keep: str = "") -> str:
    """The message with the hint on a line of its own, as the text format shows it; printable
    but for the characters in `keep`."""
    shown = diagnostic.printable(keep)
    return shown.message + (f"\nhint: {shown.hint}" if shown.hint else "")
