""""Sacrifice ~ unless you discard a [<kind>] card [at random]" (sim.rules.unless_discard; CR
118.12a, 701.9a-b, 701.21a): the controller chooses whether to discard (a ``choose_pay``
decision), then which card (a ``choose_discard`` among the cards of the kind), or a card at
random; not discarded, the source is sacrificed."""

from __future__ import annotations

import numpy as np
from played import plays
from test_discard import graveyard, hand, hand_of
from test_player_verbs import turn_of
from test_stack import card, events, legal, perm, play, to

from sim import GameState, Permanent, Step
from sim.engine.agents import DefaultAgent
from sim.model.events import Discarded, Sacrificed
from sim.model.objects import Zone
from sim.testing.checker import check

CORE = card("Core", types=["Artifact", "Creature"], cost="{4}", power=4, toughness=4,
            text="At the beginning of your upkeep, sacrifice this creature unless you discard "
                 "a card.")
HORDE = card("Horde", types=["Creature"], cost="{2}{R}{R}", power=5, toughness=5,
             text="When this creature enters, sacrifice it unless you discard a card at "
                  "random.")
WURM = card("Wurm", types=["Creature"], cost="{2}{G}", power=4, toughness=4,
            text="When this creature enters, sacrifice it unless you discard a land card.")


def upkeep(*objects: Permanent) -> GameState:
    """A's turn, stopped at the first decision of A's upkeep trigger."""
    assert not CORE.unsupported, CORE.unsupported
    state = turn_of("A", perm("c1", "A", CORE), *objects)
    to(state, "choose_pay")
    assert state.decision is not None and state.decision.player == "A"
    assert state.step is Step.UPKEEP and legal(state) == ["yes", "no"]
    return state


def resolve(state: GameState) -> None:
    """The default policy until the upkeep is over."""
    while state.decision is not None and state.step is Step.UPKEEP:
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))


@plays("At the beginning of your upkeep, sacrifice this creature unless you discard a card.")
def test_the_controller_discards_the_card_of_their_choice_to_keep_it() -> None:
    """CR 118.12a and 701.9a: A chooses to discard, then which card (a choose_discard of
    A's among A's hand); the creature stays."""
    state = upkeep(*hand_of("A", "Hill Giant", "Forest"))
    play(state, "yes")
    to(state, "choose_discard")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ["discard a1", "discard a2"]
    play(state, "discard a2")
    resolve(state)
    assert state.permanents["c1"].zone is Zone.BATTLEFIELD
    assert "a1" in hand(state, "A") and "a2" not in hand(state, "A")
    assert graveyard(state, "A") == ["Forest"] and events(state, Sacrificed) == []


def test_not_discarding_sacrifices_it() -> None:
    """CR 118.12a and 701.21a: A declines; the creature is sacrificed, the hand kept."""
    state = upkeep(*hand_of("A", "Hill Giant"))
    play(state, "no")
    resolve(state)
    assert state.permanents["c1"].zone is Zone.GRAVEYARD
    assert [e.permanent for e in events(state, Sacrificed)] == ["c1"]
    assert "a1" in hand(state, "A")


def test_an_empty_hand_sacrifices_it_without_a_question() -> None:
    """CR 118.3: with no card to discard the cost can't be paid: no choose_pay, sacrificed."""
    state = turn_of("A", perm("c1", "A", CORE))
    kinds = set()
    while state.decision is not None and state.step in (Step.UNTAP, Step.UPKEEP):
        kinds.add(str(state.decision.kind))
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    assert "choose_pay" not in kinds
    assert state.permanents["c1"].zone is Zone.GRAVEYARD


@plays("When this creature enters, sacrifice it unless you discard a card at random.",
       "When this creature enters, sacrifice it unless you discard a land card.")
def test_at_random_and_of_a_kind() -> None:
    """CR 701.9b: "at random": no card is chosen, one of A's two cards is discarded; CR
    701.9a: "a land card": only a land card may be discarded (one: no choose_discard), and
    with none the creature is sacrificed."""
    for spec, kept in ((HORDE, 1), (WURM, 1)):
        assert not spec.unsupported, spec.unsupported
        state = turn_of("A", perm("h1", "A", spec, Zone.HAND), *hand_of("A", "Hill Giant",
                                                                         "Forest"),
                        step=Step.PRECOMBAT_MAIN, mana="{R}{R}{G}{G}")
        play(state, "cast h1")
        to(state, "choose_pay")
        play(state, "yes")
        while state.decision is not None and state.stack:
            assert state.decision.kind != "choose_discard"
            state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
        assert state.permanents["h1"].zone is Zone.BATTLEFIELD
        assert len([e for e in events(state, Discarded) if e.player == "A"]) == 1
        assert len(hand(state, "A")) == kept
        if spec is WURM:
            assert graveyard(state, "A") == ["Forest"]
    state = turn_of("A", perm("h1", "A", WURM, Zone.HAND), *hand_of("A", "Hill Giant"),
                    step=Step.PRECOMBAT_MAIN, mana="{G}{G}{G}")
    play(state, "cast h1")
    while state.decision is not None and (state.stack or state.decision.kind == "choose_pay"):
        assert state.decision.kind != "choose_pay"  # no land card: not asked (118.3)
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    assert state.permanents["h1"].zone is Zone.GRAVEYARD and hand(state, "A") == ["a1"]


@plays("When this creature enters, sacrifice it unless you discard a noncreature card.")
def test_of_a_kind_not_a_card_type() -> None:
    """CR 701.9a, 118.12a: "a noncreature card": of A's Hill Giant and Forest only the Forest
    may be discarded (one: no choose_discard); with only creature cards in hand the question
    is not asked (118.3) and the creature is sacrificed."""
    drek = card("Drek", types=["Creature"], cost="{B}", power=5, toughness=3,
                text="When this creature enters, sacrifice it unless you discard a noncreature "
                     "card.")
    assert not drek.unsupported, drek.unsupported
    state = turn_of("A", perm("h1", "A", drek, Zone.HAND), *hand_of("A", "Hill Giant", "Forest"),
                    step=Step.PRECOMBAT_MAIN, mana="{B}")
    play(state, "cast h1")
    to(state, "choose_pay")
    play(state, "yes")
    while state.decision is not None and state.stack:
        assert state.decision.kind != "choose_discard"
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    assert state.permanents["h1"].zone is Zone.BATTLEFIELD
    assert graveyard(state, "A") == ["Forest"]
    state = turn_of("A", perm("h1", "A", drek, Zone.HAND), *hand_of("A", "Hill Giant"),
                    step=Step.PRECOMBAT_MAIN, mana="{B}")
    play(state, "cast h1")
    while state.decision is not None and (state.stack or state.decision.kind == "choose_pay"):
        assert state.decision.kind != "choose_pay"
        state.apply(DefaultAgent().act(state, state.decision, state.legal_actions()))
    assert state.permanents["h1"].zone is Zone.GRAVEYARD


def test_the_conformance_checker_plays_it() -> None:
    """CR 118.12a, 701.9a: the conformance checker answers both choices at random, checking
    every listed action and the replay."""
    kinds: set[str] = set()
    for seed in range(5):
        state = turn_of("A", perm("c1", "A", CORE), *hand_of("A", "Hill Giant", "Forest"))
        kinds |= set(check(state, np.random.default_rng(seed)).kinds)
    assert "choose_pay" in kinds and "choose_discard" in kinds, kinds
