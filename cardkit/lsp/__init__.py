"""`cardkit lsp`: a language server with cardkit's own pipeline inside.

Lowest first: `text` (positions and words in a buffer), `session` (the project, its open
buffers and the last check, run with the buffers laid over the disk), `symbols` (every name the
game defines and every place one is used), then one module per feature (`diagnostics`,
`completion`, `hover`, `navigation`, `rename`, `actions`), and `server`, which wires them to
pygls. Only `server` imports pygls, so the rest is tested without a client.
"""
