"""The bad-input corpus: one entry per way a project can be broken, and what cardkit must say.

Each case names a base project (see `harness.new_project`), the files to write or break, the
command, and the one diagnostic expected: its code, file and line, and the exit code (1 for a
content problem, 2 for a usage or configuration one). A line given as text means "the line
where this text stands in that file after the case is written", so cases that edit the bundled
game survive edits to it. A case without a code expects no error diagnostic: a clean run, or
(with `says`) a problem that has no file to point at.
"""

from __future__ import annotations

import codecs
import io
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import cardkit
from cardkit.loading import MAX_DEPTH, MAX_FILE_BYTES
from tests.hardening.harness import Content, Edit, FileInstead, Folder, Gone, Link, Pipe, Rewrite

RAIO = "content/spells/raio.yaml"
BOOK = "content/rulebook/book.yaml"
CHAPTER = "content/rulebook/99-exemplo.md"
SPELL_TEMPLATE = "templates/cards/spell.html"


@dataclass(frozen=True)
class Expect:
    code: str | None
    file: str = ""
    line: int | str = 1
    exit: int = 1
    severity: str = "error"
    says: str = ""
    """Words the output must hold: for a problem with no file to point at (`error: ...`)."""


@dataclass(frozen=True)
class Case:
    id: str
    files: Mapping[str, Content]
    expect: Expect
    command: tuple[str, ...] = ("check",)
    base: str = "game"
    needs: tuple[str, ...] = field(default=())
    """Platform features the case needs: "symlink", "fifo"."""


def spell(*lines: str) -> str:
    """Raio as the card says it, each of `lines` ("key: value") replacing or adding a key."""
    keys = {"name": "Raio", "card_type": "Magia", "cost": "12", "range": "10", "damage": "20", "ref": "Alquimista"}
    extra = []
    for line in lines:
        key, _, value = line.partition(": ")
        if key in keys:
            keys[key] = value
        else:
            extra.append(line)
    body = "".join(f"{key}: {value}\n" for key, value in keys.items())
    return body + "effects:\n  elements: [Eletricidade]\n" + "".join(f"{line}\n" for line in extra)


def crlf(raw: bytes) -> bytes:
    return raw.replace(b"\n", b"\r\n")


def bom(raw: bytes) -> bytes:
    return codecs.BOM_UTF8 + raw


def nfd(raw: bytes) -> bytes:
    return unicodedata.normalize("NFD", raw.decode("utf-8")).encode("utf-8")


def book(*files: str) -> str:
    return "title: Livro de Teste\nchapters:\n" + "".join(f"  - file: {name}\n" for name in files)


