"""Evolve (CR 702.100a): "Whenever a creature you control enters, if that creature's power is
greater than this creature's power and/or that creature's toughness is greater than this
creature's toughness, put a +1/+1 counter on this creature." — an intervening "if" checked as
it triggers and again as it resolves (603.4), with the last known information of a creature
gone (608.2h); a noncreature has neither (702.100c)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim import GameState
from sim.model.objects import PLUS, Zone
from sim.model.programs import EVOLVES
from sim.text import FULL, read_card
from sim.text.render import text as rendered


def evolving(power: int, toughness: int, evolver: tuple[int, int] = (2, 2),
             extra: tuple[dict[str, Any], ...] = ()) -> GameState:
    """A controls a 2/2 "Snapjaw" with evolve and casts a {0} ``power``/``toughness``
    creature "Newcomer" in its precombat main phase."""
    snapjaw = {"id": "snapjaw", "controller": "A", "name": "Snapjaw", "power": evolver[0],
               "toughness": evolver[1], "text": "Evolve"}
    newcomer = {"id": "new", "name": "Newcomer", "power": power, "toughness": toughness,
                "cost": "{0}"}
    state = mtgsim.load({
        "active_player": "A", "until": "end of turn",
        "players": {"A": {"hand": [newcomer, *extra]}, "B": {}},
        "permanents": [snapjaw], "combat": {"attacks": {}, "actions": [
            {"step": "precombat_main", "player": "A", "cast": "new"}]}})
    state.apply("cast new")
    return state


def counters(state: GameState) -> int:
    """Play on to the end; the +1/+1 counters on the Snapjaw."""
    while state.decision is not None:
        state.apply("pass" if state.decision.kind == "priority" else state.legal_actions()[0])
    return state.permanents["snapjaw"].counters.get(PLUS, 0)


def test_evolve_is_read_as_its_rule_words_it() -> None:
    """CR 702.100a: the keyword is the triggered ability its rule words, rendered back as the
    keyword."""
    reading = read_card("Evolve (Whenever a creature you control enters, if that creature has "
                        "greater power or toughness than this creature, put a +1/+1 counter "
                        "on this creature.)", "Snapjaw")
    assert reading.status == FULL
    (evolve,) = reading.triggered
    assert evolve.keyword == "evolve" and evolve.program is not None
    assert evolve.program.condition == EVOLVES
    assert rendered(evolve) == "evolve"


@plays("Evolve")
def test_evolve_needs_greater_power_or_toughness() -> None:
    """CR 702.100a: a 3/1 (greater power) or a 1/3 (greater toughness) entering under A's
    control evolves the 2/2; a 2/2 or a 1/1 (neither greater) doesn't trigger (603.4)."""
    assert counters(evolving(3, 1)) == 1
    assert counters(evolving(1, 3)) == 1
    assert counters(evolving(2, 2)) == 0
    assert counters(evolving(1, 1)) == 0


@plays("Evolve")
def test_evolve_checks_again_as_it_resolves() -> None:
    """CR 603.4, 702.100a: the 3/3 entering triggers evolve; before it resolves the Snapjaw
    gets +2/+2 (a Giant Growth-like spell), so the 3/3 is no longer greater: no counter."""
    pump = {"id": "pump", "name": "Pump", "types": ["Instant"], "cost": "{0}",
            "text": "Target creature gets +2/+2 until end of turn."}
    state = evolving(3, 3, extra=(pump,))
    while not state.stack or state.stack[-1].source != "snapjaw":
        state.apply("pass")  # the creature resolves, evolve triggers
    state.apply("cast pump")
    while state.decision is not None and state.decision.kind != "priority":
        state.apply(next(a for a in state.legal_actions() if "snapjaw" in str(a)))
    assert counters(state) == 0
    assert state.permanents["new"].zone is Zone.BATTLEFIELD


@plays("Evolve")
def test_a_creature_gone_is_compared_as_it_last_existed() -> None:
    """CR 702.100a, 608.2h: the 3/3 that entered is destroyed before evolve resolves; its last
    known power 3 is still greater than the 2/2's: the counter is put."""
    kill = {"id": "kill", "name": "Kill", "types": ["Instant"], "cost": "{0}",
            "text": "Destroy target creature."}
    state = evolving(3, 3, extra=(kill,))
    while not state.stack or state.stack[-1].source != "snapjaw":
        state.apply("pass")
    state.apply("cast kill")
    while state.decision is not None and state.decision.kind != "priority":
        state.apply(next(a for a in state.legal_actions() if "new" in str(a)))
    assert counters(state) == 1
    assert state.permanents["new"].zone is Zone.GRAVEYARD
