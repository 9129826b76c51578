"""The rulebook: Markdown chapters + live game data → one checked, print-ready PDF book.

A build is manifest → chapters → pages → PDF, each stage one module (the mkdocs shape):
``manifest`` (book.yaml: which chapters, in which order, which are still missing),
``chapters`` (read and parse the Markdown), ``markdown`` (the Markdown dialect: placeholders,
scenario blocks, heading ids, trait links), ``placeholders`` and ``livedata`` (``{{ spell_table() }}``
and friends, filled from the game model), ``quotes`` (stat quotes in the prose checked against
the cards), ``scenario`` / ``replay`` / ``board_svg`` (executable worked examples), ``html`` (the
book page), ``pdf`` (WeasyPrint), and ``build``, the entry point the CLI calls.
"""
