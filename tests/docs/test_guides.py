"""Every example of the guides runs as a reader would run it (issue 33): each guide in a fresh
folder, its titled blocks written as files and its console commands run with the installed
`cardkit`, top to bottom. A command must print every line the guide shows under it and exit as
the block says, so a guide whose example stops working fails here, naming its file and line."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sysconfig
import venv
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT
from tests.docs.guide_steps import Command, WriteFile, guide_steps, squeeze

GUIDES = REPO_ROOT / "docs" / "guides"
OPTIONAL_TOOLS = frozenset({"msgfmt", "msgmerge"})
"""Programs a guide shows beside cardkit that a machine may lack: their guide is skipped, not
failed (any other missing program, a misspelt `cardkit` included, fails)."""
NO_NETWORK = "http://127.0.0.1:9"  # a closed port: anything that tries the network fails at once


def reader_python(folder: Path) -> Path:
    """The reader's Python environment, with cardkit installed: a virtual environment of its own
    that sees this one's packages, so a guide may `python -m pip install` a package (a rules
    pack) into it without touching the environment the suite runs in. Its `bin/` holds `python`
    and `cardkit`; returns that folder."""
    folder = folder.absolute()
    venv.EnvBuilder(with_pip=False).create(folder)
    bin_dir = folder / ("Scripts" if os.name == "nt" else "bin")
    purelib = Path(sysconfig.get_paths(vars={"base": str(folder), "platbase": str(folder)})["purelib"])
    ours = sysconfig.get_paths()["purelib"]
    (purelib / "reader-has-cardkit.pth").write_text(f"import site; site.addsitedir({ours!r})\n", encoding="utf-8")
    launcher = bin_dir / "cardkit"
    launcher.write_text(f"#!{bin_dir / 'python'}\nimport sys\nfrom cardkit.commands.app import main\nsys.exit(main())\n", encoding="utf-8")
    launcher.chmod(0o755)
    return bin_dir


def reader_env(home: Path, cache: Path, bin_dir: Path) -> dict[str, str]:
    """A reader's shell, made deterministic: no colour, a fixed build date, a git identity, an empty
    home, and no network. `cache` is the user cache, shared by the guides as one reader's machine
    shares it between projects."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("GIT_", "CARDKIT_"))}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a reader's Python keeps compiled modules: 0.2 s a command otherwise
    env.update(
        PYTHONPYCACHEPREFIX=str(cache / "pycache"),  # kept with the cache, never in the checkout
        PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '')}",
        HOME=str(home),
        XDG_CACHE_HOME=str(cache),
        XDG_CONFIG_HOME=str(home / ".config"),
        NO_COLOR="1",
        TERM="dumb",
        COLUMNS="100",
        LC_ALL="C.UTF-8",
        SOURCE_DATE_EPOCH="1764547200",  # 2025-12-01
        GIT_CONFIG_NOSYSTEM="1",
        GIT_AUTHOR_NAME="Reader",
        GIT_AUTHOR_EMAIL="reader@example.com",
        GIT_COMMITTER_NAME="Reader",
        GIT_COMMITTER_EMAIL="reader@example.com",
        PIP_NO_INDEX="1",
        PIP_NO_BUILD_ISOLATION="0",  # offline, a package builds with the backends installed here (hatchling)
        PIP_DISABLE_PIP_VERSION_CHECK="1",
        http_proxy=NO_NETWORK,
        https_proxy=NO_NETWORK,
        HTTP_PROXY=NO_NETWORK,
        HTTPS_PROXY=NO_NETWORK,
        ALL_PROXY=NO_NETWORK,
        no_proxy="",
    )
    return env


def walk_guide(guide: Path, folder: Path, cache: Path | None = None) -> None:
    """Take every step of GUIDE in FOLDER; the first that goes wrong fails with its place."""
    home = folder / ".reader-home"
    (home / ".config" / "git").mkdir(parents=True)
    (home / ".config" / "git" / "config").write_text("[init]\n\tdefaultBranch = main\n[advice]\n\tdetachedHead = false\n")
    env = reader_env(home, cache or home / ".cache", reader_python(folder / ".reader-python"))
    here = folder / "reader"
    here.mkdir()
    name = guide.relative_to(REPO_ROOT).as_posix() if guide.is_relative_to(REPO_ROOT) else guide.name
    for step in guide_steps(guide.read_text(encoding="utf-8")):
        where = f"{name}:{step.line}"
        if isinstance(step, WriteFile):
            target = (here / step.path).resolve()
            assert target.is_relative_to(folder), f"{where}: the block's title {step.path!r} leaves the reader's folder"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(step.text, encoding="utf-8")
        elif step.command.startswith("cd ") or step.command == "cd":
            target = (here / step.command[3:].strip()).resolve()
            assert target.is_dir(), f"{where}: `$ {step.command}`: no folder {target.relative_to(folder)}"
            here = target
        else:
            _run(step, here, env, where)


