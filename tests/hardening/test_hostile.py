"""Hostile files: a definition, chapter, stylesheet or template that reaches for /etc/passwd, a
file:// URL, a web server, a symlink out of the project or Python's internals is refused with a
diagnostic, and the interpreter's own audit events prove nothing was opened or connected to.

A file outside the project holding SECRET stands in for /etc/passwd wherever a test must prove
the target was never read (it exists on every machine the suite runs on).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT
from tests.hardening.harness import (
    SECRET,
    SECRET_FILE,
    Content,
    Link,
    Run,
    Touched,
    cardkit,
    new_project,
    outside_folder,
    recording_server,
    watching,
    write_files,
)

PASSWD = "/etc/passwd"
BOOK = "content/rulebook/book.yaml"
CHAPTER = "content/rulebook/01-fora.md"


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    return new_project("tiny", tmp_path / "projeto")


@pytest.fixture
def server() -> Iterator[tuple[str, list[str]]]:
    with recording_server() as running:
        yield running


def build(project: Path, target: str) -> tuple[Run, Touched]:
    with watching() as touched:
        run = cardkit("build", target, "--project", str(project))
    run.assert_clean_exit()
    return run, touched


def assert_nothing_reached(run: Run, touched: Touched, project: Path, requests: list[str], base: str) -> None:
    """No request reached the server, no socket was even opened to it, and neither /etc/passwd
    nor the secret file was opened or shown."""
    assert requests == []
    port = base.rsplit(":", 1)[1]
    assert [address for address in touched.connected if port in address] == []
    assert touched.opened_any(PASSWD, outside_folder(project) / SECRET_FILE) == []
    assert SECRET not in run.output and "root:x:0:0" not in run.output


def refused_urls(run: Run) -> list[str]:
    return [line for line in run.output.splitlines() if "[B403]" in line]


@pytest.mark.slow
def test_a_stylesheet_that_reaches_out_is_refused_and_nothing_is_read_or_fetched(
    tiny: Path, server: tuple[str, list[str]]
) -> None:
    base, requests = server
    hostile = (
        f"@import url('{base}/importado.css');\n"
        + (REPO_ROOT / "templates/cards/cards.css").read_text(encoding="utf-8")
        + "\nbody { background-image: url('../../../../../../../../etc/passwd'), url('file:///etc/passwd'),"
        f" url('{base}/fundo.png'), url('../../../fora/{SECRET_FILE}'); }}\n"
        f"@font-face {{ font-family: Fora; src: url('{base}/fonte.woff'); }}\n"
        "h1 { font-family: Fora, serif; }\n"
    )
    write_files(tiny, {"templates/cards/cards.css": hostile})
    run, touched = build(tiny, "cards")
    assert run.exit_code == 1
    refused = refused_urls(run)
    assert all(line.startswith("templates/cards/cards.css:") for line in refused), refused
    for url in ("file:///etc/passwd", f"{base}/importado.css", f"{base}/fundo.png", f"{base}/fonte.woff", SECRET_FILE):
        assert any(url in line for line in refused), (url, run.output)
    assert not list((tiny / "build").rglob("*.pdf"))
    assert_nothing_reached(run, touched, tiny, requests, base)


@pytest.mark.slow
def test_template_markup_that_reaches_out_is_refused(tiny: Path, server: tuple[str, list[str]]) -> None:
    base, requests = server
    face = (REPO_ROOT / "cardkit/packs/tabmaster/templates/cards/spell.html").read_text(encoding="utf-8")
    links = f'<img src="{base}/imagem.png"><img src="file:///etc/passwd"><link rel="stylesheet" href="{base}/estilo.css">\n'
    write_files(tiny, {"templates/cards/spell.html": links + face})
    run, touched = build(tiny, "cards")
    assert run.exit_code == 1
    assert len(refused_urls(run)) == 3, run.output
    assert_nothing_reached(run, touched, tiny, requests, base)


@pytest.mark.slow
def test_markup_in_a_definition_is_printed_as_text_and_fetches_nothing(tiny: Path, server: tuple[str, list[str]]) -> None:
    base, requests = server
    spell = min((tiny / "content/spells").glob("*.yaml"))
    text = f'<img src="{base}/carta.png"><link rel="stylesheet" href="file:///etc/passwd"> ../../etc/passwd'
    spell.write_text(spell.read_text(encoding="utf-8") + f"text: '{text}'\n", encoding="utf-8")
    run, touched = build(tiny, "cards")
    assert run.exit_code == 0, run.output
    assert_nothing_reached(run, touched, tiny, requests, base)


@pytest.mark.slow
def test_a_chapter_that_reaches_out_is_refused(tiny: Path, server: tuple[str, list[str]]) -> None:
    base, requests = server
    chapter = (
        "# Fora\n\n"
        f"![mapa]({base}/mapa.png)\n\n"
        "![senha](../../../../../../etc/passwd)\n\n"
        "![arquivo](file:///etc/passwd)\n\n"
        f'<img src="{base}/bruto.png">\n'
    )
    write_files(tiny, {BOOK: "title: Livro\nchapters:\n  - file: 01-fora.md\n", CHAPTER: chapter})
    run, touched = build(tiny, "rulebook")
    assert run.exit_code == 1
    refused = refused_urls(run)
    assert any(f"{base}/mapa.png" in line for line in refused) and any("/etc/passwd" in line for line in refused), run.output
    assert not list((tiny / "build").rglob("*.pdf"))
    assert_nothing_reached(run, touched, tiny, requests, base)


@pytest.mark.parametrize(
    "relpath",
    ["content/spells/segredo.yaml", "content/traits/segredo.yaml", "content/game.yaml", "cardkit.yaml"],
)
def test_a_file_linked_out_of_the_project_is_not_read(tmp_path: Path, relpath: str) -> None:
    project = new_project("game", tmp_path / "projeto")
    (project / relpath).unlink(missing_ok=True)
    write_files(project, {relpath: Link(f"{{outside}}/{SECRET_FILE}")})
    with watching() as touched:
        run = cardkit("check", "--project", str(project))
    run.assert_clean_exit()
    assert [(d.file, d.line) for d in run.of_code("Y011")] == [(relpath, 1)]
    assert run.exit_code == (2 if relpath == "cardkit.yaml" else 1)
    assert touched.opened_any(outside_folder(project) / SECRET_FILE) == []
    assert SECRET not in run.output


def test_a_chapter_linked_out_of_the_project_or_named_outside_is_not_read(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    write_files(
        project,
        {
            BOOK: "title: Livro\nchapters:\n  - file: 01-fora.md\n  - file: ../../../../../etc/passwd\n",
            CHAPTER: Link(f"{{outside}}/{SECRET_FILE}"),
        },
    )
    with watching() as touched:
        run = cardkit("check", "--project", str(project))
    run.assert_clean_exit()
    assert ("Y011", CHAPTER, 1) in [(d.code, d.file, d.line) for d in run.diagnostics]
    assert ("R606", BOOK, 4) in [(d.code, d.file, d.line) for d in run.diagnostics]
    assert touched.opened_any(PASSWD, outside_folder(project) / SECRET_FILE) == []
    assert SECRET not in run.output and "root:x:0:0" not in run.output


@pytest.mark.parametrize(
    "expression",
    [
        "''.__class__.__mro__",
        "cycler.__init__.__globals__",
        "lipsum.__globals__['os'].popen('id').read()",
        "self.__init__.__globals__",
        "().__class__.__base__.__subclasses__()",
        "card.__class__.__init__.__globals__",
        "asset.__self__.folders",
        "config.__class__",
    ],
)
def test_a_template_cannot_reach_python_internals(tiny: Path, expression: str) -> None:
    write_files(tiny, {"templates/cards/spell.html": f"<p>\n{{{{ {expression} }}}}\n</p>\n"})
    run, _ = build(tiny, "cards")
    assert run.exit_code == 1
    assert [(d.file, d.line) for d in run.diagnostics if d.code in ("B303", "B304")] == [("templates/cards/spell.html", 2)], run.output
    assert not list((tiny / "build").rglob("*.pdf"))


def test_a_template_cannot_read_files_through_a_path_in_the_model(tiny: Path) -> None:
    reach = f"card.definition.source.doc.path.joinpath('{outside_folder(tiny) / SECRET_FILE}').read_text()"
    assert_template_refused_unread(tiny, f"<p>\n{{{{ {reach} }}}}\n</p>\n")


def test_a_template_linked_out_of_the_project_is_refused(tiny: Path) -> None:
    assert_template_refused_unread(tiny, Link(f"{{outside}}/{SECRET_FILE}"))


def assert_template_refused_unread(project: Path, spell_face: Content) -> None:
    """Build cards with `spell_face` as the spell template: refused, the secret file never opened."""
    write_files(project, {"templates/cards/spell.html": spell_face})
    run, touched = build(project, "cards")
    assert run.exit_code == 1, run.output
    assert touched.opened_any(outside_folder(project) / SECRET_FILE) == []


@pytest.mark.slow
def test_a_stylesheet_image_that_is_a_symlink_loop_is_reported(tiny: Path) -> None:
    css = (REPO_ROOT / "templates/cards/cards.css").read_text(encoding="utf-8") + "\nbody { background: url('laco.png'); }\n"
    write_files(tiny, {"templates/cards/cards.css": css, "templates/cards/laco.png": Link("laco.png")})
    run, _ = build(tiny, "cards")
    assert run.exit_code == 1 and run.of_code("B402"), run.output


@pytest.mark.slow
def test_a_refused_chapter_image_points_at_its_chapter_line(tiny: Path) -> None:
    write_files(tiny, {BOOK: "title: Livro\nchapters:\n  - file: 01-fora.md\n", CHAPTER: "# Fora\n\n![senha](../../../../etc/passwd)\n"})
    run, _ = build(tiny, "rulebook")
    assert ("B403", CHAPTER, 3) in [(d.code, d.file, d.line) for d in run.diagnostics], run.output
