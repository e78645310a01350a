"""The restrictions of a step or a turn (CR 601.3, 602.5b; ``sim.rules.step_timings``) on an
activated ability: "activate only during the end of combat step" (Desert's), "... during the
declare blockers step", "... before the combat damage step" — offered only in those steps of
a turn with combat; and "you've been attacked this step" (508.1b: a creature attacking the
player or a planeswalker they control)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays
from test_stack import _default

import mtgsim
from sim import Step
from sim.model.actions import ActivateAbility
from sim.model.objects import Zone
from sim.rules.step_timings import attacked

DESERT = ("{T}: This land deals 1 damage to target attacking creature. Activate only during the "
          "end of combat step.")


def game(text: str) -> mtgsim.GameState:
    """B's upkeep; B's 1/1 b1 and 3/3 b2; A's land with ``text``."""
    permanents: list[dict[str, Any]] = [
        {"id": "b1", "controller": "B", "power": 1, "toughness": 1},
        {"id": "b2", "controller": "B", "power": 3, "toughness": 3},
        {"id": "desert", "controller": "A", "name": "Desert", "types": ["Land"], "text": text}]
    return mtgsim.load({"active_player": "B", "step": "upkeep", "until": "end of turn",
                        "players": {"A": {"library": 3}, "B": {"library": 3}},
                        "permanents": permanents})


def offered(state: mtgsim.GameState) -> bool:
    d = state.decision
    return d is not None and d.kind == "priority" and d.player == "A" and \
        ActivateAbility("desert", 0) in state.legal_actions()


def walk(state: mtgsim.GameState, stop: bool = False) -> set[Step]:
    """The steps in which A may activate the land's ability, b1 attacking A."""
    seen: set[Step] = set()
    while state.decision is not None:
        if offered(state):
            seen.add(state.step)
            if stop:
                return seen
        if state.decision.kind == "declare_attackers":
            state.apply("attack b1=A")
        else:
            _default(state)
    return seen


@plays(DESERT)
def test_desert_in_the_end_of_combat_step() -> None:
    """CR 602.5b, 511: the ability only in the end of combat step; there it deals 1 damage to
    the attacking 1/1, which dies (704.5g)."""
    assert walk(game(DESERT)) == {Step.END_OF_COMBAT}
    state = game(DESERT)
    assert walk(state, stop=True) == {Step.END_OF_COMBAT}
    state.apply("activate desert 0")
    state.apply("target b1")
    while state.stack:
        state.apply("pass")
    assert state.permanents["b1"].zone is Zone.GRAVEYARD


@pytest.mark.parametrize(("when", "steps"), [
    ("during the declare blockers step", {Step.DECLARE_BLOCKERS}),
    ("before the combat damage step", {Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS})])
def test_other_combat_steps(when: str, steps: set[Step]) -> None:
    """CR 602.5b, 509, 510: only in those steps (an attacking creature to target from the
    declare attackers step on)."""
    text = DESERT.replace("during the end of combat step", when)
    assert walk(game(text)) == steps


def test_attacked_means_a_creature_attacking_you_or_your_planeswalker() -> None:
    """CR 508.1b, 506.2: in the declare attackers step A is attacked when b1 attacks A; B,
    the attacking player, is not."""
    state = game(DESERT.replace("during the end of combat step", "before the combat damage step"))
    while state.decision is not None and state.decision.kind != "declare_attackers":
        _default(state)
    assert not attacked(state, "A")
    state.apply("attack b1=A")
    assert state.step is Step.DECLARE_ATTACKERS
    assert attacked(state, "A") and not attacked(state, "B")


HELLKITE = ("{0}: Probe deals 1 damage to target creature defending player controls. Activate "
            "only if Probe is attacking.")
CRAWLER = ("{0}: This creature gets +1/+0 until end of turn. Activate only if this creature is "
           "blocked.")
TRAINEE = ("{0}: Probe deals 1 damage to target creature. Activate only if Probe's power is 4 "
           "or greater.")


def attacker_game(text: str, power: int = 2) -> mtgsim.GameState:
    """A's upkeep: A's Probe (``power``/5, ``text``); B's 1/1 b1."""
    permanents: list[dict[str, Any]] = [
        {"id": "probe", "name": "Probe", "controller": "A", "power": power, "toughness": 5,
         "text": text},
        {"id": "b1", "controller": "B", "power": 1, "toughness": 1}]
    return mtgsim.load({"active_player": "A", "step": "upkeep", "until": "end of turn",
                        "players": {"A": {"library": 3}, "B": {"library": 3}},
                        "permanents": permanents})


def probe_steps(state: mtgsim.GameState, block: bool) -> set[Step]:
    """The steps in which A may activate Probe's ability (Probe attacking B)."""
    seen: set[Step] = set()
    while state.decision is not None:
        d = state.decision
        if d.kind == "priority" and d.player == "A" and \
                ActivateAbility("probe", 0) in state.legal_actions():
            seen.add(state.step)
        if d.kind == "declare_attackers":
            state.apply("attack probe=B")
        elif d.kind == "declare_blockers":
            state.apply("block b1=probe" if block else "block none")
        else:
            _default(state)
    return seen


