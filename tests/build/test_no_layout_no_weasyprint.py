"""A build whose faces all come from the cache never imports WeasyPrint (about half a CPU second
of start-up) nor PDFium: a comment, a reordered key or a field no face prints costs no engine.
A build that lays a face out imports it, and both give the bytes of a clean build.

Each build after the first runs `cardkit build cards` in a fresh Python process, the way a
designer runs it, which then reports the engines it imported."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.build.conftest import Game, spell_yaml

pytestmark = pytest.mark.slow  # every test builds cards

ENGINES = ("weasyprint", "pypdfium2")
PROBE = f"""
import sys
from cardkit.commands.app import app
try:
    app(["build", "cards", "--project", sys.argv[1], "--quiet"])
except SystemExit as ended:
    print("exit", ended.code)
print("imported", *sorted(name for name in {ENGINES!r} if name in sys.modules))
"""


def built_fresh(game: Game) -> tuple[str, list[str]]:
    """`cardkit build cards` of `game` in a new process: its exit line and the engines it imported."""
    done = subprocess.run([sys.executable, "-c", PROBE, str(game.root)], capture_output=True, text=True, check=False, timeout=600)
    lines = done.stdout.splitlines()
    assert lines[-1].startswith("imported"), done.stdout + done.stderr
    return lines[-2], lines[-1].split()[1:]


def test_a_comment_builds_without_weasyprint_and_an_edit_with_it(game: Game) -> None:
    game.build()
    game.spell(2).write_text("# a note to self\n" + spell_yaml(2), encoding="utf-8")
    assert built_fresh(game) == ("exit 0", [])
    commented = game.outputs()  # the content's revision, in each file's information, is new
    game.build(clean=True)
    assert game.outputs() == commented

    game.spell(2).write_text(spell_yaml(2, cost=8), encoding="utf-8")
    assert built_fresh(game) == ("exit 0", ["weasyprint"])
    edited = game.outputs()
    assert edited != commented
    game.build(clean=True)
    assert game.outputs() == edited


def test_the_engine_versions_read_without_weasyprint_are_its_own() -> None:
    """The cache keys' versions, read from WeasyPrint's package and from Pango, in a process that
    has not imported WeasyPrint, equal what WeasyPrint itself says (else every face would miss)."""
    probe = (
        "import sys\n"
        "from cardkit.render.cachekeys import pango_version, weasyprint_version\n"
        "ours = (weasyprint_version(), pango_version())\n"
        "assert 'weasyprint' not in sys.modules\n"
        "import weasyprint\n"
        "from weasyprint.text.ffi import pango\n"
        "print(ours == (weasyprint.__version__, pango.pango_version()), ours)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=False, timeout=120)
    assert done.stdout.startswith("True ("), done.stdout + done.stderr
