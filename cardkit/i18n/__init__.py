"""Every word a player reads, in the locale being built: label catalogs, translations, locales.

Code names a label by its message id (``report.neutral.title``); the words live in
`labels/<locale>/*.yaml` (shipped with cardkit), in a game's `labels:` overrides and in the
game's gettext PO files (`content/locales/<locale>/`)."""
