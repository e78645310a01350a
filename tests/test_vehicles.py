"""Vehicles and crew (CR 301.7, 702.122): "Crew N" is an activated ability whose cost taps
untapped creatures of total power N or more, chosen one at a time (``choose_crew``, 601.2h);
it makes the Vehicle an artifact creature until end of turn, a type-changing effect (layer 4,
613.1d) that the permanent's card reflects while it lasts (``sim.model.board.retype``). A
Vehicle that is not a creature neither attacks nor blocks; a crewed one does, with its printed
power and toughness, and summoning sickness applies to it (302.6)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from played import plays
from test_stack import card, finish, legal, perm, play, to

import mtgsim
from ai.heuristic import HeuristicAgent
from ai.random_policy import RandomAgent
from sim import CardDef, GameState, Permanent, Player, Step
from sim.engine.agents import Agent, DefaultAgent
from sim.model.actions import ActivateAbility
from sim.model.errors import IllegalActionError
from sim.model.keyword_abilities import CREW_EFFECT
from sim.model.mana import Mana
from sim.model.objects import Span, Zone
from sim.model.programs import BECOME
from sim.rules.activation import crew_options
from sim.rules.casting import activatable
from sim.rules.priority import why_not
from sim.testing.checker import check
from sim.text import FULL, read_card
from sim.text.render import text as rendered


def vehicle(n: int = 2, power: int = 4, toughness: int = 3, text: str = "") -> CardDef:
    """An inline Vehicle with "Crew n" (and ``text`` before it), read in full."""
    made = card("Ship", types=["Artifact"], subtypes=["Vehicle"], power=power,
                toughness=toughness, cost="{3}", text=f"{text}\nCrew {n}".strip())
    assert not made.unsupported, made.unsupported
    return made


def creature(power: int, toughness: int = 2, name: str = "") -> CardDef:
    return card(name or f"Dude {power}", power=power, toughness=toughness)


def turn(*objects: Permanent, active: str = "A", step: Step = Step.PRECOMBAT_MAIN,
         span: Span = Span.TURN) -> GameState:
    """``active``'s turn from ``step``, stopped at the first decision."""
    players = {p: Player(p, mana=Mana()) for p in ("A", "B")}
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), active, step=step,
                      span=span, seed=1)
    state.record_events = True
    return state.start()


# --- reading ------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [1, 2, 3, 8])
def test_crew_is_an_activated_ability_written_as_a_keyword(n: int) -> None:
    """CR 702.122a: "Crew N" means "Tap any number of untapped creatures you control with total
    power N or more: This Vehicle becomes an artifact creature until end of turn." — one
    activated ability with that cost and program, rendered back as the keyword."""
    line = f"Crew {n}"
    reading = read_card(f"Flying\n{line} (Tap any number of creatures you control with total "
                        f"power {n} or more: This Vehicle becomes an artifact creature until "
                        "end of turn.)", "Ship", ("Artifact",))
    assert reading.status == FULL
    (ability,) = reading.activated
    assert ability.keyword == "crew" and ability.effect == CREW_EFFECT
    assert ability.cost.crew == n and not ability.cost.tap and not ability.cost.mana
    assert ability.program is not None and [op.verb for op in ability.program.ops] == [BECOME]
    assert ability.program.ops[0].types == ("Artifact", "Creature")
    assert rendered(ability).lower() == line.lower()


def test_crew_with_a_restriction_is_not_claimed() -> None:
    """CR 702.122a, 602.5b: "Crew 1. Activate only once each turn." is not read as plain crew."""
    reading = read_card("Crew 1. Activate only once each turn.", "Ship", ("Artifact",))
    assert not reading.activated and reading.status != FULL
    assert "Activate only once each turn." in reading.unsupported


# --- crewing and attacking ----------------------------------------------------------------------

