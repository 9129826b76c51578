"""The rulebook as a book: read (manifest, chapters, Markdown), filled (live data), laid out (page,
PDF) and built; see `cardkit.rulebook` for the stages."""
