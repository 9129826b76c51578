"""Schema errors as designer diagnostics: every error of a document, at the offending value.

jsonschema says "'oito' is not of type 'integer'" about a JSON path; a designer needs
"`cost` must be an integer, found text 'oito'; example: cost: 8" at line 9, column 7.
The schema's own titles, descriptions and examples supply the words, so a better schema
gives better messages without touching this module.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any, NamedTuple

import yaml
from jsonschema.exceptions import ValidationError, best_match

from cardkit.codes.schema import (
    BAD_NOTATION,
    MISSING_KEY,
    NOT_ALLOWED,
    OUT_OF_RANGE,
    SCHEMA_RULE,
    UNKNOWN_KEY,
    VALIDATION_CODES,
    WRONG_TYPE,
)
from cardkit.foundation.css_colors import CSS_COLOR_FORMAT, CSS_COLOR_NAMES
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.foundation.suggest import closest
from cardkit.loading import JsonPath, LocatedDocument, Position
from cardkit.loading.scalars import resolve_plain
from cardkit.schema.sets import SchemaLocation, SchemaSet

_DOCUMENT_NAMES = {
    "game": ("game.yaml", "game.yaml"),
    "theme": ("theme.yaml", "theme.yaml"),
    "cardkit": ("cardkit.yaml", "cardkit.yaml"),
}
"""How messages name a whole document of cardkit's own files: (in "unknown key in ...", as a
subject). A kind of definition says it in its composed schema (`NOUN`, from its `noun:`)."""
WAS = "x-cardkit-was"
"""The annotation of an object's schema naming the keys an earlier cardkit read there: `{old:
{key: new key, write: the line to write, "{value}" standing for the old key's value, see: the
manual's page}}`; the entry `TEXT_FORM` is the whole value written as text, where the schema now
wants a mapping (`write` may use "{id}": the value's id among the `x-cardkit-known` ones). A file
still written so gets a pointer to the new syntax and the manual rather than a bare unknown key
or wrong type."""
TEXT_FORM = "(text)"
"""The `x-cardkit-was` entry of a value an earlier cardkit read as text (a line direction
`Frente`, now `{id: front, name: Frente}`)."""
KNOWN = "x-cardkit-known"
"""The annotation of an open-ended value's schema listing the values the rules know (the attack
types a rules engine resolves): what a hint offers when the value is missing."""
NOUN = "x-cardkit-noun"
"""The annotation of a kind's composed schema that says how messages name one of its files ("an agent")."""

_TYPE_WORDS = {
    "integer": "an integer",
    "number": "a number",
    "string": "text",
    "boolean": "true or false",
    "array": "a list",
    "object": "a mapping (key: value lines)",
    "null": "null",
}
_JSON_TYPES: dict[str, Callable[[Any], bool]] = {
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "string": lambda v: isinstance(v, str),
    "boolean": lambda v: isinstance(v, bool),
    "array": lambda v: isinstance(v, list),
    "object": lambda v: isinstance(v, dict),
    "null": lambda v: v is None,
}
_RANGE_WORDS = {
    "minimum": "at least {limit}",
    "maximum": "at most {limit}",
    "exclusiveMinimum": "more than {limit}",
    "exclusiveMaximum": "less than {limit}",
    "multipleOf": "a multiple of {limit}",
}
_COUNT_WORDS = {
    "minLength": ("at least", "character(s) long"),
    "maxLength": ("at most", "character(s) long"),
    "minItems": ("at least", "item(s)"),
    "maxItems": ("at most", "item(s)"),
    "minProperties": ("at least", "key(s)"),
    "maxProperties": ("at most", "key(s)"),
}
_MOST_OPTIONS_SHOWN = 10
_MOST_DIGITS_SHOWN = 20
"""A longer number is described by its length: 401 digits say nothing a designer reads."""


def validate(doc: LocatedDocument, kind: str, schemas: SchemaSet) -> list[Diagnostic]:
    """Every schema error of `doc` as a diagnostic, sorted by line and column; then every
    `.nan` or `.inf` the schemas let through (see `not_finite`)."""
    explainer = _Explainer(doc, kind, schemas)
    found: dict[tuple[Diagnostic, str], Diagnostic] = {}
    refused: set[JsonPath] = set()
    for error in schemas.validator(kind).iter_errors(doc.data):
        specific = _most_specific(error)
        refused.update({tuple(error.absolute_path), tuple(specific.absolute_path)})
        for diagnostic in explainer.explain(specific):
            found.setdefault((diagnostic, diagnostic.message), diagnostic)
    for path, value in not_finite(doc.data):
        if path not in refused:
            diagnostic = explainer.not_finite(path, value)
            found.setdefault((diagnostic, diagnostic.message), diagnostic)
    return sorted(found.values())


def not_finite(data: Any, path: JsonPath = ()) -> Iterable[tuple[JsonPath, float]]:
    """Every NaN or infinity in `data`. YAML writes them `.nan` and `.inf` (and `1e999` is one);
    JSON has no such numbers, and a JSON Schema bound cannot refuse NaN (every comparison with
    it is false), so `bleed: .nan` would pass its schema and reach the renderer."""
    if isinstance(data, float) and not math.isfinite(data):
        yield path, data
    children = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, child in children:
        yield from not_finite(child, (*path, key))


def _most_specific(error: ValidationError) -> ValidationError:
    """The error that says why: inside an anyOf/oneOf, the alternative that came closest, unless
    every alternative failed on the type alone (then "must be X or Y" says it best)."""
    if not error.context or _only_type_errors(error):
        return error
    fitting = _branch_of_its_type(error)
    return best_match(fitting) if fitting else best_match([error])


def _branch_of_its_type(error: ValidationError) -> list[ValidationError]:
    """The errors of the one alternative whose type the value has, when every other failed on
    its type alone: a mapping under "a file name or a mapping" is told what the mapping lacks."""
    branches: dict[object, list[ValidationError]] = {}
    for child in error.context or ():
        branches.setdefault(child.relative_schema_path[0] if child.relative_schema_path else None, []).append(child)
    typed = [errors for errors in branches.values() if not all(child.validator == "type" for child in errors)]
    return typed[0] if len(typed) == 1 else []


class _Failure(NamedTuple):
    """One error about a value, with what a message needs: the value's name as the designer
    wrote it and the schemas that apply to it (outermost first)."""

    error: ValidationError
    path: JsonPath
    name: str
    applying: list[SchemaLocation]

    @property
    def value(self) -> Any:
        return self.error.instance

    @property
    def limit(self) -> Any:
        return self.error.validator_value

    def description(self) -> str | None:
        return _description(self.applying[0])


Explanation = tuple[str, str, str | None]
"""Code, message and hint."""


def _named(schemas: SchemaSet, kind: str) -> tuple[str, str]:
    """How messages name a file of `kind`: its schema's noun ("an agent", "this agent"), else "a
    card of the kind `kind`"."""
    noun = schemas.validator(kind).schema.get(NOUN) if kind in schemas.validators else None
    if isinstance(noun, str) and " " in noun:
        return noun, "this " + noun.split(" ", 1)[1]
    return f"a card of the kind `{kind}`", "this card"


class _Explainer:
    """Turns one jsonschema error into diagnostics, using the document's positions and the
    schema's titles, descriptions and examples."""

    def __init__(self, doc: LocatedDocument, kind: str, schemas: SchemaSet) -> None:
        self.doc = doc
        self.kind = kind
        self.schemas = schemas
        self.in_document, self.document = _DOCUMENT_NAMES.get(kind) or _named(schemas, kind)

    def explain(self, error: ValidationError) -> list[Diagnostic]:
        path = tuple(error.absolute_path)
        applying = self.schemas.applying_to_value(self.kind, list(error.absolute_schema_path))
        if error.validator in ("additionalProperties", "unevaluatedProperties"):
            return self.unknown_keys(error, path, applying[-1])
        if error.validator == "required":
            return [self.missing_keys(error, path, applying[-1])]
        old_form = _text_form(applying) if error.validator == "type" and isinstance(error.instance, str) else None
        if old_form is not None:
            return [self.old_text(path, old_form, error.instance, applying)]
        if error.validator == "not" and isinstance(error.validator_value, dict) and "required" in error.validator_value:
            return [self.forbidden_key(error.validator_value["required"][0], path, applying)]
        if "propertyNames" in error.absolute_schema_path and error.validator == "enum":
            # A closed set of keys spelt as `propertyNames: {enum: [...]}` (a mixin-friendly way to
            # close an object): an unknown key, like additionalProperties: false.
            allowed = [str(name) for name in error.validator_value]
            return [self.unknown_key(error.instance, path, allowed, _name_of(path, self.in_document))]
        if "propertyNames" in error.absolute_schema_path:
            position, name = self.doc.position((*path, error.instance), key=True), f"the key `{error.instance}`"
        elif error.validator == "uniqueItems":
            position, name = self.doc.position((*path, _first_repeat(error.instance))), _name_of(path, self.document)
        else:
            position, name = self.doc.position(path), _name_of(path, self.document)
        return [self.diagnostic(*_describe(_Failure(error, path, name, applying)), position=position)]

    def unknown_keys(self, error: ValidationError, path: JsonPath, where: SchemaLocation) -> list[Diagnostic]:
        allowed = where.property_names()
        patterns = list(where.contents.get("patternProperties", {}))
        container = _name_of(path, self.in_document)
        was = where.first(WAS) or {}
        return [
            self.old_key(key, path, container, was[key], error.instance[key]) if key in was else self.unknown_key(key, path, allowed, container)
            for key in error.instance
            if key not in allowed and not any(re.search(pattern, key) for pattern in patterns)
        ]

    def unknown_key(self, key: str, path: JsonPath, allowed: list[str], container: str) -> Diagnostic:
        return self.diagnostic(
            UNKNOWN_KEY,
            f"unknown key `{key}` in {container}",
            _did_you_mean(closest(key, allowed))
            or f"remove it; the keys allowed here are {_either(f'`{name}`' for name in allowed)}",
            position=self.doc.position((*path, key), key=True),
        )

    def old_key(self, key: str, path: JsonPath, container: str, now: Mapping[str, str], value: Any) -> Diagnostic:
        """A key an earlier cardkit read (the schema's `x-cardkit-was`), with what it became and
        the line to write instead, made from the value it holds."""
        written = now["write"].replace("{value}", _inline(value))
        return self.diagnostic(
            UNKNOWN_KEY,
            f"unknown key `{key}` in {container}: it is the old syntax of `{now['key']}`",
            _with_manual(f"write `{written}` instead", now),
            position=self.doc.position((*path, key), key=True),
        )

    def old_text(self, path: JsonPath, now: Mapping[str, Any], value: str, applying: list[SchemaLocation]) -> Diagnostic:
        """A value written as text where an earlier cardkit read text and the schema now wants a
        mapping (`TEXT_FORM`): the mapping to write, its id guessed among the known ones."""
        known = next((found for found in (where.first(KNOWN) for where in applying) if found), None)
        written = now["write"].replace("{id}", _known_id(value, known)).replace("{value}", _inline(value))
        return self.diagnostic(
            WRONG_TYPE,
            f"{_name_of(path, self.document)} is text, the old syntax: it is now `{now['key']}`",
            _with_manual(f"write `{written}` instead", now),
            position=self.doc.position(path),
        )

    def missing_keys(self, error: ValidationError, path: JsonPath, where: SchemaLocation) -> Diagnostic:
        """One diagnostic for all the keys a mapping lacks, at the mapping (at its key if it has one)."""
        missing = [key for key in error.validator_value if key not in error.instance]
        additions = [f"`{self.missing_line(key, path, where)}`" for key in missing]
        return self.diagnostic(
            MISSING_KEY,
            f"{_name_of(path, self.document)} is missing {_either((f'`{key}`' for key in missing), 'and')}",
            f"add {_either(additions, 'and')}",
            position=self.doc.position(path, key=bool(path) and isinstance(path[-1], str)),
        )

    def missing_line(self, key: str, path: JsonPath, where: SchemaLocation) -> str:
        """The line that adds `key`: with the value an old key of the mapping holds (`key: area`
        when `id` is missing), else, for a closed set, the values the list's other items have not
        taken, else the schema's example."""
        described = where.property(key)
        if described is None:
            return f"{key}: ..."
        instance = _at(self.doc.data, path)
        for old, now in (where.first(WAS) or {}).items():
            if now["key"] == key and isinstance(instance, dict) and old in instance:
                return _as_line((key,), instance[old])
        allowed = described.first("enum") or described.first(KNOWN)
        if allowed:
            taken = _siblings_values(_at(self.doc.data, path[:-1]) if path and isinstance(path[-1], int) else None, key)
            free = [value for value in allowed if value not in taken] or list(allowed)
            return f"{key}: " + (_inline(free[0]) if len(free) == 1 else f"<one of {', '.join(map(_inline, free))}>")
        examples = _examples(list(described.expanded()), [], outermost=True)
        return _as_line((key,), examples[0]) if examples else f"{key}: ..."

    def forbidden_key(self, key: str, path: JsonPath, applying: list[SchemaLocation]) -> Diagnostic:
        """`not: {required: [key]}`, the JSON Schema idiom for "this key only in other cases"."""
        described = next(filter(None, (location.property(key) for location in applying)), None)
        return self.diagnostic(
            SCHEMA_RULE,
            f"`{key}` is not allowed here",
            _description(described) if described else None,
            position=self.doc.position((*path, key), key=True),
        )

    def not_finite(self, path: JsonPath, value: float) -> Diagnostic:
        return self.diagnostic(
            WRONG_TYPE,
            f"{_name_of(path, self.document)} must be a finite number, found {_found(value)}",
            "write a number such as 0, 3 or 0.5",
            position=self.doc.position(path),
        )

    def diagnostic(self, code: str, message: str, hint: str | None, *, position: Position) -> Diagnostic:
        return Diagnostic(
            file=self.doc.relpath,
            line=position.line,
            column=position.column,
            code=code,
            severity=VALIDATION_CODES[code].severity,
            message=message,
            hint=hint,
        )


def _describe(failure: _Failure) -> Explanation:
    """Code, message and hint for an error about a value itself, by the keyword that failed."""
    keyword = str(failure.error.validator)
    if keyword in ("anyOf", "oneOf") and _only_type_errors(failure.error):
        return _wrong_type(failure)
    describer = _DESCRIBERS.get(keyword)
    if describer is not None:
        return describer(failure)
    return SCHEMA_RULE, f"{failure.name}: {failure.error.message}", failure.description()


def _wrong_type(failure: _Failure) -> Explanation:
    expected = _expected_types(failure.error)
    wanted = _either(_TYPE_WORDS.get(name, name) for name in expected)
    message = f"{failure.name} must be {wanted}, found {_found(failure.value)}"
    examples = _examples(failure.applying, expected, outermost=True)
    if examples:
        message += f"; example: {_as_line(failure.path, examples[0])}"
    return WRONG_TYPE, message, _type_hint(failure.value, expected) or failure.description()


def _not_allowed(failure: _Failure) -> Explanation:
    options = failure.limit if failure.error.validator == "enum" else [failure.limit]
    shown = [f"`{_inline(option)}`" for option in options[:_MOST_OPTIONS_SHOWN]]
    more = ", …" if len(options) > _MOST_OPTIONS_SHOWN else ""
    suggestions = [] if _is_long_number(failure.value) else closest(str(failure.value), [str(option) for option in options])
    message = f"{failure.name} must be {_either(shown)}{more}, found {_found(failure.value)}"
    return NOT_ALLOWED, message, _did_you_mean(suggestions) or failure.description()


def _bad_notation(failure: _Failure) -> Explanation:
    """The notation is explained by the schema holding the pattern, and shown by its examples."""
    examples = ", ".join(_inline(e) for e in _examples(failure.applying, ["string"], outermost=False)[:3])
    hint = " ".join(filter(None, [_description(failure.applying[-1]), examples and f"Examples: {examples}."]))
    message = f"{failure.name} does not match the expected notation: found {_found(failure.value)}"
    if failure.error.validator == "format" and failure.limit == CSS_COLOR_FORMAT:
        message = f"{failure.name} must be a CSS colour, found {_found(failure.value)}"
        hint = _did_you_mean(closest(str(failure.value), sorted(CSS_COLOR_NAMES))) or hint
    return BAD_NOTATION, message, hint or None


def _out_of_range(failure: _Failure) -> Explanation:
    bound = _RANGE_WORDS[str(failure.error.validator)].format(limit=failure.limit)
    return OUT_OF_RANGE, f"{failure.name} must be {bound}, found {_number(failure.value)}", failure.description()


def _wrong_count(failure: _Failure) -> Explanation:
    bound, what = _COUNT_WORDS[str(failure.error.validator)]
    if failure.error.validator == "minLength" and failure.limit == 1:
        return OUT_OF_RANGE, f"{failure.name} must not be empty", failure.description()
    message = f"{failure.name} must be {bound} {failure.limit} {what}, found {len(failure.value)}"
    return OUT_OF_RANGE, message, failure.description()


def _repeated(failure: _Failure) -> Explanation:
    repeated = failure.value[_first_repeat(failure.value)]
    shown = _found(repeated) if _is_long_number(repeated) else _inline(repeated)
    return OUT_OF_RANGE, f"{failure.name} lists {shown} more than once", "keep only one"


_DESCRIBERS: dict[str, Callable[[_Failure], Explanation]] = {
    "type": _wrong_type,
    "enum": _not_allowed,
    "const": _not_allowed,
    "pattern": _bad_notation,
    "format": _bad_notation,
    "uniqueItems": _repeated,
    **dict.fromkeys(_RANGE_WORDS, _out_of_range),
    **dict.fromkeys(_COUNT_WORDS, _wrong_count),
}


def _text_form(applying: list[SchemaLocation]) -> Mapping[str, Any] | None:
    """The `TEXT_FORM` entry of `x-cardkit-was` among the schemas of a value, or None."""
    for where in applying:
        was = where.first(WAS)
        if isinstance(was, dict) and TEXT_FORM in was:
            return dict(was[TEXT_FORM])
    return None


def _known_id(value: str, known: Iterable[str] | None) -> str:
    """The id a text value stands for: its own words as an id when the rules know that id, else
    the ids they know to choose from."""
    own = re.sub(r"[^a-z0-9]+", "_", value.casefold()).strip("_")
    ids = list(known or ())
    if own in ids or not ids:
        return own
    return f"<one of {', '.join(ids)}>"


def _with_manual(hint: str, now: Mapping[str, Any]) -> str:
    """A hint with the manual's page on the new syntax, when the annotation names one."""
    return f"{hint}; see {now['see']} in cardkit's manual" if now.get("see") else hint


def _name_of(path: JsonPath, whole_document: str) -> str:
    """How a message names the value at `path`: its key as written, or its place in a list."""
    if not path:
        return whole_document
    last = path[-1]
    if isinstance(last, int):
        return f"item {last + 1} of {_name_of(path[:-1], whole_document)}"
    return f"`{last}`"


def _found(value: Any) -> str:
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:39] + "…"
        return f"text '{shown}'"
    if isinstance(value, bool) or value is None:
        return _inline(value)
    if isinstance(value, (int, float)):
        return _number(value) if _is_unusual_number(value) else f"the number {value}"
    return "a list" if isinstance(value, list) else "a mapping"


