"""Every rule: a fixture that makes it fire (code, severity, file, line, column asserted) and a
near-miss fixture that must not (forgiving spellings, fixed numbers, other valid forms)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest

from cardkit.checks import Reads, all_rules
from cardkit.foundation.diagnostics import Severity
from tests.checks import more_files as files
from tests.checks.fixtures import GAME_FILE, SPELL_FILE, TRAIT_FILE, UNIT_FILE, FixtureProject, assert_single, of_code

ERROR, WARNING = Severity.ERROR, Severity.WARNING
Setup = Callable[[FixtureProject], object]


def nothing(project: FixtureProject) -> None:
    """The base project as it is: the passing fixture of rules whose near-miss is the base."""


def caster(name: str) -> Setup:
    return lambda p: p.edit(GAME_FILE, "caster_classes: [Alquimista]", f"caster_classes: [Alquimista, {name}]")


def projectile(ammunition: str | None) -> Setup:
    extra = f"    ammunition: {ammunition}\n" if ammunition else ""
    return lambda p: p.edit(UNIT_FILE, "  - type: Comum\n    atk: 1\n", f"  - type: Projétil\n    atk: 1d10\n{extra}")


def immunity_against(selector: str) -> Setup:
    effect = (
        f"    effects:\n      - kind: immunity\n        against:\n          - {selector}\n"
        "        applies_to: [attack, spell]\n"
    )
    return lambda p: p.edit(GAME_FILE, "  - name: Gelo\n    effects: []\n", "  - name: Gelo\n" + effect).set(
        "content/traits/voar.yaml", files.VOAR
    )


def army(old: str = "", new: str = "") -> Setup:
    return lambda p: p.set(files.ARMY_FILE, files.ARMY.replace(old, new))


def both(*setups: Setup) -> Setup:
    return lambda p: [setup(p) for setup in setups]


START = "{speed: 1, attack: 9, defense: 3, damage: 2}"
"""A dial's starting click that agrees with the base unit (DEF 3, MOV 1)."""


def dial(*clicks: str) -> Setup:
    """Give the base unit a combat dial, one flow mapping per click; no click writes `dial: []`."""
    listed = "".join(f"\n  - {click}" for click in clicks) or " []"
    return lambda p: p.set(UNIT_FILE, f"{p.files[UNIT_FILE]}dial:{listed}\n")


def clix(project: FixtureProject) -> None:
    """Make the base game a clix game (game.yaml resolution: clix)."""
    project.edit(GAME_FILE, "resolution: tab-master", "resolution: clix")


ITEM_FILE = "content/items/espada.yaml"
ITEM_KIND = """
card_kinds:
  - id: item
    name: Item
    folder: items
    fields:
      - {id: portador, name: Portador, type: reference, to: unit}
      - {id: icone, name: Ícone, type: image}
"""


def item(lines: str) -> Setup:
    """Declare an `item` kind (a reference to a unit, an image) and give the game one item."""
    return lambda p: p.set(GAME_FILE, p.files[GAME_FILE] + ITEM_KIND).set(ITEM_FILE, f"name: Espada\n{lines}\n").set(
        "content/assets/espada.png", "not really a PNG; R722 only asks whether it is there"
    )


@dataclass(frozen=True)
class Case:
    """`fails` makes rule `code` fire once, with `severity`, in `file` at `needle` (the first one
    after `after`); `passes` is a near miss that must not make it fire."""

    code: str
    severity: Severity
    fails: Setup
    file: str
    needle: str
    passes: Setup
    after: str = ""

    def __str__(self) -> str:
        return self.code


