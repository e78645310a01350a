"""Permissions to cast spells of some kinds as though they had flash (CR 702.8a, 601.3, 117.1a,
307.1; ``sim.rules.flash_casting``): a permanent's "you | any player may cast <kinds>
spells as though they had flash" (604.1: its controller's, or every player's) and a resolved
instruction's "you may cast <kinds> spells this turn as though they had flash" (611.2a: until
the cleanup step, 514.2) — played in the opponent's turn, the card offered only when a
permission covers its kind, cast and resolved."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_stack import _default

import mtgsim
from sim.model.actions import CastSpell
from sim.model.objects import Zone
from sim.text import FULL, read_card

CREATURES = "You may cast creature spells as though they had flash."
ANYONE = "Any player may cast creature and enchantment spells as though they had flash."
NOW = "You may cast sorcery spells this turn as though they had flash."
DRAW = "Draw a card."


def card(cid: str, types: tuple[str, ...], text: str = "", **more: Any) -> dict[str, Any]:
    """A card ``cid`` costing {0}."""
    fields: dict[str, Any] = {"id": cid, "name": cid.title(), "types": list(types),
                              "cost": "{0}", **more}
    if text:
        fields["text"] = text
    if "Creature" in types:
        fields.update(power=2, toughness=2)
    return fields


def game(hand: list[dict[str, Any]], permanents: list[dict[str, Any]]) -> mtgsim.GameState:
    """B's upkeep; A holds ``hand``; each player a library."""
    return mtgsim.load({"active_player": "B", "step": "upkeep", "until": "end of turn",
                        "players": {"A": {"hand": hand, "library": 3}, "B": {"library": 3}},
                        "permanents": permanents})


def offered(state: mtgsim.GameState, cid: str) -> bool:
    """Whether A, having priority, may cast ``cid`` now."""
    d = state.decision
    return d is not None and d.kind == "priority" and d.player == "A" and \
        CastSpell(cid) in state.legal_actions()


def to_a(state: mtgsim.GameState) -> None:
    """Play on until A has priority."""
    while state.decision is not None and not (state.decision.kind == "priority" and
                                              state.decision.player == "A"):
        _default(state)


def resolve(state: mtgsim.GameState) -> None:
    while state.stack:
        state.apply("pass")


def source(text: str, controller: str = "A") -> dict[str, Any]:
    return {"id": "src", "controller": controller, "name": "Source", "types": ["Enchantment"],
            "text": text}


@plays(CREATURES)
def test_creature_spells_as_though_they_had_flash() -> None:
    """CR 702.8a, 601.3, 307.1: with the enchantment A casts a creature card in B's upkeep (it
    resolves onto the battlefield), not a sorcery; without it, not the creature either."""
    hand = [card("bear", ("Creature",)), card("sorc", ("Sorcery",), DRAW)]
    bare = game(hand, [])
    to_a(bare)
    assert not offered(bare, "bear")
    state = game(hand, [source(CREATURES)])
    to_a(state)
    assert offered(state, "bear") and not offered(state, "sorc")
    state.apply("cast bear")
    resolve(state)
    assert state.permanents["bear"].zone is Zone.BATTLEFIELD


@plays(ANYONE)
@pytest.mark.parametrize("controller", ["A", "B"])
def test_any_player_may_cast_either_kind(controller: str) -> None:
    """CR 702.8a, 109.5: "any player": whoever controls the permanent, A casts a creature and
    an enchantment in B's turn; "you may cast ..." of B's does not let A."""
    hand = [card("bear", ("Creature",)), card("ench", ("Enchantment",)),
            card("arti", ("Artifact",))]
    state = game(hand, [source(ANYONE, controller)])
    to_a(state)
    assert offered(state, "bear") and offered(state, "ench") and not offered(state, "arti")
    theirs = game(hand, [source(CREATURES, "B")])
    to_a(theirs)
    assert not offered(theirs, "bear")


@plays(NOW)
def test_sorcery_spells_this_turn() -> None:
    """CR 611.2a, 702.8a: A's instant resolves in B's upkeep; then A casts a sorcery (it draws
    a card) at instant speed, not before."""
    hand = [card("now", ("Instant",), NOW), card("sorc", ("Sorcery",), DRAW)]
    state = game(hand, [])
    to_a(state)
    assert not offered(state, "sorc")
    state.apply("cast now")
    resolve(state)
    to_a(state)
    assert offered(state, "sorc")
    cards = _hand(state)
    state.apply("cast sorc")
    resolve(state)
    assert _hand(state) == cards  # the sorcery left, a card drawn
    assert state.permanents["sorc"].zone is Zone.GRAVEYARD
    assert [s.affects for _, s in state.rule_effects] == ["A"]  # (A's only, 611.2a)


def _hand(state: mtgsim.GameState) -> int:
    return sum(p.zone is Zone.HAND and p.owner == "A" for p in state.permanents.values())


def test_the_permissions_render_back() -> None:
    """CR 702.8a: each form is read whole and written back (two kinds of one word each, either
    way of saying them); kinds the engine doesn't know are not read."""
    for text in (CREATURES, ANYONE, "You may cast legendary spells and artifact spells as "
                 "though they had flash.", "You may cast spells as though they had flash.",
                 "You may cast green creature spells as though they had flash."):
        assert read_card(text, "Probe", ("Enchantment",)).status == FULL, text
    assert read_card(NOW, "Probe", ("Instant",)).status == FULL
    assert read_card("You may cast aura spells with enchant creature as though they had "
                     "flash.", "Probe", ("Enchantment",)).status != FULL
