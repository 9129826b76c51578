"""The foundation every layer stands on: diagnostics and errors, paths, cardkit's own data files,
colours, name folding, dice notation, locale tags, hashing and the user's cache folder.

Nothing here knows a project, a game or an output; it imports only the standard library and
third-party packages (and, within the layer, `cardkit.codes`).
"""
