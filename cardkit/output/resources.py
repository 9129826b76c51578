"""Where the package's own templates and fonts live, in a source checkout and in a wheel.

The repository keeps default templates at its top (docs/architecture.md, Layout); a wheel
carries them as `cardkit/_data/templates` (pyproject's force-include). Fonts always live in
`cardkit/fonts`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from cardkit.bundled import fonts_dir as fonts_dir  # where every output's fonts come from
from cardkit.bundled import package_data

if TYPE_CHECKING:
    from cardkit.content import LoadedProject

def default_templates_dir() -> Path:
    """The built-in templates: the wheel's copy if installed, else the checkout's `templates/`."""
    return package_data("templates")


def template_folders(loaded: LoadedProject) -> list[Path]:
    """Where templates are looked up: the project's `templates/` (or configured folder) first."""
    project = loaded.project
    own = project.templates_dir or project.root / "templates"
    return list(dict.fromkeys(path.resolve() for path in (own, default_templates_dir())))
