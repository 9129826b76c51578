"""What a card build is asked for, in one frozen object: `cardkit build cards`' options read once,
and what a test or a bench asks `build_cards` for, by name."""

from __future__ import annotations

from dataclasses import dataclass

DPI = 300
"""The resolution of the PNG export and of the Tabletop Simulator sheets unless asked otherwise."""


@dataclass(frozen=True)
class CardOptions:
    """`profile`: the print profile to render (default: the profiles `print.default` names).
    `png` and `tts` add per-card PNGs (with bleed, at `dpi`; `zip_png`: also one zip of them)
    and Tabletop Simulator deck sheets; `calibration` the duplex calibration sheet. `jobs`
    processes lay out the faces the cache lacks; `clean` ignores the cache. `proof` makes every
    profile a proof; a final profile leaves draft cards out unless `allow_draft`. `reprint`
    names the only cards to print (a reprint set, written under `build/cards/reprint/`)."""

    profile: str | None = None
    png: bool = False
    tts: bool = False
    dpi: int = DPI
    zip_png: bool = False
    calibration: bool = False
    jobs: int = 1
    clean: bool = False
    proof: bool = False
    allow_draft: bool = False
    reprint: frozenset[str] | None = None


PLAIN = CardOptions()
"""A plain card build: the `print.default` profiles, nothing more."""
