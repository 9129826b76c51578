"""A pack from elsewhere: installed as a distribution with a `cardkit.packs` entry point, found by
name from game.yaml, its kinds validated, its checks run and listed, and the core unchanged."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.patience import HANG

pytestmark = pytest.mark.slow

PACK_MODULE = '''
"""Beasts: a third-party rules pack with one kind and one check."""
from pathlib import Path

from cardkit.model.packs import Pack

PACK = Pack(id="beasts", name="Beasts", root=Path(__file__).parent, check_modules=("beasts_pack.checks",))
'''

CHECKS = '''
"""R990: a beast's bite is not more than its size."""
from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.registry import rule
from cardkit.foundation.diagnostics import Severity


@rule(code="R990", name="bite-over-size", severity=Severity.WARNING, description="a beast bites harder than its size")
def bite_over_size(ctx: CheckContext):
    """A beast's bite is at most its size.

    PASS::

        # content/beasts/wolf.yaml
        size: 3
        bite: 2

    FAIL::

        # content/beasts/wolf.yaml
        size: 3
        bite: 5
    """
    for beast in ctx.game.of_kind("beast"):
        if beast.values.get("bite", 0) > beast.values.get("size", 0):
            yield RuleFinding(beast, ("bite",), f"{beast.name} bites {beast.values['bite']}, more than its size", "lower the bite")
'''

KINDS = '''
kinds:
  - id: beast
    folder: beasts
    noun: a beast
    fields:
      - name
      - {id: size, type: number, min: 1, max: 10, required: true, title: Size, description: How big the beast is.}
      - {id: bite, type: number, min: 0, max: 10, title: Bite, description: How hard it bites.}
      - text
      - status
      - ignore
'''


def _install(site: Path, kinds: str = KINDS) -> None:
    """The pack as pip leaves it: the package, and a dist-info with its entry point."""
    package = site / "beasts_pack"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(textwrap.dedent(PACK_MODULE), encoding="utf-8")
    (package / "checks.py").write_text(textwrap.dedent(CHECKS), encoding="utf-8")
    (package / "kinds.yaml").write_text(textwrap.dedent(kinds), encoding="utf-8")
    info = site / "beasts_pack-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: beasts-pack\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[cardkit.packs]\nbeasts = beasts_pack:PACK\n", encoding="utf-8")


def _game(root: Path, bite: int) -> None:
    (root / "content/beasts").mkdir(parents=True)
    (root / "cardkit.yaml").write_text("name: Beasts\n", encoding="utf-8")
    (root / "content/game.yaml").write_text("name: Beasts\nlanguage: en\npack: beasts\n", encoding="utf-8")
    (root / "content/beasts/wolf.yaml").write_text(f"name: Wolf\nsize: 3\nbite: {bite}\n", encoding="utf-8")


def _cardkit(site: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), os.environ.get("PYTHONPATH", "")])}
    return subprocess.run([sys.executable, "-m", "cardkit", *args], cwd=cwd, env=env, check=False, capture_output=True, text=True, timeout=HANG)


def test_an_installed_pack_is_found_checked_and_listed(tmp_path: Path) -> None:
    site, game = tmp_path / "site", tmp_path / "game"
    _install(site)
    _game(game, bite=5)
    checked = _cardkit(site, "check", "--format", "json", cwd=game)
    found = json.loads(checked.stdout)["diagnostics"]
    assert [(d["code"], d["file"], d["line"], d["column"]) for d in found] == [("R990", "content/beasts/wolf.yaml", 3, 7)], checked.stderr
    listed = _cardkit(site, "rules", cwd=game)
    assert "R990" in listed.stdout and "bite-over-size" in listed.stdout


def test_a_pack_kind_is_validated_by_its_field_table(tmp_path: Path) -> None:
    site, game = tmp_path / "site", tmp_path / "game"
    _install(site)
    _game(game, bite=2)
    (game / "content/beasts/wolf.yaml").write_text("name: Wolf\nsize: eleven\n", encoding="utf-8")
    checked = _cardkit(site, "check", "--format", "json", cwd=game)
    found = json.loads(checked.stdout)["diagnostics"]
    assert [(d["code"], d["line"]) for d in found] == [("S002", 2)], found


def test_a_game_naming_a_pack_that_is_not_installed_is_told_so(tmp_path: Path) -> None:
    game = tmp_path / "game"
    _game(game, bite=2)
    checked = _cardkit(tmp_path / "nowhere", "check", "--format", "json", cwd=game)
    found = json.loads(checked.stdout)["diagnostics"]
    assert [(d["code"], d["line"], d["column"]) for d in found] == [("S016", 3, 7)]
    assert "no rules pack `beasts` is installed" in found[0]["message"]


def test_a_pack_kind_with_no_face_of_its_own_prints_its_fields_on_the_generic_face(tmp_path: Path) -> None:
    """The generic face draws the kind, so it prints the pack's fields too: nobody else would
    (issue 33's rules-pack guide found a beast card with neither its size nor its bite)."""
    import pypdfium2

    site, game = tmp_path / "site", tmp_path / "game"
    named = KINDS.replace("    noun: a beast", "    name: Beast\n    noun: a beast")
    _install(site, named.replace("title: Size", "name: Size, title: Size").replace("title: Bite", "name: Bite, title: Bite"))
    _game(game, bite=2)
    built = _cardkit(site, "build", "cards", "--profile", "home", cwd=game)
    assert built.returncode == 0, built.stdout + built.stderr
    text = pypdfium2.PdfDocument(game / "build/cards/cards-home.pdf")[0].get_textpage().get_text_range().split()
    assert text[:8] == ["Wolf", "BEAST", "SIZE", "3", "BITE", "2", "BEASTS", "·"], text


def test_a_pack_kind_with_no_name_is_a_template_error_that_says_what_to_add(tmp_path: Path) -> None:
    site, game = tmp_path / "site", tmp_path / "game"
    _install(site)
    _game(game, bite=2)
    built = _cardkit(site, "build", "cards", "--profile", "home", "--format", "json", cwd=game)
    [found] = json.loads(built.stdout)["diagnostics"]
    assert found["code"] == "B303"
    assert "no label `cards.kind.beast` in any catalog: add it to `labels/<locale>/cards.yaml`" in found["message"]
