"""The preview page: a snapshot laid out as HTML, cards grouped by kind, findings on top.

The page template ships inside the package (not among the card templates a project overrides):
it is cardkit's tool, not part of the game's look.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined, Template

from cardkit.preview.snapshot import Snapshot


@cache
def _template() -> Template:
    environment = Environment(
        loader=FileSystemLoader(Path(__file__).parent), undefined=StrictUndefined, autoescape=True, trim_blocks=True, lstrip_blocks=True
    )
    return environment.get_template("page.html")


def render_page(snapshot: Snapshot) -> str:
    return _template().render(s=snapshot, titles=dict(snapshot.kind_titles))
