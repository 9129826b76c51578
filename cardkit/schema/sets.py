"""Finding cardkit's JSON Schemas and compiling one validator per kind, fully offline.

The schemas refer to each other by file name (`common.schema.json#/$defs/dice`) and carry no
absolute `$id`, so each file is registered under its own name in a `referencing.Registry`;
nothing is ever fetched. A schema that cannot be used is the installation's fault, not the
designer's: it raises SchemaSetupError, which the command line turns into exit code 2.

Every `$ref` is resolved once, when the set is compiled: jsonschema would otherwise parse the
reference and walk its JSON pointer again at every use, in every document (thousands of times
in a big game). The compiled validators look the answer up instead (`_resolving_validator`).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jsonschema import Draft202012Validator, FormatChecker
from jsonschema.exceptions import SchemaError
from jsonschema.validators import extend
from referencing import Registry, Resource
from referencing.exceptions import Unresolvable
from referencing.jsonschema import DRAFT202012

from cardkit.foundation.bundled import package_data
from cardkit.foundation.css_colors import CSS_COLOR_FORMAT, css_color
from cardkit.foundation.errors import USAGE, CardkitError
from cardkit.foundation.locale_tags import LOCALE_TAG_FORMAT, is_locale_tag
from cardkit.schema.cache import is_known_valid, remember_valid

if TYPE_CHECKING:
    from jsonschema.protocols import Validator
    from referencing._core import Resolved, Resolver  # referencing exports the types only from here

KINDS = ("game", "theme", "cardkit")
"""The files cardkit validates with a `<kind>.schema.json` of its own; every kind of definition
has a schema composed from the game's field table (`cardkit.fields.compose`)."""

SCHEMA_SUFFIX = ".schema.json"

_SCHEMA_MAPS = frozenset({"properties", "patternProperties", "$defs", "definitions", "dependentSchemas"})
_SCHEMA_LISTS = frozenset({"allOf", "anyOf", "oneOf", "prefixItems"})
"""Keywords whose value holds subschemas by name or index: a schema path steps over both."""

_INTO_CHILD_VALUES = frozenset(
    {
        *("properties", "patternProperties", "additionalProperties", "unevaluatedProperties", "propertyNames"),
        *("items", "prefixItems", "contains", "unevaluatedItems"),
    }
)
"""Keywords whose subschemas apply to a key or item of the value, not to the value itself."""


FORMATS = FormatChecker(formats=())
"""The only `format`s the schemas assert: a theme's `css-color`, so a colour no stylesheet could
use is an error at its line, and game.yaml's `locale-tag` (BCP 47 through Babel), which a
pattern's `$` cannot hold to (it lets a trailing newline through). Other formats stay
annotations, as JSON Schema has them by default."""


def _is_css_color(value: object) -> bool:
    return not isinstance(value, str) or css_color(value) is not None


def _is_locale_tag(value: object) -> bool:
    return not isinstance(value, str) or is_locale_tag(value)


FORMATS.checks(CSS_COLOR_FORMAT)(_is_css_color)
FORMATS.checks(LOCALE_TAG_FORMAT)(_is_locale_tag)


class SchemaSetupError(CardkitError):
    """The schemas are missing, not JSON, or not valid JSON Schemas: a configuration problem."""

    exit_code = USAGE


def schema_dir() -> Path:
    """Where the schemas are: package data in an installed wheel, else `<repo>/schemas`."""
    return package_data("schemas")


@dataclass(frozen=True)
class SchemaLocation:
    """A subschema with the resolver that knows its base URI, so its `$ref`s can be followed."""

    contents: Any
    resolver: Resolver

    def step(self, key: str | int) -> SchemaLocation:
        """One step of a jsonschema `schema_path`; the step `$ref` follows the reference."""
        if key == "$ref":
            resolved = self.resolver.lookup(self.contents["$ref"])
            return SchemaLocation(resolved.contents, resolved.resolver)
        return SchemaLocation(self.contents[key], self.resolver)

    def expanded(self) -> Iterator[SchemaLocation]:
        """This schema, then the schemas it points at through `$ref` and combines with `allOf`,
        `anyOf`, `oneOf`: everything that says what the value may be (for keys, examples)."""
        if not isinstance(self.contents, dict):
            return
        yield self
        if "$ref" in self.contents:
            yield from self.step("$ref").expanded()
        for keyword in ("allOf", "anyOf", "oneOf"):
            for index in range(len(self.contents.get(keyword, ()))):
                yield from self.step(keyword).step(index).expanded()

    def first(self, keyword: str) -> Any:
        """The first value of `keyword` in this schema or the ones it expands to (None if none)."""
        return next((where.contents[keyword] for where in self.expanded() if keyword in where.contents), None)

    def property_names(self) -> list[str]:
        """The keys an object matching this schema may have, in the schema's order."""
        names: dict[str, None] = {}
        for where in self.expanded():
            names.update(dict.fromkeys(where.contents.get("properties", {})))
        return list(names)

    def property(self, name: str) -> SchemaLocation | None:
        for where in self.expanded():
            if name in where.contents.get("properties", {}):
                return where.step("properties").step(name)
        return None


