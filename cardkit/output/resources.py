"""Where the templates of an output and the package's own fonts live, in a checkout and in a wheel.

An output's templates are looked up in the project's `templates/` first, then in the game's
rules pack's (`Pack.template_dir`: the templates of its kinds, sheets and report pages), then in
cardkit's. The repository keeps cardkit's templates at its top (docs/architecture.md, Layout);
a wheel carries them as `cardkit/_data/templates` (pyproject's force-include), and a pack's
inside its package. Fonts always live in `cardkit/fonts`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from cardkit.foundation.bundled import fonts_dir as fonts_dir  # where every output's fonts come from
from cardkit.foundation.bundled import package_data
from cardkit.model.packs import Pack, every_pack, pack_of

if TYPE_CHECKING:
    from cardkit.project.validate import LoadedProject


def default_templates_dir() -> Path:
    """The built-in templates: the wheel's copy if installed, else the checkout's `templates/`."""
    return package_data("templates")


def template_folders(loaded: LoadedProject) -> list[Path]:
    """Where templates are looked up: the project's `templates/` (or configured folder) first,
    then the game's pack's, then cardkit's."""
    project = loaded.project
    own = project.templates_dir or project.root / "templates"
    return list(dict.fromkeys(path.resolve() for path in (own, *pack_templates(pack_of(loaded.game)), default_templates_dir())))


def pack_templates(pack: Pack | None) -> tuple[Path, ...]:
    """The pack's template folder, when it has one."""
    return (pack.template_dir,) if pack is not None and pack.template_dir.is_dir() else ()


def shipped_template_folders() -> tuple[Path, ...]:
    """Every template folder cardkit ships: its own and each installed pack's (where a build may
    read a file the cache records)."""
    return (default_templates_dir(), *(folder for pack in every_pack() for folder in pack_templates(pack)))
