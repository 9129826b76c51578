"""R6xx: the rulebook checked against the game, without laying it out.

The book is read once per run (`read_book`: book.yaml, then each chapter parsed into
markdown-it tokens) and each check reads the part it judges: the manifest, stat quotes,
placeholders, links, scenario fences. Nothing is rendered: a placeholder is resolved, not
filled, a scenario replayed, not drawn, so `check` never loads a template. `cardkit build
rulebook` runs these same checks (`building=True`) before it lays the book out. The seed's
stat quotes and worked examples they read are described in docs/seed-facts.md, Worked examples.
"""

from __future__ import annotations

from cardkit.checks.book_context import BookContext
from cardkit.checks.registry import book_rule
from cardkit.codes.checks import (
    BAD_BOOK,
    BAD_PLACEHOLDER,
    BAD_SCENARIO,
    BROKEN_LINK,
    NOT_CHECKED,
    QUOTE_MISMATCH,
    SCENARIO_MISMATCH,
    SCENARIO_NOT_REPLAYED,
    UNKNOWN_NAME,
    rulebook_finding,
)
from cardkit.diagnostics import Diagnostic
from cardkit.rulebook.book.manifest import MANIFEST_NAME, rulebook_dir


@book_rule(NOT_CHECKED)
def rulebook_not_checked(book: BookContext) -> list[Diagnostic]:
    """The rulebook was left unchecked because definition files failed to load: the book quotes
    the cards, and against an incomplete game it would call every spell of a broken file
    unknown. Fix the errors reported above it and the book is checked again.

    PASS::

        # content/spells/choque.yaml
        name: Choque
        cost: 2

    FAIL::

        # content/spells/choque.yaml (an error leaves the spell out of the game)
        name: Choque
        cost: dois
    """
    if not book.skipped:
        return []
    project = book.loaded.project
    manifest = project.relpath(rulebook_dir(project) / MANIFEST_NAME)
    message = f"the rulebook was not checked: {len(book.loaded.rejected)} definition file(s) did not load"
    return [rulebook_finding(NOT_CHECKED, manifest, 1, message, hint="fix the errors above, then run check again")]


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


@book_rule(UNKNOWN_NAME)
def unknown_name_in_book(book: BookContext) -> list[Diagnostic]:
    """A stat quote, or a `{{ spell("...") }}` or `{{ unit("...") }}` placeholder, names no
    spell or unit of the game: a typo, or a card renamed since the chapter was written. The
    hint offers the closest names.

    PASS::

        <!-- content/rulebook/02-tipos-de-ataque.md -->
        {{ unit("Arqueiro") }}

    FAIL::

        <!-- content/rulebook/02-tipos-de-ataque.md -->
        {{ unit("Arquero") }}
    """
    from_placeholders = [d for d in book.placeholder_findings if d.code == UNKNOWN_NAME]
    return from_placeholders + [d for d in book.quote_findings if d.code == UNKNOWN_NAME]


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


@book_rule(BAD_PLACEHOLDER)
def bad_placeholder(book: BookContext) -> list[Diagnostic]:
    """A placeholder fills the book from the game: `{{ spell_table() }}`, `{{ trait_glossary() }}`,
    `{{ element_table("attack") }}`, `{{ spell("Nome") }}`, `{{ unit("Nome") }}`, alone on its
    line. A line starting with `{{` that is no such call (a misspelt generator, a missing or
    extra argument, anything else between the braces, which is never evaluated), or a
    placeholder written inside a sentence, where it would print as raw braces, is reported.

    PASS::

        <!-- content/rulebook/04-lista-de-magias-iniciais.md -->
        {{ spell_table() }}

    FAIL::

        <!-- content/rulebook/04-lista-de-magias-iniciais.md -->
        {{ spel_table() }}
    """
    return [d for d in book.placeholder_findings if d.code == BAD_PLACEHOLDER] + book.inline_placeholder_findings


@book_rule(BAD_BOOK)
def bad_book(book: BookContext) -> list[Diagnostic]:
    """content/rulebook/book.yaml lists the book's chapters in reading order: `file:` for a
    written chapter (a .md file beside book.yaml), `title:` with `missing: true` for one that is
    announced but not written. A missing or malformed book.yaml, an entry of neither form, a
    chapter file that does not exist or is listed twice, or a chapter that does not start with
    its `# ` title is reported, as are loading problems (Y codes) of these files.

    PASS::

        # content/rulebook/book.yaml
        title: Tab Master
        chapters:
          - title: Começando o Jogo
            missing: true
          - file: 01-introducao.md

    FAIL::

        # content/rulebook/book.yaml (there is no 00-prefacio.md)
        title: Tab Master
        chapters:
          - file: 00-prefacio.md
    """
    return book.source.problems if book.source is not None else []


@book_rule(BROKEN_LINK)
def broken_link(book: BookContext) -> list[Diagnostic]:
    """An internal link (`[text](#id)`) points at no heading of the book and no entry of the
    trait glossary. Heading ids are the heading's text in lower case, accents dropped, words
    joined by hyphens ("Regras de Magia" is #regras-de-magia), unique in the whole book.

    PASS::

        <!-- content/rulebook/04-lista-de-magias-iniciais.md -->
        Veja as [Regras de Magias](#regras-de-magia).

    FAIL::

        <!-- content/rulebook/04-lista-de-magias-iniciais.md -->
        Veja as [Regras de Magias](#regras-das-magias).
    """
    return book.link_findings


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
