"""Mentor (CR 702.134a): "Whenever this creature attacks, put a +1/+1 counter on target
attacking creature with lesser power." — the target's power less than the mentor's, checked as
it is chosen and as the ability resolves (608.2b); the mentor gone, its last known power
(608.2h)."""

from __future__ import annotations

from played import plays

import mtgsim
from sim import GameState
from sim.model.objects import PLUS
from sim.text import FULL, read_card
from sim.text.render import text as rendered


def attack(*others: tuple[str, int], pump: bool = False, kill: bool = False) -> GameState:
    """A's 3/3 "Sergeant" with mentor attacks B with creatures ``others`` (id, power; each
    toughness 3), stopped at the first decision after attackers are declared; ``pump``: A
    holds a {0} instant giving a creature +2/+0."""
    perms = [{"id": "sergeant", "controller": "A", "name": "Sergeant", "power": 3,
              "toughness": 3, "text": "Mentor"}]
    perms += [{"id": pid, "controller": "A", "name": f"Recruit {pid}", "power": p,
               "toughness": 3} for pid, p in others]
    hand = [{"id": "pump", "name": "Pump", "types": ["Instant"], "cost": "{0}",
             "text": "Target creature gets +2/+0 until end of turn."}] if pump else []
    hand += [{"id": "kill", "name": "Kill", "types": ["Instant"], "cost": "{0}",
              "text": "Destroy target creature."}] if kill else []
    state = mtgsim.load({"active_player": "A", "players": {"A": {"hand": hand}, "B": {}},
                         "permanents": perms, "combat": {"attacks": {}}})
    while state.decision is not None and state.decision.kind != "declare_attackers":
        state.apply("pass")
    state.apply("attack " + " ".join(f"{pid}=B" for pid in ["sergeant", *dict(others)]))
    return state


def test_mentor_is_read_as_its_rule_words_it() -> None:
    """CR 702.134a: the keyword is the triggered ability its rule words, rendered back."""
    reading = read_card("Mentor (Whenever this creature attacks, put a +1/+1 counter on target "
                        "attacking creature with lesser power.)", "Sergeant")
    assert reading.status == FULL
    (mentor,) = reading.triggered
    assert mentor.keyword == "mentor" and rendered(mentor) == "mentor"


@plays("Mentor")
def test_mentor_targets_only_an_attacker_with_lesser_power() -> None:
    """CR 702.134a, 115.1: of the attacking 2-power and 3-power creatures (and the 3-power
    mentor itself), only the 2-power one may be targeted; it gets the counter."""
    state = attack(("kid", 2), ("peer", 3))
    decision = state.decision
    assert decision is not None and decision.kind == "choose_target"
    assert [str(a) for a in state.legal_actions()] == ["target kid"]
    state.apply("target kid")
    while state.stack:
        state.apply("pass")
    assert state.permanents["kid"].counters.get(PLUS) == 1
    assert not state.permanents["peer"].counters.get(PLUS)


@plays("Mentor")
def test_a_target_no_longer_lesser_is_illegal_on_resolution() -> None:
    """CR 608.2b, 702.134a: the 2-power target gets +2/+0 before mentor resolves: its power 4
    is no longer less than 3, the target is illegal and the ability does nothing."""
    state = attack(("kid", 2), pump=True)
    state.apply("target kid")
    state.apply("cast pump")
    while state.decision is not None and state.decision.kind == "choose_target":
        state.apply("target kid")
    while state.stack:
        state.apply("pass")
    assert state.power("kid") == 4 and not state.permanents["kid"].counters.get(PLUS)


def test_no_lesser_attacker_no_target() -> None:
    """CR 603.3d, 702.134a: with no attacking creature of lesser power the ability has no
    legal target and is removed from the stack: nothing to choose."""
    state = attack(("peer", 3))
    decision = state.decision
    assert decision is None or decision.kind != "choose_target"


@plays("Mentor")
def test_a_mentor_gone_counts_its_last_known_power() -> None:
    """CR 608.2h, 702.134a: the mentor is destroyed before its ability resolves; its last known
    power 3 is still greater than the target's 2: the counter is put."""
    state = attack(("kid", 2), kill=True)
    state.apply("target kid")
    state.apply("cast kill")
    while state.decision is not None and state.decision.kind == "choose_target":
        state.apply("target sergeant")
    while state.stack:
        state.apply("pass")
    assert state.permanents["sergeant"].zone.value == "graveyard"
    assert state.permanents["kid"].counters.get(PLUS) == 1
