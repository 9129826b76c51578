"""The core knows no game (issue 26): it imports no pack (import-linter's layers and
`core-knows-no-game` contracts, tests/architecture/test_layers.py), and outside a pack no module names
one game's kinds and concepts (Tab Master's spells, units, traits, armies, elements, caster
classes, REF or Fluxo), in code, docstrings or messages."""

from __future__ import annotations

import re
from pathlib import Path

from tests.architecture.imports import module_names

REPO = Path(__file__).resolve().parents[2]
PACK_PREFIX = "cardkit.packs."
GAME_WORDS = re.compile(
    r"\b([Ss]pells?|[Tt]raits?|[Aa]rmies|[Aa]rmy|[Cc]aster|[Ff]luxo|REF|[Ee]ngenhos?|[Uu]nits?|[Ee]lements?)\b"
)
"""Tab Master's kinds and concepts, as code, docstrings and messages would name them."""
OTHER_MEANINGS = re.compile(
    r"(HTML|SVG|XML|DOM|lxml|etree|odfdo|Element\.from_tag|the page's|box|layout|flex|inline|block|markup|source|layout's|element\(s\) of the page|"
    r"unit of|units? (of|per) (measure|mm|length|cm|pt)|CSS units?|mm units?)"
    , re.IGNORECASE
)
"""What the same words mean in a line about documents and layout (an HTML element, a CSS unit)."""


def _core_modules() -> dict[str, Path]:
    return {name: path for name, path in module_names(REPO).items() if not name.startswith(PACK_PREFIX) and ".examples" not in name}


def test_no_core_module_names_tab_masters_concepts() -> None:
    found = []
    for path in _core_modules().values():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip().startswith("#") or OTHER_MEANINGS.search(line):
                continue
            found.extend(f"{path.relative_to(REPO)}:{number}: {match.group(0)}: {line.strip()[:100]}" for match in GAME_WORDS.finditer(line))
    assert not found, f"{len(found)} mentions:\n" + "\n".join(found[:60])
