"""A translated copy of the bundled game, and a way to read and edit its PO files."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from cardkit.pipeline import validate_project
from cardkit.project.validate import LoadedProject
from cardkit.translation.po import dumps, read_catalog


def loaded(project: Path) -> LoadedProject:
    return validate_project(project)


def po(project: Path, domain: str, locale: str = "en") -> Path:
    return project / "content" / "locales" / locale / f"{domain}.po"


def read(path: Path, locale: str = "en") -> Catalog:
    catalog, problems = read_catalog(path, locale, path.parents[3])  # <project>/content/locales/<locale>/x.po
    assert problems == [] and catalog is not None
    return catalog


def set_translation(path: Path, context: str, source: str, text: str, locale: str = "en") -> int:
    """Rewrite one entry's msgstr; returns the entry's line in the rewritten file."""
    catalog = read(path, locale)
    catalog.get(source, context=context).string = text
    path.write_bytes(dumps(catalog))
    return read(path, locale).get(source, context=context).lineno


@pytest.fixture
def translated(game_copy: Path) -> Path:
    """The bundled game with its English PO files, safe to break."""
    return game_copy
