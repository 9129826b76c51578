"""R71x: content that belongs to the other resolution system than game.yaml's `resolution:`.

A Tab Master game resolves an attack with its damage dice against DEF and has spells; a clix
game rolls 3d6 + the dial's attack against defense and turns dials. Content written for the
other system is never read by this game's engine, report or replays, so it is a mistake the
designer should hear about at its line rather than a silently ignored value.
"""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.registry import rule
from cardkit.foundation.diagnostics import Severity
from cardkit.packs.tabmaster.model import Attack, tm
from cardkit.packs.tabmaster.resolution import Resolution, resolution_of

TAB_MASTER_ATTACK_FIELDS = ("height", "ammunition", "effects")
"""Attack keys only Tab Master reads: HLT, the ammunition spent, the Outros effects."""


def _tab_master_fields(attack: Attack) -> Iterator[tuple[str, str]]:
    """The keys of `attack` that only a Tab Master attack has, with what each shows."""
    if isinstance(attack.atk, str):
        yield "atk", f"an attack die ({attack.atk})"
    if isinstance(attack.damage, str):
        yield "damage", f"damage dice ({attack.damage})"
    if attack.height is not None:
        yield "height", f"a height (HLT {attack.height})"
    if attack.ammunition is not None:
        yield "ammunition", f"ammunition ({attack.ammunition})"
    if not attack.effects.is_empty:
        yield "effects", "effects"


@rule(
    code="R710",
    name="dial-in-tab-master-game",
    severity=Severity.ERROR,
    description="a unit of a tab-master game has a combat dial, which only clix games use",
)
def dial_in_tab_master_game(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A combat dial is clix-style content: Tab Master resolves damage against DEF and never
    turns a dial, so its cards, report and replays would ignore it. Remove the dial, or set
    `resolution: clix` in game.yaml if the game is a clix game.

    PASS::

        # content/game.yaml: resolution: tab-master
        # content/units/alquimista.yaml
        defense: 3
        movement: 1

    FAIL::

        # content/game.yaml: resolution: tab-master
        # content/units/alquimista.yaml
        defense: 3
        movement: 1
        dial:
          - {speed: 1, attack: 9, defense: 3, damage: 2}
    """
    if resolution_of(ctx.game) is not Resolution.TAB_MASTER:
        return
    for unit in tm(ctx.game).units:
        if unit.dial is not None:
            yield RuleFinding(
                unit,
                ("dial",),
                f"{unit.name} has a combat dial, but this game resolves attacks the Tab Master way (game.yaml resolution: tab-master)",
                "remove `dial`, or set `resolution: clix` in game.yaml if this is a clix game",
                key=True,
            )


@rule(
    code="R711",
    name="tab-master-attack-in-clix-game",
    severity=Severity.ERROR,
    description="an attack of a clix game has Tab Master dice, height, ammunition or effects",
)
def tab_master_attack_in_clix_game(ctx: CheckContext) -> Iterator[RuleFinding]:
    """In a clix game an attack names a weapon: `atk` is its maximum range and `damage` the clicks
    a hit deals, both whole numbers, and the dial gives the attack value. Damage dice, an attack
    die, a height (HLT), ammunition or effects are Tab Master's, which a clix game never rolls.

    PASS::

        # content/game.yaml: resolution: clix
        # content/units/catapult.yaml
        attacks:
          - {type: Balístico, name: Mísseis, atk: 14, damage: 4}

    FAIL::

        # content/game.yaml: resolution: clix
        # content/units/catapult.yaml
        attacks:
          - {type: Balístico, name: Mísseis, atk: 14, damage: 1d20}
    """
    if resolution_of(ctx.game) is not Resolution.CLIX:
        return
    for unit in tm(ctx.game).units:
        for index, attack in enumerate(unit.attacks):
            for key, shown in _tab_master_fields(attack):
                yield RuleFinding(
                    unit,
                    ("attacks", index, key),
                    f"attack {index + 1} of {unit.name} has {shown}, a Tab Master attack's; this game resolves attacks the clix way (3d6 + attack against defense)",
                    "in a clix game `atk` is the range and `damage` the clicks a hit deals, whole numbers; "
                    "remove Tab Master's height, ammunition and effects",
                )


@rule(
    code="R712",
    name="spell-in-clix-game",
    severity=Severity.ERROR,
    description="a clix game has a spell, which only tab-master games cast",
)
def spell_in_clix_game(ctx: CheckContext) -> Iterator[RuleFinding]:
    """Spells are Tab Master's (a Custo in Fluxo, damage dice against DEF); a clix game has no
    Fluxo to pay them with, and its report and replays never cast them. Remove the spell, or
    set `resolution: tab-master` in game.yaml.

    PASS::

        # content/game.yaml: resolution: clix
        # content/units/catapult.yaml (units and traits only, no content/spells/)
        name: Catapult

    FAIL::

        # content/game.yaml: resolution: clix
        # content/spells/lamina-da-terra.yaml
        name: Lâmina da Terra
    """
    if resolution_of(ctx.game) is not Resolution.CLIX:
        return
    for spell in tm(ctx.game).spells:
        yield RuleFinding(
            spell,
            ("name",),
            f"{spell.name} is a spell, but this game resolves attacks the clix way (game.yaml resolution: clix), which has no spells",
            "remove the spell, or set `resolution: tab-master` in game.yaml",
            key=True,
        )
