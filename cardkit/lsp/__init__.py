"""`cardkit lsp`: a language server with cardkit's own pipeline inside.

Lowest first: `text` (positions and words in a buffer), `session` (the project, its open
buffers and the last check, run with the buffers laid over the disk), `symbols` (every name the
game defines and every place one is used), then one module per feature (`diagnostics`,
`completion`, `hover`, `navigation`, `rename`, `actions`), and `server`, which wires them to
pygls with `checking` (one check at a time, of the latest buffers, in a thread), `fitting`
(B201 from a layout worker), `client` (what the client supports) and `encoding` (positions in
the client's UTF-8, UTF-16 or UTF-32 counts, through pygls' codec). The features work in code
points and never import pygls, so they are tested without a client.
"""