def billion_laughs() -> str:
    lines = ["lol0: &lol0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    lines += [f"lol{n}: &lol{n} [{', '.join([f'*lol{n - 1}'] * 9)}]" for n in range(1, 10)]
    return "name: Bomba\n" + "\n".join(lines) + "\n"


SCENARIO_BAD_BOARD = """# Exemplo Quebrado

O tabuleiro deste exemplo não se lê.

```scenario
title: Tabuleiro errado
board: 5y3
units:
  - {id: "1", unit: Lanceiro, side: A, at: a2}
  - {id: "2", unit: Alquimista, side: B, at: d2}
action: {attacker: "1", attack: Comum, move: [b2], target: "2"}
dice: {damage: 6}
claim:
  defeated: ["2"]
```
"""

SCENARIO_UNKNOWN_ELEMENT = """# Plasma

Um Alquimista conjura Plasma.

```scenario
board: 4x1
units:
  - {id: "1", unit: Alquimista, side: A, at: a1}
  - {id: "2", unit: Lanceiro, side: B, at: c1}
action: {caster: "1", spell: Plasma, target: "2"}
dice: {damage: 5}
claim:
  hit: ["2"]
```
"""

SCOUT = """name: Batedor
category: regular
defense: 3
movement: 2
attacks:
  - type: Comum
    atk: 1
    damage: 1d6
traits:
  - name: {trait}
"""

LOADER = [
    Case("yaml-unclosed-list", {RAIO: "name: Raio\ncost: [3\n"}, Expect("Y001", RAIO, 2)),
    Case("yaml-unclosed-quote", {RAIO: "name: 'Raio\ncost: 3\n"}, Expect("Y001", RAIO, 1)),
    Case("yaml-misaligned-key", {RAIO: "name: Raio\neffects:\n  area: true\n explosion: 2\n"}, Expect("Y001", RAIO, 4)),
    Case("yaml-colon-in-text", {RAIO: "name: Raio\ntext: Alcance: 3\n"}, Expect("Y001", RAIO, 2)),
    Case("yaml-two-documents", {RAIO: "name: Raio\n---\nname: Choque\n"}, Expect("Y001", RAIO, 2)),
    Case("duplicate-key", {RAIO: spell() + "cost: 13\n"}, Expect("Y002", RAIO, "cost: 13")),
    Case("duplicate-nested-key", {RAIO: spell() + "  elements: [Fogo]\n"}, Expect("Y002", RAIO, "elements: [Fogo]")),
    Case("tab-indentation", {RAIO: "name: Raio\neffects:\n\tarea: true\n"}, Expect("Y004", RAIO, 3)),
    Case("empty-file", {RAIO: ""}, Expect("Y005", RAIO, 1)),
    Case("only-comments", {RAIO: "# Raio, por escrever\n"}, Expect("Y005", RAIO, 1)),
    Case("top-level-list", {RAIO: "- name: Raio\n- cost: 12\n"}, Expect("Y006", RAIO, 1)),
    Case("python-tag", {RAIO: spell("notes: !!python/object/apply:os.system ['false']")}, Expect("Y010", RAIO, "notes:")),
    Case("merge-key", {RAIO: "base: &b {cost: 12}\nname: Raio\n<<: *b\n"}, Expect("Y010", RAIO, 3)),
    Case("number-as-key", {RAIO: spell("12: doze")}, Expect("Y012", RAIO, "12: doze")),
    Case("latin1-bytes-in-utf8", {RAIO: spell("flavor: Relâmpago").encode("utf-8").replace("â".encode(), b"\xe2")}, Expect("Y003", RAIO, 9)),
    Case("utf16-file", {RAIO: spell().encode("utf-16")}, Expect("Y003", RAIO, 1)),
    Case("nul-byte", {RAIO: spell("flavor: a\x00b")}, Expect("Y003", RAIO, 9)),
    Case("bom-and-crlf-keep-lines", {RAIO: bom(crlf(spell("cost: doze").encode()))}, Expect("S002", RAIO, 3)),
    Case("crlf-keeps-lines", {RAIO: crlf(spell("range: longe").encode())}, Expect("S002", RAIO, 4)),
    Case("bom-and-crlf-clean", {RAIO: Rewrite(lambda raw: bom(crlf(raw)))}, Expect(None, exit=0)),
    Case("ten-megabyte-file", {RAIO: b"name: Raio\n" + b"#" * (10 * 1024 * 1024) + b"\n"}, Expect("Y009", RAIO, 1)),
    Case("ten-thousand-deep", {RAIO: "name: Raio\ndeep: " + "[" * 10_000 + "]" * 10_000 + "\n"}, Expect("Y009", RAIO, 2)),
    Case("deep-block-nesting", {RAIO: "".join(" " * n + f"k{n}:\n" for n in range(MAX_DEPTH + 3))}, Expect("Y009", RAIO, MAX_DEPTH + 1)),
    Case("billion-laughs", {RAIO: billion_laughs()}, Expect("Y008", RAIO, 7)),
    Case("self-alias", {RAIO: "name: Raio\nloop: &l [a, *l]\n"}, Expect("Y008", RAIO, 2)),
    Case("one-megabyte-text", {RAIO: "name: Raio\ntext: " + "a" * (1024 * 1024) + "\n"}, Expect("Y009", RAIO, 2)),
    Case("yes-no-word", {RAIO: Edit("status: final", "status: final\nnotes: no")}, Expect("Y007", RAIO, "notes: no", exit=0, severity="warning")),
    Case("definition-is-a-folder", {"content/spells/nada.yaml": Folder()}, Expect("Y011", "content/spells/nada.yaml", 1)),
    Case("definition-is-a-pipe", {"content/spells/cano.yaml": Pipe()}, Expect("Y011", "content/spells/cano.yaml", 1), needs=("fifo",)),
    Case("definition-links-outside", {"content/spells/segredo.yaml": Link("{outside}/segredo.yaml")}, Expect("Y011", "content/spells/segredo.yaml", 1), needs=("symlink",)),
    Case("definition-symlink-loop", {"content/spells/laco.yaml": Link("laco.yaml")}, Expect("Y011", "content/spells/laco.yaml", 1), needs=("symlink",)),
]

SCHEMAS = [  # schema problems need no rules engine: `validate` reports them
    Case("spell-cost-text", {RAIO: spell("cost: doze")}, Expect("S002", RAIO, 3), ("validate",)),
    Case("spell-effects-list", {RAIO: spell().replace("effects:\n  elements: [Eletricidade]\n", "effects: [Eletricidade]\n")}, Expect("S002", RAIO, 7), ("validate",)),
    Case("spell-name-mapping", {RAIO: spell("name: {pt: Raio}")}, Expect("S002", RAIO, 1), ("validate",)),
    Case("spell-missing-key", {RAIO: spell().replace("damage: 20\n", "")}, Expect("S003", RAIO, 1), ("validate",)),
    Case("spell-unknown-key", {RAIO: spell("custo: 12")}, Expect("S001", RAIO, "custo:"), ("validate",)),
    Case("spell-dice-notation", {RAIO: spell("damage: 1dd20")}, Expect("S005", RAIO, 5), ("validate",)),
    Case("spell-negative-cost", {RAIO: spell("cost: -3")}, Expect("S006", RAIO, 3), ("validate",)),
    Case("unit-defense-list", {"content/units/lanceiro.yaml": Edit("defense: 6", "defense: [6]")}, Expect("S002", "content/units/lanceiro.yaml", "defense: [6]"), ("validate",)),
    Case("trait-params-text", {"content/traits/voar.yaml": Edit("params: []", "params: nenhum")}, Expect("S002", "content/traits/voar.yaml", "params: nenhum"), ("validate",)),
    Case("army-color-number", {"content/armies/exercito-azul.yaml": Edit('color: "', 'color: 5\nnotes: "')}, Expect("S002", "content/armies/exercito-azul.yaml", "color: 5"), ("validate",)),
    Case("game-dice-text", {"content/game.yaml": Edit("dice: [4, 6, 8, 10, 12, 20]", "dice: quatro")}, Expect("S002", "content/game.yaml", "dice: quatro")),
]

RULES = [
    Case("unknown-element", {RAIO: spell().replace("[Eletricidade]", "[Plasma]")}, Expect("R104", RAIO, 8)),
    Case("ref-not-a-caster", {RAIO: spell("ref: Ferreiro")}, Expect("R105", RAIO, 6)),
    Case("dice-the-game-lacks", {RAIO: spell("damage: 1d7")}, Expect("R201", RAIO, 5)),
    Case("unknown-trait", {"content/units/batedor.yaml": SCOUT.format(trait="Nadar")}, Expect("R101", "content/units/batedor.yaml", 10)),
    Case("two-spells-one-name", {"content/spells/raio-2.yaml": spell()}, Expect("R401", RAIO, "name: Raio")),
    Case(
        "scenario-spell-with-unknown-element",
        {"content/spells/plasma.yaml": spell("name: Plasma").replace("[Eletricidade]", "[Plasma]"), BOOK: book("99-exemplo.md"), CHAPTER: SCENARIO_UNKNOWN_ELEMENT},
        Expect("R604", CHAPTER, 5),
    ),
    Case("nfd-trait-reference", {"content/units/batedor.yaml": nfd(SCOUT.format(trait="Aquático").encode())}, Expect("R100", "content/units/batedor.yaml", 10, exit=0, severity="warning")),
    Case("nfd-spell-name-matches-quotes", {"content/spells/lamina-da-terra.yaml": Rewrite(nfd)}, Expect(None, exit=0)),
]

RULEBOOK = [
    Case("scenario-bad-board", {BOOK: book("99-exemplo.md"), CHAPTER: SCENARIO_BAD_BOARD}, Expect("R604", CHAPTER, 7)),
    Case("scenario-unknown-unit", {BOOK: book("99-exemplo.md"), CHAPTER: SCENARIO_BAD_BOARD.replace("5y3", "5x3").replace("Lanceiro", "Lancero")}, Expect("R604", CHAPTER, 9)),
    Case("chapter-missing", {BOOK: book("01-introducao.md", "98-nada.md")}, Expect("R606", BOOK, 4)),
    Case("chapter-with-bom", {"content/rulebook/01-introducao.md": Rewrite(bom)}, Expect(None, exit=0)),
    Case("chapter-nfd", {"content/rulebook/03-regras-de-magia.md": Rewrite(nfd)}, Expect(None, exit=0)),
    Case("chapter-latin1", {BOOK: book("99-exemplo.md"), CHAPTER: "# Introdução\n".encode("latin-1")}, Expect("Y003", CHAPTER, 1)),
    Case("chapter-utf16", {BOOK: book("99-exemplo.md"), CHAPTER: "# Introdução\n".encode("utf-16")}, Expect("Y003", CHAPTER, 1)),
    Case("chapter-too-big", {BOOK: book("99-exemplo.md"), CHAPTER: "# Grande\n\n" + "palavra " * (MAX_FILE_BYTES // 8 + 1)}, Expect("Y009", CHAPTER, 1)),
    Case("chapter-symlink-loop", {BOOK: book("99-exemplo.md"), CHAPTER: Link("99-exemplo.md")}, Expect("R606", BOOK, 3), needs=("symlink",)),
    Case("chapter-links-outside", {BOOK: book("99-exemplo.md"), CHAPTER: Link("{outside}/segredo.yaml")}, Expect("Y011", CHAPTER, 1), needs=("symlink",)),
]

CONFIG = [
    Case("no-cardkit-yaml", {}, Expect("Y011", "cardkit.yaml", 1, exit=2), base="none"),
    Case("cardkit-yaml-is-a-folder", {"cardkit.yaml": Folder()}, Expect("Y011", "cardkit.yaml", 1, exit=2), base="none"),
    Case("cardkit-yaml-bad-yaml", {"cardkit.yaml": "name: [Tab Master\n"}, Expect("Y001", "cardkit.yaml", 1, exit=2)),
    Case("cardkit-yaml-empty", {"cardkit.yaml": ""}, Expect("Y005", "cardkit.yaml", 1, exit=2)),
    Case("cardkit-yaml-latin1", {"cardkit.yaml": "name: Lâmina\n".encode("latin-1")}, Expect("Y003", "cardkit.yaml", 1, exit=2)),
    Case("cardkit-yaml-unknown-key", {"cardkit.yaml": "name: Tab\ncolour: red\n"}, Expect("S001", "cardkit.yaml", 2, exit=2)),
    Case("cardkit-yaml-wrong-type", {"cardkit.yaml": "name: Tab\nbuild: 3\n"}, Expect("S002", "cardkit.yaml", 2, exit=2)),
    Case("cardkit-yaml-print-not-mapping", {"cardkit.yaml": "name: Tab\nprint: 5\n"}, Expect("S002", "cardkit.yaml", 2, exit=2)),
    Case("content-outside", {"cardkit.yaml": "name: Tab\ncontent: ../../etc\n"}, Expect("C001", "cardkit.yaml", 2, exit=2)),
    Case("templates-absolute", {"cardkit.yaml": "name: Tab\ntemplates: /etc\n"}, Expect("C001", "cardkit.yaml", 2, exit=2)),
    Case("content-links-outside", {"cardkit.yaml": "name: Tab\ncontent: jogo\n", "jogo": Link("{outside}")}, Expect("C001", "cardkit.yaml", 2, exit=2), needs=("symlink",)),
    Case("content-name-with-nul", {"cardkit.yaml": 'name: Tab\ncontent: "jo\\0go"\n'}, Expect("C001", "cardkit.yaml", 2, exit=2)),
    Case("build-inside-content", {"cardkit.yaml": "name: Tab\ncontent: content\nbuild: content/pdf\n"}, Expect("C001", "cardkit.yaml", 3, exit=2)),
    Case("rules-unknown-code", {"cardkit.yaml": "name: Tab\nrules:\n  R999: 'off'\n"}, Expect("C002", "cardkit.yaml", 3, exit=2)),
    Case("rules-unknown-level", {"cardkit.yaml": "name: Tab\nrules:\n  R101: loud\n"}, Expect("S004", "cardkit.yaml", 3, exit=2)),
    Case("cardkit-yaml-links-outside", {"cardkit.yaml": Link("{outside}/segredo.yaml")}, Expect("Y011", "cardkit.yaml", 1, exit=2), base="none", needs=("symlink",)),
    Case("empty-project", {}, Expect("Y011", "content", 1), base="bare"),
    # cardkit schema writes .cardkit/schemas/ (kept in git), not into the build folder
    Case("schema-folder-is-a-file", {".cardkit": "not a folder\n"}, Expect(None, exit=2, says="cannot write"), ("schema",)),
    Case("report-build-folder-is-a-file", {"build": "not a folder\n"}, Expect(None, exit=2, says="cannot write"), ("report",), "tiny"),
]

TEMPLATES = [
    Case("template-syntax-error", {SPELL_TEMPLATE: "<div>\n{% if card %}\n<p>{{ card.id }}</p>\n"}, Expect("B301", SPELL_TEMPLATE, 3), ("build", "cards"), "tiny"),
    Case("template-unknown-tag", {SPELL_TEMPLATE: "<div>\n{% endif %}\n"}, Expect("B301", SPELL_TEMPLATE, 2), ("build", "cards"), "tiny"),
    Case("template-undefined-field", {SPELL_TEMPLATE: "<div>\n{{ card.definition.custo }}\n</div>\n"}, Expect("B303", SPELL_TEMPLATE, 2), ("build", "cards"), "tiny"),
    Case("template-includes-passwd", {SPELL_TEMPLATE: "{% include '../../../../../etc/passwd' %}\n"}, Expect("B302", SPELL_TEMPLATE, 1), ("build", "cards"), "tiny"),
    Case("asset-is-a-folder", {SPELL_TEMPLATE: "<div>\n<img src=\"{{ asset('cards') }}\">\n</div>\n"}, Expect("B401", SPELL_TEMPLATE, 2), ("build", "cards"), "tiny"),
    Case("css-image-is-a-folder", {"templates/cards/imagens": Folder(), "templates/cards/cards.css": ".card { background: url('imagens'); }\n"}, Expect("B402", "templates/cards/cards.css", 1), ("build", "cards"), "tiny"),
]

NUMBERS = [  # NaN, infinity and numbers no card can print are schema errors at their line
    Case("print-bleed-nan", {"cardkit.yaml": "name: Tab\nprint:\n  bleed: .nan\n"}, Expect("S002", "cardkit.yaml", 3, exit=2), ("validate",)),
    Case("print-duplex-offset-nan", {"cardkit.yaml": "name: Tab\nprint:\n  duplex_offset: {x: .nan}\n"}, Expect("S002", "cardkit.yaml", 3, exit=2), ("validate",)),
    Case("print-card-width-nan", {"cardkit.yaml": "name: Tab\nprint:\n  card: {width: .NaN, height: 88}\n"}, Expect("S002", "cardkit.yaml", 3, exit=2), ("validate",)),
    Case("print-profile-gutter-inf", {"cardkit.yaml": "name: Tab\nprint:\n  profiles:\n    casa: {gutter: .inf}\n"}, Expect("S006", "cardkit.yaml", 4, exit=2), ("validate",)),
    Case("print-margin-overflowing-exponent", {"cardkit.yaml": "name: Tab\nprint:\n  margin: 1e999\n"}, Expect("S006", "cardkit.yaml", 3, exit=2), ("validate",)),
    Case("print-offset-minus-inf", {"cardkit.yaml": "name: Tab\nprint:\n  duplex_offset: {y: -.inf}\n"}, Expect("S006", "cardkit.yaml", 3, exit=2), ("validate",)),
    Case("spell-damage-nan", {RAIO: spell("damage: .nan")}, Expect("S002", RAIO, 5), ("validate",)),
    Case("spell-cost-401-digits", {RAIO: spell("cost: " + "9" * 401)}, Expect("S006", RAIO, 3), ("validate",)),
    Case("spell-cost-hex-past-int-text", {RAIO: spell("cost: 0x" + "f" * 4000)}, Expect("S002", RAIO, 3), ("validate",)),
    Case("spell-copies-million", {RAIO: spell("copies: 1000000")}, Expect("S006", RAIO, "copies:"), ("validate",)),
    Case("unit-defense-huge", {"content/units/lanceiro.yaml": Edit("defense: 6", "defense: " + "6" * 30)}, Expect("S006", "content/units/lanceiro.yaml", "defense:"), ("validate",)),
    Case("army-count-401-digits", {"content/armies/exercito-azul.yaml": Edit("count: 4", "count: " + "4" * 401)}, Expect("S006", "content/armies/exercito-azul.yaml", "count: 444"), ("validate",)),
    Case("game-die-of-a-million-faces", {"content/game.yaml": Edit("dice: [4, 6,", "dice: [1000000, 6,")}, Expect("S006", "content/game.yaml", "dice: [1000000"), ("validate",)),
]

TERMINAL = [  # what a file's escapes hold reaches the terminal escaped (see test_corpus's printable check)
    Case("escape-sequence-in-a-key", {RAIO: spell('"\\e]0;pwned\\a": 1')}, Expect("S001", RAIO, "pwned"), ("validate",)),
    Case("nul-escape-in-a-value", {RAIO: spell('cost: "1\\0"')}, Expect("S002", RAIO, 3), ("validate",)),
    Case("bidi-override-escape-in-a-value", {RAIO: spell('cost: "\\u202e21"')}, Expect("S002", RAIO, 3), ("validate",)),
    Case("bidi-override-written-in-the-file", {RAIO: spell("cost: \u202e21")}, Expect("S002", RAIO, 3), ("validate",)),
    Case("c1-control-escape-in-a-value", {RAIO: spell('cost: "\\x9b31m"')}, Expect("S002", RAIO, 3), ("validate",)),
    Case("line-separator-escape-in-a-key", {RAIO: spell('"Ra\\Lio": 1')}, Expect("S001", RAIO, "Ra\\Lio"), ("validate",)),
]

LAYOUT = [
    Case("kind-folder-is-a-file", {"content/spells": FileInstead("name: Raio\n")}, Expect("Y011", "content/spells", 1), ("validate",)),
    Case("upper-case-suffix-is-read", {RAIO: Gone(), "content/spells/raio.YAML": spell("cost: doze")}, Expect("S002", "content/spells/raio.YAML", 3), ("validate",)),
    Case("mixed-case-yml-suffix-is-read", {RAIO: Gone(), "content/spells/raio.Yml": spell("cost: doze")}, Expect("S002", "content/spells/raio.Yml", 3), ("validate",)),
]

def _png() -> bytes:
    from PIL import Image

    buffer = io.BytesIO()
    Image.new("RGB", (4, 4), (200, 30, 30)).save(buffer, format="PNG")
    return buffer.getvalue()


PNG = _png()
TRUNCATED_FONT = (Path(cardkit.__file__).parent / "fonts" / "Lato-Bold.ttf").read_bytes()[:4096]
SHEETS_CSS = "templates/sheets/sheets.css"
LONG_NAME = "a" * 300 + ".png"

RENDERING = [  # files that are there but would not render: a diagnostic at the line naming them
    Case("sheet-font-truncated", {"templates/sheets/quebrada.ttf": TRUNCATED_FONT, SHEETS_CSS: "@font-face { font-family: Q; src: url('{{ asset(\"sheets/quebrada.ttf\") }}'); }\nbody { font-family: Q; }\n"}, Expect("B404", SHEETS_CSS, 1), ("build", "sheets"), "tiny"),
    Case("sheet-image-undecodable", {"templates/sheets/fundo.png": b"not a png at all", SHEETS_CSS: "body { background: url('{{ asset(\"sheets/fundo.png\") }}'); }\n"}, Expect("B404", SHEETS_CSS, 1), ("build", "sheets"), "tiny"),
    Case("sheet-image-name-over-255", {SHEETS_CSS: f"body {{ background: url('{LONG_NAME}'); }}\n"}, Expect("B404", SHEETS_CSS, 1), ("build", "sheets"), "tiny"),
    Case("chapter-image-undecodable", {BOOK: book("99-exemplo.md"), CHAPTER: "# Mapa\n\n![mapa](mapa.png)\n", "content/rulebook/mapa.png": b"not a png at all"}, Expect("B404", CHAPTER, 3), ("build", "rulebook"), "tiny"),
    Case("chapter-image-missing-at-its-line", {BOOK: book("99-exemplo.md"), CHAPTER: "# Mapa\n\nTexto.\n\n![mapa](nada.png)\n"}, Expect("B402", CHAPTER, 5), ("build", "rulebook"), "tiny"),
    Case("chapter-image-beside-its-chapter", {BOOK: book("99-exemplo.md"), CHAPTER: "# Mapa\n\n![mapa](mapa.png)\n", "content/rulebook/mapa.png": PNG}, Expect(None, exit=0), ("build", "rulebook"), "tiny"),
    Case("chapter-image-name-over-255", {BOOK: book("99-exemplo.md"), CHAPTER: f"# Mapa\n\n![mapa]({LONG_NAME})\n"}, Expect("B404", CHAPTER, 3), ("build", "rulebook"), "tiny"),
]

CASES: list[Case] = LOADER + SCHEMAS + RULES + RULEBOOK + CONFIG + TEMPLATES + NUMBERS + TERMINAL + LAYOUT + RENDERING
