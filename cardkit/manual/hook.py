"""The mkdocs hook (mkdocs.yml `hooks:`) that adds the generated reference pages to the site's
files before mkdocs reads them, so they are built, searched and link-checked like written pages
and never exist in docs/ or in git."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files

FOLDER = "reference"


def on_files(files: Files, config: MkDocsConfig, **_: Any) -> Files:
    from mkdocs.structure.files import File

    from cardkit.manual.pages import generate

    for name, text in generate().items():
        files.append(File.generated(config, f"{FOLDER}/{name}", content=text))
    return files
