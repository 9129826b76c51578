"""Issue 29, class 7: the environment and small inputs. `cardkit new` under an ASCII-only locale
(`LC_ALL=C PYTHONUTF8=0`) crashed and left an empty YAML file; `i18n update $'en\\n'` gave a
traceback; `language: "pt-BR\\n"` silently turned off the checks that read the game's language."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT
from tests.hardening.harness import Edit, cardkit, new_project, write_files
from tests.patience import HANG

ASCII_ONLY = {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONIOENCODING": ""}


def _ascii_cardkit(*args: str | bytes) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, **ASCII_ONLY}
    env.pop("PYTHONIOENCODING")
    return subprocess.run([sys.executable, "-m", "cardkit", *args], check=False, capture_output=True, env=env, cwd=REPO_ROOT, timeout=HANG)


@pytest.mark.slow
def test_new_under_an_ascii_only_locale_writes_utf8(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    done = _ascii_cardkit("new", "spell", "Bola de Fogo Ácida", "--project", str(project))
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    written = project / "content/spells/bola-de-fogo-acida.yaml"
    assert "name: Bola de Fogo Ácida" in written.read_text(encoding="utf-8")
    checked = _ascii_cardkit("check", "--project", str(project))
    assert b"Traceback" not in checked.stderr + checked.stdout and checked.returncode == 0, checked.stderr[-2000:]


@pytest.mark.slow
def test_a_name_that_is_not_utf8_is_refused_and_leaves_nothing(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    before = sorted(os.listdir(project / "content/spells"))
    done = _ascii_cardkit("new", "spell", b"Bola \xe1cida", "--project", str(project))
    assert done.returncode == 1 and b"Traceback" not in done.stderr, done.stderr
    assert b"not UTF-8 text" in done.stderr
    assert sorted(os.listdir(project / "content/spells")) == before


def test_a_failed_write_of_new_leaves_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cardkit import scaffold

    project = new_project("game", tmp_path / "projeto")
    before = sorted(os.listdir(project / "content/spells"))

    def full_disk(source: str, target: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(scaffold.os, "link", full_disk)
    run = cardkit("new", "spell", "Bola de Fogo", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code != 0 and "No space left on device" in run.output, run.output
    assert sorted(os.listdir(project / "content/spells")) == before


def test_new_never_replaces_a_file(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    raio = project / "content/spells/raio.yaml"
    text = raio.read_bytes()
    run = cardkit("new", "spell", "Raio", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code != 0 and "already exists" in run.output
    assert raio.read_bytes() == text and not [name for name in os.listdir(raio.parent) if name.startswith(".cardkit-new-")]


@pytest.mark.parametrize("locale", ["en\n", "en ", "EN", "en_US", "xx", "pt-br", "../en"])
def test_update_refuses_a_locale_that_is_no_bcp47_tag(tmp_path: Path, locale: str) -> None:
    project = new_project("game", tmp_path / "projeto")
    run = cardkit("i18n", "update", locale, "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 2 and "is not a locale tag (BCP 47)" in run.output, run.output
    assert not (project / "content/locales" / locale.strip()).exists() or locale.strip() == "en"


@pytest.mark.parametrize("command", [("build", "cards"), ("report",), ("diff", "HEAD")])
def test_a_locale_option_that_is_no_bcp47_tag_is_a_usage_error(tmp_path: Path, command: tuple[str, ...]) -> None:
    """Checked as the option is read, before a folder named `en\\n` is looked for and quoted
    back across two lines."""
    project = new_project("game", tmp_path / "projeto")
    run = cardkit(*command, "--locale", "en\n", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 2 and "is not a locale tag (BCP 47)" in run.output, run.output
    assert not (project / "build").exists()


@pytest.mark.parametrize("language", ['"pt-BR\\n"', '"pt-BR "', "pt-br", "xx"])
def test_a_language_that_is_no_tag_is_s005_at_its_line(tmp_path: Path, language: str) -> None:
    project = new_project("game", tmp_path / "projeto")
    write_files(project, {"content/game.yaml": Edit("language: pt-BR", f"language: {language}")})
    run = cardkit("check", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 1
    assert [(d.file, d.line) for d in run.diagnostics if d.code in ("S005",)] == [("content/game.yaml", 3)], run.output
