"""A scenario fence at render time: read it, replay it, report, and draw it as a figure.

Severity policy (the issue's, and the reason this module exists apart from `replay`): a replay
that contradicts the text is an error, unless the scenario says `expect_finding:` with the
seed's own words, which keeps the finding visible as a warning without failing the build. An
`expect_finding` that no longer finds anything is itself reported, so it cannot go stale.
"""

from __future__ import annotations

from markdown_it.token import Token

from cardkit.diagnostics import Diagnostic, Severity
from cardkit.engine.elements import DamageRules
from cardkit.model import Game
from cardkit.output.templating import TemplateSet
from cardkit.rulebook.board_svg import draw_board, side_colours
from cardkit.rulebook.codes import BAD_SCENARIO, SCENARIO_MISMATCH, finding
from cardkit.rulebook.replay import Outcome, ReplayProblem, ReplayRules, differences, replay
from cardkit.rulebook.scenario import Scenario, read_scenario


class ExampleRenderer:
    """Renders the scenario fences of one chapter and collects their diagnostics."""

    def __init__(self, game: Game, rules: DamageRules, templates: TemplateSet, relpath: str) -> None:
        self.game = game
        self.rules = ReplayRules.of(game, rules)
        self.templates = templates
        self.relpath = relpath
        self.diagnostics: list[Diagnostic] = []

    def __call__(self, token: Token) -> str:
        line = token.map[0] + 1 if token.map else 1
        scenario, problems = read_scenario(token.content, self.relpath, line, self.game)
        self.diagnostics += problems
        if scenario is None:
            return str(self.templates.render("rulebook/partials/scenario_error.html.j2"))
        try:
            outcome = replay(scenario, self.rules)
        except ReplayProblem as problem:
            self.diagnostics.append(finding(BAD_SCENARIO, self.relpath, line, str(problem)))
            return self._figure(scenario, None)
        self.diagnostics += self._judge(scenario, outcome)
        return self._figure(scenario, outcome)

    def _judge(self, scenario: Scenario, outcome: Outcome) -> list[Diagnostic]:
        found = differences(scenario, outcome)
        title = f"{scenario.title}: " if scenario.title else ""
        reason = scenario.expect_finding
        if reason is None:
            return [finding(SCENARIO_MISMATCH, self.relpath, scenario.line, title + message) for message in found]
        if not found:
            return [
                finding(
                    SCENARIO_MISMATCH,
                    self.relpath,
                    scenario.line,
                    f"{title}expect_finding is set but the replay now agrees with the text",
                    hint="remove expect_finding: the finding it explained is gone",
                    severity=Severity.WARNING,
                )
            ]
        return [
            finding(SCENARIO_MISMATCH, self.relpath, scenario.line, title + message, hint=f"expected finding: {reason}", severity=Severity.WARNING)
            for message in found
        ]

    def _figure(self, scenario: Scenario, outcome: Outcome | None) -> str:
        colours = side_colours(scenario)
        return str(
            self.templates.render(
                "rulebook/partials/scenario.html.j2",
                scenario=scenario,
                board=draw_board(scenario, outcome, self.templates),
                legend=[(piece, colours[piece.side]) for piece in scenario.pieces],
            )
        )