@plays("Crew 2")
def test_a_summoning_sick_creature_crews_and_the_vehicle_attacks() -> None:
    """CR 702.122a: a summoning-sick creature may be tapped for crew's cost (302.6 restricts
    only {T} costs); the Vehicle becomes an artifact creature until end of turn and attacks
    with its printed 4/3 (301.7), dealing 4; the crew is tapped; at cleanup the effect ends
    (514.2) and the Vehicle is a noncreature artifact again (613.1d)."""
    state = turn(perm("ship", "A", vehicle(2)), perm("pilot", "A", creature(2), sick=True))
    assert "activate ship 0" in legal(state)
    play(state, "activate ship 0")  # the one creature that can pay: chosen without asking
    assert state.permanents["pilot"].tapped
    finish_priority(state)
    ship = state.permanents["ship"]
    assert ship.card.is_creature and ship.card.types == ("Artifact", "Creature")
    assert ship.printed is not None and not ship.printed.is_creature
    assert ship.card.subtypes == ("Vehicle",)  # 205.1b: it keeps its other types
    to(state, "declare_attackers")
    play(state, "attack ship=B")
    to(state, "declare_blockers").apply("block none")
    finish(state)
    assert state.players["B"].life == 16
    assert not state.permanents["ship"].card.is_creature
    assert state.permanents["ship"].printed is None and not state.effects


def finish_priority(state: GameState) -> GameState:
    """Pass priority until the stack is empty (the crew ability resolves)."""
    while state.stack:
        play(state, "pass")
    return state


def test_a_vehicle_that_is_not_a_creature_cannot_attack_or_block() -> None:
    """CR 301.7, 506.3, 508.1a, 509.1a: an uncrewed Vehicle is no creature: it can't be declared
    as an attacker, nor as a blocker."""
    state = turn(perm("ship", "A", vehicle(2)), perm("pilot", "A", creature(2)),
                 step=Step.BEGINNING_OF_COMBAT)
    to(state, "declare_attackers")
    with pytest.raises(IllegalActionError):
        state.apply("attack ship=B")
    blocker = turn(perm("raider", "A", creature(2)), perm("ship", "B", vehicle(1)),
                   perm("pilot", "B", creature(1)), step=Step.BEGINNING_OF_COMBAT)
    to(blocker, "declare_attackers").apply("attack raider=B")
    to(blocker, "declare_blockers")
    with pytest.raises(IllegalActionError):
        blocker.apply("block ship=raider")


