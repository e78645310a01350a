"""Amplify N (CR 702.38a; ``sim.rules.riot``): as the permanent enters, its controller reveals
any number of cards from their hand that share a creature type with it, one at a time; it
enters with N +1/+1 counters for each (614.1c)."""

from __future__ import annotations

from typing import Any

import numpy as np
from played import plays

import mtgsim
from sim.model.objects import PLUS
from sim.testing.checker import check
from sim.text import FULL, read_card

TEXT = ("Amplify 1 (As this creature enters, put a +1/+1 counter on it for each Bird and/or "
        "Soldier card you reveal in your hand.)\nFlying")


def creature(name: str, subtypes: list[str], text: str = "") -> dict[str, Any]:
    card = {"name": name, "types": ["Creature"], "subtypes": subtypes, "cost": "{W}",
            "power": 2, "toughness": 2}
    return {**card, "text": text} if text else card


def hand_game() -> mtgsim.GameState:
    assert read_card(TEXT, "Warhawk").status == FULL
    return mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of game",
        "turn_limit": 1, "permanents": [],
        "players": {"A": {"hand": [creature("Warhawk", ["Bird", "Soldier"], TEXT),
                                   creature("Sparrow", ["Bird"]),
                                   creature("Squire", ["Human", "Soldier"]),
                                   creature("Bear", ["Bear"])],
                          "mana": "{W}", "library": 10}, "B": {"library": 10}}})


@plays("Amplify 1")
def test_amplify_counts_the_cards_revealed() -> None:
    """CR 702.38a: the Bird and the Soldier share a creature type with the Bird Soldier (the
    Bear doesn't, and isn't offered); both revealed, it enters with two +1/+1 counters."""
    state = hand_game()
    state.apply('cast "A:hand:1"')
    offered = []
    while state.stack or state.casting is not None or state.resolving is not None:
        d = state.decision
        assert d is not None
        if d.kind == "choose_quality":
            offered.append(tuple(d.options))
            pick = next((o for o in d.options if o != "done"), "done")
            state.apply(next(a for a in state.legal_actions() if str(a).endswith(pick)
                             or str(a).endswith(f'"{pick}"')))
        else:
            state.apply(str(state.legal_actions()[0]))
    assert offered[0] == ("done", "A:hand:2", "A:hand:3")
    [hawk] = [p for p in state.permanents.values() if p.card.name == "Warhawk"]
    assert hawk.counters.get(PLUS) == 2
    assert {p.card.name for p in state.permanents.values() if p.zone.value == "hand"} == \
        {"Sparrow", "Squire", "Bear"}  # revealed, not moved


def test_amplify_reveal_none() -> None:
    """CR 702.38a ("any number"): revealing none, it enters with no counter."""
    state = hand_game()
    state.apply('cast "A:hand:1"')
    while state.stack or state.casting is not None or state.resolving is not None:
        d = state.decision
        assert d is not None
        legal = state.legal_actions()
        done = [a for a in legal if str(a).endswith("done")]
        state.apply(done[0] if d.kind == "choose_quality" else legal[0])
    [hawk] = [p for p in state.permanents.values() if p.card.name == "Warhawk"]
    assert not hawk.counters.get(PLUS)


def test_amplify_conforms() -> None:
    """The checker casts the amplify creature at random (702.38a: each reveal answered)."""
    cast = 0
    for seed in range(5):
        cast += check(hand_game(), np.random.default_rng(seed)).cast
    assert cast
