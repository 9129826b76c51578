"""Another locale's edition of a game: the model with every translatable string replaced.

The translated game is the same dataclasses with other words, so cards, sheets, rulebook and
report render it exactly as they render the source; a string the PO files lack stays in the
source language and is counted (`Edition.fallbacks`). References follow the names they point
at: the translation of trait "Voar" is used wherever a unit, an element or a text names it.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import TypeVar

from babel.messages.catalog import Catalog

from cardkit.content import LoadedProject
from cardkit.declared.model import Declarations
from cardkit.i18n.blocks import Block
from cardkit.i18n.declared import DeclaredTranslator
from cardkit.i18n.edition import Edition
from cardkit.i18n.labels import labels_for
from cardkit.i18n.messages import (
    BOOK_CONTEXTS,
    SCENARIO_TITLE,
    chapter_context,
    domains_of,
    field_context,
    is_prose,
    name_context,
    scenario_title,
)
from cardkit.i18n.po import read_locale
from cardkit.index.folding import fold
from cardkit.model import (
    Army,
    ArmyEntry,
    Attack,
    Effects,
    Element,
    ElementEffect,
    Game,
    NamedTerm,
    Spell,
    Stat,
    TargetSelector,
    Trait,
    TraitUse,
    Unit,
    Vocabulary,
)

_Term = TypeVar("_Term", bound=NamedTerm)
"""A vocabulary entry of any class: translating it keeps the class and its other fields."""


class Translations:
    """Finished translations by (context, source); a miss is counted once per string."""

    def __init__(self, catalogs: list[Catalog]) -> None:
        self._found: dict[tuple[str, str], str] = {}
        for catalog in catalogs:
            for message in catalog:
                if message.id and isinstance(message.string, str) and message.string and not message.fuzzy:
                    self._found[(message.context or "", str(message.id))] = message.string
        self.missing: set[tuple[str, str]] = set()

    def get(self, context: str, source: str | None) -> str | None:
        if source is None or not source.strip():
            return source
        found = self._found.get((context, source))
        if found is None:
            self.missing.add((context, source))
            return source
        return found

    def known(self, context: str, source: str) -> str | None:
        """The translation if there is one, without counting a miss (for optional lookups)."""
        return self._found.get((context, source))

    def labels(self, prefix: str = "label ") -> dict[str, str]:
        return {context[len(prefix) :]: text for (context, _), text in self._found.items() if context.startswith(prefix)}


class GameTranslator:
    """Replaces every string of a game by its translation; one method per kind of definition."""

    def __init__(self, translations: Translations, traits: list[Trait], declarations: Declarations | None = None) -> None:
        self.t = translations
        self._traits = {trait.name: trait for trait in traits}
        self._folded_traits = {fold(trait.name): trait.name for trait in traits}
        self.declarations = declarations or Declarations()
        self.declared = DeclaredTranslator(self, self.declarations)

    def name(self, word: str, written: str | None) -> str | None:
        return self.t.get(name_context(word), written) if written is not None else None

    def names(self, word: str, written: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(self.name(word, name) or name for name in written)

    def field(self, word: str, owner: str, path: str, text: str | None) -> str | None:
        return self.t.get(field_context(word, owner, tuple(path.split("."))), text) if text else text

    def game(self, game: Game) -> Game:
        return Game(
            vocabulary=self.vocabulary(game.vocabulary) if game.vocabulary else None,
            traits=[self.trait(t) for t in game.traits],
            spells=[self.spell(s) for s in game.spells],
            units=[self.unit(u) for u in game.units],
            armies=[self.army(a) for a in game.armies],
            declared=self.declared.cards(game.declared),
        )

    def effects(self, effects: Effects, owner_word: str, owner: str, path: str) -> Effects:
        return replace(
            effects,
            elements=self.names("element", effects.elements),
            line=None if effects.line is None else self.names("line direction", effects.line),
            special=self.field(owner_word, owner, f"{path}special", effects.special),
        )

    def trait(self, trait: Trait) -> Trait:
        params = tuple(
            replace(
                param,
                name=self.field("trait", trait.name, f"params.{i}.name", param.name) or param.name,
                description=self.field("trait", trait.name, f"params.{i}.description", param.description) or "",
                card_type=self.name("card type", param.card_type),
            )
            for i, param in enumerate(trait.params)
        )
        return replace(
            trait,
            name=self.name("trait", trait.name) or trait.name,
            params=params,
            text=self.field("trait", trait.name, "text", trait.text) or "",
            reminder=self.field("trait", trait.name, "reminder", trait.reminder),
            declared=self.declared.values("trait", trait),
        )

    def spell(self, spell: Spell) -> Spell:
        return replace(
            spell,
            name=self.name("spell", spell.name) or spell.name,
            card_type=self.name("card type", spell.card_type) or spell.card_type,
            ref=self.name("unit", spell.ref) or spell.ref,
            effects=self.effects(spell.effects, "spell", spell.name, "effects."),
            text=self.field("spell", spell.name, "text", spell.text),
            flavor=self.field("spell", spell.name, "flavor", spell.flavor),
            declared=self.declared.values("spell", spell),
        )

    def attack(self, unit: Unit, index: int, attack: Attack) -> Attack:
        return replace(
            attack,
            type=self.name("attack type", attack.type) or attack.type,
            ammunition=self.name("ammunition", attack.ammunition),
            effects=self.effects(attack.effects, "unit", unit.name, f"attacks.{index}.effects."),
            name=self.field("unit", unit.name, f"attacks.{index}.name", attack.name),
        )

    def trait_use(self, use: TraitUse, traits: dict[str, Trait]) -> TraitUse:
        trait = traits.get(use.name)
        params = tuple(
            self.param_value(trait.params[i].type if trait and i < len(trait.params) else "text", value)
            for i, value in enumerate(use.params)
        )
        return TraitUse(self.name("trait", use.name) or use.name, params)

    def param_value(self, kind: str, value: str | int) -> str | int:
        """A trait parameter given on a unit: a name follows its translation, a number stays."""
        word = {"element": "element", "unit_class": "unit", "spell": "spell", "card_type": "card type"}.get(kind)
        if word is None or not isinstance(value, str):
            return value
        return self.name(word, value) or value

    def unit(self, unit: Unit) -> Unit:
        return replace(
            unit,
            name=self.name("unit", unit.name) or unit.name,
            attacks=tuple(self.attack(unit, i, a) for i, a in enumerate(unit.attacks)),
            traits=tuple(self.trait_use(use, self._traits) for use in unit.traits),
            text=self.field("unit", unit.name, "text", unit.text),
            flavor=self.field("unit", unit.name, "flavor", unit.flavor),
            declared=self.declared.values("unit", unit),
        )

    def army(self, army: Army) -> Army:
        return replace(
            army,
            name=self.name("army", army.name) or army.name,
            color_name=self.field("army", army.name, "color_name", army.color_name),
            commander=self.name("unit", army.commander),
            champion=self.name("unit", army.champion),
            units=tuple(ArmyEntry(self.name("unit", e.unit) or e.unit, e.count) for e in army.units),
            ammunition={self.name("ammunition", k) or k: v for k, v in army.ammunition.items()},
            resources={self.name("resource", k) or k: v for k, v in army.resources.items()},
            notes=self.field("army", army.name, "notes", army.notes),
            declared=self.declared.values("army", army),
        )

    def term(self, word: str, term: _Term) -> _Term:
        return replace(
            term,
            name=self.name(word, term.name) or term.name,
            description=self.field(word, term.name, "description", term.description) or "",
        )

    def terms(self, word: str, terms: tuple[_Term, ...]) -> tuple[_Term, ...]:
        """Each term translated, of its own class (a UnitCategory keeps its army quota)."""
        return tuple(self.term(word, term) for term in terms)

    def element(self, element: Element) -> Element:
        return replace(
            element,
            name=self.name("element", element.name) or element.name,
            text={k: self.field("element", element.name, f"text.{k}", v) or v for k, v in element.text.items()},
            effects=tuple(self.element_effect(e) for e in element.effects),
        )

    def element_effect(self, effect: ElementEffect) -> ElementEffect:
        def selector(s: TargetSelector) -> TargetSelector:
            param = s.param if s.param is None else (self.t.known(name_context("element"), s.param) or s.param)
            return TargetSelector(self.trait_reference(s.trait), param)

        return replace(effect, against=tuple(selector(s) for s in effect.against))

    def trait_reference(self, written: str) -> str:
        """A trait named by an element effect, which may spell it loosely ("Morto-Vivo" for
        "Morto Vivo", R100 says so): it follows the translation of the trait it means."""
        canonical = self._folded_traits.get(fold(written), written)
        return self.t.known(name_context("trait"), canonical) or written

    def vocabulary(self, vocabulary: Vocabulary) -> Vocabulary:
        return replace(
            vocabulary,
            name=self.t.get("game name", vocabulary.name) or vocabulary.name,
            caster_classes=self.names("unit", vocabulary.caster_classes),
            card_types=self.terms("card type", vocabulary.card_types),
            attack_types=self.terms("attack type", vocabulary.attack_types),
            effect_keywords=self.terms("effect keyword", vocabulary.effect_keywords),
            line_directions=self.terms("line direction", vocabulary.line_directions),
            unit_categories=self.terms("unit category", vocabulary.unit_categories),
            resources=self.terms("resource", vocabulary.resources),
            stats=tuple(
                Stat(s.id, self.name("stat", s.name) or s.name, self.field("stat", s.name, "abbreviation", s.abbreviation))
                for s in vocabulary.stats
            ),
            ammunition=tuple(
                replace(a, name=self.name("ammunition", a.name) or a.name, unit=self.name("unit", a.unit) or a.unit)
                for a in vocabulary.ammunition
            ),
            elements=tuple(self.element(e) for e in vocabulary.elements),
            labels={},
            declarations=self.declared.declared(),
        )


_CALL_KINDS = ("unit", "spell", "trait")
"""The calls naming a definition of cardkit's kinds; a declared kind's id is a call too (`item("Espada")`)."""


def _call_pattern(kinds: tuple[str, ...]) -> re.Pattern[str]:
    names = "|".join(re.escape(kind) for kind in kinds)
    return re.compile(rf"""\{{\{{\s*({names})\(\s*(["'])(.*?)\2\s*\)\s*\}}\}}""")


class ChapterTranslator:
    """A chapter's blocks in the locale: prose from the PO file, scenarios with translated names."""

    def __init__(self, translations: Translations, names: GameTranslator) -> None:
        self.t = translations
        self.names = names
        self._call_re = _call_pattern((*_CALL_KINDS, *(kind.id for kind in names.declarations.kinds)))

    def block(self, chapter: str, block: Block) -> str:
        if block.fence_info == "scenario":
            return self.scenario(chapter, block.text)
        if not is_prose(block):
            return self._call_re.sub(self._call, block.text)
        translated = self.t.get(chapter_context(chapter), block.text) or block.text
        return self._call_re.sub(self._call, translated)

    def _call(self, match: re.Match[str]) -> str:
        kind, quote, name = match.groups()
        return match.group(0).replace(f"{quote}{name}{quote}", f"{quote}{self.names.name(kind, name)}{quote}")

    def scenario(self, chapter: str, fence: str) -> str:
        """The fence with its caption and the names it plays translated, line for line: the
        chapter keeps its line numbers, so a finding in the translated book points where the
        source's does."""
        title_context = f"{chapter_context(chapter)}: {SCENARIO_TITLE}"
        out = []
        for line in fence.split("\n"):
            title = _SCENARIO_TITLE.match(line)
            if title:
                caption = scenario_title(f"```\ntitle: {title.group(2)}\n```")
                line = title.group(1) + json.dumps(self.t.get(title_context, caption) or caption, ensure_ascii=False) if caption else line
            out.append(_SCENARIO_NAME.sub(self._scenario_name, line))
        return "\n".join(out)

    def _scenario_name(self, match: re.Match[str]) -> str:
        key, written = match.group(1), match.group(2).strip().strip("\"'")
        word = {"unit": "unit", "attack": "attack type", "spell": "spell"}[key]
        return f"{key}: {json.dumps(self.names.name(word, written) or written, ensure_ascii=False)}"


_SCENARIO_TITLE = re.compile(r"^(title:\s*)(.+)$")
_SCENARIO_NAME = re.compile(r"\b(unit|attack|spell):[ \t]*([^\s\d,}#][^,}\n#]*?)(?=\s*[,}]|\s*$|\s+#)")
"""`unit: Lanceiro`, `attack: Comum`, `spell: Inferno` in a scenario's flow or block mappings;
a number is a die result (`dice: {attack: 7}`), never a name."""


def translated_project(loaded: LoadedProject, locale: str) -> LoadedProject:
    """The project as `locale` prints it: translated game and words, outputs in build/<locale>/."""
    declarations = loaded.game.declarations
    catalogs = read_locale(loaded.project.content_dir, locale, loaded.project.root, domains_of(declarations))
    translations = Translations(list(catalogs.catalogs.values()))
    names = GameTranslator(translations, loaded.game.traits, declarations)
    chapters = ChapterTranslator(translations, names)
    edition = Edition(
        locale,
        labels_for(locale, translated=translations.labels(), untranslated=loaded.game.vocabulary.labels if loaded.game.vocabulary else None),
        is_source=False,
        translate_block=chapters.block,
        translate_book=lambda key, text: translations.get(BOOK_CONTEXTS[key], text) or text,
        untranslated=translations.missing,
    )
    project = replace(loaded.project, build_dir=loaded.project.build_dir / locale)
    return replace(loaded, project=project, game=names.game(loaded.game), chosen_edition=edition)
