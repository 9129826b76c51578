"""A game's content/theme.yaml: every wrong token is a diagnostic at its line, never a traceback
and never a silent fallback to the default look or to another font."""

from __future__ import annotations

import shutil
from pathlib import Path

from cardkit.foundation.diagnostics import Diagnostic
from cardkit.pipeline import check_project
from cardkit.project.validate import load_game, open_project
from cardkit.render.cards import build_cards
from tests.build.conftest import cardkit
from tests.conftest import REPO_ROOT
from tests.themes.conftest import TEST_FAMILY, MakeThemed, renamed_font


def theme_findings(game_root: object) -> list[Diagnostic]:
    loaded = check_project(game_root)  # type: ignore[arg-type]
    return [d for d in loaded.report.sorted() if d.file == "content/theme.yaml"]


def where(diagnostic: Diagnostic) -> tuple[str, int, int]:
    return diagnostic.code, diagnostic.line, diagnostic.column


def test_a_colour_that_is_no_css_colour_is_an_error_at_its_value(themed: MakeThemed) -> None:
    game = themed("""
        colors:
          card:
            text: "#2b211"
            panel: purpel
        """)
    text, panel = theme_findings(game.root)
    assert where(text) == ("S005", 3, 11) and "must be a CSS colour" in text.message and "'#2b211'" in text.message
    assert where(panel) == ("S005", 4, 12) and panel.hint == "did you mean `purple`?"


def test_an_unknown_token_is_an_error_with_a_suggestion(themed: MakeThemed) -> None:
    game = themed("""
        colors:
          card:
            panl: "#ffffff"
        fonts:
          titel: Lato
        """)
    panel, title = theme_findings(game.root)
    assert where(panel) == ("S001", 3, 5) and panel.hint == "did you mean `panel`?"
    assert where(title) == ("S001", 5, 3) and title.hint == "did you mean `title`?"


def test_an_invalid_theme_stops_validate_without_a_traceback(themed: MakeThemed) -> None:
    game = themed("""
        frame: {corner: 1cm}
        back: {pattern: dots}
        """)
    result = cardkit("validate", "--project", str(game.root))
    assert result.exit_code == 1
    assert "content/theme.yaml:1:17: error[S005]" in result.stdout
    assert "content/theme.yaml:2:17: error[S004] `pattern` must be `lattice` or `none`" in result.stdout
    assert "Traceback" not in result.stdout + result.stderr


def test_kinds_and_icons_are_the_games_ids(themed: MakeThemed) -> None:
    """Its kinds, and the icons its pack draws (Tab Master's: its elements by id)."""
    game = themed("""
        kinds:
          spel: {frame: "#0a7d3b"}
        icons:
          fier: "#ff0000"
          water: "#0000ff"
        """)
    kind, icon = theme_findings(game.root)
    assert where(kind) == ("R901", 2, 3) and kind.hint == "did you mean `spell`?"
    assert where(icon) == ("R902", 4, 3) and icon.hint == "did you mean `fire`?"


def test_a_field_values_or_back_group_name_that_no_kind_has_is_r905(themed: MakeThemed) -> None:
    """`values:` and `back.group` name a field of the game's cards; `none` and `kind` are no fields."""
    game = themed("""
        values:
          cots:
            low: {frame: "#0a7d3b"}
          cost:
            high: {frame: "#0a7d3b"}
        back:
          group: cots
        """)
    values, group = theme_findings(game.root)
    assert where(values) == ("R905", 2, 3) and values.hint == "did you mean `cost`?"
    assert "`cots` in `values`" in values.message
    assert where(group) == ("R905", 7, 10) and (group.hint or "").startswith("did you mean `cost`?")
    assert "`kind`" in (group.hint or "")
    for clean in ("none", "kind", "cost"):
        assert theme_findings(themed(f"back: {{group: {clean}}}\n").root) == []


