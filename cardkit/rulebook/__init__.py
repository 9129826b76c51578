"""The rulebook: Markdown chapters + live game data → one checked, print-ready PDF book.

Two subpackages, one job each:

- ``book``: the book itself, read and laid out in stages (the mkdocs shape). ``manifest`` reads
  book.yaml (the chapters in reading order, missing ones included); ``markdown`` is the
  chapters' Markdown dialect (placeholder lines and their ``{{ name("arg") }}`` syntax, fences a
  pack renders, heading ids and glosses, glossary links, ``^{...}`` superscripts); ``drafts``
  the marks only a proof prints ("(?)" placeholders, ``[!REVIEW]`` notes); ``chapters`` reads and
  parses the chapters once (``read_book``); ``livedata`` resolves placeholders and renders each
  kind's tables and blocks, and the pack's generators, from the game model; ``page`` lays the whole book
  out as one HTML page with the rulebook's templates, proof or final; ``pdf`` renders it with
  WeasyPrint, laying it out again while a page ends in a hyphenated word (``page_breaks``);
  ``build`` is `cardkit build rulebook`.
What `cardkit check` reports about the book lives with the other checks: the registered R6xx
rules and their `BookContext` in ``cardkit.checks.rulebook``, the chapter-level prose checks in
``cardkit.checks.rulebook_prose``; a pack checks what only it reads in the prose (its book
hooks). The codes are ``cardkit.codes.checks``'.
"""
