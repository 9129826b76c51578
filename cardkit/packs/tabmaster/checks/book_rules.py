"""Tab Master's rulebook rules (R601, R603, R604, R608): the prose's stat quotes against the
cards and the ```scenario fences replayed by the rules engine. The seed's stat quotes and
worked examples they read are described in docs/seed-facts.md, Worked examples.
"""

from __future__ import annotations

from cardkit.checks.book_context import BookContext
from cardkit.checks.registry import book_rule
from cardkit.codes.checks import BAD_SCENARIO, QUOTE_MISMATCH, SCENARIO_MISMATCH, SCENARIO_NOT_REPLAYED
from cardkit.foundation.diagnostics import Diagnostic


@book_rule(QUOTE_MISMATCH)
def quote_differs_from_card(book: BookContext) -> list[Diagnostic]:
    """A stat quote in the prose (a name, then its stats in parentheses, the way the seed
    writes them) gives a value the card does not have. The prose cannot be trusted to follow
    the data, so every quoted value is compared with the card's, dice by meaning ("d20" is
    "1d20"), and the message names both values and where the card says it. A language with no
    stat-quote patterns gets one info note instead of a silent pass.

    PASS::

        <!-- content/rulebook/03-regras-de-magia.md; Choque costs 2, reaches 2, deals 1d20 -->
        Exemplo: Choque (Custo 2, RNG 2, DAN 1d20, REF Alquimista).

    FAIL::

        <!-- content/rulebook/03-regras-de-magia.md -->
        Exemplo: Choque (Custo 2, RNG 2, DAN 10, REF Alquimista).
    """
    return [d for d in book.quote_findings if d.code == QUOTE_MISMATCH]


@book_rule(SCENARIO_MISMATCH)
def scenario_mismatch(book: BookContext) -> list[Diagnostic]:
    """A ```scenario fence is a worked example as data; the rules engine replays it with the
    text's own dice, so a difference from what the text claims (who is hit or defeated, where
    the attacker ends, what the spell costs) is the example contradicting the rules or the
    cards, never luck. A scenario that says `expect_finding:` (quoting why the seed's text is
    known to be wrong) keeps its mismatch as a warning; once the replay agrees, that
    `expect_finding` is reported as stale.

    PASS::

        <!-- content/rulebook/02-tipos-de-ataque.md; Lanceiro: DAN 1d20, Soldado: DEF 10 -->
        ```scenario
        board: 3x1
        units:
          - {id: "1", unit: Lanceiro, side: A, at: a1}
          - {id: "2", unit: Soldado, side: B, at: c1}
        action: {attacker: "1", attack: Comum, move: [b1], target: "2"}
        dice: {damage: 12}
        claim: {defeated: ["2"]}
        ```

    FAIL::

        <!-- content/rulebook/02-tipos-de-ataque.md: 7 damage does not beat DEF 10 -->
        ```scenario
        board: 3x1
        units:
          - {id: "1", unit: Lanceiro, side: A, at: a1}
          - {id: "2", unit: Soldado, side: B, at: c1}
        action: {attacker: "1", attack: Comum, move: [b1], target: "2"}
        dice: {damage: 7}
        claim: {defeated: ["2"]}
        ```
    """
    return [d for d in book.scenario_findings if d.code == SCENARIO_MISMATCH]


@book_rule(BAD_SCENARIO)
def bad_scenario(book: BookContext) -> list[Diagnostic]:
    """A ```scenario fence cannot be read or replayed: its YAML is broken (reported with its Y
    code), a key or square is wrong ("z9" on a 3x1 board), a unit or spell is unknown, or the
    replay is impossible as written (a roll the die cannot show, an attack type the unit lacks).
    Each problem points at its line in the chapter.

    PASS::

        <!-- content/rulebook/02-tipos-de-ataque.md -->
        ```scenario
        board: 3x1
        units:
          - {id: "1", unit: Lanceiro, side: A, at: a1}
          - {id: "2", unit: Soldado, side: B, at: c1}
        action: {attacker: "1", attack: Comum, move: [b1], target: "2"}
        dice: {damage: 12}
        claim: {defeated: ["2"]}
        ```

    FAIL::

        <!-- content/rulebook/02-tipos-de-ataque.md: there is no square z9 on a 3x1 board -->
        ```scenario
        board: 3x1
        units:
          - {id: "1", unit: Lanceiro, side: A, at: z9}
          - {id: "2", unit: Soldado, side: B, at: c1}
        action: {attacker: "1", attack: Comum, move: [b1], target: "2"}
        dice: {damage: 12}
        claim: {defeated: ["2"]}
        ```
    """
    return [d for d in book.scenario_findings if d.code not in (SCENARIO_MISMATCH, SCENARIO_NOT_REPLAYED)]


@book_rule(SCENARIO_NOT_REPLAYED)
def scenario_not_replayed(book: BookContext) -> list[Diagnostic]:
    """The scenario replay is Tab Master's engine (damage against DEF, Projétil die against the
    distance); a clix game (game.yaml `resolution: clix`) rolls 3d6 + attack against defense and
    turns dials, which no replay does yet. Its scenario fences are still read, so a unit or a
    square they name wrongly is reported, and drawn in the book; one note, at the first fence,
    says they were not replayed. Check those worked examples by hand.

    PASS::

        <!-- content/game.yaml: resolution: tab-master; the book's scenarios are replayed -->
        ```scenario
        board: 3x1
        units:
          - {id: "1", unit: Lanceiro, side: A, at: a1}
          - {id: "2", unit: Soldado, side: B, at: c1}
        action: {attacker: "1", attack: Comum, move: [b1], target: "2"}
        dice: {damage: 12}
        claim: {defeated: ["2"]}
        ```

    FAIL::

        <!-- content/game.yaml: resolution: clix; this scenario is read, not replayed -->
        ```scenario
        board: 3x1
        units:
          - {id: "1", unit: Catapult, side: A, at: a1}
          - {id: "2", unit: Tanque M1 Marksman, side: B, at: c1}
        action: {attacker: "1", attack: Balístico, target: "2"}
        dice: {damage: 4}
        claim: {defeated: ["2"]}
        ```
    """
    return [d for d in book.scenario_findings if d.code == SCENARIO_NOT_REPLAYED]
