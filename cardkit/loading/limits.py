"""How big a definition file may be before cardkit refuses it (Y008, Y009), and the largest file
the build cache reads.

A definition is a few dozen lines; these limits are orders of magnitude above that, and
exist so a hostile or broken file (a YAML bomb, a pasted binary, a runaway generator) fails
quickly with a diagnostic instead of eating memory or crashing the interpreter.
"""

MAX_FILE_BYTES = 2 * 1024 * 1024
"""Largest file read at all (2 MiB); checked before parsing."""

MAX_PO_BYTES = 4 * 1024 * 1024
"""Largest PO file read (4 MiB): fifty times the bundled game's whole rulebook translation.
Babel spends about half a CPU-second per MiB and the language server reads a catalog again on
every change, so a runaway file is refused at once (T007) rather than parsed for seconds."""

MAX_DEPTH = 64
"""Deepest nesting of mappings and lists, counted through aliases; checked before composing,
so a 10,000-deep `[[[[...]]]]` never reaches a recursive parser."""

MAX_VALUES = 100_000
"""Most values one file may expand to, every visit through an alias counted: a billion-laughs
bomb is refused after arithmetic on its few nodes, without building anything."""

MAX_SCALAR_CHARS = 256 * 1024
"""Longest single text or number (256 Ki characters)."""

MAX_ASSET_BYTES = 64 * 1024 * 1024
"""Largest file the build cache reads (64 MiB): one of its entries (a face's PDF), or an image,
font or stylesheet an entry names as its input. Art and fonts are far bigger than a definition,
so MAX_FILE_BYTES would make every card showing a large image render again on every build; a
file past this one is no card's art, and an entry naming it is simply a miss."""
