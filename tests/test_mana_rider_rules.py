"""Storage lands (``sim.text.mana_rider_rules``; CR 601.2b, 602.2b, 122.1): "{T}, Remove any
number of storage counters from ~: Add {W} for each storage counter removed this way", "{1},
Remove X storage counters from ~: Add X mana in any combination of {W} and/or {U}". The number
is the ability's X, announced as it is activated — at most the counters on it (118.3) — its
cost removes that many (``sim.rules.cost_choices.removable``, ``CostPart.count``
``ANY_NUMBER`` | ``X_COUNTERS``) and the mana ability (605.1a, 605.3a-b: no stack) adds that
much mana."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim.model.events import ManaAdded
from sim.text import FULL, read_card

FOUNTAIN = ("{T}: Put a storage counter on Fountain.\n"
            "{T}, Remove any number of storage counters from Fountain: Add {W} for each storage "
            "counter removed this way.")


def fountain(counters: int) -> mtgsim.GameState:
    """A's precombat main phase: an untapped Fountain with ``counters`` storage counters."""
    land: dict[str, Any] = {"id": "f", "controller": "A", "name": "Fountain", "types": ["Land"],
                            "text": FOUNTAIN}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {}, "B": {}}, "permanents": [land]})
    if counters:  # (as its first ability would have put them, 122.1)
        state.permanents["f"].counters["storage"] = counters
    return state


def test_the_clause_is_read_and_rendered_back() -> None:
    """CR 601.2b: the cost part and the mana it adds are read in full."""
    assert read_card(FOUNTAIN, "Fountain", ("Land",)).status == FULL
    assert read_card("{T}: Add {W} for each storage counter removed this way.", "P",
                     ("Land",)).status == FULL  # no counter removed this way: none added


@plays("{T}, Remove any number of storage counters from Fountain: Add {W} for each storage "
       "counter removed this way.")
def test_remove_any_number_of_storage_counters_for_mana() -> None:
    """CR 601.2b, 602.2b, 118.3: activating it, A announces X from 0 to the 3 counters on it;
    choosing 2 removes two counters (122.1) and adds {W}{W} at once (605.3a-b: a mana
    ability), one counter left."""
    state = fountain(3)
    state.apply("activate f 1")
    assert state.pending is not None
    assert len(state.legal_actions()) == 4  # X: 0, 1, 2 or 3
    state.apply(state.legal_actions()[2])
    while state.casting is not None and state.pending is not None:
        state.apply(state.legal_actions()[0])
    assert state.permanents["f"].tapped
    assert state.permanents["f"].counters.get("storage", 0) == 1
    assert [e.mana for e in state.events if isinstance(e, ManaAdded)] == ["{W}{W}"]
    state = fountain(0)
    state.apply("activate f 1")
    while state.casting is not None and state.pending is not None:
        state.apply(state.legal_actions()[0])
    assert state.permanents["f"].tapped
    assert [e.mana for e in state.events if isinstance(e, ManaAdded)] in ([], [""])


POOLS = ("{1}, Remove X storage counters from Pools: Add X mana in any combination of {W} "
         "and/or {U}.")


@plays("{1}, Remove X storage counters from Pools: Add X mana in any combination of {W} and/or "
       "{U}.")
def test_remove_x_storage_counters_for_a_combination() -> None:
    """CR 601.2b, 602.2b: X announced, at most the 3 counters on it (118.3); {1} paid by the
    pool; X = 2 removes two counters and A chooses the two mana as it resolves, each {W} or
    {U} (106.1, 608.2d): "{W}{U}" is one of the three ways."""
    land: dict[str, Any] = {"id": "f", "controller": "A", "name": "Pools", "types": ["Land"],
                            "text": POOLS}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"mana": "{C}"}, "B": {}}, "permanents": [land]})
    assert read_card(POOLS, "Pools", ("Land",)).status == FULL
    state.permanents["f"].counters["storage"] = 3
    state.apply("activate f 0")
    assert len(state.legal_actions()) == 4  # X: 0 to 3
    state.apply(state.legal_actions()[2])
    while state.pending is not None and state.casting is not None:
        state.apply(state.legal_actions()[0])
    options = [str(a) for a in state.legal_actions()]
    assert len(options) == 3, options
    state.apply(next(a for a in state.legal_actions() if "{W}{U}" in str(a)))
    assert state.permanents["f"].counters.get("storage", 0) == 1
    assert [e.mana for e in state.events if isinstance(e, ManaAdded)] == ["{W}{U}"]


BATTERY = ("{T}, Remove any number of charge counters from Battery: Add {B}, then add an "
           "additional {B} for each charge counter removed this way.")


@plays("{T}, Remove any number of charge counters from Battery: Add {B}, then add an additional "
       "{B} for each charge counter removed this way.")
def test_a_battery_adds_one_more_for_each_counter_removed() -> None:
    """CR 601.2b, 608.2c: X = 2 of its 2 charge counters: {B}, then {B}{B} more (605.3a-b: at
    once, no stack); both counters removed (122.1)."""
    art: dict[str, Any] = {"id": "f", "controller": "A", "name": "Battery",
                           "types": ["Artifact"], "text": BATTERY}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {}, "B": {}}, "permanents": [art]})
    assert read_card(BATTERY, "Battery", ("Artifact",)).status == FULL
    state.permanents["f"].counters["charge"] = 2
    state.apply("activate f 0")
    assert len(state.legal_actions()) == 3  # X: 0 to 2
    state.apply(state.legal_actions()[2])
    assert "charge" not in state.permanents["f"].counters
    assert [e.mana for e in state.events if isinstance(e, ManaAdded)] == ["{B}", "{B}{B}"]
