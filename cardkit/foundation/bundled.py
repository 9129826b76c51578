"""cardkit's own files: where they are, and how their YAML is read.

Schemas, templates, labels and the default theme live at the top of the repository; a wheel
carries them as `cardkit/_data/<folder>` (pyproject's force-include). The fonts always live in
`cardkit/fonts`, the ICC profiles in `cardkit/icc`. Every command reads some of this YAML, `--help` included, and nobody edits it
mid-run, so it is read with libyaml's safe loader where installed and keeps no positions: a
module of its own, so reading it never loads the located loader of `cardkit.loading`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

PACKAGE_DIR = Path(__file__).resolve().parents[1]
"""The `cardkit` package folder (this module sits in `cardkit/foundation/`)."""


def package_data(folder: str) -> Path:
    """`folder` of cardkit's own data: the wheel's copy if installed, else the checkout's."""
    bundled = PACKAGE_DIR / "_data" / folder
    return bundled if bundled.is_dir() else PACKAGE_DIR.parent / folder


def fonts_dir() -> Path:
    """The bundled OFL fonts, the default theme's faces (never the system's fonts)."""
    return PACKAGE_DIR / "fonts"


def icc_dir() -> Path:
    """The bundled ICC profiles of the print-shop output intents (`cardkit.output.intents`)."""
    return PACKAGE_DIR / "icc"

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load_bundled_yaml(text: str) -> Any:
    """The data of `text`, a YAML file shipped with cardkit."""
    return yaml.load(text, Loader=_LOADER)
