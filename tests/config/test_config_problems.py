"""cardkit.yaml is checked once, when the project opens: every problem at its line and column,
print profiles included, before any command does anything with the project."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.config.project import ProjectError
from cardkit.project.validate import open_project


def problems(root: Path, config: str) -> list[tuple[str, int, int]]:
    """(code, line, column) of each problem opening a project with this cardkit.yaml reports."""
    (root / "cardkit.yaml").write_text(config, encoding="utf-8")
    with pytest.raises(ProjectError) as refused:
        open_project(root)
    assert refused.value.root == root.resolve()
    return [(d.code, d.line, d.column) for d in refused.value.diagnostics]


def test_a_card_too_big_for_its_paper_is_reported_at_the_card_setting(tmp_path: Path) -> None:
    config = "name: Teste\nprint:\n  profiles:\n    poster:\n      card: {width: 300, height: 400}\n"
    assert problems(tmp_path, config) == [("B103", 5, 13)]


def test_a_shared_setting_that_stops_cards_fitting_is_reported_where_it_is_written(tmp_path: Path) -> None:
    # 100 mm margins leave 10 mm of A4's width: no poker card fits the home sheet (print-shop is single).
    assert problems(tmp_path, "name: Teste\nprint:\n  margin: 100\n") == [("B103", 3, 11)]


def test_a_default_naming_no_profile_is_reported_at_the_name(tmp_path: Path) -> None:
    assert problems(tmp_path, "name: Teste\nprint:\n  default: [home, casa]\n") == [("B102", 3, 19)]


def test_a_bad_shape_is_reported_by_the_schema_at_its_line(tmp_path: Path) -> None:
    config = "name: Teste\nprint:\n  bleeding: 3\n  profiles:\n    home:\n      bleed: -1\n"
    assert problems(tmp_path, config) == [("S001", 3, 3), ("S006", 6, 14)]


def test_every_problem_is_reported_at_once_in_file_order(tmp_path: Path) -> None:
    config = (
        "name: Teste\n"
        "content: ../elsewhere\n"
        "print:\n"
        "  default: [home, casa]\n"
        "  profiles:\n"
        "    poster: {card: {width: 300, height: 400}}\n"
        "templates: /etc\n"
    )
    assert problems(tmp_path, config) == [("C001", 2, 10), ("B102", 4, 19), ("B103", 6, 20), ("C001", 7, 12)]


def test_a_build_folder_inside_content_is_reported_at_build(tmp_path: Path) -> None:
    assert problems(tmp_path, "name: Teste\ncontent: jogo\nbuild: jogo/pdf\n") == [("C001", 3, 8)]


def test_the_problems_keep_their_messages_and_hints(tmp_path: Path) -> None:
    (tmp_path / "cardkit.yaml").write_text("name: Teste\nprint:\n  default: [casa]\n", encoding="utf-8")
    with pytest.raises(ProjectError) as refused:
        open_project(tmp_path)
    (found,) = refused.value.diagnostics
    assert (found.file, found.severity.value) == ("cardkit.yaml", "error")
    assert found.message == "`default` names the profile 'casa', which does not exist"
    assert found.hint == "known profiles: home, print-shop"
    assert refused.value.headline == "cardkit.yaml has 1 problem(s); fix them first"
    assert refused.value.exit_code == 2


def test_a_clean_cardkit_yaml_opens_into_typed_settings(tmp_path: Path) -> None:
    (tmp_path / "cardkit.yaml").write_text(
        "name: Teste\ncontent: jogo\nbuild: saida\nrules:\n  R105: 'off'\n", encoding="utf-8"
    )
    project, _ = open_project(tmp_path)
    root = tmp_path.resolve()
    assert (project.name, project.content_dir, project.build_dir, project.templates_dir) == ("Teste", root / "jogo", root / "saida", None)
    assert dict(project.rule_overrides) == {"R105": "off"}
    assert project.config.print_settings.default == ("home", "print-shop")
