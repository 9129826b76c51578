"""Every diagnostic code cardkit reports, in one table: code, kebab-case name, default severity,
one-line description and documentation (an explanation, a PASS and a FAIL example).

- `entry`: `Code`, one entry, and how its documentation is written;
- one module per stage with its constants and entries: `loading` (Y), `schema` (S), `config`
  (C), `checks` (the R codes reported outside their check: R000 and the rulebook's R6xx),
  `translation` (T), `build` (B);
- `table`: `all_codes()`, the stages' entries and the registered checks' (R), and lookups;
- `levels`: cardkit.yaml's `rules:`, the one place severity overrides are applied.

A module that reports a code imports its constant from here; importing a stage module is cheap,
only `table.all_codes()` imports the checks.
"""
