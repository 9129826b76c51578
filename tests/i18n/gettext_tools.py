"""The translators' own tools, to read what cardkit writes as they do: polib (installed with the
test extras) and GNU gettext's msgfmt, msgmerge, msgcat and msguniq (Debian's `gettext`, which
`make test` installs when it can). A test that needs gettext is skipped, saying so, on a
machine without it."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import polib
import pytest

from tests.patience import HANG

GETTEXT_TOOLS = ("msgfmt", "msgmerge", "msgcat", "msguniq")


def needs_gettext() -> None:
    """Skip the calling test unless every gettext tool is on PATH."""
    missing = [tool for tool in GETTEXT_TOOLS if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"GNU gettext is not installed ({', '.join(missing)} missing): apt-get install gettext")


def gettext(tool: str, *args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([tool, *map(str, args)], capture_output=True, text=True, timeout=HANG, check=False)


def msgfmt_check(path: Path) -> str:
    """`msgfmt --check` of a PO or POT file: its fatal errors, '' when it has none (warnings,
    such as a header's default Last-Translator, are not errors)."""
    done = gettext("msgfmt", "--check", "-o", "/dev/null", path)
    return "" if done.returncode == 0 else done.stderr


def msgfmt_counts(path: Path) -> tuple[int, int, int]:
    """(translated, fuzzy, untranslated) as `msgfmt --statistics` counts them."""
    done = gettext("msgfmt", "--statistics", "-o", "/dev/null", path)
    assert done.returncode == 0, done.stderr
    found = {kind: int(count) for count, kind in re.findall(r"(\d+) (translated|fuzzy|untranslated)", done.stderr)}
    return found.get("translated", 0), found.get("fuzzy", 0), found.get("untranslated", 0)


def polib_reads(path: Path) -> polib.POFile:
    """The file as polib reads it, duplicates refused as msgfmt refuses them."""
    return polib.pofile(str(path), check_for_duplicates=True)


def written_po_files(root: Path) -> list[Path]:
    """Every PO and POT file under the project's content/locales/."""
    folder = root / "content" / "locales"
    return sorted([*folder.glob("*.pot"), *folder.glob("*/*.po")])