def _number(value: float) -> str:
    """A number as a message shows it: as written, unless it is NaN, infinite or too long to read."""
    if isinstance(value, float) and math.isnan(value):
        return ".nan (not a number)"
    if isinstance(value, float) and math.isinf(value):
        return f"{'-' if value < 0 else ''}.inf (infinity)"
    if isinstance(value, int) and _is_long_number(value):
        return f"a number {_digit_count(value)} digits long"
    return str(value)


def _is_unusual_number(value: float) -> bool:
    return (isinstance(value, float) and not math.isfinite(value)) or _is_long_number(value)


def _is_long_number(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and _digit_count(value) > _MOST_DIGITS_SHOWN


def _digit_count(number: int) -> int:
    return len(str(abs(number)))


def _inline(value: Any) -> str:
    """A value as it would be written in YAML on one line."""
    dumped = yaml.safe_dump(value, default_flow_style=True, allow_unicode=True, sort_keys=False, width=10_000)
    return str(dumped).strip().removesuffix("...").strip()


def _either(words: Iterable[str], conjunction: str = "or") -> str:
    """`a`, `a or b`, `a, b or c` (or with "and")."""
    listed = list(words)
    if len(listed) < 3:
        return f" {conjunction} ".join(listed)
    return f"{', '.join(listed[:-1])} {conjunction} {listed[-1]}"


def _did_you_mean(suggestions: list[str]) -> str | None:
    return f"did you mean {_either(f'`{s}`' for s in suggestions)}?" if suggestions else None


def _description(location: SchemaLocation) -> str | None:
    """The first sentence of the schema's description: what the value is for."""
    description = location.first("description")
    return description.split(". ")[0].rstrip(".") + "." if isinstance(description, str) else None


def _examples(applying: list[SchemaLocation], types: list[str], *, outermost: bool) -> list[Any]:
    """The `examples` of one of the value's schemas, only those of the expected `types` (if any
    are given) so a hint never shows a wrong kind of value.

    The outermost schema's examples fit the document best (an agent's `name` examples are
    agent names); the innermost ones show a notation best (the dice pattern's own examples).
    """
    for location in applying if outermost else reversed(applying):
        examples = location.contents.get("examples", []) if isinstance(location.contents, dict) else []
        fitting = [example for example in examples if not types or _fits(example, types)]
        if fitting:
            return fitting
    return []


def _as_line(path: JsonPath, value: Any) -> str:
    """`value` written as the YAML line that would hold it at `path`."""
    last = path[-1] if path else None
    if isinstance(last, str):
        return f"{last}: {_inline(value)}"
    return f"- {_inline(value)}" if last is not None else _inline(value)


def _fits(value: Any, types: list[str]) -> bool:
    return any(_JSON_TYPES[t](value) for t in types if t in _JSON_TYPES)


def _only_type_errors(error: ValidationError) -> bool:
    """True when every alternative of an anyOf/oneOf failed on the type alone."""
    return bool(error.context) and all(
        _only_type_errors(inner) if inner.context else inner.validator == "type" for inner in error.context
    )


def _expected_types(error: ValidationError) -> list[str]:
    if not error.context:
        limit = error.validator_value
        return [limit] if isinstance(limit, str) else list(limit)
    return list(dict.fromkeys(t for inner in error.context for t in _expected_types(inner)))


def _type_hint(value: Any, expected: list[str]) -> str | None:
    """Quotes are the usual culprit: `"8"` where a number belongs, `1984` where text does."""
    if isinstance(value, str) and _fits(resolve_plain(value), expected):
        return f"remove the quotes around {value}"
    if expected == ["string"] and isinstance(value, (int, float, bool)) and not _is_long_number(value):
        return f'put it in quotes: "{_inline(value)}"'
    return None


def _first_repeat(items: list[Any]) -> int:
    """The index of the first item equal to an earlier one."""
    for index, item in enumerate(items):
        if item in items[:index]:
            return index
    return 0


def _siblings_values(items: object, key: str) -> set[Any]:
    """The values `key` has in the mappings of a list (the other entries of a vocabulary)."""
    if not isinstance(items, list):
        return set()
    return {item[key] for item in items if isinstance(item, dict) and isinstance(item.get(key), str | int | float | bool)}


def _at(data: Any, path: JsonPath) -> Any:
    """The value at `path` of a document's data; None where a step finds nothing."""
    for step in path:
        found = (isinstance(data, dict) and step in data) or (isinstance(data, list) and isinstance(step, int) and 0 <= step < len(data))
        if not found:
            return None
        data = data[step]
    return data
