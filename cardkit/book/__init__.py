"""The rulebook read, not laid out: book.yaml (`manifest`), the chapters parsed once
(`chapters`), their Markdown dialect (`markdown`, `markers`, `drafts`) and the placeholders
filled from the game's data (`livedata`). The checks and the rulebook's layout both read it."""
