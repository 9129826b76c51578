"""The reference's pages: each file of docs/reference/ and the function that writes it."""

from __future__ import annotations

import importlib
from collections.abc import Callable

PAGES: dict[str, tuple[str, str]] = {
    "game-yaml.md": ("game.yaml", "cardkit.manual.file_pages:game_yaml"),
    "cardkit-yaml.md": ("cardkit.yaml", "cardkit.manual.file_pages:cardkit_yaml"),
    "theme-yaml.md": ("theme.yaml", "cardkit.manual.file_pages:theme_yaml"),
    "book-yaml.md": ("book.yaml", "cardkit.manual.file_pages:book_yaml"),
    "kinds.md": ("Kinds and their files", "cardkit.manual.kinds_page:kinds_md"),
    "codes.md": ("Diagnostic codes", "cardkit.manual.codes_page:codes_md"),
    "cli.md": ("Command line", "cardkit.manual.cli_page:cli_md"),
    "templates.md": ("Templates, tokens and slots", "cardkit.manual.templates_page:templates_md"),
    "generators.md": ("Rulebook generators", "cardkit.manual.generators_page:generators_md"),
    "symbols.md": ("Rich text and symbols", "cardkit.manual.symbols_page:symbols_md"),
    "packs.md": ("The pack interface", "cardkit.manual.packs_page:packs_md"),
}
"""File name under reference/ -> (its title in the navigation, where its writer is)."""


def writer(page: str) -> Callable[[], str]:
    module, _, name = PAGES[page][1].partition(":")
    found: Callable[[], str] = getattr(importlib.import_module(module), name)
    return found


def index_md() -> str:
    """reference/index.md: what each page documents, and that all of it is generated."""
    lines = [f"- [{title}]({page})" for page, (title, _) in PAGES.items()]
    return (
        "# Reference\n\nEvery page here is written while the site builds, from the one place cardkit itself reads each fact: the JSON "
        "Schemas and the field table (every key of every file), the code table (every code), the command line (every command "
        "and option), the template set, the theme and the generator registry. It cannot drift from the program.\n\n" + "\n".join(lines) + "\n"
    )


def generate() -> dict[str, str]:
    """Every reference page by its file name under reference/, index included."""
    return {"index.md": index_md(), **{page: writer(page)() for page in PAGES}}
