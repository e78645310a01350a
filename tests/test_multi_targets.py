""""Up to N target <objects>" (CR 115.1, 115.3, 601.2c; ``sim.text.multi_targets``): N
optional slots of one spec, each object chosen at most once, zero allowed; the instruction
acts on those chosen and still legal as it resolves (608.2b)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.decisions import DecisionKind
from sim.model.objects import Zone
from sim.text import FULL, read_card


def creature(pid: str, controller: str, power: int, toughness: int,
             **fields: Any) -> dict[str, Any]:
    return {"id": pid, "controller": controller, "power": power, "toughness": toughness,
            **fields}


def spell(pid: str, text: str, types: str = "Instant", cost: str = "{1}") -> dict[str, Any]:
    return {"id": pid, "name": pid.title(), "types": [types], "cost": cost, "text": text}


TAP = "Tap up to two target creatures."


@plays("Tap up to two target creatures.")
def test_tapping_two_blockers_before_blocks() -> None:
    """CR 601.2c, 115.3 and 509.1a: the two walls are chosen (the second choice no longer
    offers the first), tapped at the beginning of combat, and can't block: B takes 5."""
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {"mana": "{1}", "hand": [spell("snare", TAP)]}, "B": {}},
        "permanents": [creature("ogre", "A", 5, 5), creature("wall", "B", 0, 4),
                       creature("wall2", "B", 0, 4)],
        "combat": {"attacks": {"ogre": "B"}, "blocks": {},
                   "actions": [{"step": "beginning_of_combat", "player": "A",
                                "cast": "snare", "targets": ["wall", "wall2"]}]}})
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 15
    assert state.permanents["wall"].tapped and state.permanents["wall2"].tapped


def test_the_second_slot_never_offers_the_first_choice_and_zero_is_allowed() -> None:
    """CR 115.3: one object is not chosen twice for one phrase's slots; "up to" allows none
    (601.2c), and a spell with no target chosen resolves (608.2b applies to targets chosen)."""
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"mana": "{1}", "hand": [spell("snare", TAP)]}, "B": {}},
        "permanents": [creature("wall", "B", 0, 4), creature("wall2", "B", 0, 4)]})
    state.apply(next(a for a in state.legal_actions() if "cast snare" in str(a)))
    assert state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_TARGET
    assert "none" in state.decision.options
    state.apply(next(a for a in state.legal_actions() if str(a).endswith("wall")))
    assert state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_TARGET
    assert "wall" not in state.decision.options and "wall2" in state.decision.options
    state.apply(next(a for a in state.legal_actions() if str(a).endswith("none")))
    while state.stack:
        state.apply(next(a for a in state.legal_actions() if "pass" in str(a)))
    assert state.permanents["wall"].tapped and not state.permanents["wall2"].tapped


@plays("Up to two target creatures each get +2/+0 until end of turn.")
def test_two_attackers_each_get_the_bonus() -> None:
    """CR 601.2c, 611.2a: both chosen attackers get +2/+0: 2/2 and 1/1 unblocked deal 4 and
    3."""
    text = "Up to two target creatures each get +2/+0 until end of turn."
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {"mana": "{1}", "hand": [spell("rally", text)]}, "B": {}},
        "permanents": [creature("bear", "A", 2, 2), creature("elf", "A", 1, 1)],
        "combat": {"attacks": {"bear": "B", "elf": "B"}, "blocks": {},
                   "actions": [{"step": "declare_blockers", "player": "A", "cast": "rally",
                                "targets": ["bear", "elf"]}]}})
    assert mtgsim.play(state).life["B"] == 13


@plays("Return up to two target creature cards from your graveyard to your hand.")
def test_two_creature_cards_come_back() -> None:
    """CR 115.1, 404 (cards in a graveyard as targets) and 601.2c: the two chosen creature
    cards go to their owner's hand; the land in the graveyard is never offered."""
    text = "Return up to two target creature cards from your graveyard to your hand."
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"mana": "{1}", "hand": [spell("raise", text, "Sorcery")],
                          "graveyard": [{"id": "g1", "name": "Bear", "types": ["Creature"],
                                         "power": 2, "toughness": 2},
                                        {"id": "g2", "name": "Elf", "types": ["Creature"],
                                         "power": 1, "toughness": 1},
                                        {"id": "g3", "name": "Swamp", "types": ["Land"]}]},
                    "B": {}}})
    state.apply(next(a for a in state.legal_actions() if "cast raise" in str(a)))
    assert state.decision is not None and "g3" not in state.decision.options
    for pick in ("g1", "g2"):
        state.apply(next(a for a in state.legal_actions() if str(a).endswith(pick)))
    while state.stack:
        state.apply(next(a for a in state.legal_actions() if "pass" in str(a)))
    assert state.permanents["g1"].zone is Zone.HAND and state.permanents["g2"].zone is Zone.HAND


@pytest.mark.parametrize("text", [
    "Return up to two target creatures to their owners' hands.",
    "Put a +1/+1 counter on each of up to two target creatures.",
    "Up to two target creatures can't block this turn.",
    "Tap up to three target creatures you don't control.",
    "Untap up to two target lands.",
])
def test_plural_phrases_read_and_render_back(text: str) -> None:
    """The plural phrase is read as N slots of its singular spec and renders back."""
    reading = read_card(text, "X", ("Instant",))
    assert reading.status == FULL, reading.unsupported
