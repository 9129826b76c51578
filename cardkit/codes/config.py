"""C0xx: what cardkit.yaml's schema cannot say about it. Its YAML and schema problems keep their
Y and S codes; any of them stops every command with exit code 2, so none can be turned off.
"""

from __future__ import annotations

from cardkit.codes.entry import Code, code_table, documented
from cardkit.foundation.diagnostics import Severity

FOLDER_OUTSIDE = "C001"
UNKNOWN_RULE = "C002"

CONFIG_CODES: dict[str, Code] = code_table(
    documented(
        FOLDER_OUTSIDE,
        "folder-outside-project",
        Severity.ERROR,
        "a folder cardkit.yaml names lies outside the project, or build/ inside content/",
        """`content`, `build` and `templates` name folders inside the project: a path that
        leaves it (`..`, an absolute path, a link out) would let a command read or write
        anywhere, and a build folder inside the content folder would have cardkit write among
        the designer's files.

        PASS::

            # cardkit.yaml
            content: content
            build: build

        FAIL::

            # cardkit.yaml
            content: content
            build: content/build
        """,
    ),
    documented(
        UNKNOWN_RULE,
        "unknown-rule-override",
        Severity.ERROR,
        "cardkit.yaml's rules: names no check or rulebook finding",
        """`rules:` changes how a check's findings are reported: each key is the code of a check
        (R) or of a translation check (T), each value error, warning, info or "off". A key that
        is no such code (a typo, a code that was renumbered, a loading or schema code, which
        cannot be turned off), or a value that is no level, stops the run rather than being
        ignored. `cardkit rules` lists the codes.

        PASS::

            # cardkit.yaml
            rules:
              R410: info

        FAIL::

            # cardkit.yaml
            rules:
              R999: "off"
        """,
    ),
)
