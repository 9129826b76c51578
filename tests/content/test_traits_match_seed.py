"""Every trait of the seed's "HABILIDADES" list has a file with the same name, parameters and text.

The list is parsed from the seed at test time: a heading is an upper-case name, one "(?)" per
parameter and a colon ("VITALIDADE COMPARTILHADA (?) (?): ..."); the paragraphs up to the next
heading are its text. The seed is seed 000 (`000_*.txt`), which lives outside the repository,
in ../shared/seeds beside the checkout (`tests.content.helpers.SEEDS`); without it these tests
skip. docs/seed-facts.md, Traits, says what the list holds: 24 traits, a "(?)" for each value
"especificado na descrição da Característica" with no type given, and Essência, which the
element tables need and the list lacks.
"""

from __future__ import annotations

import re
from typing import NamedTuple

import pytest

from tests.content.helpers import definitions, normalise, require_seed, seed_params, seed_text, slug

SECTION_START = "HABILIDADES DAS UNIDADES REGULARES, HERÓIS E SELVAGENS"
SECTION_END = "MANUAL TAB MASTER - INTRODUÇÃO"
UPPER = "A-ZÁÂÃÀÇÉÊÍÓÔÕÚÜ"
HEADING = re.compile(rf"^([{UPPER}][{UPPER} \-]*?)\s*((?:\(\?\)\s*)*):\s*(.*)$")

# Traits the element tables need but the seed's list forgets (see content/traits/essencia.yaml).
EXTRA_TRAITS = {"Essência": ["element"]}

# The parameter types chosen for each "(?)" (the seed only says "especificado na descrição").
PARAM_TYPES = {
    "CORRIDA": ["integer"],
    "DESESPERO": ["text"],
    "ELEMENTO": ["element"],
    "MINÚSCULO": ["integer"],
    "PADRÃO": ["unit_class"],
    "RAJADA": ["integer"],
    "TOXINA": ["spell"],
    "VITALIDADE COMPARTILHADA": ["text", "integer"],
    "VULNERABILIDADE": ["text"],
}


class SeedTrait(NamedTuple):
    heading: str
    params: int
    paragraphs: list[str]


def parse_traits(text: str) -> list[SeedTrait]:
    section = text[text.index(SECTION_START) + len(SECTION_START): text.index(SECTION_END)]
    traits: list[SeedTrait] = []
    for raw in section.splitlines():
        line = normalise(raw)
        if not line:
            continue
        match = HEADING.match(line)
        if match:
            traits.append(SeedTrait(match.group(1), match.group(2).count("(?)"), [match.group(3)]))
        else:
            assert traits, f"text before the first trait heading: {line!r}"
            traits[-1].paragraphs.append(line)
    return traits


def paragraphs(text: str) -> list[str]:
    return [normalise(p) for p in re.split(r"\n\s*\n", text) if p.strip()]


SEED = seed_text()
TRAITS = parse_traits(SEED) if SEED else []


def trait_file(heading: str) -> dict:
    by_slug = {slug(name): data for name, (_, data) in definitions("traits").items()}
    assert slug(heading) in by_slug, f"no content/traits/{slug(heading)}.yaml for {heading}"
    return by_slug[slug(heading)]


def test_seed_lists_24_traits() -> None:
    traits = parse_traits(require_seed())
    assert len(traits) == 24
    assert traits[0].heading == "AÇÃO SECUNDÁRIA" and traits[-1].heading == "VULNERABILIDADE"


def test_trait_files_are_the_seed_traits_plus_essencia() -> None:
    traits = parse_traits(require_seed())
    files = definitions("traits")
    assert sorted(slug(n) for n in files) == sorted([slug(t.heading) for t in traits] + [slug(n) for n in EXTRA_TRAITS])
    for name, (path, _) in files.items():
        assert path.stem == slug(name), f"{path.name} should be named {slug(name)}.yaml"


@pytest.mark.parametrize("trait", seed_params(TRAITS, lambda t: slug(t.heading)))
def test_trait_name_and_params_match_heading(trait: SeedTrait) -> None:
    data = trait_file(trait.heading)
    assert data["name"].upper() == trait.heading, "the name is the heading in Title Case"
    assert len(data["params"]) == trait.params, f"{trait.heading} has {trait.params} (?) in its heading"
    assert [p["type"] for p in data["params"]] == PARAM_TYPES.get(trait.heading, [])


@pytest.mark.parametrize("trait", seed_params(TRAITS, lambda t: slug(t.heading)))
def test_trait_text_is_the_seed_text(trait: SeedTrait) -> None:
    assert paragraphs(trait_file(trait.heading)["text"]) == trait.paragraphs


def test_toxina_names_a_feitico() -> None:
    (param,) = definitions("traits")["Toxina"][1]["params"]
    assert param["card_type"] == "Feitiço"


def test_extra_traits_are_drafts_with_their_params() -> None:
    traits = definitions("traits")
    for name, types in EXTRA_TRAITS.items():
        data = traits[name][1]
        assert [p["type"] for p in data["params"]] == types
        assert data.get("status") == "draft", "the seed has no text for it: the design team wrote it"
