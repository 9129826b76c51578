"""What only Tab Master knows about translating a game: the core translates every definition and
game.yaml by the field table (`cardkit.translation.translate`), and asks these hooks for the names the
table cannot point at.

- A trait parameter's value on a unit (`traits: [{name: Essência, params: [Fogo]}]`) is a name
  of another kind when the trait's parameter type says so (an element, a unit class, a spell,
  a card type): it follows that name's translation (`translate_data`).
- An element effect's selector in game.yaml names a trait, loosely at times ("Morto-Vivo" for
  "Morto Vivo", R100 says so), and a parameter (an element); an ammunition names the unit that
  uses it (`translate_game_data`).
- A ```scenario fence's caption is a string translators see, and the units, attack types and
  spells it plays follow their translation, line for line (`fence_strings`, `translate_fence`).
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import yaml

from cardkit.fields.model import KindSpec
from cardkit.foundation.folding import fold
from cardkit.i18n.blocks import Block
from cardkit.packs.tabmaster.book import SCENARIO_INFO
from cardkit.packs.tabmaster.model import tm
from cardkit.packs.tabmaster.sites import PARAM_KINDS
from cardkit.translation.messages import chapter_context, name_context

if TYPE_CHECKING:
    from cardkit.model import Game
    from cardkit.translation.translate import GameTranslator

UNIT, TRAIT, ELEMENTS = "unit", "trait", "elements"
SCENARIO_TITLE = "scenario title"
"""The last part of a scenario caption's context: "rulebook 02-tipos-de-ataque.md: scenario title"."""
SCENARIO_NAMES = {"unit": "unit", "attack": "attack_types", "spell": "spell"}
"""A scenario's keys that name something, and the kind or vocabulary they name."""
_SCENARIO_TITLE = re.compile(r"^(title:\s*)(.+)$")
_SCENARIO_NAME = re.compile(r"\b(unit|attack|spell):[ \t]*([^\s\d,}#][^,}\n#]*?)(?=\s*[,}]|\s*$|\s+#)")
"""`unit: Lanceiro`, `attack: Comum`, `spell: Inferno` in a scenario's flow or block mappings;
a number is a die result (`dice: {attack: 7}`), never a name."""

_SAFE = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""PyYAML's safe loader in C (libyaml) when installed: the same values, several times faster."""


def translate_data(translator: GameTranslator, kind: KindSpec, data: dict[str, Any], translated: dict[str, Any]) -> dict[str, Any]:
    """Hook `translate_data`: a definition file's data (`data` as written, `translated` as the
    core translated it by the table) with what only the pack can follow; returns the new data.
    A unit's trait parameter values that are names follow their translation."""
    if kind.id != UNIT or not isinstance(data.get("traits"), list):
        return translated
    params = _param_types(translator.game)
    uses = []
    for written, done in zip(data["traits"], translated.get("traits") or (), strict=False):
        types = params.get(fold(str(written.get("name", "")))) if isinstance(written, dict) else None
        if types is None or not isinstance(done, dict) or not isinstance(done.get("params"), list):
            uses.append(done)
            continue
        values = [_param_value(translator, types[index] if index < len(types) else "text", value) for index, value in enumerate(done["params"])]
        uses.append({**done, "params": values})
    return {**translated, "traits": uses}


def _param_value(translator: GameTranslator, param_type: str, value: Any) -> Any:
    """A parameter given on a unit: a name of another kind follows its translation, a number stays."""
    kind = PARAM_KINDS.get(param_type)
    return translator.follow(kind.id, value) if kind is not None else value


def _param_types(game: Game) -> dict[str, list[str]]:
    """Each trait's parameter types, by its folded name."""
    return {fold(trait.name): [param.type for param in trait.params] for trait in tm(game).traits}


