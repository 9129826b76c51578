"""Writes never leave the project: a symlinked folder under `build/` (at any depth), or an output
file that is itself a symlink, is refused with `cannot write <path>` and exit code 2, and the
file outside the project keeps its bytes. The check lives in the shared writing code, so every
output is covered: cards, PNG and TTS exports, the cache, sheets, rulebook, report, schemas and
the i18n catalogs."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from cardkit.output.scope import current_scope, scoped
from cardkit.output.writing import OutputError, StagedWrites, make_folders, write_bytes_atomically, write_inside
from tests.hardening.harness import cardkit, new_project, write_files
from tests.patience import HANG

pytestmark = pytest.mark.skipif(os.name != "posix", reason="needs symlinks")

OUTSIDE_BYTES = b"%PDF-outside, never to be overwritten\n"


def outside(project: Path, name: str = "alvo") -> Path:
    """A folder beside the project holding one file, named as the output it stands in for."""
    folder = project.parent / "fora-escrita"
    folder.mkdir(exist_ok=True)
    return folder


def plant(project: Path, link: str, *, file: str) -> Path:
    """Make `link` (project-relative) a symlink to a folder outside holding `file` with OUTSIDE_BYTES;
    returns that outside file."""
    target = outside(project) / link.replace("/", "_")
    target.mkdir(parents=True, exist_ok=True)
    (target / file).parent.mkdir(parents=True, exist_ok=True)
    (target / file).write_bytes(OUTSIDE_BYTES)
    (project / link).parent.mkdir(parents=True, exist_ok=True)
    (project / link).symlink_to(target, target_is_directory=True)
    return target / file


def assert_refused(run, project: Path, victim: Path) -> None:  # type: ignore[no-untyped-def]
    run.assert_clean_exit()
    assert run.exit_code == 2, run.output
    assert "cannot write" in run.stderr and "outside the project" in run.stderr, run.output
    assert victim.read_bytes() == OUTSIDE_BYTES
    assert [p for p in victim.parent.rglob("*") if p.is_file() and p != victim] == [], "nothing else was written outside"


@pytest.mark.slow
@pytest.mark.parametrize(
    ("link", "file", "args"),
    [
        ("build/cards", "cards-home.pdf", ("build", "cards")),
        ("build/.cache", "x", ("build", "cards")),
        ("build/cards/png", "x.png", ("build", "cards", "--png")),
        ("build/cards/tts", "x.png", ("build", "cards", "--tts")),
        ("build/sheets", "x.pdf", ("build", "sheets")),
        ("build/rulebook", "rulebook-a4.pdf", ("build", "rulebook")),
        ("build/report", "balance.pdf", ("report",)),
        (".cardkit/schemas", "spell.schema.json", ("schema",)),
    ],
    ids=["cards", "cache", "png", "tts", "sheets", "rulebook", "report", "schema"],
)
def test_a_symlinked_output_folder_is_refused_and_nothing_outside_is_touched(tmp_path: Path, link: str, file: str, args: tuple[str, ...]) -> None:
    project = new_project("tiny", tmp_path / "projeto")
    if "rulebook" in args:
        write_files(project, {"content/rulebook/book.yaml": "title: Livro\nchapters:\n  - file: 01-um.md\n", "content/rulebook/01-um.md": "# Um\n\nTexto.\n"})
    victim = plant(project, link, file=file)
    run = cardkit(*args, "--project", str(project))
    assert_refused(run, project, victim)
    assert link in run.stderr, run.output


@pytest.mark.slow
def test_a_symlinked_folder_deeper_down_is_refused(tmp_path: Path) -> None:
    project = new_project("tiny", tmp_path / "projeto")
    (project / "build/cards").mkdir(parents=True)
    victim = plant(project, "build/cards/png", file="x.png")
    run = cardkit("build", "cards", "--png", "--project", str(project))
    assert_refused(run, project, victim)


@pytest.mark.slow
def test_an_output_file_that_is_a_symlink_is_refused_and_not_read(tmp_path: Path) -> None:
    project = new_project("tiny", tmp_path / "projeto")
    victim = outside(project) / "cards-home.pdf"
    victim.write_bytes(OUTSIDE_BYTES)
    (project / "build/cards").mkdir(parents=True)
    (project / "build/cards/cards-home.pdf").symlink_to(victim)
    run = cardkit("build", "cards", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 2 and "cannot write" in run.stderr, run.output
    assert victim.read_bytes() == OUTSIDE_BYTES


def test_i18n_extract_into_a_symlinked_locales_folder_touches_nothing_outside(tmp_path: Path) -> None:
    project = new_project("tiny", tmp_path / "projeto")
    content = next(p for p in ("content", ".") if (project / p / "game.yaml").exists())
    link = f"{content}/locales".lstrip("./")
    victim = plant(project, link, file="cards.pot")
    cardkit("i18n", "extract", "--project", str(project))  # the command's own reporting is i18n's
    assert victim.read_bytes() == OUTSIDE_BYTES
    assert [p.name for p in victim.parent.iterdir()] == ["cards.pot"]


# The shared code itself, below every command.


def test_the_writers_refuse_every_path_through_a_link(tmp_path: Path) -> None:
    project = tmp_path / "projeto"
    (project / "build").mkdir(parents=True)
    elsewhere = tmp_path / "fora"
    elsewhere.mkdir()
    (elsewhere / "a.pdf").write_bytes(OUTSIDE_BYTES)
    (project / "build/cards").symlink_to(elsewhere)
    write_inside(project)
    try:
        for attempt in (
            lambda: write_bytes_atomically(project / "build/cards/a.pdf", b"new"),
            lambda: write_bytes_atomically(project / "build/cards/novo/b.pdf", b"new"),
            lambda: make_folders(project / "build/cards/novo"),
            lambda: StagedWrites().write(project / "build/cards/a.pdf", b"new"),
        ):
            with pytest.raises(OutputError, match="build/cards leads outside the project"):
                attempt()
    finally:
        write_inside(None)
    assert [p.name for p in elsewhere.iterdir()] == ["a.pdf"] and (elsewhere / "a.pdf").read_bytes() == OUTSIDE_BYTES
    assert write_bytes_atomically(project / "build/ok/a.pdf", b"ok").read_bytes() == b"ok"


def test_a_link_that_stays_inside_the_project_is_followed(tmp_path: Path) -> None:
    project = tmp_path / "projeto"
    (project / "saida").mkdir(parents=True)
    (project / "build").mkdir()
    (project / "build/cards").symlink_to(project / "saida")
    write_inside(project)
    try:
        write_bytes_atomically(project / "build/cards/a.pdf", b"ok")
    finally:
        write_inside(None)
    assert (project / "saida/a.pdf").read_bytes() == b"ok"


def test_two_commands_in_one_process_keep_their_own_write_root(tmp_path: Path) -> None:
    """The language server and the preview run builds side by side: each thread's output scope
    (`cardkit.output.scope`) holds its own project, and neither sees the other's."""
    first, second = tmp_path / "um", tmp_path / "dois"
    for project in (first, second):
        (project / "build").mkdir(parents=True)
    (first / "build/cards").symlink_to(second)  # leads out of `first`, into `second`
    ready = threading.Barrier(2)
    outcome: dict[str, object] = {}

    def build(name: str, project: Path) -> None:
        write_inside(project)
        ready.wait(timeout=HANG)
        outcome[name] = current_scope().write_root
        try:
            write_bytes_atomically(first / "build/cards/a.pdf", b"new")
            outcome[name + " wrote"] = True
        except OutputError:
            outcome[name + " wrote"] = False

    threads = [threading.Thread(target=build, args=(name, root)) for name, root in (("first", first), ("second", second))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=HANG)
    assert outcome == {"first": first, "second": second, "first wrote": False, "second wrote": True}
    assert current_scope().write_root not in (first, second)  # the test's own thread entered neither


def test_a_scoped_block_puts_the_previous_scope_back(tmp_path: Path) -> None:
    before = current_scope()
    with scoped(write_root=tmp_path, verdicts=tmp_path / "v") as inside:
        assert (inside.write_root, inside.verdicts) == (tmp_path, tmp_path / "v")
        with scoped(write_root=None) as nested:
            assert (nested.write_root, nested.verdicts) == (None, tmp_path / "v")
        assert current_scope() == inside
    assert current_scope() == before
