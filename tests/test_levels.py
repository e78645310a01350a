"""Leveler cards (CR 711) and level up (702.87a): "Level up [cost]" puts a level counter on
the permanent, only as a sorcery; each striation "LEVEL N1-N2" / "LEVEL N3+" gives base power
and toughness and abilities while the permanent has that many level counters (711.2b-c)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from played import plays

import mtgsim
from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from sim import GameState
from sim.engine.agents import Agent, DefaultAgent
from sim.model.actions import ActivateAbility
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.testing.checker import check
from sim.text import FULL, read_card

WARRIOR = ("Level up {1}\nLEVEL 2-3\n3/3\nFirst strike\nLEVEL 4+\n5/5\nDouble strike\n"
           "{T}: Warrior deals 1 damage to any target.")
CAPTAIN = ("Level up {1}\nLEVEL 1-3\n2/2\nLEVEL 4+\n4/4\n"
           "Other Merfolk creatures you control get +1/+1.")
MERFOLK = {"id": "merfolk", "controller": "A", "name": "Merfolk", "subtypes": ["Merfolk"],
           "power": 1, "toughness": 1}


def game(text: str = WARRIOR, levels: int = 0, mana: str = "{0}", step: str = "precombat main",
         extra: tuple[dict[str, Any], ...] = (), active: str = "A") -> GameState:
    """A controls the 1/1 Warrior (``text``) with ``levels`` level counters."""
    return mtgsim.load({
        "active_player": active, "step": step,
        "players": {"A": {"mana": mana}, "B": {}},
        "permanents": [{"id": "w", "controller": "A", "name": "Warrior", "power": 1,
                        "toughness": 1, "text": text, "counters": {"level": levels}},
                       *extra]})


def abilities_offered(state: GameState) -> list[int]:
    """The indices of the Warrior's activated abilities A may activate now."""
    return [a.index for a in state.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == "w"]


@pytest.mark.parametrize("text", [WARRIOR, CAPTAIN])
def test_levelers_are_read_whole(text: str) -> None:
    """CR 711.2, 702.87a: level up, each striation and what is printed in it are read and
    rendered back."""
    assert read_card(text, "Warrior").status == FULL


def test_a_striation_without_power_and_toughness_is_not_run() -> None:
    """CR 711.2a: a "LEVEL" line not followed by a power/toughness box is no striation."""
    assert read_card("Level up {1}\nLEVEL 2+\nFlying", "Warrior").status != FULL


@plays("Level up {1}\nLEVEL 2-3\n3/3\nFirst strike\nLEVEL 4+\n5/5\nDouble strike\n"
       "{T}: Warrior deals 1 damage to any target.")
def test_each_striation_gives_its_power_toughness_and_abilities() -> None:
    """CR 711.2b-c: with no level counter the Warrior is its printed 1/1 with neither
    ability; at levels 2-3 it is 3/3 with first strike (the first striation's); at 4 it is
    5/5 with double strike and not first strike (the second striation's), and its {T}
    ability exists only then."""
    for levels, pt, first, double, tap in ((0, (1, 1), False, False, False),
                                           (1, (1, 1), False, False, False),
                                           (2, (3, 3), True, False, False),
                                           (3, (3, 3), True, False, False),
                                           (4, (5, 5), False, True, True),
                                           (9, (5, 5), False, True, True)):
        state = game(levels=levels)
        assert (state.power("w"), state.toughness("w")) == pt, levels
        assert state.has("w", Kw.FIRST_STRIKE) == first, levels
        assert state.has("w", Kw.DOUBLE_STRIKE) == double, levels
        assert (1 in abilities_offered(state)) == tap, levels


def test_level_up_puts_a_level_counter_as_a_sorcery() -> None:
    """CR 702.87a: level up is activated as a sorcery (main phase, own turn, empty stack:
    307.1) for its cost; resolved, the Warrior has a level counter — twice more and it is in
    the 2-3 striation, a 3/3 with first strike."""
    state = game(mana="{3}")
    for _ in range(3):
        assert 0 in abilities_offered(state)
        state.apply(ActivateAbility("w", 0))
        while state.decision is not None and (state.stack or state.casting is not None):
            state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    assert state.permanents["w"].counters.get("level") == 3
    assert (state.power("w"), state.toughness("w")) == (3, 3)
    assert state.has("w", Kw.FIRST_STRIKE)
    assert 0 not in abilities_offered(game(mana="{1}", step="beginning of combat"))
    assert 0 not in abilities_offered(game(mana="{1}", active="B"))


def test_counters_and_effects_apply_over_the_level_base() -> None:
    """CR 711.2b, 613.4b-c: the striation sets the base power and toughness (layer 7b); a
    +1/+1 counter applies after it (7c): at level 4 with a +1/+1 counter, a 6/6."""
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "players": {"A": {}, "B": {}},
        "permanents": [{"id": "w", "controller": "A", "name": "Warrior", "power": 1,
                        "toughness": 1, "text": WARRIOR,
                        "counters": {"level": 4, "+1/+1": 1}}]})
    assert (state.power("w"), state.toughness("w")) == (6, 6)


@plays("Level up {1}\nLEVEL 1-3\n2/2\nLEVEL 4+\n4/4\n"
       "Other Merfolk creatures you control get +1/+1.")
def test_a_static_ability_in_a_striation_holds_only_at_its_levels() -> None:
    """CR 711.2c, 611.3a: "Other Merfolk creatures you control get +1/+1" printed in the 4+
    striation: the Merfolk is 1/1 at level 3, 2/2 at level 4 (the Captain itself 4/4)."""
    assert game(CAPTAIN, 3, extra=(MERFOLK,)).power("merfolk") == 1
    state = game(CAPTAIN, 4, extra=(MERFOLK,))
    assert (state.power("merfolk"), state.power("w"), state.toughness("w")) == (2, 4, 4)


def test_the_striation_ability_is_activated_at_its_level() -> None:
    """CR 711.2c, 602.2: at level 4 the {T} ability deals 1 damage to B."""
    state = game(levels=4)
    state.apply(ActivateAbility("w", 1))
    while state.decision is not None and (state.stack or state.casting is not None):
        decision = state.decision
        legal = state.legal_actions()
        if decision.kind == "choose_target" and "B" in decision.options:
            state.apply("target B")
            continue
        state.apply(DefaultAgent().act(state, decision, legal))
    assert state.players["B"].life == 19


@pytest.mark.parametrize("agent", ["default", "heuristic", "random"])
def test_every_policy_plays_a_leveler(agent: str) -> None:
    """CR 702.87a, 711.2: the default, heuristic and random policies play a turn with a
    leveler and mana to level it up; its level counters stay within what was paid."""
    policies: dict[str, Agent] = {"default": DefaultAgent(), "heuristic": HeuristicAgent(),
                                  "random": RandomAgent(np.random.default_rng(2))}
    state = game(mana="{2}")
    mtgsim.play(state, policies[agent])
    assert state.permanents["w"].zone is Zone.BATTLEFIELD
    assert state.permanents["w"].counters.get("level", 0) <= 2


@pytest.mark.parametrize("seed", range(3))
def test_the_conformance_checker_plays_level_up(seed: int) -> None:
    """CR 702.87a, 711.2: random play with level up and a striation's ability keeps every
    invariant, each listed action legal and the game replayable."""
    check(game(levels=3, mana="{2}"), np.random.default_rng(seed))
