"""Schema errors become designer diagnostics: right code, right place, words that say the fix."""

from __future__ import annotations

from cardkit.foundation.diagnostics import Diagnostic
from cardkit.loading import load_yaml_text
from cardkit.schema.sets import SchemaSet
from cardkit.schema.validation import VALIDATION_CODES, validate


def check(text: str, schemas: SchemaSet) -> list[Diagnostic]:
    document, diagnostics = load_yaml_text(text, "content/spells/raio.yaml")
    assert document is not None and diagnostics == []
    return validate(document, "spell", schemas)


def only(diagnostics: list[Diagnostic]) -> Diagnostic:
    assert len(diagnostics) == 1, diagnostics
    return diagnostics[0]


def one_at(diagnostics: list[Diagnostic], code: str, line: int, column: int) -> Diagnostic:
    """The only diagnostic, after checking it has this code at this place."""
    found = only(diagnostics)
    assert (found.code, found.line, found.column) == (code, line, column), found
    return found


def test_a_valid_document_has_no_diagnostics(fixture_schemas):
    assert check("name: Raio\ncost: 8\ndamage: 1d20+2\nelement: fogo\n", fixture_schemas) == []


def test_a_misspelled_key_is_reported_at_the_key_with_did_you_mean(fixture_schemas):
    found = only(check("name: Raio\ncostt: 8\ncost: 1\n", fixture_schemas))
    assert (found.code, found.line, found.column, found.file) == ("S001", 2, 1, "content/spells/raio.yaml")
    assert found.message == "unknown key `costt` in a spell"
    assert found.hint == "did you mean `cost`?"


def test_an_unknown_key_far_from_any_valid_one_lists_the_valid_keys(fixture_schemas):
    found = one_at(check("name: Raio\ncost: 1\neffects:\n  area: true\n  zzz: 1\n", fixture_schemas), "S001", 5, 3)
    assert found.message == "unknown key `zzz` in `effects`"
    assert "`area` or `explosion`" in found.hint


def test_a_wrong_type_says_what_was_expected_found_and_an_example(fixture_schemas):
    found = one_at(check("name: Raio\ncost: oito\n", fixture_schemas), "S002", 2, 7)
    assert found.message == "`cost` must be an integer, found text 'oito'; example: cost: 8"
    assert found.hint == "Custo in Fluxo."


def test_a_quoted_number_is_told_to_lose_its_quotes(fixture_schemas):
    found = only(check('name: Raio\ncost: "8"\n', fixture_schemas))
    assert found.code == "S002"
    assert found.hint == "remove the quotes around 8"


def test_a_value_fitting_no_alternative_by_type_lists_every_accepted_type(fixture_schemas):
    found = one_at(check("name: Raio\ncost: 1\ndamage: [1d20]\n", fixture_schemas), "S002", 3, 9)
    assert found.message == "`damage` must be an integer or text, found a list; example: damage: 1d20"


def test_missing_required_keys_are_reported_once_at_the_mapping_with_examples(fixture_schemas):
    found = one_at(check("# Raio\ndamage: 1d20\n", fixture_schemas), "S003", 2, 1)
    assert found.message == "this spell is missing `name` and `cost`"
    assert found.hint == "add `name: Raio` and `cost: 8`"


def test_a_value_outside_the_enum_suggests_the_closest_one(fixture_schemas):
    found = one_at(check("name: Raio\ncost: 1\nelement: fgo\n", fixture_schemas), "S004", 3, 10)
    assert found.message == "`element` must be `fogo`, `água`, `terra` or `ar`, found text 'fgo'"
    assert found.hint == "did you mean `fogo`?"


def test_an_enum_suggestion_forgives_accents_and_case(fixture_schemas):
    assert only(check("name: Raio\ncost: 1\nelement: Agua\n", fixture_schemas)).hint == "did you mean `água`?"


def test_dice_that_do_not_match_the_notation_get_the_notation_and_examples(fixture_schemas):
    found = one_at(check("name: Raio\ncost: 1\ndamage: 2x6\n", fixture_schemas), "S005", 3, 9)
    assert found.message == "`damage` does not match the expected notation: found text '2x6'"
    assert found.hint == "Dice notation: count, d, die size, optional +N. Examples: 1d20, 2d10, 1d20+2."


def test_a_number_below_its_minimum_is_out_of_range(fixture_schemas):
    found = one_at(check("name: Raio\ncost: -2\n", fixture_schemas), "S006", 2, 7)
    assert found.message == "`cost` must be at least 0, found -2"


def test_an_empty_text_is_out_of_range(fixture_schemas):
    found = only(check("name: ''\ncost: 1\n", fixture_schemas))
    assert (found.code, found.message) == ("S006", "`name` must not be empty")


def test_a_repeated_list_item_is_reported_at_the_repeat(fixture_schemas):
    found = one_at(check("name: Raio\ncost: 1\ntags:\n  - a\n  - b\n  - a\n", fixture_schemas), "S006", 6, 5)
    assert found.message == "`tags` lists a more than once"


def test_a_bad_key_name_is_reported_at_the_key(fixture_schemas):
    found = one_at(
        check("name: Raio\ncost: 1\nseverities:\n  R105: 'off'\n  r1: 'off'\n", fixture_schemas), "S005", 5, 3
    )
    assert found.message.startswith("the key `r1`")


def test_a_key_forbidden_in_this_case_says_so_with_its_description(fixture_schemas):
    found = one_at(check("name: Raio\ncost: 1\nkind: unit\ncard_type: Magia\n", fixture_schemas), "S000", 4, 1)
    assert found.message == "`card_type` is not allowed here"
    assert found.hint == "Only with kind: spell."


def test_every_error_of_a_document_is_reported_sorted_by_line(fixture_schemas):
    text = "costt: 8\nname: 3\ndamage: 2x6\nelement: fgo\neffects:\n  explosion: 0\n"
    found = check(text, fixture_schemas)
    assert [(d.code, d.line, d.column) for d in found] == [
        ("S001", 1, 1),
        ("S003", 1, 1),
        ("S002", 2, 7),
        ("S005", 3, 9),
        ("S004", 4, 10),
        ("S006", 6, 14),
    ]


def test_items_of_a_list_are_named_by_their_place(fixture_schemas):
    found = one_at(check("name: Raio\ncost: 1\ntags: [a, 3]\n", fixture_schemas), "S002", 3, 11)
    assert found.message.startswith("item 2 of `tags` must be text, found the number 3")
    assert found.hint == 'put it in quotes: "3"'


def test_the_code_table_describes_every_code():
    assert list(VALIDATION_CODES) == [f"S{number:03}" for number in range(7)]
    assert all(code.description for code in VALIDATION_CODES.values())
