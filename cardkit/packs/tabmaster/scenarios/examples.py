"""A scenario fence judged (read, replayed, compared with what the text claims) and drawn.

Severity policy (the reason this module exists apart from `replay`): a replay that contradicts
the text is an error, unless the scenario says `expect_finding:` with the seed's own words (the
worked examples known to be wrong: docs/seed-facts.md, Worked examples), which keeps the finding
visible as a warning without failing the build. An `expect_finding` that no longer finds
anything is itself reported, so it cannot go stale.

`judge` is what the rulebook's checks run; `ExampleRenderer` draws the same judgement as a
figure for the book's page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from markdown_it.token import Token

from cardkit.codes.checks import BAD_SCENARIO, SCENARIO_MISMATCH, SCENARIO_NOT_REPLAYED, rulebook_finding
from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.foundation.folding import slug
from cardkit.model import Game
from cardkit.packs.tabmaster.engine.elements import DamageRules
from cardkit.packs.tabmaster.resolution import Resolution, resolution_of
from cardkit.packs.tabmaster.scenarios.board_svg import draw_board, side_numbers
from cardkit.packs.tabmaster.scenarios.replay import Outcome, ReplayProblem, ReplayRules, differences, replay
from cardkit.packs.tabmaster.scenarios.scenario import Scenario, read_scenario

if TYPE_CHECKING:
    from cardkit.output.templating import TemplateSet  # a type only: `check` never loads Jinja


@dataclass
class Judgement:
    """A fence's scenario (None when it cannot be read), its replay (None when it cannot be
    replayed) and what comparing them found."""

    scenario: Scenario | None
    outcome: Outcome | None
    findings: list[Diagnostic] = field(default_factory=list)


def fence_line(token: Token) -> int:
    """The 1-based line of a fence in its chapter."""
    return token.map[0] + 1 if token.map else 1


def read_only(token: Token, game: Game, relpath: str) -> Judgement:
    """Read the scenario fence `token` without replaying it: a clix game's scenarios, which the
    Tab Master replay cannot judge, are still checked for what they name and drawn."""
    scenario, problems = read_scenario(token.content, relpath, fence_line(token), game)
    return Judgement(scenario, None, problems)


def not_replayed(fences: Sequence[tuple[str, Token]], game: Game) -> list[Diagnostic]:
    """A clix game's scenario fences read (what they name is still checked) but not replayed,
    and one note, at the first fence, that says so: the replay is Tab Master's engine, and a
    clix replay (3d6 + attack against defense, dials turned) is not written yet."""
    if not fences:
        return []
    findings = [finding for relpath, token in fences for finding in read_only(token, game, relpath).findings]
    relpath, first = fences[0]
    note = rulebook_finding(
        SCENARIO_NOT_REPLAYED,
        relpath,
        fence_line(first),
        f"{len(fences)} scenario(s) of this book are not replayed: clix scenarios are not replayed yet "
        f"(game.yaml resolution: {resolution_of(game).value})",
        hint="check the worked examples by hand; their units and squares are still checked",
    )
    return [*findings, note]


def judge(token: Token, game: Game, rules: ReplayRules, relpath: str) -> Judgement:
    """Read the scenario fence `token` of the chapter `relpath`, replay it and compare."""
    line = fence_line(token)
    scenario, problems = read_scenario(token.content, relpath, line, game)
    if scenario is None:
        return Judgement(None, None, problems)
    try:
        outcome = replay(scenario, rules)
    except ReplayProblem as problem:
        return Judgement(scenario, None, [*problems, rulebook_finding(BAD_SCENARIO, relpath, line, str(problem))])
    return Judgement(scenario, outcome, [*problems, *_compared(scenario, outcome, relpath)])


def _compared(scenario: Scenario, outcome: Outcome, relpath: str) -> list[Diagnostic]:
    found = differences(scenario, outcome)
    title = f"{scenario.title}: " if scenario.title else ""
    reason = scenario.expect_finding
    if reason is None:
        return [rulebook_finding(SCENARIO_MISMATCH, relpath, scenario.line, title + message) for message in found]
    if not found:
        return [
            rulebook_finding(
                SCENARIO_MISMATCH,
                relpath,
                scenario.line,
                f"{title}expect_finding is set but the replay now agrees with the text",
                hint="remove expect_finding: the finding it explained is gone",
                severity=Severity.WARNING,
            )
        ]
    return [
        rulebook_finding(SCENARIO_MISMATCH, relpath, scenario.line, title + message, hint=f"expected finding: {reason}", severity=Severity.WARNING)
        for message in found
    ]


class ExampleRenderer:
    """Renders the scenario fences of one chapter as figures."""

    def __init__(self, game: Game, rules: DamageRules, templates: TemplateSet, relpath: str) -> None:
        self.game = game
        self.rules = ReplayRules.of(game, rules)
        self.templates = templates
        self.relpath = relpath
        self.replays = resolution_of(game) is Resolution.TAB_MASTER

    def __call__(self, token: Token) -> str:
        if self.replays:
            judged = judge(token, self.game, self.rules, self.relpath)
        else:
            judged = read_only(token, self.game, self.relpath)
        if judged.scenario is None:
            return str(self.templates.render("rulebook/partials/scenario_error.html.j2"))
        return self._figure(judged.scenario, judged.outcome)

    def _figure(self, scenario: Scenario, outcome: Outcome | None) -> str:
        sides = side_numbers(scenario)
        return str(
            self.templates.render(
                "rulebook/partials/scenario.html.j2",
                scenario=scenario,
                board=draw_board(scenario, outcome, self.templates, f"board-{slug(self.relpath)}-{scenario.line}"),
                legend=[(piece, sides[piece.side]) for piece in scenario.pieces],
            )
        )
