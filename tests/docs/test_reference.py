"""The manual's generated reference (issue 33): every key, code, command and option, generator,
template function, theme token, layout slot, symbol and pack hook appears on its page, with the
anchor guides link to. The pages are generated in-process by the functions `make docs` calls
(cardkit.manual), not by a site build, so this stays cheap; the strict build has a slow test."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from cardkit.book.livedata import generators
from cardkit.book.manifest import ERRATA_KEYS
from cardkit.checks.code_table import all_codes
from cardkit.commands import COMMANDS
from cardkit.foundation.bundled import load_bundled_yaml
from cardkit.manual import file_pages, kinds_page
from cardkit.manual.cli_page import documented_commands
from cardkit.manual.games import REFERENCE_GAMES, loaded
from cardkit.manual.pages import PAGES, generate
from cardkit.manual.templates_page import documented_names
from cardkit.model.packs import find_pack

REPO_ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = REPO_ROOT / "schemas"
PACK_SCHEMA = REPO_ROOT / "cardkit" / "packs" / "tabmaster" / "schemas" / "tabmaster.schema.json"


@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    return generate()


def property_names(node: Any) -> Iterator[str]:
    """Every name under any `properties` of a schema document, at any depth: found without the
    reference's own schema walker, so a key that walker missed fails here."""
    if isinstance(node, Mapping):
        for key, value in node.items():
            if key == "properties" and isinstance(value, Mapping):
                yield from value
            yield from property_names(value)
    elif isinstance(node, list):
        for item in node:
            yield from property_names(item)


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def key_names(page: str) -> set[str]:
    """The key names a page shows in its key paths (`a.<name>[].b` -> a, b)."""
    found: set[str] = set()
    for line in page.splitlines():
        for part in line.split("`"):
            found.update(piece.removesuffix("[]") for piece in part.split(".") if piece and " " not in piece)
    return found


@pytest.mark.parametrize(
    ("schema", "page"),
    [("game", "game-yaml.md"), ("cardkit", "cardkit-yaml.md"), ("print", "cardkit-yaml.md"), ("theme", "theme-yaml.md"), ("book", "book-yaml.md")],
)
def test_every_property_of_a_schema_is_a_key_on_its_page(pages: dict[str, str], schema: str, page: str) -> None:
    names = set(property_names(load(SCHEMAS / f"{schema}.schema.json")))
    assert names - key_names(pages[page]) == set()


def test_every_property_of_the_pack_schema_is_on_game_yaml_or_kinds(pages: dict[str, str]) -> None:
    names = set(property_names(load(PACK_SCHEMA)))
    shown = key_names(pages["game-yaml.md"]) | key_names(pages["kinds.md"])
    assert names - shown == set()


def test_every_key_path_shows_with_a_description_and_an_example(pages: dict[str, str]) -> None:
    for page, paths in file_pages.documented_keys().items():
        missing = [path for path in paths if f"`{path}`" not in pages[page]]
        assert missing == [], page
    for kind, paths in kinds_page.documented_kind_keys().items():
        assert [path for path in paths if f"`{path}`" not in pages["kinds.md"]] == [], kind
    assert file_pages.incomplete_keys() == []
    assert kinds_page.incomplete_keys() == []
    for page in ("game-yaml.md", "cardkit-yaml.md", "theme-yaml.md", "book-yaml.md", "kinds.md"):
        rows = [re.split(r"(?<!\\)\|", line) for line in pages[page].splitlines() if line.startswith("| `")]
        assert [row[1] for row in rows if len(row) == 7 and not row[4].strip()] == [], page  # Key | Type | Values | Description | Example


def test_every_kind_of_the_example_games_has_its_section(pages: dict[str, str]) -> None:
    for name in REFERENCE_GAMES:
        for kind in loaded(name).game.table.kinds:
            assert f"{{#{kind.id}}}" in pages["kinds.md"]
            assert f"content/{kind.folder}/" in pages["kinds.md"]


def test_every_code_has_its_anchor_and_its_pass_and_fail_examples(pages: dict[str, str]) -> None:
    text = pages["codes.md"]
    for code, entry in all_codes().items():
        assert f"{{#{code.lower()}}}" in text, code
        assert entry.passes.strip().splitlines()[-1] in text, code
        assert entry.fails.strip().splitlines()[-1] in text, code
    assert "### R201 invalid-dice {#r201}" in text


