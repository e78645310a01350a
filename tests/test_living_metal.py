"""Living metal (CR 702.161a: "As long as it's your turn, this Vehicle is also a creature";
``sim.model.conditional_types.LIVING_METAL``: layer 4, 613.1d, checked continuously, 611.3a)."""

from __future__ import annotations

from played import plays

import mtgsim
from sim.text import FULL, read_card

BOT = {"id": "v1", "controller": "A", "name": "Bot", "types": ["Artifact"],
       "subtypes": ["Vehicle"], "power": 3, "toughness": 3,
       "text": "Living metal (As long as it's your turn, this Vehicle is also a creature.)"}


def _game(active: str) -> mtgsim.GameState:
    assert read_card(BOT["text"], "Bot", ("Artifact",)).status == FULL
    return mtgsim.load({"active_player": active, "step": "beginning of combat",
                        "until": "end of game", "turn_limit": 2, "permanents": [BOT],
                        "players": {"A": {"library": 10}, "B": {"library": 10}}})


@plays("Living metal")
def test_a_living_metal_vehicle_is_a_creature_only_on_its_controllers_turn() -> None:
    """CR 702.161a, 611.3a: on A's turn the Vehicle is an artifact creature that attacks B
    for 3 (its printed power, 208.3); on B's turn (the next) it is no creature."""
    state = _game("A")
    assert state.permanents["v1"].card.is_creature
    while state.decision is not None:
        if state.decision.kind == "declare_attackers" and state.active == "A":
            state.apply("attack v1=B")
            continue
        legal = [str(a) for a in state.legal_actions()]
        state.apply("pass" if "pass" in legal else legal[0])
    assert state.players["B"].life == 17
    assert state.active == "B" and not state.permanents["v1"].card.is_creature


@plays("Living metal")
def test_on_the_opponents_turn_it_cannot_attack_or_block() -> None:
    """CR 702.161a, 509.1a: on B's turn the Vehicle is no creature: it can't block B's
    attacker."""
    state = mtgsim.load({"active_player": "B", "step": "beginning of combat",
                         "until": "end of turn", "permanents": [BOT, {
                             "id": "b1", "controller": "B", "name": "Bear", "power": 2,
                             "toughness": 2}],
                         "players": {"A": {"library": 10}, "B": {"library": 10}}})
    assert not state.permanents["v1"].card.is_creature
    while state.decision is not None:
        kind = state.decision.kind
        if kind == "declare_attackers":
            state.apply("attack b1=A")
            continue
        legal = [str(a) for a in state.legal_actions()]
        if kind == "declare_blockers":
            assert not any("v1" in a for a in legal)
        state.apply("pass" if "pass" in legal else legal[0])
    assert state.players["A"].life == 18