@dataclass(frozen=True, eq=False)
class SchemaSet:
    """The compiled schemas of one schema folder, one Draft 2020-12 validator per kind."""

    directory: Path
    registry: Registry
    validators: Mapping[str, Validator]

    def validator(self, kind: str) -> Validator:
        try:
            return self.validators[kind]
        except KeyError:
            raise SchemaSetupError(f"no {kind}{SCHEMA_SUFFIX} in {self.directory}") from None

    def root(self, kind: str) -> SchemaLocation:
        return SchemaLocation(self.validator(kind).schema, self.registry.resolver(base_uri=kind + SCHEMA_SUFFIX))

    def applying_to_value(self, kind: str, schema_path: Sequence[str | int]) -> list[SchemaLocation]:
        """The schemas a jsonschema error's `absolute_schema_path` passes through since it last
        stepped into a key or item: the schemas of the failing value, outermost first; the last
        one holds the failing keyword. jsonschema leaves `$ref` out of schema paths, so a step
        that a schema lacks is looked for behind its `$ref`."""
        location = self.root(kind)
        applying = [location]
        steps = list(schema_path)
        while steps:
            keyword = steps.pop(0)
            child = steps.pop(0) if steps and (keyword in _SCHEMA_MAPS or keyword in _SCHEMA_LISTS) else None
            while not _has_step(location.contents, keyword, child) and "$ref" in location.contents:
                location = location.step("$ref")
                applying.append(location)
            if not steps:
                break
            location = location.step(keyword)
            if child is not None:
                location = location.step(child)
            if keyword in _INTO_CHILD_VALUES:
                applying = []
            applying.append(location)
        return applying


def _has_step(contents: Any, keyword: str | int, child: str | int | None) -> bool:
    if not isinstance(contents, dict) or keyword not in contents:
        return False
    if child is None:
        return True
    holder = contents[keyword]
    return child in holder if isinstance(holder, dict) else isinstance(child, int) and child < len(holder)


def load_schemas(directory: Path) -> SchemaSet:
    """Every `*.schema.json` of `directory`, compiled; reused while the files are unchanged."""
    files = sorted(directory.glob(f"*{SCHEMA_SUFFIX}")) if directory.is_dir() else []
    if not files:
        raise SchemaSetupError(f"no JSON Schemas (*{SCHEMA_SUFFIX}) found in {directory}")
    fingerprint = tuple((path.name, path.stat().st_mtime_ns, path.stat().st_size) for path in files)
    return _compile(directory.resolve(), fingerprint)


@functools.lru_cache(maxsize=8)
def _compile(directory: Path, fingerprint: tuple[tuple[str, int, int], ...]) -> SchemaSet:
    return _compile_documents(directory, {name: _read_schema(directory / name) for name, _, _ in fingerprint})


def _compile_documents(directory: Path, schemas: Mapping[str, Any]) -> SchemaSet:
    """Schema documents by file name, registered under those names and compiled."""
    registry: Registry = Registry().with_resources(
        (name, Resource.from_contents(schema, default_specification=DRAFT202012)) for name, schema in schemas.items()
    )
    resolved: dict[int, Resolved[Any]] = {}
    for name, schema in schemas.items():
        resolved |= _resolve_references(name, schema, registry)
    validator = _resolving_validator(resolved)
    validators = {
        name.removesuffix(SCHEMA_SUFFIX): validator(schema, registry=registry, format_checker=FORMATS)
        for name, schema in schemas.items()
    }
    return SchemaSet(directory, registry, validators)


