"""Face planning: every placement of every profile names a face, and a face is laid out once."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest

from cardkit.config.print_profiles import resolve_print_settings
from cardkit.render.backs import SHARED
from cardkit.render.faceplan import (
    FACE_BATCH,
    Face,
    ProfilePlan,
    batches,
    face_bleed,
    needed_faces,
    plan_profile,
    proof_shows,
    style_of,
)
from cardkit.render.faces import Card
from cardkit.render.imposition import impose
from cardkit.theme.build import build_theme

THEME = build_theme(None, Path("content"))
"""cardkit's default theme: one back every card shares (`back.group: none`)."""


def settings(**profiles: dict):  # type: ignore[no-untyped-def]
    return resolve_print_settings({"profiles": profiles} if profiles else {})


def card(card_id: str, *, draft: bool = False, draft_fields: tuple[str, ...] = (), side: str | None = None) -> Card:
    definition = SimpleNamespace(is_draft=draft, draft_fields=draft_fields, values={"side": side} if side else {})
    kind, slug = card_id.split("-", 1)
    return Card(kind, slug, definition)  # type: ignore[arg-type]


def deck_cards(count: int, **drafts: bool) -> dict[str, Card]:
    return {f"spell-{i}": card(f"spell-{i}", draft=drafts.get(f"d{i}", False)) for i in range(count)}


def back_faces(plan: ProfilePlan) -> set[Face]:
    return {face for page, faces in zip(plan.pages, plan.faces, strict=True) if page.back for face in faces}


def test_a_profile_places_its_imposition_and_names_a_face_per_placement() -> None:
    home = settings().profiles["home"]
    cards = deck_cards(10)
    style = style_of(home, settings().profiles.values())
    plan = plan_profile(home, list(cards), cards, style, THEME)
    assert list(plan.pages) == impose(home, list(cards))
    assert [len(faces) for faces in plan.faces] == [len(page.placements) for page in plan.pages]
    fronts = [face for page, faces in zip(plan.pages, plan.faces, strict=True) if not page.back for face in faces]
    assert [face.card for face in fronts] == list(cards)
    assert back_faces(plan) == {Face(SHARED, None, False, style)}, "every card shares one back"


def test_the_default_back_is_one_for_every_kind_and_backs_by_kind_are_one_per_kind() -> None:
    home = settings().profiles["home"]
    cards = {card_id: card(card_id) for card_id in ("spell-a", "unit-b", "spell-c", "trait-d")}
    style = style_of(home, [home])
    shared = plan_profile(home, list(cards), cards, style, THEME)
    assert {face.ref for face in back_faces(shared)} == {"back:*"}
    by_kind = plan_profile(home, list(cards), cards, style, replace(THEME, back_group="kind"))
    assert {face.ref for face in back_faces(by_kind)} == {"back:spell", "back:unit", "back:trait"}


def test_backs_by_a_field_are_one_per_value_and_a_card_without_one_takes_the_shared_back() -> None:
    home = settings().profiles["home"]
    cards = {
        "agent-a": card("agent-a", side="wardens"),
        "event-b": card("event-b", side="wardens"),
        "agent-c": card("agent-c", side="hollow"),
        "token-d": card("token-d"),
    }
    plan = plan_profile(home, list(cards), cards, style_of(home, [home]), replace(THEME, back_group="side"))
    assert {face.ref for face in back_faces(plan)} == {"back:wardens", "back:hollow", "back:*"}


def test_home_and_print_shop_share_every_final_face() -> None:
    """The faces are laid out with the print shop's 3 mm bleed, which home (no bleed) clips."""
    every = settings().profiles
    cards = deck_cards(4)
    plans = [plan_profile(every[name], list(cards), cards, style_of(every[name], every.values()), THEME) for name in ("home", "print-shop")]
    assert every["home"].bleed == 0 and every["print-shop"].bleed == 3
    faces = needed_faces(plans)
    assert len(faces) == 4 + 1  # four fronts and the shared back, once for both profiles
    assert {face.style.bleed for face in faces} == {3.0}


def test_a_draft_is_laid_out_twice_only_when_a_proof_and_a_final_profile_print_it() -> None:
    every = settings().profiles
    cards = deck_cards(3, d1=True)
    plans = [plan_profile(every[name], list(cards), cards, style_of(every[name], every.values()), THEME) for name in ("home", "print-shop")]
    fronts = [face for face in needed_faces(plans) if not face.back]
    assert [(face.card, face.proof) for face in fronts] == [("spell-0", False), ("spell-1", True), ("spell-2", False), ("spell-1", False)]


def test_draft_fields_make_a_proof_face_of_their_own() -> None:
    assert proof_shows(card("unit-a", draft_fields=("attack",)))
    assert not proof_shows(card("unit-a"))


def test_copies_are_placed_but_laid_out_once() -> None:
    home = settings().profiles["home"]
    cards = deck_cards(2)
    plan = plan_profile(home, ["spell-0", "spell-0", "spell-1"], cards, style_of(home, [home]), THEME)
    assert [face.card for face in needed_faces([plan]) if not face.back] == ["spell-0", "spell-1"]


def test_each_card_size_gets_the_largest_bleed_of_its_profiles() -> None:
    chosen = settings(big={"bleed": 5}, tarot={"card": "tarot", "bleed": 1})
    profiles = chosen.profiles.values()
    assert face_bleed(profiles, chosen.profiles["home"].card_size) == 5
    assert face_bleed(profiles, chosen.profiles["tarot"].card_size) == 1


@pytest.mark.parametrize("count", [1, FACE_BATCH, FACE_BATCH + 1, 3 * FACE_BATCH + 2])
def test_batches_hold_one_style_and_proof_flag_and_every_face_once(count: int) -> None:
    style = style_of(settings().profiles["home"], settings().profiles.values())
    other = replace(style, process_black=True)
    faces = [Face(f"kind{i}", None, False, style) if i % 7 == 3 else Face("spell", f"spell-{i}", i % 5 == 0, style if i % 2 else other) for i in range(count)]
    cut = batches(faces)
    assert sorted((f for batch in cut for f in batch), key=faces.index) == faces
    for batch in cut:
        assert 1 <= len(batch) <= FACE_BATCH
        assert len({(face.style, face.proof, face.back) for face in batch}) == 1


def test_an_empty_deck_places_nothing() -> None:
    home = settings().profiles["home"]
    plan = plan_profile(home, [], {}, style_of(home, [home]), THEME)
    assert plan.pages == () and needed_faces([plan]) == []