COMBAT_ON = {Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
             Step.END_OF_COMBAT}


@plays(HELLKITE, CRAWLER)
def test_only_while_it_is_attacking_or_blocked() -> None:
    """CR 602.5b, 506.4, 509.1h: "if ~ is attacking" from the declare attackers step to the
    end of combat; "if ~ is blocked" from the declare blockers step on, and only when b1
    blocked it (the 1/1 dies in the damage step, Probe stays blocked)."""
    assert probe_steps(attacker_game(HELLKITE), False) == COMBAT_ON
    assert probe_steps(attacker_game(CRAWLER), True) == COMBAT_ON - {Step.DECLARE_ATTACKERS}
    assert probe_steps(attacker_game(CRAWLER), False) == set()


@plays(TRAINEE)
@pytest.mark.parametrize("power", [4, 3])
def test_only_with_enough_power(power: int) -> None:
    """CR 602.5b, 208.1: "if ~'s power is 4 or greater": in A's main phase Probe (power 4)
    may ping b1 to death; with power 3 it may not."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"library": 3}, "B": {"library": 3}},
                         "permanents": [{"id": "probe", "name": "Probe", "controller": "A",
                                         "power": power, "toughness": 5, "text": TRAINEE},
                                        {"id": "b1", "controller": "B", "power": 1,
                                         "toughness": 1}]})
    ok = power >= 4
    assert (ActivateAbility("probe", 0) in state.legal_actions()) is ok
    if ok:
        state.apply("activate probe 0")
        state.apply("target b1")
        while state.stack:
            state.apply("pass")
        assert state.permanents["b1"].zone is Zone.GRAVEYARD


LIBRARY = "{T}: Draw a card. Activate only if you have exactly seven cards in hand."


@plays(LIBRARY)
@pytest.mark.parametrize("cards", [7, 6, 8])
def test_exactly_seven_cards_in_hand(cards: int) -> None:
    """CR 602.5b, 402.1: with exactly seven cards in hand A may tap the land to draw (then
    holding eight); with six or eight, not."""
    hand = [{"id": f"c{i}", "name": "Forest", "types": ["Land"]} for i in range(cards)]
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"library": 3, "hand": hand}, "B": {"library": 3}},
                         "permanents": [{"id": "library", "name": "Library", "controller": "A",
                                         "types": ["Land"], "text": LIBRARY}]})
    ok = cards == 7
    assert (ActivateAbility("library", 0) in state.legal_actions()) is ok
    if ok:
        state.apply("activate library 0")
        while state.stack:
            state.apply("pass")
        assert sum(1 for _ in state.cards("A", Zone.HAND)) == 8


SHRINE = "{T}: Draw a card. Activate only if there are three or more brick counters on Probe."
CAULDRON = "{T}: Draw a card. Activate only if there are no charge counters on Probe."
ASCENSION = "{T}: Draw a card. Activate only if Probe has four or more quest counters on it."
TOTEM = "{0}: Draw a card. Activate only if Probe is a creature."


def artifact(text: str, counters: dict[str, int] | None = None,
             creature: bool = False) -> mtgsim.GameState:
    """A's main phase: A's artifact Probe with ``text`` and ``counters`` (a 2/2 artifact
    creature with ``creature``)."""
    probe: dict[str, Any] = {"id": "probe", "name": "Probe", "controller": "A",
                             "types": ["Artifact", "Creature"] if creature else ["Artifact"],
                             "text": text}
    if creature:
        probe.update(power=2, toughness=2)
    held = {"id": "held", "name": "Held", "types": ["Instant"], "cost": "{0}",
            "text": "Draw a card."}  # (A keeps priority in the main phase)
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"library": 3, "hand": [held]}, "B": {"library": 3}},
                         "permanents": [probe]})
    state.permanents["probe"].counters = dict(counters or {})  # (put there by some effect)
    state.version += 1
    return state


@plays(SHRINE, CAULDRON, ASCENSION, TOTEM)
@pytest.mark.parametrize(("text", "counters", "creature", "ok"), [
    (SHRINE, {"brick": 3}, False, True), (SHRINE, {"brick": 2}, False, False),
    (CAULDRON, None, False, True), (CAULDRON, {"charge": 1}, False, False),
    (ASCENSION, {"quest": 4}, False, True), (ASCENSION, {"quest": 3}, False, False),
    (TOTEM, None, True, True), (TOTEM, None, False, False)])
def test_its_counters_and_types(text: str, counters: dict[str, int] | None, creature: bool,
                                ok: bool) -> None:
    """CR 602.5b, 122.1: the ability needs that many counters of the kind on Probe (none for
    "no charge counters"); "if ~ is a creature" (205.2a, 613.1d) that it is one now. Activated,
    A draws a card."""
    state = artifact(text, counters, creature)
    assert (ActivateAbility("probe", 0) in state.legal_actions()) is ok
    if ok:
        state.apply("activate probe 0")
        while state.stack:
            state.apply("pass")
        assert sum(1 for _ in state.cards("A", Zone.HAND)) == 2