def test_a_crewed_vehicle_blocks_on_the_opponents_turn() -> None:
    """CR 702.122a, 509.1a: crewed during the declare attackers step of A's turn, B's Vehicle is
    an artifact creature and blocks; it deals its printed 4 damage to the 2/2 attacker."""
    state = turn(perm("raider", "A", creature(2)), perm("ship", "B", vehicle(1)),
                 perm("pilot", "B", creature(1)), step=Step.BEGINNING_OF_COMBAT)
    to(state, "declare_attackers").apply("attack raider=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, player="B")
    play(state, "activate ship 0")
    to(state, "declare_blockers").apply("block ship=raider")
    finish(state)
    assert state.permanents["raider"].zone is Zone.GRAVEYARD


def test_a_summoning_sick_vehicle_crewed_still_cannot_attack() -> None:
    """CR 302.6: a Vehicle that came under its controller's control this turn, once a creature,
    can't attack (it has no haste)."""
    state = turn(perm("ship", "A", vehicle(2), sick=True), perm("pilot", "A", creature(3)))
    play(state, "activate ship 0")
    finish_priority(state)
    assert state.permanents["ship"].card.is_creature
    to(state, "declare_attackers")
    with pytest.raises(IllegalActionError):
        state.apply("attack ship=B")


def test_crew_needs_enough_power_among_untapped_creatures() -> None:
    """CR 702.122a, 602.2b: crew 3 can't be paid with creatures of total power 2, nor with a
    tapped creature's power; it can once a third point of power is untapped."""
    short = turn(perm("ship", "A", vehicle(3)), perm("a", "A", creature(2)),
                 perm("b", "A", creature(4), tapped=True))
    assert not activatable(short, "A", "ship", 0)
    assert "activate ship 0" not in legal(short)
    assert "702.122a" in why_not(short, "A", ActivateAbility("ship", 0))[0]
    enough = turn(perm("ship", "A", vehicle(3)), perm("a", "A", creature(2)),
                  perm("c", "A", creature(1)))
    assert activatable(enough, "A", "ship", 0)


def test_the_crew_is_chosen_one_creature_at_a_time() -> None:
    """CR 702.122a, 601.2h: with several ways to pay, each creature tapped is a choose_crew
    decision; a creature of no power isn't offered (it never adds to the total); the choice
    ends once the total reaches N, and only the creatures chosen are tapped."""
    state = turn(perm("ship", "A", vehicle(3)), perm("a", "A", creature(1)),
                 perm("b", "A", creature(2)), perm("c", "A", creature(3)),
                 perm("wall", "A", creature(0, 4)))
    play(state, "activate ship 0")
    assert state.decision is not None and state.decision.kind == "choose_crew"
    assert legal(state) == ["crew a", "crew b", "crew c"]
    play(state, "crew a")
    assert legal(state) == ["crew b", "crew c"]
    play(state, "crew b")  # 1 + 2 = 3: enough
    assert [p.id for p in state.battlefield() if p.tapped] == ["a", "b"]
    assert state.stack and state.decision is not None and state.decision.kind == "priority"


def test_a_crewed_vehicle_may_crew_another() -> None:
    """CR 702.122a: a crewed Vehicle is an untapped creature its controller controls, so it may
    be tapped to crew another Vehicle."""
    state = turn(perm("ship", "A", vehicle(1, 3, 3)), perm("barge", "A", vehicle(3, 6, 6)),
                 perm("pilot", "A", creature(1)))
    play(state, "activate ship 0")
    finish_priority(state)
    assert crew_options(state, "A") == ["ship"]  # the pilot is tapped
    play(state, "activate barge 0")
    finish_priority(state)
    assert state.permanents["ship"].tapped and state.permanents["barge"].card.is_creature


# --- the type change --------------------------------------------------------------------------

def test_a_crewed_vehicle_gets_what_creatures_get_and_dies_as_one() -> None:
    """CR 613.1d, 611.3a: an anthem ("creatures you control get +1/+1") applies to the Vehicle
    once it is a creature; 704.5g: lethal damage destroys it; in the graveyard it is the
    printed card again (400.7), its last known information a creature (603.10a)."""
    anthem = card("Anthem", types=["Enchantment"], text="Creatures you control get +1/+1.")
    state = turn(perm("ship", "A", vehicle(1, 4, 3)), perm("pilot", "A", creature(1)),
                 perm("anthem", "A", anthem), perm("shock", "B", bolt(), Zone.HAND))
    assert state.power("pilot") == 2
    play(state, "activate ship 0")
    finish_priority(state)
    assert (state.power("ship"), state.toughness("ship")) == (5, 4)
    to(state, "priority", player="B")
    play(state, "cast shock", "target ship")
    finish_priority(state)
    ship = state.permanents["ship"]
    assert ship.zone is Zone.GRAVEYARD and not ship.card.is_creature and ship.printed is None
    assert state.last_known["ship"].card.is_creature


def bolt() -> CardDef:
    return card("Bolt", types=["Instant"], cost="{0}", text="Bolt deals 4 damage to any target.")


def test_a_crewed_vehicle_survives_clone_and_the_dict_round_trip() -> None:
    """CR 613.1d: the type change is part of the position: a clone and ``from_dict(to_dict())``
    keep the crewed Vehicle a creature and its printed card, and it ends in each at cleanup."""
    state = turn(perm("ship", "A", vehicle(2)), perm("pilot", "A", creature(2)))
    play(state, "activate ship 0")
    finish_priority(state)
    copy = GameState.from_dict(state.to_dict())
    twin = state.clone()
    for s in (copy, twin):
        assert s.permanents["ship"].card.is_creature
        assert s.permanents["ship"].printed == state.permanents["ship"].printed
        finish(s)
        assert not s.permanents["ship"].card.is_creature
    assert state.permanents["ship"].card.is_creature  # the original untouched


# --- policies and the checker --------------------------------------------------------------

def crew_board() -> GameState:
    return turn(perm("ship", "A", vehicle(3)), perm("a", "A", creature(1)),
                perm("b", "A", creature(2), sick=True), perm("c", "A", creature(3)),
                perm("d", "B", creature(2)))


@pytest.mark.parametrize("agent", ["default", "heuristic", "random"])
def test_every_policy_answers_the_crew_choice(agent: str) -> None:
    """CR 702.122a, 601.2h: the default, heuristic and random policies answer choose_crew; the
    creatures tapped reach the total."""
    policies: dict[str, Agent] = {"default": DefaultAgent(), "heuristic": HeuristicAgent(),
                                  "random": RandomAgent(np.random.default_rng(4))}
    policy = policies[agent]
    state = crew_board()
    play(state, "activate ship 0")
    while state.decision is not None and state.decision.kind == "choose_crew":
        state.apply(policy.act(state, state.decision, state.legal_actions()))
    assert sum(state.power(p.id) for p in state.battlefield() if p.tapped) >= 3
    finish(state)


def test_the_heuristic_crews_with_idle_creatures_and_attacks() -> None:
    """CR 702.122a, 302.6: the heuristic crews at the beginning of combat when the creatures it
    taps couldn't attack anyway (summoning sick), and attacks with the Vehicle."""
    state = turn(perm("ship", "A", vehicle(2, 5, 5)), perm("kid", "A", creature(2), sick=True),
                 step=Step.BEGINNING_OF_COMBAT)
    agent = HeuristicAgent()
    while state.decision is not None and state.step is not Step.DECLARE_BLOCKERS:
        state.apply(agent.act(state, state.decision, state.legal_actions()))
    assert state.combat is not None and "ship" in state.combat.attackers


def test_the_conformance_checker_plays_crew() -> None:
    """CR 702.122a: the conformance checker lists crew among the legal actions, plays the
    choose_crew choices at random, and checks every decision and the replay."""
    kinds: set[str] = set()
    for seed in range(6):
        kinds |= set(check(crew_board(), np.random.default_rng(seed)).kinds)
    assert "choose_crew" in kinds, kinds


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 6), st.lists(st.integers(-1, 4), min_size=0, max_size=5),
       st.data())
