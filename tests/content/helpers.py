"""What the content tests share: where the seeds, content and schemas are, and how to read them.

The seeds are the source the content must stay faithful to; they live outside the
repository (../shared/seeds, beside the checkout), so every test that needs them skips when
they are absent. What each seed holds, and the facts of them the code relies on, are in
docs/seed-facts.md.
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path
from typing import Any

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
SEEDS = Path(__file__).resolve().parents[2].parent / "shared" / "seeds"
CONTENT = REPO / "content"
SCHEMAS = REPO / "schemas"

# content folder -> schema kind
KIND_OF_FOLDER = {"traits": "trait", "spells": "spell", "units": "unit", "armies": "army"}


def seed_text() -> str | None:
    """The main Tab Master seed (000_*.txt), or None when the seeds folder is missing."""
    files = sorted(SEEDS.glob("000_*.txt")) if SEEDS.is_dir() else []
    return files[0].read_text(encoding="utf-8") if files else None


def require_seed() -> str:
    text = seed_text()
    if text is None:
        pytest.skip(f"Tab Master seeds not found at {SEEDS} (000_*.txt); they live outside the repository")
    return text


def seed_params(rows: list[Any], id_of) -> list[Any]:
    """Parametrize values for seed rows, or one skipped case when the seeds are missing."""
    if not rows:
        return [pytest.param(None, marks=pytest.mark.skip(reason=f"Tab Master seeds not found at {SEEDS}"))]
    return [pytest.param(row, id=id_of(row)) for row in rows]


def slug(name: str) -> str:
    """File name of a definition: lowercase, accents removed, spaces (and other marks) -> hyphens."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")


def normalise(text: str) -> str:
    """Collapse every run of whitespace (NBSP included) into one space."""
    return " ".join(text.split())


def load(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def definitions(folder: str) -> dict[str, tuple[Path, dict]]:
    """name -> (file, data) for every YAML file of a content folder."""
    out = {}
    for path in sorted((CONTENT / folder).glob("*.yaml")):
        data = load(path)
        out[data["name"]] = (path, data)
    return out


def content_files() -> list[tuple[Path, str]]:
    """Every definition file of the game with its schema kind."""
    files = [(CONTENT / "game.yaml", "game")]
    for folder, kind in KIND_OF_FOLDER.items():
        files += [(p, kind) for p in sorted((CONTENT / folder).glob("*.yaml"))]
    return files


def schemas() -> dict[str, dict]:
    """file name -> schema, for every schema the bundled game is validated against: cardkit's
    files, the Tab Master pack's, and each kind's schema composed from the field table."""
    from cardkit.model.builders import schemas_of_pack
    from cardkit.model.packs import find_pack

    composed = schemas_of_pack(find_pack("tab-master"))
    return {f"{kind}.schema.json": json.loads(json.dumps(validator.schema)) for kind, validator in composed.validators.items()}
