"""Retrace (CR 702.81a): an instant or sorcery cast from its owner's graveyard by discarding a
land card in addition to paying its other costs; it goes back to the graveyard after."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.actions import CastSpell
from sim.model.decisions import DecisionKind
from sim.model.events import Discarded
from sim.model.objects import Zone
from sim.text import FULL, read_card

HEX: dict[str, Any] = {"name": "Hex Bolt", "types": ["Instant"], "cost": "{1}{B}",
       "text": "Target player loses 2 life.\nRetrace"}
SWAMP = {"name": "Swamp", "types": ["Land"], "subtypes": ["Swamp"]}
BEAR = {"name": "Bear", "types": ["Creature"], "cost": "{1}{G}", "power": 2, "toughness": 2}


def game(hand: list[dict[str, Any]], mana: str = "{1}{B}") -> mtgsim.GameState:
    """A, in their main phase, with Hex Bolt in their graveyard, ``hand`` and ``mana``."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "players": {"A": {"graveyard": [HEX], "hand": hand, "mana": mana},
                                    "B": {}}})


def test_retrace_is_read() -> None:
    """CR 702.81a: the keyword is read and rendered back."""
    assert read_card(HEX["text"], "Hex Bolt", ("Instant",)).status == FULL


@plays("Retrace", "Target player loses 2 life.")
def test_cast_from_the_graveyard_discarding_a_land_card() -> None:
    """CR 702.81a: cast from the graveyard for its mana cost and a land card discarded (601.2h:
    the land chosen as the costs are paid, a ``choose_cost`` among land cards only); it
    resolves and goes back to its owner's graveyard (608.2n), to be cast again."""
    state = game([BEAR, SWAMP])
    state.apply('cast "A:graveyard:1"')
    state.apply("target B")
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_COST
    assert decision.options == ("A:hand:2",)
    state.apply('cost "A:hand:2"')
    while state.stack:
        state.apply("pass")
    assert state.players["B"].life == 18
    assert state.permanents["A:hand:2"].zone is Zone.GRAVEYARD
    assert [e.card for e in state.events if isinstance(e, Discarded)] == ["A:hand:2"]
    assert state.permanents["A:graveyard:1"].zone is Zone.GRAVEYARD


@pytest.mark.parametrize("hand", [[BEAR], []])
def test_no_land_card_no_retrace(hand: list[dict[str, Any]]) -> None:
    """CR 702.81a, 601.2h: without a land card in hand the additional cost can't be paid, so
    the card can't be cast from the graveyard."""
    state = game(hand)
    assert CastSpell("A:graveyard:1") not in state.legal_actions() if state.decision else True
    from sim.rules.casting import castable_now
    assert not castable_now(state, "A", "A:graveyard:1")