def test_any_crew_choice_reaches_the_total(n: int, powers: list[int], data: Any) -> None:
    """CR 702.122a: crew N is activatable exactly when A's untapped creatures have N or more
    power in all (those of positive power); whatever creatures are chosen, one at a time, the
    choice ends with the tapped total at N or more."""
    objects = [perm(f"c{i}", "A", creature(p, 3)) for i, p in enumerate(powers)]
    state = turn(perm("ship", "A", vehicle(n)), *objects)
    can = sum(p for p in powers if p > 0) >= n
    assert activatable(state, "A", "ship", 0) == can
    if not can:
        return
    play(state, "activate ship 0")
    while state.decision is not None and state.decision.kind == "choose_crew":
        options = legal(state)
        play(state, data.draw(st.sampled_from(options)))
    tapped = [p.id for p in state.battlefield() if p.tapped]
    assert sum(state.power(t) for t in tapped) >= n
    assert all(state.power(t) > 0 for t in tapped)


def test_a_scenario_scripts_the_crew() -> None:
    """CR 702.122a, 601.2h: a scenario's activation entry names the creatures tapped for the
    crew cost in its ``choices``, in order; the Vehicle then attacks as declared."""
    ship = {"id": "ship", "controller": "A", "name": "Ship", "types": ["Artifact"],
            "subtypes": ["Vehicle"], "power": 4, "toughness": 4, "text": "Crew 2"}
    crew = [{"id": pid, "controller": "A", "name": f"Dude {pid}", "power": 2, "toughness": 2}
            for pid in ("a", "b")]
    state = mtgsim.load({"active_player": "A", "players": {"A": {}, "B": {}},
                         "permanents": [ship, *crew],
                         "combat": {"attacks": {"ship": "B", "a": "B"}, "blocks": {},
                                    "actions": [{"step": "beginning_of_combat", "player": "A",
                                                 "activate": "ship", "choices": ["b"]}]}})
    outcome = mtgsim.play(state)
    assert outcome.life["B"] == 14
    assert state.permanents["b"].tapped and state.permanents["a"].attacked_this_turn