CASES = [
    Case("R720", ERROR, item("portador: Alquimsta"), ITEM_FILE, "Alquimsta", item("portador: Alquimista")),
    Case("R721", WARNING, item("portador: alquimista"), ITEM_FILE, "alquimista", item("portador: Alquimista")),
    Case("R722", ERROR, item("icone: espda.png"), ITEM_FILE, "espda.png", item("icone: espada.png")),
    Case(
        "R001",
        WARNING,
        lambda p: p.set("content/spells/choque-eletrico.yaml", p.files.pop(SPELL_FILE)),
        "content/spells/choque-eletrico.yaml",
        "Choque",
        lambda p: p.set(
            "content/spells/lamina-da-terra.yaml", p.files.pop(SPELL_FILE).replace("Choque", "Lâmina da Terra")
        ),
    ),
    Case(
        "R002",
        WARNING,
        lambda p: p.edit(SPELL_FILE, "ref: Alquimista\n", "ref: Alquimista\nignore: [R999]\n"),
        SPELL_FILE,
        "R999",
        lambda p: p.edit(SPELL_FILE, "ref: Alquimista\n", "ref: Alquimista\nignore: [R201]\n"),
    ),
    Case(
        "R100",
        WARNING,
        lambda p: p.edit(UNIT_FILE, "- name: Essência", "- name: essencia"),
        UNIT_FILE,
        "essencia",
        nothing,
    ),
    Case(
        "R101", ERROR, lambda p: p.edit(UNIT_FILE, "- name: Essência", "- name: Esencia"), UNIT_FILE, "Esencia", nothing
    ),
    Case(
        "R102",
        ERROR,
        lambda p: p.set("content/traits/toxina.yaml", files.TOXINA).use_trait("{name: Toxina, params: [Venenu]}"),
        UNIT_FILE,
        "Venenu",
        lambda p: (
            p.set("content/traits/toxina.yaml", files.TOXINA)
            .set("content/spells/veneno.yaml", files.VENENO)
            .use_trait("{name: Toxina, params: [veneno]}")
        ),
    ),
    Case(
        "R103",
        ERROR,
        lambda p: p.set("content/traits/padrao.yaml", files.PADRAO).use_trait("{name: Padrão, params: [Alquimsta]}"),
        UNIT_FILE,
        "Alquimsta",
        lambda p: p.set("content/traits/padrao.yaml", files.PADRAO).use_trait("{name: Padrão, params: [Alquimista]}"),
    ),
    Case("R104", ERROR, lambda p: p.edit(SPELL_FILE, "[Fogo]", "[Fgo]"), SPELL_FILE, "Fgo", nothing),
    Case("R105", ERROR, lambda p: p.edit(SPELL_FILE, "ref: Alquimista", "ref: Mago"), SPELL_FILE, "Mago", nothing),
    Case(
        "R106",
        ERROR,
        lambda p: p.edit(SPELL_FILE, "card_type: Magia", "card_type: Encanto"),
        SPELL_FILE,
        "Encanto",
        lambda p: p.edit(SPELL_FILE, "card_type: Magia", "card_type: Feitiço"),
    ),
    Case("R107", ERROR, lambda p: p.edit(UNIT_FILE, "type: Comum", "type: Mágico"), UNIT_FILE, "Mágico", nothing),
    Case("R108", ERROR, projectile("Pedra"), UNIT_FILE, "Pedra", projectile("Flecha")),
    Case(
        "R109",
        ERROR,
        lambda p: p.add_spell_effect("  line:\n    directions: [Tras]\n"),
        SPELL_FILE,
        "Tras",
        lambda p: p.add_spell_effect("  line:\n    directions: [frente]\n"),
    ),
    Case("R110", ERROR, lambda p: p.edit(UNIT_FILE, "[Gelo]", "[Gelo, Fogo]"), UNIT_FILE, "Fogo", nothing),
    Case(
        "R111",
        ERROR,
        lambda p: p.set("content/traits/corrida.yaml", files.CORRIDA).use_trait("{name: Corrida, params: [rapido]}"),
        UNIT_FILE,
        "rapido",
        lambda p: p.set("content/traits/corrida.yaml", files.CORRIDA).use_trait("{name: Corrida, params: [4]}"),
    ),
    Case(
        "R112",
        ERROR,
        lambda p: p.set("content/traits/toxina.yaml", files.TOXINA).use_trait("{name: Toxina, params: [Choque]}"),
        UNIT_FILE,
        "Choque",
        lambda p: (
            p.set("content/traits/toxina.yaml", files.TOXINA)
            .set("content/spells/veneno.yaml", files.VENENO)
            .use_trait("{name: Toxina, params: [Veneno]}")
        ),
    ),
    Case(
        "R113",
        ERROR,
        immunity_against("{trait: Voar, param: Alto}"),
        GAME_FILE,
        "Alto",
        immunity_against("{trait: Voar}"),
    ),
    Case(
        "R114",
        WARNING,
        lambda p: p.set("content/traits/agrupar.yaml", files.AGRUPAR),
        "content/traits/agrupar.yaml",
        "especificado na descrição",
        lambda p: p.set(
            "content/traits/agrupar.yaml",
            files.AGRUPAR.replace("params: []", "params:\n  - {name: unidades, type: integer, description: Quantas.}"),
        ),
    ),
    Case(
        "R115",
        WARNING,
        lambda p: p.set("content/traits/toxina.yaml", files.TOXINA.replace("    card_type: Feitiço\n", "")),
        "content/traits/toxina.yaml",
        "name: veneno",
        lambda p: p.set("content/traits/toxina.yaml", files.TOXINA),
    ),
    Case(
        "R116",
        WARNING,
        lambda p: p.set("content/traits/toxina.yaml", files.TOXINA),
        "content/traits/toxina.yaml",
        "Feitiço",
        lambda p: p.set("content/traits/toxina.yaml", files.TOXINA).set("content/spells/veneno.yaml", files.VENENO),
    ),
    Case(
        "R130",
        WARNING,
        lambda p: p.set("content/traits/lenda.yaml", files.LENDA),
        "content/traits/lenda.yaml",
        "Lendário",
        lambda p: p.set(
            "content/traits/lenda.yaml", files.LENDA.replace("“Lendário”", '“Lenda”, "Essência: Gelo" e “Feitiços”')
        ),
    ),
    Case(
        "R131",
        WARNING,
        lambda p: p.edit(TRAIT_FILE, "do elemento dado", "do “elemento” dado, como “essencia”"),
        TRAIT_FILE,
        "essencia",
        lambda p: p.edit(TRAIT_FILE, "do elemento dado", "da “Essência” dada"),
    ),
    Case(
        "R201",
        ERROR,
        lambda p: p.edit(SPELL_FILE, "damage: 1d20", "damage: 1d7"),
        SPELL_FILE,
        "1d7",
        lambda p: p.edit(SPELL_FILE, "damage: 1d20", "damage: 2d10+2").edit(UNIT_FILE, "damage: 1d4", "damage: 10"),
    ),
    Case(
        "R202", WARNING, lambda p: p.edit(UNIT_FILE, "atk: 1\n", "atk: 1d6\n"), UNIT_FILE, "1d6", projectile("Flecha")
    ),
    Case(
        "R301",
        ERROR,
        lambda p: p.edit(SPELL_FILE, "range: 2", "range: null").add_spell_effect("  explosion: 1\n"),
        SPELL_FILE,
        "null",
        lambda p: p.add_spell_effect("  explosion: 1\n"),
    ),
    Case(
        "R302",
        ERROR,
        lambda p: p.edit(SPELL_FILE, "range: 2", "range: null"),
        SPELL_FILE,
        "null",
        lambda p: p.edit(SPELL_FILE, "range: 2", "range: null").add_spell_effect("  line:\n    directions: [Frente]\n"),
    ),
    Case(
        "R320",
        WARNING,
        lambda p: p.edit(GAME_FILE, "  - name: Fogo\n", '  - name: Fogo\n    text: {spell: "causam 20 pontos de Dano extras (DAN +10)"}\n'),
        GAME_FILE,
        "(DAN +10)",
        lambda p: p.edit(GAME_FILE, "  - name: Fogo\n", '  - name: Fogo\n    text: {spell: "causam 20 potos de Dano extras (DAN +20)"}\n'),
    ),
    Case(
        "R303",
        WARNING,
        lambda p: p.add_spell_effect("  line:\n    directions: []\n"),
        SPELL_FILE,
        "[]",
        lambda p: p.add_spell_effect("  line:\n    directions: [Completa]\n"),
    ),
    Case(
        "R304",
        ERROR,
        lambda p: p.add_spell_effect("  pilgrim: 1\n"),
        SPELL_FILE,
        "1",
        lambda p: p.add_spell_effect("  pilgrim: 2\n"),
        after="pilgrim: ",
    ),
    Case(
        "R306",
        WARNING,
        lambda p: p.add_spell_effect("  all: true\n"),
        SPELL_FILE,
        "true",
        lambda p: p.add_spell_effect("  area: true\n  all: true\n"),
        after="all: ",
    ),
    Case(
        "R307",
        WARNING,
        lambda p: p.edit(SPELL_FILE, "damage: 1d20", "damage: null").edit(SPELL_FILE, "[Fogo]", "[Vida]"),
        SPELL_FILE,
        "Vida",
        lambda p: p.edit(SPELL_FILE, "[Fogo]", "[Vida]"),
    ),
    Case(
        "R308",
        WARNING,
        lambda p: p.edit(SPELL_FILE, "[Fogo]", "[Fogo, Vida]"),
        SPELL_FILE,
        "Vida",
        lambda p: p.edit(SPELL_FILE, "[Fogo]", "[Vida]"),
    ),
    Case(
        "R310",
        ERROR,
        lambda p: p.edit(UNIT_FILE, "damage: 1d4\n", "damage: 1d4\n    ammunition: Flecha\n"),
        UNIT_FILE,
        "Flecha",
        projectile("Flecha"),
    ),
    Case("R311", WARNING, projectile(None), UNIT_FILE, "Projétil", projectile("Flecha")),
    Case(
        "R401",
        ERROR,
        lambda p: p.set("content/spells/zz-choque.yaml", p.files[SPELL_FILE].replace("Choque", "CHOQUE")),
        "content/spells/zz-choque.yaml",
        "CHOQUE",
        lambda p: p.set("content/spells/choque-forte.yaml", p.files[SPELL_FILE].replace("Choque", "Choque Forte")),
    ),
    Case(
        "R402",
        ERROR,
        lambda p: p.edit(SPELL_FILE, "name: Choque", 'name: "Cho\\u200dque"'),
        SPELL_FILE,
        '"Cho',
        lambda p: p.edit(SPELL_FILE, "name: Choque", "name: Chôque"),
    ),
    Case(
        "R403",
        WARNING,
        lambda p: p.set("content/spells/zz-choque.yaml", p.files[SPELL_FILE].replace("Choque", "\u0421hoque")),
        "content/spells/zz-choque.yaml",
        "\u0421hoque",
        lambda p: p.set("content/spells/zz-choque.yaml", p.files[SPELL_FILE].replace("Choque", "Ch0que")),
    ),
    Case(
        "R410",
        WARNING,
        lambda p: p.set("content/traits/voar.yaml", files.VOAR),
        "content/traits/voar.yaml",
        "Voar",
        immunity_against("{trait: Voar}"),
    ),
    Case(
        "R411",
        WARNING,
        both(caster("Sacerdote"), lambda p: p.edit(SPELL_FILE, "ref: Alquimista", "ref: Sacerdote")),
        SPELL_FILE,
        "Sacerdote",
        both(
            caster("Sacerdote"),
            lambda p: p.edit(SPELL_FILE, "ref: Alquimista", "ref: Sacerdote"),
            lambda p: p.set("content/traits/padrao.yaml", files.PADRAO).use_trait(
                "{name: Padrão, params: [Sacerdote]}"
            ),
        ),
    ),
    Case(
        "R412",
        WARNING,
        caster("Sacerdote"),
        GAME_FILE,
        "Sacerdote",
        both(caster("Sacerdote"), lambda p: p.set("content/units/sacerdote.yaml", files.SACERDOTE)),
    ),
    Case("R501", ERROR, army("unit: Alquimista", "unit: Lancero"), files.ARMY_FILE, "Lancero", army()),
    Case(
        "R502",
        ERROR,
        army("commander: Alquimista", "commander: Comandante"),
        files.ARMY_FILE,
        "Comandante",
        army("commander: Alquimista", "commander: alquimista"),
    ),
    Case("R503", ERROR, army("Flecha: 10", "Pedra: 10"), files.ARMY_FILE, "Pedra", army()),
    Case("R117", ERROR, army("Fluxo: 40", "Mana: 40"), files.ARMY_FILE, "Mana", army()),
    Case("R701", ERROR, dial(), UNIT_FILE, "[]", dial(START)),
    Case(
        "R702",
        ERROR,
        dial(START, "{speed: 1, attack: 8, damage: 1}"),
        UNIT_FILE,
        "{speed: 1, attack: 8, damage: 1}",
        dial(START, "{speed: 1, attack: 8, defense: 2, damage: 1}"),
    ),
    Case(
        "R703",
        ERROR,
        dial(START, "{speed: 1, attack: 8, defense: 2, damage: -1}"),
        UNIT_FILE,
        "-1",
        dial(START, "{speed: 1, attack: 8, defense: 2, damage: 0}"),
    ),
    Case(
        "R704",
        ERROR,
        dial("{speed: 1, attack: 9, defense: 4, damage: 2}"),
        UNIT_FILE,
        "3",
        dial(START),
        after="defense: ",
    ),
    Case("R710", ERROR, dial(START), UNIT_FILE, "dial", both(clix, dial(START))),
    Case("R711", ERROR, clix, UNIT_FILE, "1d4", both(clix, lambda p: p.edit(UNIT_FILE, "damage: 1d4", "damage: 2"))),
    Case("R712", ERROR, clix, SPELL_FILE, "name", nothing),
]

