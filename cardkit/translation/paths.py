"""Where a game keeps its translations; kept free of Babel so `check` pays for it only when used."""

from __future__ import annotations

from pathlib import Path

LOCALES_FOLDER = "locales"


def locales_dir(content_dir: Path) -> Path:
    return content_dir / LOCALES_FOLDER


def po_path(content_dir: Path, locale: str, domain: str) -> Path:
    return locales_dir(content_dir) / locale / f"{domain}.po"


def pot_path(content_dir: Path, domain: str) -> Path:
    return locales_dir(content_dir) / f"{domain}.pot"


def translated_locales(content_dir: Path) -> list[str]:
    """The locales a game has PO files for: the folders under content/locales/."""
    folder = locales_dir(content_dir)
    if not folder.is_dir():
        return []
    return sorted(p.name for p in folder.iterdir() if p.is_dir() and any(p.glob("*.po")))


def finding_locale(file: str, locales_folder: str) -> str | None:
    """The locale a finding at project file `file` belongs to, when it lies in a locale's
    folder under `locales_folder` (both relative to the project, as diagnostics name them)."""
    prefix = locales_folder.rstrip("/") + "/"
    if not file.startswith(prefix):
        return None
    locale, slash, _ = file[len(prefix) :].partition("/")
    return locale if slash and locale else None
