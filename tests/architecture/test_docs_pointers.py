"""Comments point inside the repository: at docs/, never at notes a clone does not contain.

The design notes and the Tab Master seeds live outside the repository, so a comment that cites
them cannot be checked from a checkout. What the code relies on is in docs/architecture.md
(the pipeline, layers, contracts) and docs/seed-facts.md (each seed's rules, quoted). These
tests hold the code to that: no file names the design notes, every `docs/<name>.md` a file
mentions exists, and a module or template that speaks of a seed also says where its facts are.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
FOLDERS = ("cardkit", "templates", "schemas", "labels", "bench", "tests")
SKIPPED_DIRS = {"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache"}

DESIGN_NOTES = "DESIGN" + ".md"  # spelt apart, so this file does not name them either
DOCS_LINK = re.compile(r"(?<![\w/.-])docs/[\w-]+(?:/[\w-]+)*\.md")
SEED_WORD = re.compile(r"\bseeds?\b", re.IGNORECASE)
SEED_FACTS = "docs/seed-facts.md"


def _text_files(*folders: str) -> Iterator[Path]:
    """Every text file under the folders (fonts, images and caches left out), in a stable order."""
    for folder in folders:
        for path in sorted((REPO / folder).rglob("*")):
            if not path.is_file() or SKIPPED_DIRS.intersection(path.relative_to(REPO).parts):
                continue
            try:
                path.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue
            yield path


def _lines(path: Path) -> Iterator[tuple[int, str]]:
    yield from enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)


def _where(path: Path, number: int, line: str) -> str:
    return f"{path.relative_to(REPO)}:{number}: {line.strip()[:100]}"


def _is_module_or_template(path: Path) -> bool:
    relative = path.relative_to(REPO)
    return path.suffix == ".py" or relative.parts[0] == "templates" or "templates" in relative.parts[:-1]


def test_no_file_names_the_design_notes() -> None:
    this = Path(__file__).resolve()
    offending = [
        _where(path, number, line)
        for path in _text_files(*FOLDERS)
        if path.resolve() != this
        for number, line in _lines(path)
        if DESIGN_NOTES in line
    ]
    assert not offending, (
        f"{DESIGN_NOTES} is not in the repository; point at docs/architecture.md instead:\n" + "\n".join(offending)
    )


def test_every_docs_page_mentioned_exists() -> None:
    files = [*_text_files(*FOLDERS), REPO / "README.md"]
    offending = [
        _where(path, number, line) + f"  ->  {link}"
        for path in files
        for number, line in _lines(path)
        for link in DOCS_LINK.findall(line)
        if not (REPO / link).is_file()
    ]
    assert not offending, "these lines name a docs/ page that does not exist:\n" + "\n".join(offending)


def test_modules_and_templates_that_speak_of_a_seed_point_at_the_seed_facts() -> None:
    offending = []
    for path in _text_files("cardkit", "templates"):
        if not _is_module_or_template(path):
            continue
        text = path.read_text(encoding="utf-8")
        if SEED_FACTS in text:
            continue
        offending += [_where(path, number, line) for number, line in _lines(path) if SEED_WORD.search(line)]
    assert not offending, (
        f"these files speak of a seed but never say where its facts are ({SEED_FACTS}):\n" + "\n".join(offending)
    )


def test_the_checks_see_what_they_look_for() -> None:
    assert DOCS_LINK.findall("see docs/seed-facts.md, Range, and [it](docs/architecture.md)") == [
        "docs/seed-facts.md",
        "docs/architecture.md",
    ]
    assert DOCS_LINK.findall("other/docs/page.md or mkdocs/docs/x.md") == []
    assert [bool(SEED_WORD.search(text)) for text in ("Seed 003", "the seeds'", "seed-style", "seed_text", "seeded")] == [
        True,
        True,
        True,
        False,
        False,
    ]
    assert _is_module_or_template(REPO / "templates" / "cards" / "dial.html")
    assert _is_module_or_template(REPO / "cardkit" / "examples" / "shared" / "templates" / "cards" / "x.html")
    assert not _is_module_or_template(REPO / "cardkit" / "examples" / "clix" / "content" / "game.yaml")
