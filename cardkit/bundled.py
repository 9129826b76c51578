"""Reading cardkit's own YAML (label catalogs, the examples' game.yaml).

Every command reads some of it, `--help` included, and nobody edits it mid-run, so it is read
with libyaml's safe loader where installed and keeps no positions: a module of its own, so
reading it never loads the located loader of `cardkit.loading`.
"""

from __future__ import annotations

from typing import Any

import yaml

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load_bundled_yaml(text: str) -> Any:
    """The data of `text`, a YAML file shipped with cardkit."""
    return yaml.load(text, Loader=_LOADER)
