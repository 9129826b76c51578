"""What a PDF should be: the print profile or paper it was built for, final or proof, and so
which kind of file it is checked as (`KINDS`; `table.CHECKS` says which checks each kind gets).

cardkit writes its build facts into every PDF (`cardkit.output.buildinfo`) and the profile is
read back from the project's cardkit.yaml; a PDF without them is checked against `--profile`,
or only by the checks that need no profile, and a P001 note says which.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from cardkit.codes.preflight import NOT_FROM_CARDKIT
from cardkit.config.print_profiles import PAPER_SIZES
from cardkit.config.settings import PrintProfile, PrintSettings
from cardkit.output.buildinfo import BuildInfo, is_final
from cardkit.preflight.findings import Finding


class Kind(str, Enum):
    PRINT_SHOP = "print-shop"
    """Cards one per page with trim and bleed boxes, for a print shop: PDF/X, CMYK, safe zone."""
    CARD_SHEET = "card-sheet"
    """Cards imposed n-up on paper, for a home or office printer."""
    DOCUMENT = "document"
    """A pack's sheet, the rulebook or the report, laid out on paper."""
    UNKNOWN = "unknown"
    """A PDF nothing says anything about: the checks that need no profile."""


@dataclass(frozen=True)
class Expectation:
    kind: Kind
    final: bool
    profile: PrintProfile | None = None
    paper: tuple[float, float] | None = None
    """Millimetres, for a document."""
    notes: tuple[Finding, ...] = ()


def expectation(info: BuildInfo | None, settings: PrintSettings, asked: str | None) -> Expectation:
    """What a PDF with build facts `info` should be; `asked` is `--profile`, for a PDF without them."""
    if info is None:
        return _asked(settings, asked, "it carries no cardkit build facts (not built by cardkit, or re-saved since)")
    if info.document != "cards":
        return Expectation(Kind.DOCUMENT, info.final, paper=_paper(info.paper))
    profile = settings.profiles.get(info.profile or "")
    if profile is None:
        return _asked(settings, asked, f"it was built with the print profile '{info.profile}', which cardkit.yaml does not define")
    return Expectation(_kind(profile), info.final, profile)


def _asked(settings: PrintSettings, asked: str | None, why: str) -> Expectation:
    profile = settings.profiles.get(asked or "")
    if profile is None:
        note = Finding(NOT_FROM_CARDKIT, None, f"{why}: only fonts, text size and image resolution are checked",
                       "give the profile it is meant for: `cardkit preflight --profile NAME FILE`")
        return Expectation(Kind.UNKNOWN, False, notes=(note,))
    note = Finding(NOT_FROM_CARDKIT, None, f"{why}: checked against the print profile '{profile.name}' (--profile)")
    return Expectation(_kind(profile), is_final(profile), profile, notes=(note,))


def _kind(profile: PrintProfile) -> Kind:
    return Kind.PRINT_SHOP if profile.single else Kind.CARD_SHEET


def _paper(name: str | None) -> tuple[float, float] | None:
    sizes = {key.lower(): size for key, size in PAPER_SIZES.items()}
    return sizes.get((name or "").lower())
