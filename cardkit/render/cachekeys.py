"""Cache keys of card faces: a digest of everything that shapes a laid-out face.

A face's key covers
- the environment: cardkit's version and its rendering code, and the code of the game's pack
  (an editable install keeps its version number while its code changes), WeasyPrint's and Pango's versions, every file of
  every template folder (templates, CSS, icons: a project override changes the key), the game
  name the templates print, the edition's words (locale, labels, the game's vocabulary) and
  the theme's tokens (colours, font families and files, frame and back styles);
- the face itself: its kind, front or back, proof or final, and its style (card size, bleed,
  text size, 100 % K text: `cardkit.render.faceplan.FaceStyle`);
- for a front, its card: the card as templates see it, i.e. its definition and what the pack's
  view of it holds from the definitions it refers to (`render.faces.CardView`: the texts of the
  cards it names, a figure computed from its fields), so editing one definition re-renders the
  cards that show something of it and nothing else;
  and the bytes of its art file, so replacing an image re-renders exactly the cards showing it.
Other files WeasyPrint reads while rendering (fonts, images named by a template) are not in the
key: the store records them with their digests per entry and checks them on every use. Where a
face goes on which page is not in the key either: placing faces costs no layout.
"""

from __future__ import annotations

import ctypes
import importlib.util
import re
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

import pydyf

from cardkit import __version__
from cardkit.buildcache.digest import FileDigests, tree_digest
from cardkit.foundation.assets import Assets
from cardkit.model.canonical import digest
from cardkit.output.wording import Wording
from cardkit.render.faceplan import Face, face_id
from cardkit.render.faces import Card
from cardkit.theme.model import Theme

CODE_FOLDERS = (Path(__file__).resolve().parent, Path(__file__).resolve().parent.parent / "buildcache")
"""cardkit's code that turns cards into PDFs: faces, documents, fitting, the cache."""


def environment_digest(template_folders: Sequence[Path], game_name: str, wording: Wording, theme: Theme) -> str:
    """What every face of a build shares; template folders by position (overrides first), not by
    absolute path, so a copied project keeps its cache."""
    return digest(
        __version__,
        [_code_digest(folder) for folder in CODE_FOLDERS],
        _code_digest(wording.pack.root, "**/*.py") if wording.pack is not None else None,
        weasyprint_version(),
        pydyf.__version__,
        pango_version(),
        [tree_digest(folder) for folder in template_folders],
        game_name,
        wording.fingerprint(),
        theme.fingerprint(),
    )


PANGO_LIBRARIES = {"linux": "libpango-1.0.so.0", "darwin": "libpango-1.0.dylib"}
"""The name WeasyPrint opens Pango by on each system where the loader finds it the same way
(`weasyprint.text.ffi`); elsewhere (Windows, with its DLL folders) WeasyPrint is asked."""


def weasyprint_version() -> str:
    """WeasyPrint's version, read from its package's first module: importing WeasyPrint takes
    about half a second, and a build whose faces all come from the cache needs only its version."""
    if "weasyprint" not in sys.modules:
        spec = importlib.util.find_spec("weasyprint")
        try:
            text = Path(spec.origin).read_text(encoding="utf-8") if spec is not None and spec.origin is not None else ""
        except OSError:
            text = ""
        found = re.search(r"^VERSION = __version__ = '([^']+)'$", text, re.MULTILINE)
        if found is not None:
            return found.group(1)
    import weasyprint

    return str(weasyprint.__version__)


def pango_version() -> int:
    """The version of the Pango WeasyPrint lays text out with (`pango_version()`), asked of the
    library itself where it opens by the same name as WeasyPrint opens it, without importing
    WeasyPrint."""
    library = PANGO_LIBRARIES.get(sys.platform)
    if library is not None and "weasyprint.text.ffi" not in sys.modules:
        try:
            return int(ctypes.CDLL(library).pango_version())
        except (OSError, AttributeError):
            pass
    from weasyprint.text.ffi import pango

    return int(pango.pango_version())


def _code_digest(folder: Path, pattern: str = "*.py") -> str:
    """The Python files of `folder` by name and text (`pattern`: its whole tree, for a pack,
    whose engine draws figures on its cards)."""
    files = sorted(folder.glob(pattern))
    return digest([[path.relative_to(folder).as_posix(), path.read_bytes().decode("utf-8", "replace")] for path in files])


def card_digests(cards: Iterable[Card], assets: Assets, files: FileDigests) -> dict[str, str]:
    """Card id -> digest of the card as its template receives it (source positions left out)
    and of its art file's bytes (None for no art or no such file, which shows the placeholder)."""
    return {card.id: digest(card, _art_digest(card, assets, files)) for card in cards}


def _art_digest(card: Card, assets: Assets, files: FileDigests) -> str | None:
    art = card.definition.art
    path = assets.path(art.file) if art is not None else None
    return files(path) if path is not None else None


def face_key(environment: str, face: Face, cards: Mapping[str, str]) -> str:
    """The key of `face` given the environment digest and every card's digest."""
    return digest(environment, face_id(face), cards[face.card] if face.card is not None else None)
