"""The manual's Internals pages (docs/*.md beside the guides) show snippets a reader copies into
other tools: a pack's pyproject.toml and Pack, an editor's settings. They are not walked as the
guides are (tests/docs/test_guides.py), but each one must at least be what its language reads:
YAML, TOML and JSON parse, Python and JavaScript compile. A snippet in another language (Lua
for Neovim) is listed in NOT_READ, so a new language is a decision, not an oversight."""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
PAGES = sorted((REPO / "docs").glob("*.md"))
FENCE = re.compile(r"^```(\w+)[^\n]*\n(.*?)^```$", re.MULTILINE | re.DOTALL)
NOT_READ = {"lua", "console", "text", "sh"}
"""Languages no reader here checks: Neovim's Lua, and commands (the guides run those)."""


def _snippets() -> list[tuple[str, str, str]]:
    found = []
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for match in FENCE.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            found.append((f"{page.name}:{line}", match.group(1), match.group(2)))
    return found


def _read(language: str, code: str) -> None:
    if language == "yaml":
        yaml.safe_load(code)
    elif language == "toml":
        tomllib.loads(code)
    elif language == "json":
        json.loads(code)
    elif language == "python":
        ast.parse(code)
    elif language == "js":
        node = shutil.which("node")
        if node is None:
            pytest.skip("no node to compile JavaScript with")
        subprocess.run([node, "--check", "-"], input=code, text=True, check=True, capture_output=True, timeout=900)
    else:
        raise AssertionError(f"no reader for {language}: add one, or list it in NOT_READ")


@pytest.mark.parametrize(("where", "language", "code"), [pytest.param(*s, id=s[0]) for s in _snippets() if s[1] not in NOT_READ])
def test_every_snippet_of_the_internals_pages_reads_in_its_language(where: str, language: str, code: str) -> None:
    try:
        _read(language, code)
    except (yaml.YAMLError, tomllib.TOMLDecodeError, json.JSONDecodeError, SyntaxError, subprocess.CalledProcessError) as error:
        pytest.fail(f"docs/{where}: a {language} snippet that does not read: {error}", pytrace=False)


def test_the_pages_have_snippets_to_read() -> None:
    assert {language for _, language, _ in _snippets()} >= {"yaml", "toml", "json", "python", "js"}