ONLY_WITHOUT_SCHEMAS = {"R000", "R305"}
"""Rules tested in test_runner.py / test_model_only.py: a crash, and data the schemas refuse."""
WITH_IMAGES = {"R801", "R802", "R803"}
"""The art rules, whose fixtures are image files: their cases are in test_art.py."""
WITH_GIT_HISTORY = {"R132"}
"""Rules that read git history, whose fixtures are repositories: their cases are in test_old_names.py."""


def test_every_rule_has_a_case() -> None:
    """Army rules from R504 on have their cases in test_armies.py, which checks them the same way,
    the collection, printing, symbol and glyph rules (R75x, R73x, R140, R150) theirs in tests/collections; the rulebook's checks (R6xx) read
    chapters, not definitions, and have theirs in tests/rulebook."""
    own = {rule.code for rule in all_rules() if rule.reads is Reads.GAME and not "R504" <= rule.code <= "R599" and not "R750" <= rule.code <= "R759" and not "R730" <= rule.code <= "R739" and rule.code not in ("R140", "R150")}
    assert {case.code for case in CASES} | ONLY_WITHOUT_SCHEMAS | WITH_IMAGES | WITH_GIT_HISTORY == own


@pytest.mark.parametrize("case", CASES, ids=str)
def test_rule_reports_the_failing_fixture(project: FixtureProject, case: Case) -> None:
    case.fails(project)
    report = project.check()
    expected = project.position(case.file, case.needle, case.after)
    assert_single(report, case.code, case.severity, case.file, expected)


@pytest.mark.parametrize("case", CASES, ids=str)
def test_rule_accepts_the_passing_fixture(project: FixtureProject, case: Case) -> None:
    case.passes(project)
    report = project.check()
    assert of_code(report, case.code) == []
    assert not [d for d in report.sorted() if d.code.startswith(("Y", "S"))], "the fixture must load cleanly"


def test_missing_trait_params_point_at_the_trait_name(project: FixtureProject) -> None:
    project.edit(UNIT_FILE, "    params: [Gelo]\n", "")
    diagnostic = assert_single(project.check(), "R110", ERROR, UNIT_FILE, project.position(UNIT_FILE, "Essência"))
    assert diagnostic.message == "Essência takes 1 parameter, given 0"
    assert diagnostic.hint == "give, in order: elemento (element)"