def translate_game_data(translator: GameTranslator, data: dict[str, Any], translated: dict[str, Any]) -> dict[str, Any]:
    """Hook `translate_game_data`: game.yaml's data (`data` as written, `translated` as the core
    translated its vocabularies) with the names inside the pack's entries followed: each element
    effect's selector (a trait, spelled loosely at times, and its parameter) and each
    ammunition's unit. Returns the new data."""
    done = dict(translated)
    if isinstance(translated.get(ELEMENTS), list):
        traits = {fold(trait.name): trait.name for trait in tm(translator.game).traits}
        done[ELEMENTS] = [_element(translator, element, traits) for element in translated[ELEMENTS]]
    if isinstance(translated.get("ammunition"), list):
        done["ammunition"] = [
            {**entry, UNIT: translator.name(UNIT, entry[UNIT]) or entry[UNIT]} if isinstance(entry, dict) and isinstance(entry.get(UNIT), str) else entry
            for entry in translated["ammunition"]
        ]
    return done


def _element(translator: GameTranslator, element: Any, traits: dict[str, str]) -> Any:
    if not isinstance(element, dict) or not isinstance(element.get("effects"), list):
        return element
    effects = [
        {**effect, "against": [_selector(translator, selector, traits) for selector in effect["against"]]}
        if isinstance(effect, dict) and isinstance(effect.get("against"), list)
        else effect
        for effect in element["effects"]
    ]
    return {**element, "effects": effects}


def _selector(translator: GameTranslator, selector: Any, traits: dict[str, str]) -> Any:
    """An element effect's target: its trait follows the translation of the trait it means
    (folded, as R100 reads it), its parameter the translation of the element it names; either
    stays as written where the PO files have none."""
    if not isinstance(selector, dict):
        return selector
    done = dict(selector)
    written = selector.get(TRAIT)
    if isinstance(written, str):
        done[TRAIT] = translator.t.known(name_context(TRAIT), traits.get(fold(written), written)) or written
    param = selector.get("param")
    if isinstance(param, str):
        done["param"] = translator.t.known(name_context(translator.word_of(ELEMENTS)), param) or param
    return done


def fence_strings(chapter: str, block: Block) -> Iterator[tuple[str, str]]:
    """Hook `fence_strings`: the (context, text) pairs translators see in a fenced block of
    `chapter`: a scenario's caption."""
    if block.fence_info != SCENARIO_INFO:
        return
    title = scenario_title(block.text)
    if title is not None:
        yield _title_context(chapter), title


def _title_context(chapter: str) -> str:
    return f"{chapter_context(chapter)}: {SCENARIO_TITLE}"


@functools.lru_cache(maxsize=512)
def scenario_title(fence: str) -> str | None:
    """The caption of a ```scenario block, the one thing in it a player reads (remembered by
    the block's text: the language server asks again at every keystroke)."""
    body = fence.split("\n")[1:-1]
    try:
        data = yaml.load("\n".join(body), Loader=_SAFE)  # libyaml's: the pure-Python loader cost half a check's translation pass
    except yaml.YAMLError:
        return None
    return data.get("title") if isinstance(data, dict) and isinstance(data.get("title"), str) else None


def translate_fence(translator: GameTranslator, chapter: str, block: Block) -> str | None:
    """Hook `translate_fence`: a fenced block of `chapter` in the edition's language, or None
    for a fence the pack does not read. A scenario's caption and the names it plays are
    translated line for line: the chapter keeps its line numbers, so a finding in the
    translated book points where the source's does."""
    if block.fence_info != SCENARIO_INFO:
        return None
    out = []
    for written in block.text.split("\n"):
        line = written
        title = _SCENARIO_TITLE.match(line)
        if title:
            caption = scenario_title(f"```\ntitle: {title.group(2)}\n```")
            if caption:
                line = title.group(1) + json.dumps(translator.t.get(_title_context(chapter), caption) or caption, ensure_ascii=False)
        out.append(_SCENARIO_NAME.sub(lambda match: _scenario_name(translator, match), line))
    return "\n".join(out)


def _scenario_name(translator: GameTranslator, match: re.Match[str]) -> str:
    key, written = match.group(1), match.group(2).strip().strip("\"'")
    return f"{key}: {json.dumps(translator.name(translator.word_of(SCENARIO_NAMES[key]), written) or written, ensure_ascii=False)}"
