"""A condition about the counters on "it" right after an instruction acting on ~ (CR 608.2c,
122.1; ``sim.text.counters_if_text``) conditioning a transform: "remove an ice counter from ~.
then if it has no ice counters on it, transform it" (Thing in the Ice), "put a landmark counter
on ~. then if there are three or more landmark counters on it, transform ~" — "it" is ~."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim import GameState
from sim.model.events import Transformed

ICE = ("{T}: Remove an ice counter from Icebox. Then if it has no ice counters on it, "
       "transform it.")
MAP = ("{T}: Put a landmark counter on Chart. Then if there are three or more landmark "
       "counters on it, transform Chart.")


def activated(name: str, text: str, counters: dict[str, int], **fields: Any) -> GameState:
    """A's permanent ``name`` with ``text`` and ``counters`` (its back face a 7/8 named
    Horror), activated once in A's main phase and resolved."""
    card = {"id": "p1", "controller": "A", "name": name, "types": ["Creature"], "power": 0,
            "toughness": 4, "text": text,
            "back": {"name": "Horror", "types": ["Creature"], "power": 7, "toughness": 8},
            **fields}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"library": 5}, "B": {"library": 5}},
                         "permanents": [card]})
    state.permanents["p1"].counters.update(counters)
    state.record_events = True
    state.apply("activate p1 0")
    while state.stack:
        state.apply("pass")
    return state


def turned(state: GameState) -> bool:
    return any(isinstance(e, Transformed) for e in state.events)


@plays("{T}: Remove an ice counter from Icebox. Then if it has no ice counters on it, "
       "transform it.")
def test_the_last_ice_counter_removed_transforms_it() -> None:
    """CR 608.2c, 122.1, 701.28a: with one ice counter, the removal leaves none: "it" (~) has
    no ice counters, so it transforms into the 7/8 Horror; with two, one is left: it stays."""
    last = activated("Icebox", ICE, {"ice": 1})
    assert turned(last) and last.permanents["p1"].card.name == "Horror"
    assert (last.power("p1"), last.toughness("p1")) == (7, 8)
    more = activated("Icebox", ICE, {"ice": 2})
    assert not turned(more) and more.permanents["p1"].counters.get("ice") == 1
    assert more.permanents["p1"].card.name == "Icebox"


@plays("{T}: Put a landmark counter on Chart. Then if there are three or more landmark "
       "counters on it, transform Chart.")
def test_the_third_landmark_counter_transforms_it() -> None:
    """CR 608.2c, 122.1, 701.28a, 712.9: the third landmark counter put on ~ transforms it (its
    counters kept: the same object); the second doesn't."""
    third = activated("Chart", MAP, {"landmark": 2})
    assert turned(third) and third.permanents["p1"].counters.get("landmark") == 3
    assert not turned(activated("Chart", MAP, {"landmark": 1}))
