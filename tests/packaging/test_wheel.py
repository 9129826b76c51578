"""The package works installed from a wheel, not only from the checkout: schemas and default
templates travel as package data, and the bundled pack's kinds, schemas, templates, labels and
theme inside its package, so a designer's project needs nothing from this repository."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT
from tests.patience import HANG

pytestmark = pytest.mark.slow  # builds and installs a wheel


@pytest.fixture(scope="module")
def installed_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build the wheel and unpack it into a private folder that shadows the checkout."""
    wheels = tmp_path_factory.mktemp("wheels")
    target = tmp_path_factory.mktemp("site")
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--quiet"]
    subprocess.run([*pip, "wheel", "--no-deps", "--no-build-isolation", "-w", str(wheels), str(REPO_ROOT)], check=True)
    [wheel] = wheels.glob("cardkit-*.whl")
    subprocess.run([*pip, "install", "--no-deps", "--target", str(target), str(wheel)], check=True)
    return target


def _run(site: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(site)}
    return subprocess.run([sys.executable, *args], cwd=cwd, env=env, check=False, capture_output=True, text=True, timeout=HANG)


def test_wheel_carries_schemas_and_templates(installed_wheel: Path) -> None:
    data = installed_wheel / "cardkit" / "_data"
    assert {p.name for p in (data / "schemas").glob("*.schema.json")} >= {
        "common.schema.json", "game.schema.json", "cardkit.schema.json", "print.schema.json", "theme.schema.json",
    }
    assert (data / "templates").is_dir()
    pack = installed_wheel / "cardkit" / "packs" / "tabmaster"
    for name in ("schemas/tabmaster.schema.json", "templates/cards/spell.html", "templates/cards/pack.css", "templates/sheets/army.html.j2", "templates/report/balance.html.j2",
                 "templates/rulebook/partials/spell_table.html.j2", "templates/cards/icons/elements/fire.svg", "labels/pt-BR/sheets.yaml",
                 "labels/en/effects.yaml", "theme.yaml", "kinds.yaml"):
        assert (pack / name).read_bytes() == (REPO_ROOT / "cardkit" / "packs" / "tabmaster" / name).read_bytes(), name
    icc = installed_wheel / "cardkit" / "icc" / "ISOcoated_v2_300_bas.icc"
    assert icc.read_bytes() == (REPO_ROOT / "cardkit" / "icc" / "ISOcoated_v2_300_bas.icc").read_bytes()
    art = installed_wheel / "cardkit" / "examples" / "tab-master" / "content" / "assets"
    assert sorted(p.name for p in art.iterdir()) == ["arqueiro.png", "esfera-de-agua.webp", "essencia.svg", "exercito-azul.png", "inferno.jpg"]


def test_installed_wheel_validates_a_project_outside_the_checkout(installed_wheel: Path, game_copy: Path) -> None:
    where = _run(installed_wheel, game_copy, "-c", "import cardkit, cardkit.schema.sets as s; print(cardkit.__file__); print(s.schema_dir())")
    module_file, schemas = where.stdout.split()
    assert Path(module_file).is_relative_to(installed_wheel)
    assert Path(schemas).is_relative_to(installed_wheel)
    done = _run(installed_wheel, game_copy, "-m", "cardkit", "check", "--format", "json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["summary"]["errors"] == 0
