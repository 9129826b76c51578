"""Safe, located YAML: every value of a definition file remembers its line and column.

Loading never constructs Python objects from tags, and every problem a file can have
(bad syntax, repeated keys, YAML bombs, a wrong encoding) becomes a Diagnostic with a
stable Y-code (see `LOADING_CODES`) instead of a traceback.
"""

from cardkit.loading.codes import LOADING_CODES, Code, LoadProblem, code_table
from cardkit.loading.document import JsonPath, LocatedDocument, Position
from cardkit.loading.limits import (
    MAX_ASSET_BYTES,
    MAX_DEPTH,
    MAX_FILE_BYTES,
    MAX_PO_BYTES,
    MAX_SCALAR_CHARS,
    MAX_VALUES,
)
from cardkit.loading.load import NotRegularFile, load_yaml, load_yaml_text, read_project_file, read_regular_file

__all__ = [
    "LOADING_CODES",
    "MAX_ASSET_BYTES",
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "MAX_PO_BYTES",
    "MAX_SCALAR_CHARS",
    "MAX_VALUES",
    "Code",
    "JsonPath",
    "LoadProblem",
    "LocatedDocument",
    "NotRegularFile",
    "Position",
    "code_table",
    "load_yaml",
    "load_yaml_text",
    "read_project_file",
    "read_regular_file",
]
