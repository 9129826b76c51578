"""Translations as translators' tools keep them: the strings a game gives translators
(`messages`, `declared`), its PO and POT files read and written in gettext's own syntax (`po`,
`po_reader`, `po_writer`, `po_previous`, `po_bytes`), a translated copy of the model
(`translate`) and `cardkit i18n update`'s files (`workflow`)."""
