"""Army sheets: the Ficha de Exército of each army and the game's Ficha de Engenhos, as fillable PDFs.

One module per job: ``colors`` (a player's colour and the ink that reads on it, shared with the
army rules), ``words`` (pt-BR plurals for the bars' labels), ``tables`` (the unit stat rows),
``tracks`` (bars of boxes to tick, or a ledger for large values), ``legality`` (whether
`cardkit check` passed the army), ``views`` (what each sheet shows),
the sheet's colophon line is cardkit.output.colophon's, shared with the rulebook;
``pdf`` (templates to fillable PDF, the notes box grown to the page) and ``build``, the entry
point of `cardkit build sheets`.
"""