def _run(command: Command, here: Path, env: dict[str, str], where: str) -> None:
    program = shlex.split(command.command)[0]
    if program in OPTIONAL_TOOLS and shutil.which(program, path=env["PATH"]) is None:
        pytest.skip(f"{where}: `{program}` is not installed here (make test installs it)")
    done = subprocess.run(
        ["bash", "-c", command.command], cwd=here, env=env, capture_output=True, text=True, timeout=300, check=False
    )
    output = done.stdout + done.stderr
    printed = squeeze(output)
    missing = [line for line in command.shown if squeeze(line) not in printed]
    if done.returncode == command.exit_code and not missing:
        return
    problems = []
    if done.returncode != command.exit_code:
        problems.append(f"exited {done.returncode}, the guide expects {command.exit_code}")
    if missing:
        problems.append("the guide shows lines it did not print:\n" + "\n".join(f"    {line}" for line in missing))
    pytest.fail(
        f"{where}: `$ {command.command}` " + "; ".join(problems) + "\n--- what it printed:\n" + output,
        pytrace=False,
    )


def _guides() -> list[Path]:
    return sorted(GUIDES.glob("*.md"))


@pytest.fixture(scope="session")
def reader_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One user cache for every guide (what cardkit learnt of its own fonts and schemas)."""
    return tmp_path_factory.mktemp("reader-cache")


HOME_PAGE = REPO_ROOT / "docs" / "index.md"
"""The manual's home page: its two commands are the first a reader runs."""


@pytest.mark.slow  # runs cardkit in subprocesses and builds a few cards
@pytest.mark.parametrize("guide", [*_guides(), HOME_PAGE], ids=lambda guide: guide.relative_to(REPO_ROOT / "docs").as_posix())
def test_guide_runs(guide: Path, tmp_path: Path, reader_cache: Path) -> None:
    walk_guide(guide, tmp_path, reader_cache)


# The harness itself, on guides written here: cheap, no cardkit.

SAMPLE = """\
# A guide

```yaml title="content/notes.yaml"
name: Fury
```

```console
$ cat content/notes.yaml
name:   Fury
$ cd content
$ ls \\
  notes.yaml
notes.yaml
```

```yaml
illustration: not run
```

```console
# exits 1
$ grep Calm notes.yaml
```
"""


def test_steps_of_a_guide() -> None:
    steps = guide_steps(SAMPLE)
    assert steps == [
        WriteFile(3, "content/notes.yaml", "name: Fury\n"),
        Command(8, "cat content/notes.yaml", ["name:   Fury"], 0),
        Command(10, "cd content", [], 0),
        Command(11, "ls notes.yaml", ["notes.yaml"], 0),
        Command(22, "grep Calm notes.yaml", [], 1),
    ]


def test_a_sample_guide_walks(tmp_path: Path) -> None:
    guide = tmp_path / "sample.md"
    guide.write_text(SAMPLE)
    (tmp_path / "walk").mkdir()
    walk_guide(guide, tmp_path / "walk")
    assert (tmp_path / "walk" / "reader" / "content" / "notes.yaml").read_text() == "name: Fury\n"


def test_a_failing_example_names_its_guide_line_command_and_output(tmp_path: Path) -> None:
    guide = tmp_path / "broken.md"
    guide.write_text(SAMPLE.replace("name:   Fury", "name: Calm"))
    (tmp_path / "walk").mkdir()
    with pytest.raises(pytest.fail.Exception) as failed:
        walk_guide(guide, tmp_path / "walk")
    message = str(failed.value)
    assert message.startswith("broken.md:8: `$ cat content/notes.yaml` the guide shows lines it did not print:")
    assert "    name: Calm" in message and message.endswith("--- what it printed:\nname: Fury\n")


def test_an_unexpected_exit_code_fails(tmp_path: Path) -> None:
    guide = tmp_path / "exits.md"
    guide.write_text("```console\n# exits 2\n$ false\n```\n")
    (tmp_path / "walk").mkdir()
    with pytest.raises(pytest.fail.Exception, match=r"exits.md:3: `\$ false` exited 1, the guide expects 2"):
        walk_guide(guide, tmp_path / "walk")


GUIDE_NAMES = {
    "index", "first-game", "spreadsheet", "fields-kinds-decks", "card-faces", "rulebook",
    "translate", "print", "errata", "editor", "ci", "rules-pack",
}  # fmt: skip
"""The guides the manual's convention names (issue 33): the site's navigation and links use them."""
LINK = re.compile(r"\]\((?P<target>[^)#\s]+\.md)(?:#[^)]*)?\)")
REFERENCE = "../reference/"
"""Generated by `make docs` from the sources of truth, never committed: a guide links only to the
pages the convention names, and the site's strict build checks their anchors."""
REFERENCE_PAGES = {
    "game-yaml", "cardkit-yaml", "theme-yaml", "book-yaml", "kinds", "codes", "cli", "templates",
    "generators", "symbols", "packs",
}  # fmt: skip


def test_the_guides_are_the_ones_the_convention_names() -> None:
    assert {guide.stem for guide in _guides()} == GUIDE_NAMES


@pytest.mark.parametrize("guide", _guides(), ids=lambda guide: guide.stem)
def test_a_guides_links_to_other_pages_lead_somewhere(guide: Path) -> None:
    text = guide.read_text(encoding="utf-8")
    targets = [match["target"] for match in LINK.finditer(text)]
    broken = [
        target
        for target in targets
        if (target.removeprefix(REFERENCE).removesuffix(".md") not in REFERENCE_PAGES if target.startswith(REFERENCE) else not (guide.parent / target).is_file())
    ]
    assert not broken, f"{guide.name} links to pages that do not exist: {broken}"
