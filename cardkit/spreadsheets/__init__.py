"""Spreadsheets in and out (issue 34): a card list read from CSV, xlsx or ods into one YAML file
per card, the cards written back as a sheet for balancing, and the sheet merged into the files.

Everything goes through the field table (`cardkit.fields`): a column is a field of the kind by
its id, name, title or abbreviation in the game's language; a cell becomes the field's value by
the field's type, and the row is checked by the kind's composed schema, each problem at its cell.

- `grid`: a sheet as rows of cells, whatever file it came from; `reading`: CSV, xlsx and ods
  read into grids;
- `columns`: headers matched to fields; `cells`: one cell as a field's value; `rows`: a row as
  a definition's data, checked;
- `plan`: what an import would write (new files, changed values, conflicts, missing rows);
  `yaml_edit`: a changed value spliced into a file, every other byte kept, or a new file written;
- `export`: the cards as rows; `writing`: rows written as CSV, xlsx or ods;
- `translations`: a locale's PO strings as a sheet; `translation_import`: the sheet merged back
  into the PO files, checked as `cardkit check` checks a translation.
"""
