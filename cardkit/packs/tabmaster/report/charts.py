"""The report's charts, drawn by matplotlib as self-contained SVG.

matplotlib rather than pygal: both install from PyPI as wheels, but matplotlib is the
far more widely maintained of the two, and its SVG is plain paths with inline styles (no
script, no stylesheet), which WeasyPrint draws exactly as a browser does. Glyphs are drawn
as paths (no font needed to view them) and ids are salted with a constant, so two runs on the
same game give identical charts. The `Figure` API is used without pyplot: no global state, no GUI backend.
Colours are the theme's (`colors.report.chart_*`), as matplotlib reads them (`Palette`).
"""

from __future__ import annotations

import io
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardkit.output.wording import Wording
from cardkit.packs.tabmaster.report.balance import SpellBalance
from cardkit.packs.tabmaster.report.outliers import FAR_ABOVE_MEDIAN, Outliers
from cardkit.theme.model import Theme

if TYPE_CHECKING:
    from matplotlib.axes import Axes

NEAR = 0.05
"""Two points of one Custo closer than this share of the damage axis would have crossing labels."""
COST_TICKS = (0, 1, 2, 5, 10, 20, 50, 100, 200, 500)


class Chart:
    """A figure being drawn; `svg` is set when the `drawing` block ends."""

    svg = ""


@dataclass(frozen=True)
class Palette:
    """The theme's chart colours: text and median lines, spells with no finding, flagged spells."""

    ink: str
    plain: str
    flagged: str

    @classmethod
    def of(cls, theme: Theme) -> Palette:
        def color(token: str) -> str:
            return theme.color("report", token).hex_with_alpha

        return cls(color("chart_ink"), color("chart_plain"), color("chart_flagged"))


@contextmanager
def drawing(width: float, height: float) -> Iterator[tuple[Axes, Chart]]:
    """Axes to draw on, with the report's settings; the SVG element (no XML declaration or
    doctype, ready to inline in HTML) lands in the chart afterwards. matplotlib is imported
    here, not at start-up: every `cardkit` call (even shell completion) would pay for it."""
    import matplotlib
    from matplotlib.figure import Figure

    chart = Chart()
    with matplotlib.rc_context({"svg.fonttype": "path", "svg.hashsalt": "cardkit", "font.size": 8}):
        figure = Figure(figsize=(width, height))
        axes = figure.subplots()
        axes.spines[["top", "right"]].set_visible(False)
        yield axes, chart
        buffer = io.StringIO()
        figure.savefig(buffer, format="svg", metadata={"Date": None, "Creator": None}, bbox_inches="tight")
    text = buffer.getvalue()
    chart.svg = text[text.index("<svg") :]


def _point(spell: SpellBalance) -> tuple[int, float]:
    return spell.spell.cost, float(spell.blow.expected if spell.blow else 0)


def per_fluxo_chart(spells: Sequence[SpellBalance], outliers: Outliers, wording: Wording, theme: Theme) -> str:
    """Bars of expected damage per Fluxo, best first, with the median and the flag threshold."""
    labels = wording.labels
    palette = Palette.of(theme)
    rated = sorted((s for s in spells if s.damages and s.per_fluxo is not None), key=lambda s: -(s.per_fluxo or 0))
    flagged = {id(s) for s in outliers.efficient}
    with drawing(10, 2.2) as (axes, chart):
        axes.bar(
            [s.spell.name for s in rated],
            [float(s.per_fluxo or 0) for s in rated],
            color=[palette.flagged if id(s) in flagged else palette.plain for s in rated],
        )
        if outliers.median_per_fluxo is not None:
            middle = float(outliers.median_per_fluxo)
            median = labels("report.charts.median", value=labels.decimal(middle))
            threshold = labels("report.charts.threshold", times=FAR_ABOVE_MEDIAN)
            axes.axhline(middle, color=palette.ink, linestyle="--", linewidth=0.8, label=median)
            axes.axhline(middle * FAR_ABOVE_MEDIAN, color=palette.flagged, linestyle=":", linewidth=0.8, label=threshold)
            axes.legend(frameon=False)
        axes.set_ylabel(labels("report.charts.per_resource_axis", resource=wording.words.term("resources", "mana")))
        axes.tick_params(axis="x", labelrotation=45)
        for label in axes.get_xticklabels():
            label.set_horizontalalignment("right")
    return chart.svg


def cost_damage_chart(spells: Sequence[SpellBalance], outliers: Outliers, wording: Wording, theme: Theme) -> str:
    """Custo against expected damage, one labelled point per damage spell; an arrow runs from
    each dominated spell to a spell that dominates it."""
    palette = Palette.of(theme)
    dominated = {id(d.worse) for d in outliers.dominated}
    points: dict[tuple[int, float], list[SpellBalance]] = {}
    for spell in (s for s in spells if s.damages):
        points.setdefault(_point(spell), []).append(spell)
    top = max((y for _, y in points), default=1.0)
    with drawing(10, 3.6) as (axes, chart):
        for (x, y), group in points.items():
            colour = palette.flagged if any(id(s) in dominated for s in group) else palette.plain
            axes.scatter([x], [y], color=colour, s=18, zorder=3)
            # Spells on one point share one label; slanted, labels of neighbours cross less, and a
            # point just below another (same Custo) slants its label downwards.
            label = ", ".join(s.spell.name for s in group)
            crowded = any(cost == x and 0 < other - y <= NEAR * top for cost, other in points)
            slant = -25 if crowded else 25
            axes.annotate(
                label, (x, y), xytext=(3, -3 if crowded else 3), textcoords="offset points",
                fontsize=6.5, color=palette.ink, rotation=slant, rotation_mode="anchor", va="top" if crowded else "bottom",
            )
        for pair in outliers.dominated:
            axes.annotate("", _point(pair.better), _point(pair.worse), arrowprops={"arrowstyle": "->", "color": palette.flagged, "linewidth": 0.8})
        # Costs run from 1 to 50 and more: a log scale spreads the cheap spells, and stays
        # linear near 0 so a free spell still has a place; ticks are plain Fluxo numbers.
        axes.set_xscale("symlog", linthresh=1)
        costs = [x for x, _ in points] or [1]
        ticks = [t for t in COST_TICKS if min(costs) <= t <= max(costs) * 1.5]
        axes.set_xlim(min(costs) * 0.8, max(costs) * 1.6)
        axes.set_ylim(top=top * 1.2)
        axes.set_xticks(ticks, [str(t) for t in ticks])
        axes.minorticks_off()
        words = wording.words
        axes.set_xlabel(wording.labels("report.charts.cost_axis", cost=words.stat("cost"), resource=words.term("resources", "mana")))
        axes.set_ylabel(wording.labels("report.charts.damage_axis"))
    return chart.svg
