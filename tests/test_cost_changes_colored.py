"""Colored cost increases (CR 601.2f): "black spells you cast cost {B} more to cast"
(``sim.rules.cost_changes.colored_more``): colored mana added to the total cost, which a
reduction of generic mana doesn't take off."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.events import CostPaid

LEECH = {"id": "leech", "controller": "A", "name": "Leech", "types": ["Creature"],
         "power": 1, "toughness": 1, "text": "Black spells you cast cost {B} more to cast."}
MANCER = {"id": "mancer", "controller": "A", "name": "Mancer", "types": ["Creature"],
          "power": 2, "toughness": 2,
          "text": "Sorcery spells you cast cost {1} less to cast."}
GRASP = {"name": "Grasp", "types": ["Sorcery"], "colors": ["B"], "cost": "{1}{B}",
         "text": "Target player loses 2 life."}
SPARK = {"name": "Spark", "types": ["Sorcery"], "colors": ["R"], "cost": "{R}",
         "text": "Spark deals 1 damage to any target."}


def game(hand: list[dict[str, Any]], mana: str,
         permanents: list[dict[str, Any]]) -> mtgsim.GameState:
    """A, in their precombat main phase, holds ``hand`` with ``mana`` in their pool."""
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "permanents": permanents,
                        "players": {"A": {"hand": hand, "mana": mana}, "B": {}}})


def paid(state: mtgsim.GameState) -> int:
    """The mana paid so far."""
    return sum(e.amount for e in state.events if isinstance(e, CostPaid))


def castable(state: mtgsim.GameState, card: str) -> bool:
    """Whether A may begin casting ``card``."""
    return f'cast "{card}"' in [str(a) for a in state.legal_actions()]


@plays("Black spells you cast cost {B} more to cast.")
def test_colored_increase() -> None:
    """CR 601.2f: Grasp ({1}{B}) costs {1}{B}{B}: not castable with {1}{B} (a red spell
    is not changed), paid in full with {B}{B}{B}."""
    state = game([GRASP, SPARK], "{B}{R}", [LEECH])
    assert not castable(state, "A:hand:1") and castable(state, "A:hand:2")
    state = game([GRASP], "{B}{B}{B}", [LEECH])
    state.apply('cast "A:hand:1"')
    state.apply("target B")
    while state.stack:
        state.apply("pass")
    assert paid(state) == 3 and state.players["B"].life == 18


def test_generic_reduction_leaves_the_colored_increase() -> None:
    """CR 601.2f: increases first, then reductions; {1} less takes the generic {1}, never
    the {B} added: Grasp costs {B}{B}, castable with {B}{B}, not with {B}{R}."""
    assert not castable(game([GRASP], "{B}{R}", [LEECH, MANCER]), "A:hand:1")
    state = game([GRASP], "{B}{B}", [LEECH, MANCER])
    state.apply('cast "A:hand:1"')
    state.apply("target B")
    while state.stack:
        state.apply("pass")
    assert paid(state) == 2 and state.players["B"].life == 18