def test_a_kinds_own_back_is_r906_unless_the_theme_gives_each_kind_its_back(tmp_path: Path) -> None:
    """Hollowmarch's backs go by side: an agent's own `back:` would never be drawn, a warning at
    its game.yaml line; with `back: {group: kind}` it is the agents' back, and no finding."""
    root = tmp_path / "hollowmarch"
    shutil.copytree(REPO_ROOT / "cardkit" / "examples" / "hollowmarch", root)
    game = root / "content" / "game.yaml"
    lines = game.read_text(encoding="utf-8").splitlines()
    at = lines.index("    name: Agent") + 1
    game.write_text("\n".join([*lines[:at], "    back: agent", *lines[at:]]) + "\n", encoding="utf-8")
    (root / "templates" / "cards").mkdir(parents=True)
    (root / "templates" / "cards" / "back-agent.html").write_text('<div class="back"></div>\n', encoding="utf-8")
    (found,) = check_project(root).report.sorted()
    assert (found.code, found.file, found.line, found.column) == ("R906", "content/game.yaml", at + 1, 11)
    assert "`side`" in found.message and "group: kind" in (found.hint or "")
    theme = root / "content" / "theme.yaml"
    theme.write_text(theme.read_text(encoding="utf-8").replace("  group: side", "  group: kind"), encoding="utf-8")
    assert check_project(root).report.sorted() == []


def test_a_family_without_font_files_is_an_error_at_its_role(themed: MakeThemed) -> None:
    game = themed("""
        fonts:
          title: Cinzel
          body: Lato
        """)
    (found,) = theme_findings(game.root)
    assert where(found) == ("R903", 2, 10) and "`Cinzel`" in found.message
    assert "faces" in (found.hint or "")


def test_a_missing_font_file_is_an_error_at_the_line_naming_it(themed: MakeThemed) -> None:
    game = themed(f"""
        fonts:
          title: {TEST_FAMILY}
        faces:
          - family: {TEST_FAMILY}
            file: ThemeTest-Black.ttf
            weight: 900
        """)
    result = cardkit("build", "cards", "-q", "--project", str(game.root))
    assert result.exit_code == 1
    errors = [line for line in result.stdout.splitlines() if "error[" in line]
    assert errors == [f"content/theme.yaml:5:11: error[B402] missing font file content/assets/fonts/ThemeTest-Black.ttf (family `{TEST_FAMILY}`)"]
    assert not (game.root / "build" / "cards").exists()


def test_a_missing_font_file_names_its_path_in_the_project_and_the_files_like_it(themed: MakeThemed) -> None:
    """Not the machine's file URL: the designer reads where the file goes, and the file they
    meant when a font of the folder is spelt nearly so."""
    game = themed(
        f"""
        fonts:
          title: {TEST_FAMILY}
        faces:
          - family: {TEST_FAMILY}
            file: ThemeTest-Blak.ttf
            weight: 900
        """,
        fonts={"ThemeTest-Black.ttf": renamed_font()},
    )
    (found,) = theme_findings(game.root)
    assert where(found) == ("B402", 5, 11)
    assert found.message == f"missing font file content/assets/fonts/ThemeTest-Blak.ttf (family `{TEST_FAMILY}`)"
    assert found.hint == "did you mean 'ThemeTest-Black.ttf'?"
    assert "file://" not in found.message


def test_a_corrupt_font_file_is_an_error_at_the_line_naming_it(themed: MakeThemed) -> None:
    truncated = renamed_font()[:4000]
    game = themed(f"""
        fonts:
          title: {TEST_FAMILY}
        faces:
          - {{family: {TEST_FAMILY}, file: ThemeTest-Black.ttf, weight: 900}}
        """, fonts={"ThemeTest-Black.ttf": truncated})
    (found,) = theme_findings(game.root)
    assert where(found) == ("B404", 4, 32) and "not a font that can be read" in found.message


def test_a_good_theme_checks_clean(themed: MakeThemed) -> None:
    game = themed(f"""
        kinds:
          spell: {{frame: "#0a7d3b"}}
        icons:
          fire: rgb(200 30 30)
        fonts:
          title: {TEST_FAMILY}
        faces:
          - {{family: {TEST_FAMILY}, file: ThemeTest-Black.ttf, weight: 900}}
        """, fonts={"ThemeTest-Black.ttf": renamed_font()})
    assert theme_findings(game.root) == []


def test_a_font_refused_while_rendering_is_reported_at_the_theme_line(themed: MakeThemed) -> None:
    """The same file gone between `check` and the layout (or a renderer called without `check`):
    the fetcher's refusal still points at theme.yaml, not at the template that printed the URL."""
    game = themed(f"""
        fonts:
          title: {TEST_FAMILY}
        faces:
          - {{family: {TEST_FAMILY}, file: ThemeTest-Black.ttf, weight: 900}}
        """)
    project, schemas = open_project(game.root)
    result = build_cards(load_game(project, schemas))
    assert [(*where(d), d.file) for d in result.diagnostics] == [("B402", 4, 32, "content/theme.yaml")]
    assert not result.paths
