"""Flash for a cost increase (CR 702.8a, 601.2f): "you may cast ~ as though it had flash if you
pay {2} more to cast it" — cast any time its owner could cast an instant; cast at a time only
an instant could be (not at sorcery speed, 307.1), its total cost is {2} more."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from sim.model.actions import CastSpell
from sim.model.events import CostPaid
from sim.model.objects import Zone
from sim.rules.casting import castable_now
from sim.text import FULL, read_card

FIRE: dict[str, Any] = {
    "id": "fire", "name": "Fire", "types": ["Sorcery"], "colors": ["R"], "cost": "{R}",
    "text": "You may cast Fire as though it had flash if you pay {2} more to cast it.\n"
            "Fire deals 2 damage to any target."}
SHADE: dict[str, Any] = {
    "id": "shade", "name": "Shade", "types": ["Creature"], "colors": ["G"], "cost": "{G}",
    "power": 2, "toughness": 2,
    "text": "You may cast Shade as though it had flash if you pay {2} more to cast it."}


def game(card: dict[str, Any], mana: str, active: str) -> mtgsim.GameState:
    """``active``'s precombat main phase; A holds ``card`` with ``mana``."""
    return mtgsim.load({"active_player": active, "step": "precombat main",
                        "players": {"A": {"hand": [card], "mana": mana}, "B": {}}})


def a_has_priority(state: mtgsim.GameState) -> None:
    """B, active, passes (or has nothing to do): A gets priority (CR 117.3d)."""
    if state.decision is not None and state.decision.player == "B":
        state.apply("pass")
    assert state.decision is not None and state.decision.player == "A"


def paid(state: mtgsim.GameState) -> int:
    """The mana paid so far."""
    return sum(e.amount for e in state.events if isinstance(e, CostPaid))


@pytest.mark.parametrize("card", [FIRE, SHADE])
def test_flash_for_more_is_read_whole(card: dict[str, Any]) -> None:
    """CR 702.8a, 601.2f: read and rendered back, on a sorcery and on a creature."""
    assert read_card(card["text"], card["name"], tuple(card["types"])).status == FULL


@plays("You may cast Fire as though it had flash if you pay {2} more to cast it.",
       "Fire deals 2 damage to any target.")
@pytest.mark.parametrize(("mana", "ok"), [("{R}", False), ("{2}{R}", True)])
def test_cast_in_the_opponents_turn_for_two_more(mana: str, ok: bool) -> None:
    """CR 702.8a, 601.2f: in B's turn A may cast Fire as an instant could be, for {2}{R}; with
    {R} alone they can't."""
    state = game(FIRE, mana, "B")
    assert castable_now(state, "A", "fire") is ok
    if ok:
        a_has_priority(state)
        assert CastSpell("fire") in state.legal_actions()
        state.apply("cast fire")
        state.apply("target B")
        while state.stack:
            state.apply("pass")
        assert state.players["B"].life == 18 and paid(state) == 3


def test_at_sorcery_speed_it_costs_its_mana_cost() -> None:
    """CR 307.1, 601.2f: in A's own main phase with the stack empty, Fire is cast as a
    sorcery, for {R}."""
    state = game(FIRE, "{R}", "A")
    state.apply("cast fire")
    state.apply("target B")
    while state.stack:
        state.apply("pass")
    assert state.players["B"].life == 18 and paid(state) == 1


@plays("You may cast Shade as though it had flash if you pay {2} more to cast it.")
def test_a_creature_cast_in_the_opponents_turn() -> None:
    """CR 702.8a, 601.2f: A casts Shade in B's main phase for {2}{G}; it enters (608.3)."""
    state = game(SHADE, "{2}{G}", "B")
    a_has_priority(state)
    assert CastSpell("shade") in state.legal_actions()
    state.apply("cast shade")
    while state.stack:
        state.apply("pass")
    assert state.permanents["shade"].zone is Zone.BATTLEFIELD and paid(state) == 3
    assert not castable_now(game(SHADE, "{G}", "B"), "A", "shade")
