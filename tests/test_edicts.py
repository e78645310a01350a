"""Edicts (sim.rules.edicts): "target player sacrifices a creature", "each player sacrifices a
creature", "each opponent sacrifices a nonland permanent", "sacrifice a creature" (the
controller; "when ~ enters, sacrifice a creature" may sacrifice ~ itself), each choice a
``choose_sacrifice`` decision of the player who sacrifices (CR 701.21a, 101.4) that every
policy and the conformance checker answer."""

from __future__ import annotations

import numpy as np
import pytest
from played import plays
from test_discard import table
from test_stack import card, events, finish, legal, perm, play, to

from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from sim import CardDef, GameState, Permanent
from sim.engine.agents import Agent, DefaultAgent
from sim.model.events import Died, Sacrificed
from sim.model.objects import Zone
from sim.testing.checker import check
from sim.text.effect_text import read_effect


def spell(text: str, kind: str = "Sorcery") -> CardDef:
    """An inline card whose Oracle text is ``text``, read in full."""
    made = card("Probe", types=[kind], cost="{B}", text=text)
    assert not made.unsupported, made.unsupported
    return made


def cast(text: str, *objects: Permanent, kind: str = "Sorcery") -> GameState:
    """A casts ``text`` (A has {B}) with ``objects`` around."""
    state = table(perm("p1", "A", spell(text, kind), Zone.HAND), *objects)
    play(state, "cast p1")
    return state


def zone(state: GameState, pid: str) -> Zone:
    return state.permanents[pid].zone


@plays("Target player sacrifices a creature.")
def test_the_target_player_chooses_the_creature_they_sacrifice() -> None:
    """CR 701.21a: B, the target, chooses which of B's creatures to sacrifice (a
    choose_sacrifice decision for B, among B's creatures only: not B's land, not A's
    creature); the chosen one dies (700.4), the other stays."""
    state = cast("Target player sacrifices a creature.", perm("b1", "B", "Hill Giant"),
                 perm("b2", "B", "Grizzly Bears"), perm("b3", "B", "Forest"),
                 perm("a1", "A", "Grizzly Bears"))
    to(state, "choose_target")
    play(state, "target B")
    to(state, "choose_sacrifice")
    assert state.decision is not None and state.decision.player == "B"
    assert legal(state) == ["sacrifice b1", "sacrifice b2"]
    play(state, "sacrifice b2")
    finish(state)
    assert zone(state, "b2") is Zone.GRAVEYARD and zone(state, "b1") is Zone.BATTLEFIELD
    assert zone(state, "b3") is Zone.BATTLEFIELD and zone(state, "a1") is Zone.BATTLEFIELD
    assert [(e.player, e.permanent) for e in events(state, Sacrificed)] == [("B", "b2")]
    assert [e.permanent for e in events(state, Died)] == ["b2"]


@plays("Each player sacrifices a creature.")
def test_each_player_chooses_in_apnap_order_then_all_are_sacrificed_at_once() -> None:
    """CR 101.4 and 701.21a: A chooses first, then B; nothing is sacrificed before the last
    choice; then both creatures die together."""
    state = cast("Each player sacrifices a creature.", perm("a1", "A", "Hill Giant"),
                 perm("a2", "A", "Grizzly Bears"), perm("b1", "B", "Hill Giant"),
                 perm("b2", "B", "Grizzly Bears"))
    to(state, "choose_sacrifice")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ["sacrifice a1", "sacrifice a2"]
    play(state, "sacrifice a2")
    to(state, "choose_sacrifice")
    assert state.decision is not None and state.decision.player == "B"
    assert zone(state, "a2") is Zone.BATTLEFIELD  # chosen, not yet sacrificed
    play(state, "sacrifice b1")
    finish(state)
    assert [e.permanent for e in events(state, Sacrificed)] == ["a2", "b1"]
    assert zone(state, "a1") is Zone.BATTLEFIELD and zone(state, "b2") is Zone.BATTLEFIELD


@plays("Each player sacrifices two creatures.")
def test_a_player_with_too_few_sacrifices_all_they_have_without_a_choice() -> None:
    """CR 701.21a: "each player sacrifices two creatures": B with one creature sacrifices it
    without a choice; A, with three, chooses two (a choose_sacrifice per creature)."""
    state = cast("Each player sacrifices two creatures.", perm("a1", "A", "Hill Giant"),
                 perm("a2", "A", "Grizzly Bears"), perm("a3", "A", "Grizzly Bears"),
                 perm("b1", "B", "Grizzly Bears"))
    asked: list[str] = []
    while state.decision is not None:
        if state.decision.kind == "choose_sacrifice":
            asked.append(state.decision.player)
            play(state, legal(state)[0])
        else:
            finish_one(state)
    assert asked == ["A", "A"]
    assert zone(state, "b1") is Zone.GRAVEYARD
    assert [zone(state, p) for p in ("a1", "a2", "a3")].count(Zone.GRAVEYARD) == 2


