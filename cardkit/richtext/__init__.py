"""Rich text: the small markup every text field of a card may use, one syntax everywhere.

- `**bold**` and `*italic*` (Markdown's emphasis);
- a line break where the text breaks a line, a blank line between paragraphs;
- `- ` at the start of a line for a list item;
- `[token]` for a symbol of game.yaml's `symbols:` (an icon or a glyph, with the words a screen
  reader or a text search gets instead).

Parsed by markdown-it (CommonMark) with only those rules on and one rule of ours for symbols,
so every output draws the same markup: cards, rulebook, errata, preview, the editor's hover.
Raw HTML, links and images stay off: a card's text can never inject markup.
"""
