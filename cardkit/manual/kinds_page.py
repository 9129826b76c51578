"""reference/kinds.md: the keys of each kind's files. cardkit's own fields come from its field
table (`cardkit/fields/core.yaml`); a kind's whole file is its schema as cardkit composes it
from the game's field table (`cardkit.fields.compose`), shown for every kind of the example
games (a game of its own and the `tab-master` pack's), with examples from their files."""

from __future__ import annotations

from typing import Any

from cardkit.fields.compose import described
from cardkit.fields.read import core_fields
from cardkit.foundation.bundled import load_bundled_yaml
from cardkit.manual.games import REFERENCE_GAMES, loaded, pack_name
from cardkit.manual.keys_page import HEADERS, example, example_text, key_row
from cardkit.manual.markdown import code, heading, prose, table
from cardkit.manual.samples import example_folder
from cardkit.manual.schema_keys import SchemaReader

SUFFIX = ".schema.json"


def _reader(name: str) -> SchemaReader:
    schemas = loaded(name).schemas
    assert schemas is not None, f"the example {name} validates, so its schemas are composed"
    return SchemaReader({f"{kind}{SUFFIX}": validator.schema for kind, validator in schemas.validators.items()})


def _samples(name: str, folder: str) -> list[Any]:
    files = sorted((example_folder(name) / "content" / folder).glob("*.yaml"))
    return [load_bundled_yaml(path.read_text(encoding="utf-8")) for path in files]


def _core_section() -> str:
    core = core_fields()
    rows = []
    for spec in core.fields.values():
        roles = [role for role, ids in core.roles.items() if spec.id in ids]
        default = code(spec.default) if spec.default is not None else ""
        rows.append([code(spec.id), spec.type + (", required" if spec.required else ""), default, ", ".join(roles), prose(spec.description or described(spec))])
    text = heading(2, "cardkit's own fields", "core-fields") + "\n"
    text += "Every kind may carry these, whatever its game and pack: a kind that lists none of them gets those of its role (`card` or `collection`).\n\n"
    return text + table(("Key", "Type", "Default", "Roles", "Description"), rows)


def _kind_sections(name: str) -> str:
    project = loaded(name)
    reader = _reader(name)
    text = "\n" + heading(2, f"The kinds of {pack_name(name)}", f"game-{name}") + "\n"
    for kind in project.game.table.kinds:
        schema = reader.documents[f"{kind.id}{SUFFIX}"]
        samples = _samples(name, kind.folder)
        rows = [key_row(reader, key, f"{kind.id}{SUFFIX}", samples) for key in reader.keys(schema, f"{kind.id}{SUFFIX}")]
        text += "\n" + heading(3, f"{code(kind.id)}: content/{kind.folder}/", kind.id) + "\n"
        text += f"{prose(str(schema.get('description', '')))} Role: {kind.role}.\n\n" + table(HEADERS, rows)
        first = samples[0] if samples else None
        if isinstance(first, dict):
            text += f"\nA whole file: {code(example_text(first))}\n"
    return text


def kinds_md() -> str:
    text = (
        "# Kinds and their files\n\nEvery card or collection is one YAML file in its kind's folder under content/, named after the slug "
        "of its name. A game declares its kinds and their fields in [game.yaml](game-yaml.md#card-kinds) (`card_kinds:`, `collections:`, "
        "`fields:`), or takes them from its rules pack; `cardkit new KIND NAME` writes a file with every required key.\n\n"
    )
    text += _core_section()
    for name in REFERENCE_GAMES:
        text += _kind_sections(name)
    return text


def documented_kind_keys() -> dict[str, list[str]]:
    """Each kind's key paths (the test's list), and cardkit's own field ids under `core`."""
    found: dict[str, list[str]] = {"core": list(core_fields().fields)}
    for name in REFERENCE_GAMES:
        reader = _reader(name)
        for kind in loaded(name).game.table.kinds:
            found[kind.id] = [key.path for key in reader.keys(reader.documents[f"{kind.id}{SUFFIX}"], f"{kind.id}{SUFFIX}")]
    return found


def incomplete_keys() -> list[str]:
    """The keys of a kind with no description, or that neither its schema nor the example's
    files give an example of."""
    missing = []
    for name in REFERENCE_GAMES:
        reader = _reader(name)
        for kind in loaded(name).game.table.kinds:
            samples = _samples(name, kind.folder)
            document = f"{kind.id}{SUFFIX}"
            keys = reader.keys(reader.documents[document], document)
            missing += [f"{kind.id}: {key.path}" for key in keys if not key.description or example(key, samples) is None]
    return missing
