"""Explore (CR 701.44a): the exploring creature's controller reveals the top card of their
library; a land card goes to their hand; otherwise the creature gets a +1/+1 counter and the
controller chooses whether the nonland card stays on top or goes to the graveyard (a
``choose_place`` decision; ``fx.EXPLORE``, ``sim.rules.library.explore``)."""

from __future__ import annotations

import numpy as np
import pytest
from played import plays
from test_library import BEARS, FOREST, GIANT, names, spell, turn
from test_stack import card, events, finish, legal, perm, play, to

from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from sim import GameState, Permanent
from sim.engine.agents import Agent, DefaultAgent
from sim.io.run_report import describe_event
from sim.model.events import CardFound, LibraryLooked
from sim.model.objects import PLUS, Zone
from sim.testing.checker import check

SCOUT = "When this creature enters, it explores."


def scout() -> Permanent:
    made = card("Scout", types=["Creature"], cost="{U}", power=1, toughness=1, text=SCOUT)
    assert not made.unsupported, made.unsupported
    return perm("s1", "A", made, Zone.HAND)


def hand(state: GameState) -> list[str]:
    return sorted(p.card.name for p in state.cards("A", Zone.HAND))


@plays("When this creature enters, it explores.")
def test_exploring_a_land_puts_it_into_the_hand() -> None:
    """CR 603.6a, 701.44a: the enters trigger reveals the top card; a land goes to the hand
    and the creature gets no counter."""
    state = turn(scout(), library=(FOREST, GIANT))
    play(state, "cast s1")
    finish(state)
    assert hand(state) == ["Forest"] and names(state) == ["Hill Giant"]
    assert not state.permanents["s1"].counters
    [found] = events(state, CardFound)
    assert found.revealed and "explores" in describe_event(found)


def test_exploring_a_nonland_card_counts_then_asks_where_it_goes() -> None:
    """CR 701.44a: a nonland card revealed: the creature gets a +1/+1 counter, then its
    controller puts the card back on top or into the graveyard (a choose_place decision, the
    counter already there)."""
    state = turn(scout(), library=(GIANT, FOREST))
    play(state, "cast s1")
    to(state, "choose_place")
    assert state.decision is not None and "Hill Giant" in state.decision.prompt
    assert legal(state) == ["place top", "place graveyard"]
    assert state.permanents["s1"].counters == {PLUS: 1}
    finish(play(state, "place graveyard"))
    assert state.permanents["s1"].counters == {PLUS: 1}
    assert [p.card.name for p in state.cards("A", Zone.GRAVEYARD)] == ["Hill Giant"]
    assert names(state) == ["Forest"] and hand(state) == []
    kept = turn(scout(), library=(GIANT, FOREST))
    play(kept, "cast s1")
    finish(play(to(kept, "choose_place"), "place top"))
    assert names(kept) == ["Hill Giant", "Forest"] and kept.permanents["s1"].counters == {PLUS: 1}
    [looked] = events(kept, LibraryLooked)
    assert "stays on top" in describe_event(looked)


def test_exploring_an_empty_library_gives_the_counter() -> None:
    """CR 701.44a: with no card revealed (an empty library) the creature gets the counter and
    nothing is asked."""
    state = turn(scout(), library=())
    play(state, "cast s1")
    finish(state)
    assert state.permanents["s1"].counters == {PLUS: 1}


@plays("Target creature you control explores.")
def test_target_creature_you_control_explores() -> None:
    """CR 115.1, 701.44a: the sorcery's target explores: its counter, and the Bears card kept
    on top."""
    state = turn(perm("p1", "A", spell("Target creature you control explores.", "Sorcery"),
                      Zone.HAND), perm("c1", "A", "Grizzly Bears"), library=(BEARS, FOREST))
    play(state, "cast p1")
    to(state, "choose_place")
    finish(play(state, "place top"))
    assert state.permanents["c1"].counters == {PLUS: 1}
    assert names(state) == ["Grizzly Bears", "Forest"]


@pytest.mark.parametrize("agent", ["default", "heuristic", "random"])
def test_every_policy_explores(agent: str) -> None:
    """CR 701.44a: the default, heuristic and random policies answer explore's choice."""
    policies: dict[str, Agent] = {"default": DefaultAgent(), "heuristic": HeuristicAgent(),
                                  "random": RandomAgent(np.random.default_rng(4))}
    state = turn(scout(), library=(GIANT, FOREST))
    play(state, "cast s1")
    while state.decision is not None and state.stack:
        state.apply(policies[agent].act(state, state.decision, state.legal_actions()))
    assert state.permanents["s1"].counters == {PLUS: 1}
    assert len(names(state)) + len(state.cards("A", Zone.GRAVEYARD)) == 2


def test_the_conformance_checker_explores() -> None:
    """CR 701.44a: the conformance checker plays explore's choice at random, checking every
    listed action and the replay."""
    kinds: set[str] = set()
    for seed in range(4):
        kinds |= set(check(turn(scout(), library=(GIANT, FOREST)),
                           np.random.default_rng(seed)).kinds)
    assert "choose_place" in kinds, kinds


def test_a_creature_gone_from_the_battlefield_still_explores() -> None:
    """CR 701.44a (its ruling): a creature told to explore that has left the battlefield still
    explores: the card is revealed and may go to the graveyard, but no counter is put."""
    made = card("Diver", types=["Creature"], cost="{U}", power=1, toughness=1,
                text="{1}, Sacrifice this creature: This creature explores.")
    assert not made.unsupported, made.unsupported
    state = turn(perm("d1", "A", made), library=(GIANT, FOREST), mana="{1}")
    play(state, "activate d1 0")
    assert state.permanents["d1"].zone is Zone.GRAVEYARD
    finish(play(to(state, "choose_place"), "place graveyard"))
    assert not state.permanents["d1"].counters
    assert sorted(p.card.name for p in state.cards("A", Zone.GRAVEYARD)) == ["Diver", "Hill Giant"]
