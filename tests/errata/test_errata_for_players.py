"""Issue 32, item 4: the errata sheet speaks to players. Versions are named by a label, a tag or
a date, never a git expression; the pictured cards carry the mark their print carries; lists
that name a renamed or removed card are told; a changed rulebook paragraph is shown as the book
prints it, never as its source."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pypdfium2
import pytest
from PIL import Image
from pypdf import PdfReader
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.pipeline.sources import load_side, materialized
from cardkit.project.marks import card_marks
from cardkit.render.shown_faces import face_pictures
from tests.diff.repo import git
from tests.diff.repo import issue_repo as issue_repo_in

runner = CliRunner()
SHEET = Path("build/errata/errata-a4.pdf")
GIT_EXPRESSION = re.compile(r"HEAD|~\d|\b[0-9a-f]{7,40}\b")


def _build(root: Path, *args: str) -> str:
    result = runner.invoke(app, ["errata", *args, "--project", str(root)])
    assert result.exit_code == 0, result.stdout + result.stderr
    return result.stdout + result.stderr


def _text(pdf: Path) -> str:
    """The PDF's text as pypdfium2 reads it, whitespace collapsed."""
    document = pypdfium2.PdfDocument(pdf)
    try:
        return " ".join(" ".join(page.get_textpage().get_text_range().split()) for page in document)
    finally:
        document.close()


@pytest.fixture(scope="module")
def issue_repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return issue_repo_in(tmp_path_factory.mktemp("players"))


@pytest.mark.slow
def test_an_untagged_version_is_named_by_its_date_never_by_git(issue_repo: Path) -> None:
    _build(issue_repo, "HEAD~1")
    text = _text(issue_repo / SHEET)
    # both commits are of today: the day tells them apart, as the sheets' colophon words an edition
    assert re.search(r"O que mudou desde a Edição \d{4}-\d{2}-\d{2} ", text), text[:200]
    assert not GIT_EXPRESSION.search(text), GIT_EXPRESSION.search(text)


@pytest.mark.slow
def test_a_label_given_on_the_command_line_names_the_versions(issue_repo: Path) -> None:
    _build(issue_repo, "HEAD~1", "HEAD", "--old-label", "Primeira edição", "--new-label", "Segunda edição")
    assert "O que mudou entre Primeira edição e Segunda edição" in _text(issue_repo / SHEET)


def test_a_label_is_refused_outside_an_errata(tmp_path: Path) -> None:
    result = runner.invoke(app, ["build", "cards", "--old-label", "v1", "--project", str(tmp_path)])
    assert result.exit_code == 2
    assert "No such option: --old-label" in result.stderr
    result = runner.invoke(app, ["errata", "HEAD", "--new-label", " ", "--project", str(tmp_path)])
    assert result.exit_code == 2
    assert "take the name players read, not an empty text" in result.stderr


@pytest.mark.slow
def test_a_tagged_version_is_named_by_its_tag_and_its_pictured_cards_carry_their_marks(tmp_path: Path) -> None:
    root = issue_repo_in(tmp_path)
    git(root, "tag", "v1.0", "HEAD~1")
    _build(root, "HEAD~1", "--locale", "en")
    pdf = root / "build/en/errata/errata-a4.pdf"
    text = _text(pdf)
    assert "What changed since v1.0" in text
    assert not GIT_EXPRESSION.search(text)
    # The Lightning Bolt (Raio) as it was is pictured with the mark its print carries in its footer.
    shown = {Image.open(io.BytesIO(image.data)).convert("RGB").tobytes() for page in PdfReader(pdf).pages for image in page.images}
    with materialized("HEAD~1", root) as spot:
        old = load_side(spot, "en").loaded
        marks = card_marks(old)
        marked = face_pictures(old, ["spell-raio"], {}, marks=marks).pictures["spell-raio"]
        unmarked = face_pictures(old, ["spell-raio"], {}).pictures["spell-raio"]
    assert Image.open(io.BytesIO(marked)).convert("RGB").tobytes() in shown
    assert Image.open(io.BytesIO(unmarked)).convert("RGB").tobytes() not in shown
    assert re.search(rf"Lightning Bolt CHANGED mark {marks['spell-raio']} → [0-9A-Z]{{6}}", text)


