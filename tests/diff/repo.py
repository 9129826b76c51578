"""A git repository in tmp_path holding a copy of the bundled game, and small edits to commit."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from tests.conftest import REPO_ROOT
from tests.patience import HANG

GIT = ("git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false")


def game_folder(target: Path) -> Path:
    """A copy of the bundled project (cardkit.yaml and content/) at `target`."""
    target.mkdir(parents=True)
    shutil.copy(REPO_ROOT / "cardkit.yaml", target / "cardkit.yaml")
    shutil.copytree(REPO_ROOT / "content", target / "content")
    return target


def git(root: Path, *args: str) -> str:
    return subprocess.run([*GIT, "-C", str(root), *args], check=True, capture_output=True, text=True, timeout=HANG).stdout


def game_repo(target: Path) -> Path:
    """The bundled game, committed once as a fresh repository."""
    game_folder(target)
    git(target, "init", "-q")
    commit(target, "the bundled game")
    return target


def commit(root: Path, message: str) -> None:
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", message)


def edit(path: Path, old: str, new: str) -> None:
    """Replace `old` (which must be there) by `new` in one file."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def issue_commit(root: Path) -> None:
    """Issue 17's commit: two spells change cost and damage, a trait goes (with its one use), a
    unit is renamed in its file (and in the armies and game.yaml), a paragraph of the
    introduction is edited."""
    content = root / "content"
    edit(content / "spells/inferno.yaml", "cost: 30", "cost: 25")
    edit(content / "spells/inferno.yaml", "damage: 2d20", "damage: 3d10")
    edit(content / "spells/raio.yaml", "cost: 12", "cost: 15")
    edit(content / "spells/raio.yaml", "damage: 20", "damage: 2d12")
    (content / "traits/ataque-secundario.yaml").unlink()
    edit(content / "units/arqueiro.yaml", "traits:\n  - name: Ataque Secundário\n", "traits: []\n")
    edit(content / "units/engenheiro.yaml", "name: Engenheiro", "name: Artífice")
    edit(content / "armies/exercito-vermelho.yaml", "unit: Engenheiro", "unit: Artífice")
    edit(content / "game.yaml", "unit: Engenheiro", "unit: Artífice")
    edit(content / "rulebook/01-introducao.md", "durar horas, dias ou mesmo meses", "durar horas ou dias")
    commit(root, "errata")


def issue_repo(parent: Path) -> Path:
    """A repository under `parent` whose last commit is issue 17's (`issue_commit`)."""
    root = game_repo(parent / "game")
    issue_commit(root)
    return root


def pdf_words(pdf: Path, pages: slice = slice(None)) -> str:
    """The text of `pdf`'s `pages`, whitespace collapsed, as a player reads it."""
    from pypdf import PdfReader

    return " ".join(" ".join((page.extract_text() or "").split()) for page in PdfReader(pdf).pages[pages])


def rename_engenheiro(root: Path, *, armies: bool = False) -> None:
    """The unit Engenheiro renamed Artífice in its file and game.yaml's ammunition (and, with
    `armies`, in the army that lists it), as a designer would by hand."""
    edit(root / "content/units/engenheiro.yaml", "name: Engenheiro", "name: Artífice")
    edit(root / "content/game.yaml", "unit: Engenheiro", "unit: Artífice")
    if armies:
        edit(root / "content/armies/exercito-vermelho.yaml", "Engenheiro", "Artífice")
