"""What the formats for CI services share: paths from the checkout, the hint inside the message.

GitHub and code-scanning services resolve paths from the repository root, which need not be
the project's root (`--project games/tab`), and have no field of their own for a hint.
"""

from __future__ import annotations

from pathlib import Path

from cardkit.diagnostics import Diagnostic


def workspace_path(file: str, root: Path) -> str:
    """`file` (relative to the project) relative to the current folder when the project is
    inside it; otherwise as the project names it."""
    absolute = (root / file).resolve()
    try:
        return absolute.relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return file


def full_message(diagnostic: Diagnostic) -> str:
    """The message with the hint on a line of its own, as the text format shows it."""
    return diagnostic.message + (f"\nhint: {diagnostic.hint}" if diagnostic.hint else "")
