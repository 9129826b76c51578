"""`cardkit rename KIND OLD NEW` in copies of the examples: the name, the file (git mv in a
repository), every reference in YAML, the rulebook's prose and generator calls and the PO
source strings change in one step; comments stay; check stays clean, every string stays
translated, and `cardkit diff` then reports one renamed card."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import polib
import pytest
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.pipeline import check_project
from tests.diff.repo import edit, game_folder, game_repo, git

runner = CliRunner()


def _run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def _findings(root: Path) -> list[tuple[str, str]]:
    return sorted((d.code, d.severity.value) for d in check_project(root).report.diagnostics)


def _tree(root: Path) -> dict[str, bytes]:
    return {path.relative_to(root).as_posix(): path.read_bytes() for path in sorted((root / "content").rglob("*")) if path.is_file()}


@pytest.mark.slow
def test_a_unit_an_army_lists_is_renamed_everywhere_and_diff_sees_one_rename(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    findings = _findings(root)
    code, out, err = _run("rename", "units", "Engenheiro", "Artífice", "--project", str(root))
    assert code == 0, out + err
    assert out.splitlines() == [
        "renamed unit 'Engenheiro' to 'Artífice':",
        "  content/units/engenheiro.yaml → content/units/artifice.yaml (git mv)",
        "  content/armies/exercito-azul.yaml: 3 changes",
        "  content/armies/exercito-vermelho.yaml: 3 changes",
        "  content/game.yaml: 1 change",
        "  content/locales/en/armies.po: 2 source strings",
        "  content/locales/en/units.po: 4 source strings",
        "  content/units/artifice.yaml: 3 changes",
        "  the translations (en) of the source strings above are kept: review them if 'Artífice' should read differently there",
    ]
    # the rulebook's plural is the writer's to inflect: the rename says where (R611), as a warning
    assert err.splitlines()[0] == "content/rulebook/01-introducao.md:37:47: warning[R611] 'Engenheiros' is the old name of the unit renamed to 'Artífice' in uncommitted changes"
    assert err.splitlines()[-1] == "cardkit check: 1 new finding(s) after the rename, shown above"
    content = root / "content"
    assert not (content / "units/engenheiro.yaml").exists()
    unit = (content / "units/artifice.yaml").read_text(encoding="utf-8")
    assert "\nname: Artífice\n" in unit and unit.startswith("# Unit Artífice: from seed 000")  # comments kept, the name in them too
    army = (content / "armies/exercito-vermelho.yaml").read_text(encoding="utf-8")
    assert "  - unit: Artífice\n    count: 1\n" in army and "Engenheiro" not in army
    assert "RM content/units/engenheiro.yaml -> content/units/artifice.yaml" in git(root, "status", "--porcelain")
    assert _findings(root) == sorted([*findings, ("R611", "warning")])  # no new error
    units_po = polib.pofile(str(content / "locales/en/units.po"))
    name = units_po.find("Artífice", msgctxt="unit name")
    assert name is not None and name.msgstr == "Engineer" and not name.fuzzy
    assert name.occurrences == [("content/units/artifice.yaml", "12")]
    assert units_po.find("…engenheiros geniais e seus artefatos bélicos mortais…", msgctxt="unit Artífice: flavor") is not None
    if shutil.which("msgfmt"):
        for po in (content / "locales/en").glob("*.po"):
            subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(po)], check=True, capture_output=True)
    code, out, _ = _run("i18n", "status", "--project", str(root), "--format", "json")
    assert code == 0
    assert all(row["fuzzy"] == 0 and row["translated"] == row["total"] for row in json.loads(out)["coverage"]), out
    code, out, _ = _run("diff", "HEAD", "--project", str(root))
    assert code == 0
    assert "  ~ Engenheiro → Artífice (renomeado: content/units/engenheiro.yaml → content/units/artifice.yaml)" in out.splitlines()


@pytest.mark.slow
def test_a_rename_reaches_the_rulebook_prose_generator_calls_and_scenarios(tmp_path: Path) -> None:
    root = game_folder(tmp_path / "game")
    code, out, err = _run("rename", "unit", "Arqueiro", "Besteiro", "--project", str(root))
    assert code == 0, out + err
    assert out.splitlines()[1] == "  content/units/arqueiro.yaml → content/units/besteiro.yaml (renamed)"  # no git: a plain rename
    assert out.splitlines()[-1] == "cardkit check: no new findings"
    chapter = (root / "content/rulebook/02-tipos-de-ataque.md").read_text(encoding="utf-8")
    assert '{{ unit("Besteiro") }}' in chapter and "unit: Besteiro, side: B" in chapter and "Exemplo: Um Besteiro¹" in chapter
    assert '{{ unit("Arqueiro") }}' not in chapter
    rulebook_po = polib.pofile(str(root / "content/locales/en/rulebook.po"))
    example = next(entry for entry in rulebook_po if entry.msgid.startswith("Exemplo: Um Besteiro¹ (ATK 1d10"))
    assert example.msgstr.startswith("Example:") and not example.fuzzy


def test_dry_run_shows_the_change_and_writes_nothing(tmp_path: Path) -> None:
    root = game_folder(tmp_path / "game")
    before = _tree(root)
    code, out, _ = _run("rename", "unit", "engenheiro", "Artífice", "--dry-run", "--project", str(root))
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "would rename unit 'Engenheiro' to 'Artífice':" and lines[-1] == "nothing written (--dry-run)"
    assert "  content/armies/exercito-vermelho.yaml: 3 changes" in lines
    assert _tree(root) == before


@pytest.mark.parametrize(
    ("args", "exit_code", "message"),
    [
        (("unitz", "Engenheiro", "X"), 2, "Error: Invalid value for 'KIND': unknown kind `unitz`: did you mean `unit`? this game's kinds are trait (traits/), spell (spells/), unit (units/), army (armies/)"),
        (("unit", "Engenhero", "X"), 1, "error: no unit is named 'Engenhero' in units/: did you mean 'Engenheiro'"),
        (("unit", "Engenheiro", "arqueiro"), 1, "error: there already is a unit named 'Arqueiro' (content/units/arqueiro.yaml)"),
    ],
)
def test_an_unknown_kind_an_unknown_name_and_a_taken_name_are_refused_untouched(
    tmp_path: Path, args: tuple[str, ...], exit_code: int, message: str
) -> None:
    root = game_folder(tmp_path / "game")
    before = _tree(root)
    code, _, err = _run("rename", *args, "--project", str(root))
    assert code == exit_code
    assert err.splitlines()[-1].startswith(message), err
    assert _tree(root) == before


@pytest.mark.slow
def test_a_rename_begun_by_hand_stops_diff_with_the_command_that_finishes_it(tmp_path: Path) -> None:
    root = game_repo(tmp_path / "game")
    edit(root / "content/units/engenheiro.yaml", "name: Engenheiro", "name: Artífice")
    code, _, err = _run("diff", "HEAD", "--project", str(root))
    assert code == 1
    assert "hint: did you mean 'Artífice'? `cardkit rename unit Engenheiro Artífice` rewrites every use of the old name at once" in err
    assert err.splitlines()[-1] == (
        "error: working tree (2 error(s)) does not validate: fix the errors before comparing; "
        "`cardkit rename unit Engenheiro Artífice` finishes a rename begun by hand"
    )
    code, out, err = _run("rename", "unit", "Engenheiro", "Artífice", "--project", str(root))
    assert code == 0, out + err
    assert "  content/units/engenheiro.yaml → content/units/artifice.yaml (git mv)" in out.splitlines()
    assert "  content/units/artifice.yaml: 2 changes" in out.splitlines()  # its comments; name: already read Artífice
    assert [d for d in check_project(root).report.diagnostics if d.severity.value == "error"] == []
    code, out, _ = _run("diff", "HEAD", "--project", str(root))
    assert code == 0
    assert out.splitlines()[:2] == ["Unidades", "  ~ Engenheiro → Artífice (renomeado: content/units/engenheiro.yaml → content/units/artifice.yaml)"]


def test_a_card_a_deck_lists_in_a_game_without_a_pack(tmp_path: Path) -> None:
    root = tmp_path / "march"
    assert runner.invoke(app, ["init", str(root), "--example", "hollowmarch"]).exit_code == 0
    deck = root / "content/decks/lamps-of-the-march.yaml"
    before = deck.read_text(encoding="utf-8")
    code, out, err = _run("rename", "agents", "Tide Caller", "Tide Singer", "--project", str(root))
    assert code == 0, out + err
    assert out.splitlines() == [
        "renamed agent 'Tide Caller' to 'Tide Singer':",
        "  content/agents/tide-caller.yaml → content/agents/tide-singer.yaml (renamed)",
        "  content/agents/tide-singer.yaml: 1 change",
        "  content/decks/lamps-of-the-march.yaml: 1 change",
        "cardkit check: no new findings",
    ]
    assert deck.read_text(encoding="utf-8") == before.replace("{card: Tide Caller, count: 1}", "{card: Tide Singer, count: 1}")
    assert list(check_project(root).report.diagnostics) == []


def test_a_byte_order_mark_and_the_file_mode_are_kept(tmp_path: Path) -> None:
    root = tmp_path / "march"
    assert runner.invoke(app, ["init", str(root), "--example", "hollowmarch"]).exit_code == 0
    deck = root / "content/decks/lamps-of-the-march.yaml"
    deck.write_bytes(b"\xef\xbb\xbf" + deck.read_bytes())
    deck.chmod(0o600)
    assert _run("rename", "agent", "Tide Caller", "Tide Singer", "--project", str(root))[0] == 0
    assert deck.read_bytes().startswith(b"\xef\xbb\xbf# A Lamplighters deck") and b"{card: Tide Singer, count: 1}" in deck.read_bytes()
    assert deck.stat().st_mode & 0o777 == 0o600


def test_a_finding_the_rename_brings_is_named_after_it(tmp_path: Path) -> None:
    """The trait Ataque Secundário is also how the rulebook's example names the Arqueiro's
    second attack; renamed, the quote checker reads that attack's DAN as the first one's, and
    the command says so instead of 'no new findings'."""
    root = game_folder(tmp_path / "game")
    code, out, err = _run("rename", "trait", "Ataque Secundário", "Ataque Auxiliar", "--project", str(root))
    assert code == 0, out + err  # a warning: the rename stands
    assert "  content/units/arqueiro.yaml: 3 changes" in out.splitlines()
    assert "content/rulebook/02-tipos-de-ataque.md:93:13: warning[R601] Arqueiro: the text says DAN 1d4, the card says 1d20" in err
    assert err.splitlines()[-1] == "cardkit check: 1 new finding(s) after the rename, shown above"
    assert "  - name: Ataque Auxiliar\n" in (root / "content/units/arqueiro.yaml").read_text(encoding="utf-8")


def test_a_file_edited_after_the_plan_stops_the_rename_before_anything_is_written(tmp_path: Path) -> None:
    from cardkit.renaming.apply import RenameRefused, write_plan
    from cardkit.renaming.disk import ProjectOnDisk
    from cardkit.renaming.plan import plan_rename

    root = game_folder(tmp_path / "game")
    workspace = ProjectOnDisk(check_project(root))
    assert workspace.symbols is not None
    symbol = next(s for s in workspace.symbols.all() if s.name == "Engenheiro")
    plan = plan_rename(workspace, symbol, "Artífice")
    army = root / "content/armies/exercito-vermelho.yaml"
    army.write_text(army.read_text(encoding="utf-8") + "# a note saved meanwhile\n", encoding="utf-8")
    before = _tree(root)
    with pytest.raises(RenameRefused, match=re.escape("content/armies/exercito-vermelho.yaml changed while the rename was planned")):
        write_plan(workspace, plan)
    assert _tree(root) == before  # the files staged before the changed one were discarded
