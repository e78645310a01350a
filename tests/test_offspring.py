"""Offspring (CR 702.175a; ``sim.rules.offspring``): an optional additional cost announced as
the spell is cast (601.2b, 601.2f); paid, the permanent's triggered ability creates a token
copy of it that is 1/1 (707.9b) as it enters."""

from __future__ import annotations

from typing import Any

import numpy as np
from played import plays

import mtgsim
from sim.model.events import CostPaid, Entered
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.testing.checker import check
from sim.text import FULL, read_card

TEXT = ("Trample\nOffspring {2} (You may pay an additional {2} as you cast this spell. If you "
        "do, when this creature enters, create a 1/1 token copy of it.)")


def paid(state: mtgsim.GameState) -> list[int]:
    return [e.amount for e in state.events if isinstance(e, CostPaid)]


def hand_game(mana: str) -> mtgsim.GameState:
    assert read_card(TEXT, "Bodyguard").status == FULL
    card: dict[str, Any] = {"name": "Bodyguard", "types": ["Creature"], "cost": "{1}{G}",
                            "power": 3, "toughness": 3, "text": TEXT}
    return mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of game",
        "turn_limit": 1, "permanents": [],
        "players": {"A": {"hand": [card], "mana": mana, "library": 10},
                    "B": {"library": 10}}})


def cast(state: mtgsim.GameState, answer: str | None) -> list[str]:
    """A casts the Bodyguard, answering the offspring choice; returns the options offered."""
    state.apply('cast "A:hand:1"')
    offered: list[str] = []
    while state.casting is not None:
        d = state.decision
        assert d is not None
        legal = [str(a) for a in state.legal_actions()]
        wanted = [a for a in legal if a in (f"cost {answer}", f'cost "{answer}"')]
        if answer is not None and wanted:
            offered = legal
            state.apply(wanted[0])
        else:
            state.apply(legal[0])
    while state.stack or state.triggered:
        state.apply("pass")
    return offered


@plays("Offspring {2}")
def test_offspring_paid_makes_a_1_1_token_copy() -> None:
    """CR 702.175a, 707.9b, 601.2f: A pays {1}{G} and {2}; the 3/3 enters and its ability
    creates a token copy of it, a 1/1 with trample (the exception is part of the copy)."""
    state = hand_game("{G}{3}")
    offered = cast(state, "offspring")
    assert offered == ["cost offspring", 'cost "no offspring"']
    assert paid(state) == [4]  # {1}{G} and {2}
    tokens = [p for p in state.permanents.values() if p.token]
    assert len(tokens) == 1
    token = tokens[0]
    assert token.card.name == "Bodyguard" and token.zone is Zone.BATTLEFIELD
    assert (state.power(token.id), state.toughness(token.id)) == (1, 1)
    assert state.has(token.id, Kw.TRAMPLE)  # the rest of the copiable values (707.2)


def test_offspring_declined_or_unaffordable() -> None:
    """CR 702.175a: declined, no token; with only {1}{G} the choice isn't offered (601.2f:
    the total cost couldn't be paid) and no token comes."""
    state = hand_game("{G}{3}")
    cast(state, "no offspring")
    assert paid(state) == [2]  # {1}{G} only
    assert not [p for p in state.permanents.values() if p.token]
    poor = hand_game("{G}{1}")
    assert cast(poor, "offspring") == []
    assert not [p for p in poor.permanents.values() if p.token]
    assert [e.permanent for e in poor.events if isinstance(e, Entered)] == ["A:hand:1"]


def test_offspring_conforms() -> None:
    """The checker plays random games casting an offspring creature (702.175a: the cost's
    choice answered by every policy)."""
    cast_count = 0
    for seed in range(6):
        cast_count += check(hand_game("{G}{3}"), np.random.default_rng(seed)).cast
    assert cast_count


# --- squad (702.157a) ------------------------------------------------------------------------

SQUAD = ("Squad {2} (As an additional cost to cast this spell, you may pay {2} any number of "
         "times. When this creature enters, create that many tokens that are copies of it.)\n"
         "Vigilance")


def squad_game(mana: str) -> mtgsim.GameState:
    assert read_card(SQUAD, "Trooper").status == FULL
    card = {"name": "Trooper", "types": ["Creature"], "cost": "{W}", "power": 2,
            "toughness": 2, "text": SQUAD}
    return mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of game",
        "turn_limit": 1, "permanents": [],
        "players": {"A": {"hand": [card], "mana": mana, "library": 10},
                    "B": {"library": 10}}})


@plays("Squad {2}")
def test_squad_paid_twice_makes_two_copies() -> None:
    """CR 702.157a, 601.2b, 707.2: with {W}{4} A may pay squad 0, 1 or 2 times; twice, it
    pays 5 and two 2/2 token copies with vigilance enter."""
    state = squad_game("{W}{4}")
    state.apply('cast "A:hand:1"')
    assert [str(a) for a in state.legal_actions()] == \
        ['cost "squad 0"', 'cost "squad 1"', 'cost "squad 2"']
    state.apply('cost "squad 2"')
    while state.decision is not None and (state.stack or state.casting is not None
                                          or state.triggered):
        state.apply(str(state.legal_actions()[0]))
    assert paid(state) == [5]
    tokens = [p for p in state.permanents.values() if p.token]
    assert len(tokens) == 2 and all(t.card.name == "Trooper" for t in tokens)
    assert all((state.power(t.id), state.toughness(t.id)) == (2, 2) for t in tokens)
    assert all(state.has(t.id, Kw.VIGILANCE) for t in tokens)


def test_squad_zero_times_makes_none() -> None:
    """CR 702.157a: paid zero times, the ability doesn't trigger: no token."""
    state = squad_game("{W}{4}")
    state.apply('cast "A:hand:1"')
    state.apply('cost "squad 0"')
    while state.decision is not None and (state.stack or state.casting is not None):
        state.apply(str(state.legal_actions()[0]))
    assert paid(state) == [1] and not [p for p in state.permanents.values() if p.token]
