"""A minimal, clean cardkit project written into a temporary folder, one file overridable at a time.

BASE is the smallest game every rule is happy with: a vocabulary, one trait, one spell and
one unit that use each other. A test replaces or adds the file that makes its rule fire and
asserts where the diagnostic points, by searching the text it wrote.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from cardkit.checks import run_checks
from cardkit.foundation.diagnostics import Diagnostic, Report, Severity
from cardkit.loading import load_yaml
from cardkit.model import Definition, Game
from cardkit.model.builders import build_vocabulary, definition_of
from cardkit.model.packs import find_pack
from cardkit.project.validate import load_game, open_project

GAME = """\
name: Jogo de Teste
language: pt-BR
pack: tab-master
resolution: tab-master
dice: [4, 6, 8, 10, 12, 20]
caster_classes: [Alquimista]
card_types:
  - {id: spell, name: Magia, description: Carta conjurada gastando Fluxo.}
  - {id: hex, name: Feitiço, description: Carta aplicada sobre uma unidade.}
attack_types:
  - {id: melee, name: Comum, description: Ataque corpo a corpo.}
  - {id: projectile, name: Projétil, description: Ataque à distância.}
effect_keywords:
  - {name: Linha, id: line, description: Atinge uma linha.}
line_directions:
  - {id: front, name: Frente}
  - {id: complete, name: Completa}
ammunition:
  - {name: Flecha, unit: Alquimista}
unit_categories:
  - {id: regular, name: Unidade}
  - {id: commander, name: Comandante, army: {min: 1, max: 1, field: commander}}
  - {id: champion, name: Campeão, army: {min: 1, max: 1, field: champion}}
  - {id: siege_engine, name: Engenho, sheet: engines}
resources:
  - {id: mana, name: Fluxo}
elements:
  - name: Fogo
    effects:
      - kind: bonus_damage
        amount: 20
        against:
          - {trait: Essência, param: Gelo}
        applies_to: [attack, spell]
    id: fire
  - name: Gelo
    effects: []
    id: ice
  - name: Vida
    effects:
      - kind: heal
        applies_to: [attack, spell]
    id: life
"""

ESSENCIA = """\
name: Essência
params:
  - name: elemento
    type: element
    description: O elemento da natureza da unidade.
text: |
  A unidade tem a natureza do elemento dado.
"""

CHOQUE = """\
name: Choque
card_type: Magia
cost: 2
range: 2
damage: 1d20
ref: Alquimista
effects:
  elements: [Fogo]
"""

ALQUIMISTA = """\
name: Alquimista
category: regular
defense: 3
movement: 1
attacks:
  - type: Comum
    atk: 1
    damage: 1d4
traits:
  - name: Essência
    params: [Gelo]
"""

BASE: dict[str, str] = {
    "cardkit.yaml": "name: Teste\n",
    "content/game.yaml": GAME,
    "content/traits/essencia.yaml": ESSENCIA,
    "content/spells/choque.yaml": CHOQUE,
    "content/units/alquimista.yaml": ALQUIMISTA,
}

GAME_EN = """\
name: Test Game
language: en
pack: tab-master
resolution: tab-master
dice: [4, 6, 8, 10, 12, 20]
caster_classes: [Alchemist]
card_types:
  - {id: spell, name: Spell, description: A card cast by spending Mana.}
  - {id: hex, name: Hex, description: A card laid on a unit.}
attack_types:
  - {id: melee, name: Melee, description: A strike within reach.}
  - {id: magic, name: Magic, description: "Like Melee, with no height limit nor line of sight."}
  - {id: projectile, name: Shot, description: Rolls the ATK die against the distance.}
  - {id: secondary, name: Secondary, description: An attack instead of the main one.}
effect_keywords:
  - {id: elements, name: Element, description: The damage carries elements.}
  - {id: explosion, name: Blast, description: Hits the squares around the epicentre.}
  - {id: line, name: Line, description: Hits a line.}
  - {id: all, name: All, description: Hits allies too.}
line_directions:
  - {id: front, name: Front}
  - {id: complete, name: Complete}
stats:
  - {id: damage, name: Damage, abbreviation: DMG}
unit_categories:
  - {id: regular, name: Unit}
resources:
  - {id: mana, name: Mana, description: What spells cost.}
ammunition:
  - {id: arrow, name: Arrow, unit: Alchemist}
elements:
  - id: fire
    name: Fire
    effects:
      - kind: bonus_damage
        amount: 20
        against:
          - {trait: Essence, param: Ice}
        applies_to: [attack, spell]
  - id: ice
    name: Ice
    effects: []
"""
"""The base game in English (language: en): the same shapes, other words, and a stat
abbreviation (DMG) the English label catalog would also give."""

ESSENCE = """\
name: Essence
params:
  - name: element
    type: element
    description: The element of the unit's nature.
text: |
  The unit has the nature of the given element.
