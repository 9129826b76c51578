"""Lists joined as a locale writes them ("A, B e C"), with each item dressed afterwards.

Babel joins plain strings; an item that is a link or an icon is joined as a stand-in first
(`markers`), then the joined text is split back into its runs and item positions.
"""

from __future__ import annotations

import re

_MARKER = re.compile("\x00([0-9]+)\x00")


def markers(count: int) -> list[str]:
    """Stand-ins for `count` items, to join or format before the items themselves are dressed."""
    return [f"\x00{index}\x00" for index in range(count)]


def split_marked(text: str) -> list[str | int]:
    """Text holding `markers` as its plain runs (text) and the position of each item (int), so a
    caller can dress each item of a list the locale joined ("A, B e C") with an icon or a link."""
    pieces = _MARKER.split(text)
    return [int(piece) if index % 2 else piece for index, piece in enumerate(pieces) if index % 2 or piece]
