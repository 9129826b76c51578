"""Black text and the press: which fill colours are black to a reader, and which is black ink alone.

Text a theme colours near-black (#2b2118, a warm black) becomes four inks on a press, and small
type in four inks blurs when the plates are a hair off register; in 100 % K (DeviceCMYK
0 0 0 1) the black plate alone prints it. The print-shop profile sets its small black text so
(`black_text: k-only-small`, `cardkit.render.smallblack`) and preflight reports small black
text that is not (P604): both ask this module what counts as black.
"""

from __future__ import annotations

from collections.abc import Sequence

K_ONLY = (0.0, 0.0, 0.0, 1.0)
"""100 % K in DeviceCMYK, as the `k` operator takes it."""
DARKEST_CHANNEL = 0.25
"""An RGB or grey colour is black to a reader when no channel is lighter than this..."""
GREYEST_SPREAD = 0.1
"""...and its channels differ by no more than this: #2b2118 is black, a deep navy is not."""
BLACK_INK = 0.9
"""A CMYK colour with at least this much K is black (a rich black: K with C, M or Y under it)."""
DEVICE_SPACES = {"/DeviceRGB": "rg", "/DeviceGray": "g", "/DeviceCMYK": "k"}
"""The colour spaces (`cs`) whose `sc`/`scn` values read as those of `rg`, `g` and `k`."""
TEXT_SHOWS = frozenset({"Tj", "TJ", "'", '"'})
"""The operators that show text: what the print-shop rewrite and preflight's walk both look for."""
FILL_COLOURS = frozenset({"rg", "g", "k", "sc", "scn"})
"""The operators that set the fill colour (text is filled)."""


def is_black(operator: str, values: Sequence[float]) -> bool:
    """Whether the fill colour an `rg`, `g` or `k` operator sets with `values` reads as black."""
    if operator == "rg" and len(values) == 3:
        return max(values) <= DARKEST_CHANNEL and max(values) - min(values) <= GREYEST_SPREAD
    if operator == "g" and len(values) == 1:
        return values[0] <= DARKEST_CHANNEL
    if operator == "k" and len(values) == 4:
        return values[3] >= BLACK_INK
    return False


def is_k_only(operator: str, values: Sequence[float]) -> bool:
    """Whether the fill is black ink alone (`0 0 0 1 k`)."""
    return operator == "k" and tuple(values) == K_ONLY
