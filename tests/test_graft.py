"""Graft N (CR 702.58a): "This permanent enters with N +1/+1 counters on it" and "Whenever
another creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1
counter from this permanent onto that creature." — an intervening "if" (603.4), an optional
instruction (603.5), the counter moved only while both are on the battlefield (122.5)."""

from __future__ import annotations

from played import plays

import mtgsim
from sim import GameState
from sim.model.objects import PLUS


def grafting(n: int = 2, owner: str = "A", answer: str = "yes", on: int = -1) -> GameState:
    """A casts a {0} 1/1 "Newcomer"; ``owner`` controls a 0/0 "Initiate" with graft ``n``
    (with ``on`` +1/+1 counters, ``n`` by default); plays on to the end, answering ``answer``
    to graft's "you may"."""
    initiate = {"id": "initiate", "controller": owner, "name": "Initiate", "power": 0,
                "toughness": 0, "text": f"Graft {n}", "counters": {"+1/+1": n if on < 0 else on}}
    newcomer = {"id": "new", "name": "Newcomer", "power": 1, "toughness": 1, "cost": "{0}"}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [newcomer]}, "B": {}},
        "permanents": [initiate], "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "new"}]}})
    state.apply("cast new")
    while state.decision is not None:
        kind = state.decision.kind
        state.apply(answer if kind == "choose_optional" else "pass" if kind == "priority"
                    else state.legal_actions()[0])
    return state


def counters(state: GameState, pid: str) -> int:
    return state.permanents[pid].counters.get(PLUS, 0)


@plays("Graft 2")
def test_graft_moves_a_counter_onto_the_creature_entering() -> None:
    """CR 702.58a: another creature entering (under any player's control) triggers graft; its
    controller may move a +1/+1 counter onto it: 2 -> 1 and the 1/1 gets one; declining, none
    moves (603.5)."""
    state = grafting()
    assert counters(state, "initiate") == 1 and counters(state, "new") == 1
    state = grafting(owner="B")  # B's graft, A's creature: B chooses
    assert counters(state, "initiate") == 1 and counters(state, "new") == 1
    state = grafting(answer="no")
    assert counters(state, "initiate") == 2 and not counters(state, "new")


def test_graft_without_counters_doesnt_trigger() -> None:
    """CR 702.58a, 603.4: with no +1/+1 counter on it (they were removed), graft doesn't
    trigger: nothing is asked, nothing moves."""
    state = grafting(on=0, answer="fail: never asked")
    assert not counters(state, "new") and not counters(state, "initiate")


def test_graft_enters_with_its_counters() -> None:
    """CR 702.58a, 614.1c: a creature card with graft 2 cast as a spell enters with two +1/+1
    counters."""
    creature = {"id": "simic", "name": "Simic", "power": 0, "toughness": 0, "cost": "{0}",
                "text": "Graft 2"}
    state = mtgsim.load({"active_player": "A", "until": "end of turn",
                         "players": {"A": {"hand": [creature]}, "B": {}},
                         "combat": {"attacks": {}, "actions": [
                             {"step": "precombat_main", "player": "A", "cast": "simic"}]}})
    state.apply("cast simic")
    while state.stack:
        state.apply("pass")
    assert counters(state, "simic") == 2 and state.toughness("simic") == 2
