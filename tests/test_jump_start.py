"""Jump-start (CR 702.133a): an instant or sorcery cast from its owner's graveyard by
discarding a card in addition to paying its other costs; the spell so cast is exiled instead
of leaving the stack anywhere else."""

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

IDEA: dict[str, Any] = {"name": "Radical Idea", "types": ["Instant"], "cost": "{1}{U}",
                        "text": "Draw a card.\nJump-start"}
BOLT: dict[str, Any] = {"name": "Bolt", "types": ["Instant"], "cost": "{R}",
                        "text": "Target player loses 2 life.\nJump-start"}
BEAR = {"name": "Bear", "types": ["Creature"], "cost": "{1}{G}", "power": 2, "toughness": 2}
ISLAND = {"name": "Island", "types": ["Land"], "subtypes": ["Island"]}


def game(hand: list[dict[str, Any]], mana: str = "{1}{U}",
         card: dict[str, Any] = IDEA) -> mtgsim.GameState:
    """A, in their main phase, with ``card`` in their graveyard, ``hand`` and ``mana``."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "players": {"A": {"graveyard": [card], "hand": hand, "mana": mana,
                                          "library": [ISLAND, ISLAND]},
                                    "B": {}}})


def test_jump_start_is_read() -> None:
    """CR 702.133a: the keyword is read and rendered back."""
    assert read_card(IDEA["text"], "Radical Idea", ("Instant",)).status == FULL


@plays("Jump-start", "Draw a card.")
def test_cast_from_the_graveyard_discarding_a_card_then_exiled() -> None:
    """CR 702.133a: cast from the graveyard for its mana cost and any card discarded (601.2h:
    chosen as the costs are paid, among the cards in hand — a land or not); it resolves and is
    exiled instead of going to its owner's graveyard (unlike retrace, 702.81a)."""
    state = game([BEAR, ISLAND])
    state.apply('cast "A:graveyard:1"')
    decision = state.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_COST
    assert set(decision.options) == {"A:hand:1", "A:hand:2"}
    state.apply('cost "A:hand:1"')
    assert state.players["A"].mana.total == 0  # 702.133a: its mana cost, {1}{U}, paid
    while state.stack:
        state.apply("pass")
    assert state.permanents["A:hand:1"].zone is Zone.GRAVEYARD
    assert [e.card for e in state.events if isinstance(e, Discarded)] == ["A:hand:1"]
    assert state.permanents["A:graveyard:1"].zone is Zone.EXILE
    assert len(state.cards("A", Zone.HAND)) == 2  # the Island kept and the card drawn


def test_countered_it_is_exiled_too() -> None:
    """CR 702.133a: exiled "any time it would leave the stack" — countered too (701.6a)."""
    counter = {"name": "Cancel", "types": ["Instant"], "cost": "{U}",
               "text": "Counter target spell."}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"graveyard": [BOLT], "hand": [BEAR], "mana": "{R}"},
                                     "B": {"hand": [counter], "mana": "{U}"}}})
    state.apply('cast "A:graveyard:1"')
    state.apply("target B")
    state.apply('cost "A:hand:1"')
    if state.decision is not None and state.decision.player == "A":
        state.apply("pass")
    state.apply('cast "B:hand:1"')
    state.apply('target "s1"')
    while state.stack:
        state.apply("pass")
    assert state.players["B"].life == 20
    assert state.permanents["A:graveyard:1"].zone is Zone.EXILE


@pytest.mark.parametrize(("hand", "mana"), [([], "{1}{U}"), ([BEAR], "{U}")])
def test_no_card_to_discard_or_no_mana_no_jump_start(hand: list[dict[str, Any]],
                                                     mana: str) -> None:
    """CR 702.133a, 601.2h: without another card in hand the additional cost can't be paid;
    without its whole mana cost (601.2g) neither: the card can't be cast from the graveyard."""
    from sim.rules.casting import castable_now
    state = game(hand, mana)
    assert not castable_now(state, "A", "A:graveyard:1")
    assert CastSpell("A:graveyard:1") not in state.legal_actions()
