"""The bundled game with fields and a card kind of its own, in Portuguese, and its English words.

`declare(root)` adds to a copy of the bundled game: two unit fields (Moral, a number shown
everywhere; Lema, a text on the sheets), a card kind `item` (Equipamento, folder itens/) with a
decimal number, an enum, a reference to a unit and an enum over the elements, three items, and a
rulebook chapter that calls the kind's table and block. `translate_english(root)` runs
`i18n update en` and fills in every string the declarations added.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from babel.messages.catalog import Catalog

from cardkit.pipeline import validate_project
from cardkit.translation.po import dumps, read_catalog
from cardkit.translation.workflow import update
from tests.conftest import REPO_ROOT

DECLARATIONS = """
fields:
  unit:
    - {id: moral, name: Moral, abbreviation: MOR, type: number, min: 2, max: 12, show: [card, sheet, rulebook, report]}
    - {id: lema, name: Lema, type: text, show: [sheet]}
card_kinds:
  - id: item
    name: Equipamento
    folder: itens
    fields:
      - {id: peso, name: Peso, abbreviation: PES, type: number, integer: false, min: 0, max: 20, required: true, show: [card, rulebook, report]}
      - {id: raridade, name: Raridade, type: enum, values: [{id: common, name: Comum}, {id: rare, name: Rara}], show: [card, rulebook, report]}
      - {id: portador, name: Portador, type: reference, to: unit, show: [card, rulebook, report]}
      - {id: elemento, name: Elemento, type: enum, vocabulary: elements, show: [card, rulebook]}
"""

ITEMS = {
    "espada-curta.yaml": "name: Espada Curta\npeso: 2.5\nraridade: common\nportador: Arqueiro\nelemento: Fogo\ntext: O portador soma 1 ao seu ataque.\n",
    "escudo-torre.yaml": "name: Escudo Torre\npeso: 9\nraridade: rare\nportador: Comandante\ntext: O portador soma 2 à sua defesa.\n",
    "corda-velha.yaml": "name: Corda Velha\npeso: 1\nelemento: water\n",  # an element by its id
}

CHAPTER = "08-equipamentos.md"
CHAPTER_TEXT = """# Equipamentos

Cada equipamento do jogo, gerado das cartas:

{{ item_table() }}

A carta de um equipamento:

{{ item("Espada Curta") }}

{{ unit("Arqueiro") }}
"""

ENGLISH: dict[str, dict[tuple[str, str], str]] = {
    "game": {
        ("field name", "Moral"): "Morale",
        ("field name", "Lema"): "Motto",
        ("field name", "Peso"): "Weight",
        ("field name", "Raridade"): "Rarity",
        ("field name", "Portador"): "Bearer",
        ("field name", "Elemento"): "Element",
        ("unit field moral: abbreviation", "MOR"): "MRL",
        ("item field peso: abbreviation", "PES"): "WT",
        ("card kind name", "Equipamento"): "Item",
        ("enum value name", "Comum"): "Common",
        ("enum value name", "Rara"): "Rare",
    },
    "itens": {
        ("item name", "Espada Curta"): "Short Sword",
        ("item name", "Escudo Torre"): "Tower Shield",
        ("item name", "Corda Velha"): "Old Rope",
        ("item Espada Curta: text", "O portador soma 1 ao seu ataque."): "The bearer adds 1 to its attack.",
        ("item Escudo Torre: text", "O portador soma 2 à sua defesa."): "The bearer adds 2 to its defense.",
    },
    "units": {("unit Arqueiro: lema", "Nunca erra."): "Never misses."},
    "rulebook": {
        ("rulebook 08-equipamentos.md", "# Equipamentos"): "# Items",
        ("rulebook 08-equipamentos.md", "Cada equipamento do jogo, gerado das cartas:"): "Every item of the game, made from the cards:",
        ("rulebook 08-equipamentos.md", "A carta de um equipamento:"): "An item's card:",
    },
}
"""The English of every string the declarations add, by domain: (context, source) -> text."""


def _insert_after(path: Path, anchor: str, lines: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert anchor in text, f"{path} has no {anchor!r}"
    path.write_text(text.replace(anchor, anchor + lines, 1), encoding="utf-8")


def declare(root: Path) -> Path:
    """Give the game at `root` the declarations, items, values and chapter above; returns root."""
    content = root / "content"
    with (content / "game.yaml").open("a", encoding="utf-8") as game:
        game.write(DECLARATIONS)
    (content / "itens").mkdir()
    for name, text in ITEMS.items():
        (content / "itens" / name).write_text(text, encoding="utf-8")
    _insert_after(content / "units" / "arqueiro.yaml", "defense: 5\n", "moral: 7\nlema: Nunca erra.\n")
    _insert_after(content / "units" / "comandante.yaml", "category: commander\n", "moral: 9\n")
    (content / "rulebook" / CHAPTER).write_text(CHAPTER_TEXT, encoding="utf-8")
    with (content / "rulebook" / "book.yaml").open("a", encoding="utf-8") as book:
        book.write(f"  - file: {CHAPTER}\n")
    return root


def _fill(path: Path, texts: dict[tuple[str, str], str]) -> None:
    catalog, problems = read_catalog(path, "en", path.parents[3])
    assert problems == [] and isinstance(catalog, Catalog)
    for (context, source), text in texts.items():
        message = catalog.get(source, context=context)
        assert message is not None, f"{path.name} lacks {context!r} {source!r}"
        message.string = text
    path.write_bytes(dumps(catalog))


def translate_english(root: Path) -> Path:
    """`cardkit i18n update en`, then the English of every declared string; returns root."""
    update(validate_project(root), "en")
    for domain, texts in ENGLISH.items():
        _fill(root / "content" / "locales" / "en" / f"{domain}.po", texts)
    return root


def declared_game(target: Path, *, english: bool = False) -> Path:
    """A copy of the bundled game at `target` with the declarations (and, with `english`, their
    English translation); returns its root."""
    target.mkdir(parents=True)
    shutil.copy(REPO_ROOT / "cardkit.yaml", target / "cardkit.yaml")
    shutil.copytree(REPO_ROOT / "content", target / "content")
    declare(target)
    return translate_english(target) if english else target
