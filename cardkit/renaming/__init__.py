"""Renaming a definition everywhere the project writes its name: planned once (`plan`), sent to
an editor as a workspace edit by the language server (`cardkit.lsp.rename`), or written to disk
by `cardkit rename` (`disk` reads the project as the plan needs it, `apply` writes the plan)."""
