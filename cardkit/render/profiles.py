"""Which of the project's print profiles a card build renders.

The profiles come typed and checked from cardkit.yaml (`cardkit.config.print_profiles`, run once when
the project opens), so a build never reads or validates `print:` itself. What is left to check
here is the request: a `--profile` naming no profile is B102, as a `print.default` entry naming
none is when the project opens.
"""

from __future__ import annotations

from cardkit.codes.build import UNKNOWN_PROFILE
from cardkit.config.project import CONFIG_NAME
from cardkit.config.settings import PrintSettings
from cardkit.foundation.diagnostics import Diagnostic, Severity


def requested_profiles(settings: PrintSettings, requested: str | None) -> tuple[str, ...]:
    """The profiles whose PDFs the build writes: the one asked for, else `print.default`."""
    return (requested,) if requested else settings.default


def unknown_profile(settings: PrintSettings, names: tuple[str, ...]) -> Diagnostic | None:
    """B102 for the first of `names` that the project has no profile of, or None."""
    unknown = [name for name in names if name not in settings.profiles]
    if not unknown:
        return None
    message = f"unknown print profile '{unknown[0]}'; known profiles: {', '.join(settings.profiles)}"
    return Diagnostic(CONFIG_NAME, 1, 1, UNKNOWN_PROFILE, Severity.ERROR, message)