"""

SHOCK = """\
name: Shock
card_type: Spell
cost: 2
range: 2
damage: 1d20
ref: Alchemist
effects:
  elements: [Fire]
"""

ALCHEMIST = """\
name: Alchemist
category: regular
defense: 3
movement: 1
attacks:
  - type: Melee
    atk: 1
    damage: 1d4
traits:
  - name: Essence
    params: [Ice]
"""

BASE_EN: dict[str, str] = {
    "cardkit.yaml": "name: Test\n",
    "content/game.yaml": GAME_EN,
    "content/traits/essence.yaml": ESSENCE,
    "content/spells/shock.yaml": SHOCK,
    "content/units/alchemist.yaml": ALCHEMIST,
}

GAME_FILE = "content/game.yaml"
UNIT_FILE_EN = "content/units/alchemist.yaml"
SPELL_FILE_EN = "content/spells/shock.yaml"
TRAIT_FILE = "content/traits/essencia.yaml"
SPELL_FILE = "content/spells/choque.yaml"
UNIT_FILE = "content/units/alquimista.yaml"


def where(text: str, needle: str, after: str = "") -> tuple[int, int]:
    """1-based (line, column) of the first `needle` in `text` following `after`: where a
    diagnostic should point (`after="pilgrim: "` finds the 1 of `pilgrim: 1`)."""
    index = text.index(needle, text.index(after) + len(after))
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


@dataclass
class FixtureProject:
    """The files of one test project; `check()` writes them and runs load + checks."""

    root: Path
    files: dict[str, str] = field(default_factory=lambda: dict(BASE))

    def set(self, relpath: str, text: str | None) -> FixtureProject:
        """Replace (or add) a file; None removes it."""
        if text is None:
            self.files.pop(relpath, None)
        else:
            self.files[relpath] = text
        return self

    def edit(self, relpath: str, old: str, new: str) -> FixtureProject:
        """Change one piece of a file, which must be there exactly once."""
        assert self.files[relpath].count(old) == 1, f"{old!r} must occur once in {relpath}"
        self.files[relpath] = self.files[relpath].replace(old, new)
        return self

    def write(self) -> None:
        for relpath, text in self.files.items():
            path = self.root / relpath
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")

    def check(self, overrides: dict[str, str] | None = None) -> Report:
        """Load the project like the CLI does, then run the checks into the same report."""
        self.write()
        project, schemas = open_project(self.root)
        loaded = load_game(project, schemas)
        report = Report.following(loaded.report)
        run_checks(loaded.game, overrides if overrides is not None else project.rule_overrides, report)
        return report

    def game_without_schemas(self) -> Game:
        """The model built straight from the YAML, for data the schemas would refuse."""
        self.write()
        pack = find_pack("tab-master")
        assert pack is not None
        vocabulary = None
        by_kind: dict[str, list[Definition]] = {}
        folders = {kind.folder: kind for kind in pack.table.kinds}
        for relpath in self.files:
            parts = Path(relpath).parts
            doc, _ = load_yaml(self.root / relpath, self.root)
            if relpath == GAME_FILE:
                assert doc is not None, relpath
                vocabulary = build_vocabulary(doc, pack, pack.table)
            elif len(parts) == 3 and parts[0] == "content" and parts[1] in folders:
                assert doc is not None, relpath
                definition = definition_of(doc, folders[parts[1]], pack)
                by_kind.setdefault(definition.kind, []).append(definition)
        return Game(vocabulary, {kind: tuple(found) for kind, found in by_kind.items()}, base_table=pack.table)

    def position(self, relpath: str, needle: str, after: str = "") -> tuple[int, int]:
        return where(self.files[relpath], needle, after)

    def use_trait(self, flow_mapping: str) -> FixtureProject:
        """Give the base unit one more trait, e.g. "{name: Corrida, params: [4]}"."""
        return self.edit(UNIT_FILE, "traits:\n", f"traits:\n  - {flow_mapping}\n")

    def add_spell_effect(self, yaml_lines: str) -> FixtureProject:
        """Add keys under the base spell's `effects:` (indented by two spaces)."""
        return self.edit(SPELL_FILE, "  elements: [Fogo]\n", "  elements: [Fogo]\n" + yaml_lines)


def of_code(report: Report, code: str) -> list[Diagnostic]:
    return [d for d in report.sorted() if d.code == code]


def assert_single(report: Report, code: str, severity: Severity, file: str, line_column: tuple[int, int]) -> Diagnostic:
    """Exactly one diagnostic of `code`, with this severity, at this place; returned for more asserts."""
    found = of_code(report, code)
    assert len(found) == 1, [f"{d.file}:{d.line}:{d.column} {d.message}" for d in found] or report.sorted()
    diagnostic = found[0]
    assert (diagnostic.severity, diagnostic.file, (diagnostic.line, diagnostic.column)) == (
        severity,
        file,
        line_column,
    ), diagnostic
    assert diagnostic.message and diagnostic.hint
    return diagnostic