def finish_one(state: GameState) -> None:
    """One decision by the default policy."""
    assert state.decision is not None
    state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))


@plays("Each opponent sacrifices a nonland permanent.")
def test_each_opponent_sacrifices_a_permanent_of_the_kind() -> None:
    """CR 701.21a, 205.2a: only B sacrifices (not A), and only a nonland permanent: with a
    land and one creature, B's creature is sacrificed without a choice."""
    state = cast("Each opponent sacrifices a nonland permanent.", perm("b1", "B", "Forest"),
                 perm("b2", "B", "Grizzly Bears"), perm("a1", "A", "Grizzly Bears"))
    finish(state)
    assert zone(state, "b2") is Zone.GRAVEYARD and zone(state, "b1") is Zone.BATTLEFIELD
    assert zone(state, "a1") is Zone.BATTLEFIELD


CENTAUR = card("Centaur", types=["Creature"], cost="{B}", power=2, toughness=2,
               text="When this creature enters, sacrifice a creature.")


@plays("When this creature enters, sacrifice a creature.")
def test_sacrifice_a_creature_may_be_the_source_itself() -> None:
    """CR 701.21a and 603.3: the controller sacrifices a creature they control as the trigger
    resolves; the creature that entered is one of them (alone, it is sacrificed without a
    choice); with another creature, A chooses between the two."""
    assert not CENTAUR.unsupported, CENTAUR.unsupported
    alone = table(perm("c1", "A", CENTAUR, Zone.HAND))
    finish(play(alone, "cast c1"))
    assert zone(alone, "c1") is Zone.GRAVEYARD
    state = table(perm("c1", "A", CENTAUR, Zone.HAND), perm("a1", "A", "Grizzly Bears"),
                  perm("b1", "B", "Grizzly Bears"))
    play(state, "cast c1")
    to(state, "choose_sacrifice")
    assert state.decision is not None and state.decision.player == "A"
    assert sorted(legal(state)) == ["sacrifice a1", "sacrifice c1"]
    play(state, "sacrifice a1")
    finish(state)
    assert zone(state, "a1") is Zone.GRAVEYARD and zone(state, "c1") is Zone.BATTLEFIELD
    assert zone(state, "b1") is Zone.BATTLEFIELD


def test_edicts_not_read_when_the_words_disagree() -> None:
    """CR 701.21a: only the forms the engine runs are read: a count and a noun that agree, a
    card type after "non" ("nontoken" is not one), a subject that sacrifices."""
    for text in ("Target player sacrifices a creatures.", "Each player sacrifices two creature.",
                 "Each opponent sacrifices a nontoken creature.", "Sacrifices a creature."):
        assert read_effect(text).unsupported, text
    assert not read_effect("Each player sacrifices a creature or planeswalker.").unsupported


@pytest.mark.parametrize("agent", ["default", "heuristic", "random"])
def test_every_policy_answers_an_edict(agent: str) -> None:
    """CR 701.21a: the default, heuristic and random policies answer choose_sacrifice for
    the player who sacrifices."""
    policies: dict[str, Agent] = {"default": DefaultAgent(), "heuristic": HeuristicAgent(),
                                  "random": RandomAgent(np.random.default_rng(5))}
    policy = policies[agent]
    state = cast("Each player sacrifices a creature.", perm("a1", "A", "Hill Giant"),
                 perm("a2", "A", "Grizzly Bears"), perm("b1", "B", "Hill Giant"),
                 perm("b2", "B", "Grizzly Bears"))
    asked: list[str] = []
    while state.decision is not None:
        if state.decision.kind == "choose_sacrifice":
            asked.append(state.decision.player)
        state.apply(policy.act(state, state.decision, state.legal_actions()))
    assert asked == ["A", "B"]
    assert [e.player for e in events(state, Sacrificed)] == ["A", "B"]


def test_the_conformance_checker_plays_edicts() -> None:
    """CR 701.21a: the conformance checker plays the choose_sacrifice decisions at random,
    checking every listed action and the replay."""
    kinds: set[str] = set()
    for seed in range(4):
        state = table(perm("p1", "A", spell("Each player sacrifices a creature.", "Instant"),
                           Zone.HAND), perm("a1", "A", "Hill Giant"),
                      perm("a2", "A", "Grizzly Bears"), perm("b1", "B", "Hill Giant"),
                      perm("b2", "B", "Grizzly Bears"))
        kinds |= set(check(state, np.random.default_rng(seed)).kinds)
    assert "choose_sacrifice" in kinds, kinds
