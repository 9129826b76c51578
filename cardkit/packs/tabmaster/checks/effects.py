"""R30x: a spell's or attack's effects must make sense together (seed 000, REGRAS DE MAGIA
and EFEITOS DE ATAQUE; docs/seed-facts.md, Magic and Elements).

What is checkable about Vida, the healing element ("Em vez de causar Dano ... recuperam
pontos de Vitalidade"): the heal needs an amount (damage) or an Especial saying what it
does, and another element on the same card would both heal and hurt. Vida with Sacrifício
is a legitimate design (a martyr's heal) and is not flagged. Healing elements are found by
their `heal` effect in game.yaml, not by name; messages name each keyword with the game's word
for it (game.yaml `effect_keywords`), or its id where the game has none.
"""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.registry import rule
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.folding import fold
from cardkit.packs.tabmaster.model import tm
from cardkit.packs.tabmaster.sites import EffectsAt, effects_blocks
from cardkit.packs.tabmaster.terms import Term


def _keyword(ctx: CheckContext, keyword_id: str) -> str:
    return ctx.index.lexicon.word(Term.EFFECT_KEYWORD, keyword_id)


def _keywords(ctx: CheckContext, *keyword_ids: str) -> str:
    """"Área, Explosão, Linha or Peregrino": the game's words, for a message."""
    words = [_keyword(ctx, keyword_id) for keyword_id in keyword_ids]
    return ", ".join(words[:-1]) + f" or {words[-1]}" if len(words) > 1 else "".join(words)


@rule(
    code="R301",
    name="explosion-without-range",
    severity=Severity.ERROR,
    description="an explosion spell has no range for its epicentre",
)
def explosion_without_range(ctx: CheckContext) -> Iterator[RuleFinding]:
    """An explosion lands on an epicentre the caster picks within the spell's range (RNG), then
    hits the squares around it; a spell with `explosion` but no `range` has no epicentre.

    PASS::

        # content/spells/inferno.yaml
        range: 3
        effects:
          explosion: 2

    FAIL::

        # content/spells/inferno.yaml
        range: null
        effects:
          explosion: 2
    """
    for spell in tm(ctx.game).spells:
        if spell.effects.explosion is not None and spell.range is None:
            yield RuleFinding(
                spell,
                ("range",),
                f"{_keyword(ctx, 'explosion')} {spell.effects.explosion} needs a range: "
                "RNG says how far away the epicentre may be",
                "give `range` the epicentre's distance (e.g. range: 3 with explosion: 2)",
            )