def with_documents(base: SchemaSet, documents: Mapping[str, Any]) -> SchemaSet:
    """`base` with some schemas replaced or added (kind -> schema document), compiled anew:
    the schemas a game's declared fields and kinds compose. Reused while they are the same."""
    if not documents:
        return base
    # Unsorted: the documents keep their properties in the field table's order, which editors,
    # hover and `cardkit new` show; the same game composes the same text, so the cache still hits.
    text = json.dumps(documents, ensure_ascii=False)
    return _compile_with(base, text)


@functools.lru_cache(maxsize=8)
def _compile_with(base: SchemaSet, text: str) -> SchemaSet:
    added = json.loads(text)
    for kind, schema in added.items():
        _check_schema(f"{kind}{SCHEMA_SUFFIX} (composed from game.yaml)", json.dumps(schema, sort_keys=True), schema)
    documents = {f"{kind}{SCHEMA_SUFFIX}": validator.schema for kind, validator in base.validators.items()}
    documents |= {f"{kind}{SCHEMA_SUFFIX}": schema for kind, schema in added.items()}
    return _compile_documents(base.directory, documents)


def _read_schema(path: Path) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
        schema = json.loads(text)
    except (OSError, UnicodeDecodeError) as error:
        raise SchemaSetupError(f"{path}: cannot be read: {error}") from None
    except json.JSONDecodeError as error:
        raise SchemaSetupError(f"{path}:{error.lineno}:{error.colno}: not valid JSON: {error.msg}") from None
    _check_schema(str(path), text, schema)
    return schema


def _check_schema(name: str, text: str, schema: Any) -> None:
    """Refuse a document that is not a Draft 2020-12 schema; one that passed before is remembered."""
    if is_known_valid(text):
        return
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as error:
        where = "/".join(str(step) for step in error.absolute_path) or "the top level"
        raise SchemaSetupError(f"{name}: not a valid Draft 2020-12 schema at {where}: {error.message}") from None
    remember_valid(text)


def _resolve_references(name: str, schema: Any, registry: Registry) -> dict[int, Resolved[Any]]:
    """Every `$ref` of one schema file resolved now, so a broken one fails the set-up instead of
    a validation run: what each points at, by the identity of the subschema that holds it.

    Kept only for a file without `$id` or dynamic references: there a reference means the same
    wherever validation reaches it from. (cardkit's schemas have neither.)"""
    resolver = registry.resolver(base_uri=name)
    resolved = {}
    for holder in _reference_holders(schema):
        try:
            resolved[id(holder)] = resolver.lookup(holder["$ref"])
        except Unresolvable:
            raise SchemaSetupError(f"{name}: `$ref` {holder['$ref']!r} points at nothing") from None
    return resolved if not _scoped_keywords(schema) else {}


_SCOPE_KEYWORDS = frozenset({"$id", "$anchor", "$dynamicRef", "$dynamicAnchor"})


def _scoped_keywords(value: Any) -> bool:
    """Whether `value` holds a keyword that changes what a reference means from where it is met."""
    if isinstance(value, dict):
        return not _SCOPE_KEYWORDS.isdisjoint(value) or any(_scoped_keywords(child) for child in value.values())
    return isinstance(value, list) and any(_scoped_keywords(child) for child in value)


def _reference_holders(value: Any) -> Iterator[dict[str, Any]]:
    """Every subschema with a `$ref`, in document order."""
    if isinstance(value, dict):
        if isinstance(value.get("$ref"), str):
            yield value
        for child in value.values():
            yield from _reference_holders(child)
    elif isinstance(value, list):
        for child in value:
            yield from _reference_holders(child)


def _resolving_validator(resolved: Mapping[int, Resolved[Any]]) -> type[Validator]:
    """Draft 2020-12 whose `$ref` follows the answers resolved at set-up. jsonschema hands a
    keyword the very subschema dict it sits in, so its identity finds the answer; any other
    `$ref` is resolved the usual way."""
    usual = Draft202012Validator.VALIDATORS["$ref"]

    def ref(validator: Any, ref: str, instance: Any, schema: dict[str, Any]) -> Iterator[Any]:
        found = resolved.get(id(schema))
        if found is None:
            yield from usual(validator, ref, instance, schema)
            return
        yield from validator.descend(instance, found.contents, resolver=found.resolver)

    extended: type[Any] = extend(Draft202012Validator, validators={"$ref": ref})
    return extended
