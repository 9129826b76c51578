"""bench/make_game.py: a synthetic game of any size that checks clean, the same for a seed."""

from __future__ import annotations

from pathlib import Path

import yaml

from bench.make_game import Sizes, make_game
from cardkit.foundation.folding import slug
from tests.hardening.harness import cardkit


def _files(root: Path) -> dict[str, bytes]:
    return {path.relative_to(root).as_posix(): path.read_bytes() for path in sorted(root.rglob("*")) if path.is_file()}


def test_a_generated_game_checks_with_no_finding(tmp_path: Path) -> None:
    project = make_game(60, tmp_path / "jogo")
    run = cardkit("check", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 0 and run.diagnostics == [], run.output
    sizes = Sizes(60)
    assert [len(list((project / "content" / folder).glob("*.yaml"))) for folder in ("spells", "traits", "units", "armies")] == [
        60,
        sizes.traits + 1,  # and Essência, which the elements' effects name
        sizes.units,
        sizes.armies,
    ]


def test_names_are_unique_and_files_named_by_their_slug(tmp_path: Path) -> None:
    project = make_game(200, tmp_path / "jogo", seed=3)
    names = {path: yaml.safe_load(path.read_text(encoding="utf-8"))["name"] for path in (project / "content").glob("*/*.yaml")}
    assert all(path.stem == slug(name) for path, name in names.items())
    assert len({slug(name) for name in names.values()}) == len(names)


def test_the_same_seed_gives_the_same_bytes(tmp_path: Path) -> None:
    first, second = make_game(40, tmp_path / "a", seed=5), make_game(40, tmp_path / "b", seed=5)
    assert _files(first) == _files(second)
    assert _files(make_game(40, tmp_path / "c", seed=6)) != _files(first)