@rule(
    code="R302",
    name="spell-without-target",
    severity=Severity.ERROR,
    description="a spell with no range has nothing saying where it lands",
)
def spell_without_target(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A spell says where it lands: a range, a line effect, a special effect, or a text that says
    which units it hits. With none of them the card cannot be played.

    PASS::

        # content/spells/sopro-de-vida.yaml
        range: null
        effects:
          line:
            directions: [Frente]

    FAIL::

        # content/spells/sopro-de-vida.yaml
        range: null
        effects:
          elements: [Vida]
    """
    for spell in tm(ctx.game).spells:
        effects = spell.effects
        if (
            spell.range is None
            and effects.explosion is None
            and effects.line is None
            and not effects.special
            and not spell.text
        ):
            yield RuleFinding(
                spell,
                ("range",),
                f"{spell.name} has no range and no {_keyword(ctx, 'line')}, {_keyword(ctx, 'special')} "
                "or text saying where it lands",
                f"give a range, a {_keyword(ctx, 'line')} effect, or a {_keyword(ctx, 'special')} text "
                "that says which units it hits",
            )


@rule(
    code="R303",
    name="line-without-direction",
    severity=Severity.WARNING,
    description="a line effect names no direction",
)
def line_without_direction(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A line effect hits units on a line in the directions it lists (game.yaml `line_directions`);
    an empty list leaves the player asking which line.

    PASS::

        # content/spells/raio.yaml
        effects:
          line:
            directions: [Completa]

    FAIL::

        # content/spells/raio.yaml
        effects:
          line:
            directions: []
    """
    vocabulary = tm(ctx.game).vocabulary
    directions = ", ".join(d.name for d in vocabulary.line_directions) if vocabulary else ""
    hint = f"list its directions ({directions})" if directions else "list its directions"
    for block in effects_blocks(ctx.game):
        if block.effects.line == ():
            yield RuleFinding(
                block.definition,
                (*block.prefix, "effects", "line", "directions"),
                f"{_keyword(ctx, 'line')} with no direction: which direction?",
                hint,
            )


@rule(
    code="R304",
    name="effect-count-below-two",
    severity=Severity.ERROR,
    description="a multiple or pilgrim effect repeats fewer than two times",
)
def effect_count_below_two(ctx: CheckContext) -> Iterator[RuleFinding]:
    """Multiple and pilgrim repeat an attack or a spell's hit; a count below 2 repeats nothing.
    Remove the effect for a single hit.

    PASS::

        # content/spells/tornado.yaml
        effects:
          pilgrim: 3

    FAIL::

        # content/spells/tornado.yaml
        effects:
          pilgrim: 1
    """
    for block in effects_blocks(ctx.game):
        for key in ("multiple", "pilgrim"):
            keyword = _keyword(ctx, key)
            count = getattr(block.effects, key)
            if count is not None and count < 2:
                yield RuleFinding(
                    block.definition,
                    (*block.prefix, "effects", key),
                    f"{keyword} x {count} does not repeat anything",
                    f"{keyword} needs a count of 2 or more; remove it for a single hit",
                )


@rule(
    code="R305",
    name="explosion-radius-zero",
    severity=Severity.WARNING,
    description="an explosion of radius 0 hits only its epicentre",
)
def explosion_radius_zero(ctx: CheckContext) -> Iterator[RuleFinding]:
    """An explosion's number is its radius in squares around the epicentre; radius 0 hits only the
    epicentre, which a single-target spell already does. (The schemas refuse 0 first, S006; this
    check catches what reaches the model without them.)

    PASS::

        # content/spells/inferno.yaml
        effects:
          explosion: 2

    FAIL::

        # content/spells/inferno.yaml
        effects:
          explosion: 0
    """
    for block in effects_blocks(ctx.game):
        if block.effects.explosion == 0:
            yield RuleFinding(
                block.definition,
                (*block.prefix, "effects", "explosion"),
                f"{_keyword(ctx, 'explosion')} 0 hits only the epicentre square, like a single-target spell",
                "give the blast radius in squares (1 or more), or remove `explosion`",
            )


@rule(
    code="R306",
    name="all-without-area",
    severity=Severity.WARNING,
    description="`all` (allies too) on an effect that hits a single target",
)
def all_without_area(ctx: CheckContext) -> Iterator[RuleFinding]:
    """`all` makes an effect hit every unit in its area, allies included; on an effect with no area
    (no area, explosion, line or pilgrim), it has nothing to widen.

    PASS::

        # content/spells/inferno.yaml
        effects:
          explosion: 2
          all: true

    FAIL::

        # content/spells/choque.yaml
        effects:
          all: true
    """
    for block in effects_blocks(ctx.game):
        effects = block.effects
        spread = (
            effects.area or effects.explosion is not None or effects.line is not None or effects.pilgrim is not None
        )
        if effects.all and not spread:
            yield RuleFinding(
                block.definition,
                (*block.prefix, "effects", "all"),
                f"{_keyword(ctx, 'all')} hits every unit in the area, "
                f"but this has no {_keywords(ctx, 'area', 'explosion', 'line', 'pilgrim')}",
                "add the effect that gives the area, or remove `all`",
            )


def _healing_elements(ctx: CheckContext) -> set[str]:
    vocabulary = tm(ctx.game).vocabulary
    if vocabulary is None:
        return set()
    return {fold(e.name) for e in vocabulary.elements if any(effect.kind == "heal" for effect in e.effects)}


def _healing_blocks(ctx: CheckContext) -> Iterator[tuple[EffectsAt, int, str]]:
    """(effects block, index, name) of every healing element written in an effects block."""
    healing = _healing_elements(ctx)
    for block in effects_blocks(ctx.game):
        index = next((i for i, e in enumerate(block.effects.elements) if fold(e) in healing), None)
        if index is not None:
            yield block, index, block.effects.elements[index]


@rule(
    code="R307",
    name="healing-without-amount",
    severity=Severity.WARNING,
    description="a healing spell has no damage to heal with and no special text",
)
def healing_without_amount(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A healing element (one whose game.yaml effect is `heal`) turns the spell's damage into the
    vitality it restores; with no damage and no special text, the spell heals nothing.

    PASS::

        # content/spells/sopro-de-vida.yaml
        damage: 1d20
        effects:
          elements: [Vida]

    FAIL::

        # content/spells/sopro-de-vida.yaml
        damage: null
        effects:
          elements: [Vida]
    """
    for block, index, element in _healing_blocks(ctx):
        if block.damage is None and not block.effects.special:
            yield RuleFinding(
                block.definition,
                (*block.prefix, "effects", "elements", index),
                f"{element} heals instead of damaging, but there is no damage to heal with",
                f"give `damage` the {ctx.words.stat_name('vitality')} it recovers, "
                f"or a {_keyword(ctx, 'special')} text saying what it does",
            )


@rule(
    code="R308",
    name="healing-mixed-with-element",
    severity=Severity.WARNING,
    description="a healing element shares a card with another element",
)
def healing_mixed_with_element(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A healing element heals instead of damaging, so the same roll cannot also carry another
    element's damage: make two cards, or keep one element.

    PASS::

        # content/spells/sopro-de-vida.yaml
        effects:
          elements: [Vida]

    FAIL::

        # content/spells/sopro-de-vida.yaml
        effects:
          elements: [Vida, Fogo]
    """
    for block, index, element in _healing_blocks(ctx):
        if len(block.effects.elements) > 1:
            others = ", ".join(e for e in block.effects.elements if e != element)
            yield RuleFinding(
                block.definition,
                (*block.prefix, "effects", "elements", index),
                f"{element} heals instead of damaging, so the same roll cannot also carry {others}",
                "split it into two cards, or keep one element",
            )