def test_every_command_and_option_is_on_the_cli_page(pages: dict[str, str]) -> None:
    text = pages["cli.md"]
    assert {entry.name for entry in COMMANDS} <= {words.split()[1] for words in documented_commands() if " " in words}
    for words, options in documented_commands().items():
        assert f"{{#{words.replace(' ', '-')}}}" in text, words
        assert [option for option in options if f"`{option}`" not in text] == [], words
    assert "{#cardkit-i18n-update}" in text and "`--changed-since`" in text


def test_every_generator_of_the_example_games_is_listed(pages: dict[str, str]) -> None:
    for name in REFERENCE_GAMES:
        for call in generators(loaded(name).game):
            assert f"{{{{ {call}(" in pages["generators.md"], call
    assert '`{{ spell("' in pages["generators.md"] and "`{{ agent_table() }}`" in pages["generators.md"]


def test_every_template_function_theme_token_and_slot_is_listed(pages: dict[str, str]) -> None:
    text = pages["templates.md"]
    names = documented_names()
    assert {"rich_text", "slot_fields", "t", "effects_line"} <= set(names["functions"])
    assert [name for name in names["functions"] if f"`{name}" not in text] == []
    assert "--card-text" in names["tokens"] and "--font-title" in names["tokens"]
    assert [token for token in names["tokens"] if f"`{token}`" not in text] == []
    assert [slot for slot in names["slots"] if f"| `card` | `{slot}` |" not in text] == []


def test_every_symbol_and_pack_hook_is_listed(pages: dict[str, str]) -> None:
    assert "| `[light]` | `icons/light.svg` | light |" in pages["symbols.md"]
    assert "`book_generators`" in pages["packs.md"] and "`card_view`" in pages["packs.md"]
    pack = find_pack("tab-master")
    assert pack is not None
    assert [hook for hook in pack.hooks if f"`{hook}`" not in pages["packs.md"]] == []


def test_a_page_for_every_name_the_convention_fixes(pages: dict[str, str]) -> None:
    fixed = {"game-yaml.md", "cardkit-yaml.md", "theme-yaml.md", "book-yaml.md", "kinds.md", "codes.md", "cli.md", "templates.md", "generators.md", "symbols.md", "packs.md"}
    assert set(PAGES) == fixed
    assert set(pages) == fixed | {"index.md"}
    assert all(f"({page})" in pages["index.md"] for page in fixed)


def test_the_book_schema_says_what_the_manifest_reads() -> None:
    schema = load(SCHEMAS / "book.schema.json")
    assert tuple(schema["properties"]["errata"]["properties"]) == ERRATA_KEYS
    validator = Draft202012Validator(schema)
    books = [REPO_ROOT / "content" / "rulebook" / "book.yaml", *sorted((REPO_ROOT / "cardkit" / "examples").glob("*/content/rulebook/book.yaml"))]
    assert len(books) >= 5
    for book in books:
        assert list(validator.iter_errors(load_bundled_yaml(book.read_text(encoding="utf-8")))) == [], book
    assert list(validator.iter_errors({"title": "T", "chapters": [{"file": "a.md"}], "errata": {"to": "v2"}}))  # `from` is required


@pytest.mark.slow
def test_the_site_builds_strictly_with_the_reference(tmp_path: Path) -> None:
    mkdocs = shutil.which("mkdocs", path=str(Path(sys.executable).parent))
    if mkdocs is None:
        pytest.skip("mkdocs is not installed (pyproject's docs extra; make test installs it)")
    site = tmp_path / "site"
    done = subprocess.run(
        [mkdocs, "build", "--strict", "--site-dir", str(site)], cwd=REPO_ROOT, capture_output=True, text=True, env={"NO_MKDOCS_2_WARNING": "1", "PATH": ""}, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "WARNING" not in done.stderr
    codes = (site / "reference" / "codes" / "index.html").read_text(encoding="utf-8")
    assert 'id="r201"' in codes
    assert 'id="cardkit-i18n-update"' in (site / "reference" / "cli" / "index.html").read_text(encoding="utf-8")
    assert not (REPO_ROOT / "docs" / "reference").exists()  # generated into the site only, never into docs/
