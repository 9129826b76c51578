"""What changed between two revisions of a game: where each side comes from (`sources`), the
typed result (`model`), the comparison (`compare`, pure over two loaded games) and its text and
JSON forms (`text`), and the old names git history remembers for the checks (`history`).

The errata PDF, the reprint set and the rulebook's Errata chapter build on `sources.load_side`
and `compare.compare_sides`; docs/architecture.md, Revisions and diffs, says where each piece is.
"""
