"""Positions and words in a buffer: the spans findings cover, the word under the cursor, the
keys that lead to it."""

from __future__ import annotations

from cardkit.lsp.diagnostics import suggestions
from cardkit.lsp.text import Span, key_path_at, scalar_span, typed_start, whole_words, word_at

UNIT = """name: Arqueiro
attacks:
  - type: Projétil
    atk: 1d10
traits:
  - name: Ataque Secundário
    params: [3]
"""

ARMY = """name: Exército Azul
units:
  - unit: Arqueiro
    count: 4
  - unit:\x20
"""


def test_a_finding_covers_the_name_it_points_at() -> None:
    assert scalar_span("effects:\n  elements: [Eletricidade, Fogo]", 1, 27) == Span(1, 27, 31)
    assert scalar_span('ref: "Alquimist"  # comment', 0, 5) == Span(0, 6, 15)  # inside the quotes
    assert scalar_span("- {trait: Voarr, param: X}", 0, 10) == Span(0, 10, 15)
    assert scalar_span('msgid "Raio"', 0, 0) == Span(0, 0, 5)  # a key: up to its colon or the word's end
    assert scalar_span("name:", 0, 5) == Span(0, 5, 5)


def test_the_word_under_the_cursor_is_the_whole_name_spaces_and_accents_included() -> None:
    assert word_at(UNIT, 5, 14) == ("Ataque Secundário", Span(5, 10, 27))
    assert word_at("elements: [Fogo, Água]", 0, 18) == ("Água", Span(0, 17, 21))
    assert word_at("name: Raio", 0, 2) == ("name", Span(0, 0, 4))
    assert word_at("", 0, 0) is None


def test_the_keys_that_lead_to_the_cursor() -> None:
    assert key_path_at(UNIT, 5, 12) == ("traits", "name")
    assert key_path_at(UNIT, 2, 12) == ("attacks", "type")
    assert key_path_at(UNIT, 6, 14) == ("traits", "params")
    assert key_path_at(ARMY, 4, 10) == ("units", "unit")
    assert key_path_at(ARMY, 3, 10) == ("units", "count")  # a list item's other key is a sibling
    assert key_path_at("effects:\n  elements: [", 1, 13) == ("effects", "elements")
    assert key_path_at("# elements: [", 0, 13) == ()
    selector = "elements:\n  - name: Fogo\n    effects:\n      - against:\n          - trait: "
    assert key_path_at(selector, 4, 19) == ("elements", "effects", "against", "trait")  # `- against:` holds the list


def test_the_keys_of_a_flow_mapping_lead_to_the_cursor() -> None:
    """A value written in flow style on its key's line (`effects: {special: ..., elements: [`)
    is under every key of a mapping still open before the cursor, the field table's path."""
    flow = 'effects: {special: "a {b}: c", elements: [Água, Fo'
    assert key_path_at(flow, 0, len(flow)) == ("effects", "elements")
    assert key_path_at("traits:\n  - {name: Corrida, params: [4", 1, 32) == ("traits", "params")
    assert key_path_at("a: {b: 1}, c: [x", 0, 16) == ("c",)  # a closed mapping leads nowhere
    assert key_path_at("unit: Arqueiro # see: below", 0, 27) == ("unit",)  # a comment holds no key


def test_did_you_mean_names_are_read_from_the_hint() -> None:
    assert suggestions("did you mean 'Alquimista'?") == ["Alquimista"]
    assert suggestions("did you mean 'Lenda', 'Escuridão' or 'Encanto'? (quoted names refer to definitions)") == ["Lenda", "Escuridão", "Encanto"]
    assert suggestions("did you mean `fire`?") == ["fire"]
    assert suggestions("add the trait to content/traits/") == []
    assert suggestions(None) == []


def test_whole_words_allow_notes_and_punctuation_but_not_longer_words() -> None:
    text = "Um Arqueiro¹ (Raio) e Raios; _Raio e Raio2, fim: Raio"
    assert [text[s:e] for s, e in whole_words(text, "Raio")] == ["Raio", "Raio"]
    assert [s for s, _ in whole_words(text, "Raio")] == [text.index("(Raio)") + 1, len(text) - 4]
    assert list(whole_words(text, "Arqueiro")) == [(3, 11)]


def test_a_completion_replaces_the_name_typed_so_far() -> None:
    assert typed_start("traits: [Voar, Ação S", 0, 21) == len("traits: [Voar, ")
    assert typed_start("  - name: Ataque Sec", 0, 20) == len("  - name: ")
    assert typed_start("  - Mor", 0, 7) == len("  - ")
    assert typed_start("elements: [", 0, 11) == 11