@pytest.mark.slow
def test_the_sheet_tells_which_army_now_lists_a_renamed_unit(issue_repo: Path) -> None:
    _build(issue_repo, "HEAD~1")
    text = _text(issue_repo / SHEET)
    # issue 17's commit renames Engenheiro in its file; the army that lists it follows silently in the diff
    assert "Também afetados" in text
    assert "Exércitos Exército Vermelho Engenheiro → Artífice" in text


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_decks_naming_a_renamed_card_or_identity_are_knock_on_changes(tmp_path: Path) -> None:
    """Found through the field table (a deck's `identity` reference, its entries), in a game with no pack."""
    from cardkit.diff.compare import compare_sides
    from cardkit.pipeline import check_project

    old_root, new_root = tmp_path / "old", tmp_path / "new"
    for root in (old_root, new_root):
        assert runner.invoke(app, ["init", str(root), "--example", "hollowmarch"]).exit_code == 0
    content = new_root / "content"
    _edit(content / "agents/lamplighter.yaml", "name: Lamplighter", "name: Lamp Keeper")
    _edit(content / "decks/lamps-of-the-march.yaml", "{card: Lamplighter,", "{card: Lamp Keeper,")
    _edit(content / "identities/the-ash-cantor.yaml", "name: The Ash Cantor", "name: The Ash Precentor")
    _edit(content / "decks/the-long-silence.yaml", "identity: The Ash Cantor", "identity: The Ash Precentor")
    diff = compare_sides(check_project(old_root), check_project(new_root))
    assert [kind.kind for kind in diff.affected] == ["deck"]
    shown = {(d.name, tuple((n.old, n.new) for n in d.names)) for d in diff.affected[0].definitions}
    assert shown == {
        ("Lamps of the March", (("Lamplighter", "Lamp Keeper"),)),
        ("The Long Silence", (("The Ash Cantor", "The Ash Precentor"),)),
    }
    assert not diff.changed("deck")  # the decks' identity and entries only follow the renames: no change of their own


@pytest.fixture(scope="module")
def skyshot(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The English example with a rulebook section holding a generator, then the Archer renamed
    Skyshot in its file, its armies, game.yaml and that section (issue 32's example)."""
    from tests.diff.repo import commit

    root = tmp_path_factory.mktemp("skyshot") / "game"
    assert runner.invoke(app, ["init", str(root), "--language", "en"]).exit_code == 0
    chapter = root / "content/rulebook/01-spell-rules.md"
    chapter.write_text(chapter.read_text(encoding="utf-8") + '\n## The Archer\n\nThe Archer keeps 5 arrows a shot.\n\n{{ unit("Archer") }}\n', encoding="utf-8")
    git(root, "init", "-q")
    commit(root, "first edition")
    _edit(root / "content/units/archer.yaml", "name: Archer", "name: Skyshot")
    for army in ("red-army", "blue-army"):
        _edit(root / f"content/armies/{army}.yaml", "unit: Archer", "unit: Skyshot")
    _edit(root / "content/game.yaml", "    unit: Archer", "    unit: Skyshot")
    _edit(chapter, "## The Archer\n\nThe Archer keeps 5", "## The Skyshot\n\nThe Skyshot keeps 4")
    _edit(chapter, 'unit("Archer")', 'unit("Skyshot")')
    commit(root, "the Archer is the Skyshot")
    return root


def _no_source(text: str) -> None:
    for syntax in ("##", "{{", "}}", 'unit("'):
        assert syntax not in text, syntax


@pytest.mark.slow
def test_a_changed_paragraph_with_a_generator_is_shown_as_the_rulebook_prints_it(skyshot: Path) -> None:
    _build(skyshot, "HEAD~1")
    text = _text(skyshot / SHEET)
    _no_source(text)
    rulebook = text[text.index("Rulebook") :]
    # the heading as a heading, the prose with its changed words, the unit's stat block filled from each side
    assert "BEFORE The Archer NOW The Skyshot" in rulebook
    assert "The Archer keeps 5 arrows a shot. NOW The Skyshot keeps 4 arrows a shot." in rulebook
    assert re.search(r"BEFORE Archer DEF MOV 5 1 ATTACK .* NOW Skyshot DEF MOV 5 1 ATTACK", rulebook)
    assert "Blue Army Archer → Skyshot" in text and "Red Army Archer → Skyshot" in text
    # a heading in a passage is no bookmark of the sheet
    document = pypdfium2.PdfDocument(skyshot / SHEET)
    assert "The Skyshot" not in [item.get_title() for item in document.get_toc()]
    document.close()


@pytest.mark.slow
def test_the_errata_chapter_shows_the_paragraph_rendered_and_the_armies_that_follow(skyshot: Path) -> None:
    book = skyshot / "content/rulebook/book.yaml"
    book.write_text(book.read_text(encoding="utf-8") + "errata:\n  from: HEAD~1\n  from_label: First edition\n", encoding="utf-8")
    result = runner.invoke(app, ["build", "rulebook", "--project", str(skyshot), "-q"])
    assert result.exit_code == 0, result.stdout + result.stderr
    text = _text(skyshot / "build/rulebook/rulebook-a4.pdf")
    errata = text[text.rindex("What changed in the rules and the cards since First edition.") :]
    _no_source(errata)
    assert "Also affected" in errata and "Red Army Archer → Skyshot" in errata
    assert "BEFORE The Archer NOW The Skyshot" in errata
    assert re.search(r"BEFORE Archer DEF MOV 5 1 .* NOW Skyshot DEF MOV 5 1", errata)
