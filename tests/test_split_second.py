"""Split second (CR 702.61a): as long as the spell is on the stack, players can't cast other
spells or activate abilities that aren't mana abilities."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.actions import ActivateAbility, CastSpell, SpecialAction
from sim.model.objects import Zone
from sim.model.stack_objects import SPELL, StackItem
from sim.rules.casting import castable_now
from sim.rules.priority import why_not
from sim.text import FULL, read_card

GRIP: dict[str, Any] = {"name": "Grip", "types": ["Instant"], "cost": "{2}{G}",
        "text": "Split second\nDestroy target creature."}
PLAIN: dict[str, Any] = {"name": "Plain Kill", "types": ["Instant"], "cost": "{2}{G}",
         "text": "Destroy target creature."}
SAVE = {"name": "Save", "types": ["Instant"], "cost": "{W}",
        "text": "Target creature gains indestructible until end of turn."}
BEAR = {"id": "bear", "controller": "B", "name": "Bear", "power": 2, "toughness": 2,
        "text": "{1}: This creature gets +1/+1 until end of turn."}


def game(spell: dict[str, Any]) -> mtgsim.GameState:
    """A casts ``spell`` at B's Bear in their main phase; B holds Save with mana for it."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main", "permanents": [BEAR],
                         "players": {"A": {"hand": [spell], "mana": "{2}{G}"},
                                     "B": {"hand": [SAVE], "mana": "{W}{1}"}}})
    state.apply('cast "A:hand:1"')
    state.apply("target bear")
    return state


def test_split_second_is_read() -> None:
    """CR 702.61a: the keyword is read and rendered back."""
    assert read_card(GRIP["text"], "Grip", ("Instant",)).status == FULL


@plays("Split second", "Destroy target creature.")
def test_no_response_to_a_split_second_spell() -> None:
    """CR 702.61a: while Grip is on the stack B can cast no spell and activate no ability (no
    priority decision offers one: it resolves and the Bear is destroyed); without split second
    B may respond with Save or the Bear's ability."""
    state = game(GRIP)
    assert state.stack == [] and state.permanents["bear"].zone.value == "graveyard"
    other = game(PLAIN)
    decision = other.decision
    assert decision is not None and decision.player == "B"
    legal = other.legal_actions()
    assert CastSpell("B:hand:1") in legal and ActivateAbility("bear", 0) in legal


def test_why_a_response_is_refused_under_split_second() -> None:
    """CR 702.61a: with Grip on the stack a card its controller holds can't be cast either
    (castable_now), and the reason names split second."""
    probe = mtgsim.load({"active_player": "A", "step": "precombat main", "permanents": [BEAR],
                         "players": {"A": {"hand": [GRIP, SAVE], "mana": "{W}"}, "B": {}}})
    grip = probe.permanents["A:hand:1"]
    assert castable_now(probe, "A", "A:hand:2")
    probe.move("A:hand:1", Zone.STACK)
    assert grip.card.spell is not None
    probe.stack.append(StackItem("s1", SPELL, "A", "A:hand:1", "Grip", grip.card.spell))
    assert not castable_now(probe, "A", "A:hand:2")
    assert "split second" in why_not(probe, "A", CastSpell("A:hand:2"))[0]


def test_foretelling_is_a_special_action_split_second_allows() -> None:
    """CR 702.61b, 116.2h: under split second a player may still take special actions: with
    Grip on the stack in A's turn, A may foretell Foresight (pay {2}, exile it) but not cast
    Save."""
    foresight = {"name": "Foresight", "types": ["Instant"], "cost": "{3}{U}{U}",
                 "text": "Foretell {1}{U}\nDraw two cards."}
    state = mtgsim.load({"active_player": "A", "step": "precombat main", "permanents": [BEAR],
                         "players": {"A": {"hand": [GRIP, foresight, SAVE],
                                           "mana": "{2}{G}{2}{W}"},
                                     "B": {}}})
    state.apply('cast "A:hand:1"')
    state.apply("target bear")
    decision = state.decision
    assert decision is not None and decision.player == "A" and state.stack
    legal = state.legal_actions()
    assert SpecialAction("foretell", "A:hand:2") in legal
    assert CastSpell("A:hand:3") not in legal
    state.apply(SpecialAction("foretell", "A:hand:2"))
    # foretold (no stack object, 116.2h); nobody may do anything else: Grip resolves
    assert state.permanents["A:hand:2"].zone is Zone.EXILE
    assert state.stack == [] and state.permanents["bear"].zone is Zone.GRAVEYARD
