"""The rulebook laid out: the chapters `cardkit.book` reads, as one HTML page with the
rulebook's templates, proof or final (`page`, with the errata chapter `errata_chapter` and its
`passages`), rendered with WeasyPrint (`pdf`), laid out again while a page ends in a hyphenated
word (`page_breaks`) or a chapter may run in on a half-empty page (`run_in`); `build` is
`cardkit build rulebook`.

What `cardkit check` reports about the book lives with the other checks (`cardkit.checks.rulebook`,
`cardkit.checks.rulebook_prose`); a pack checks what only it reads in the prose (its book hooks).
"""
