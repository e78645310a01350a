"""Adventurer cards (CR 715, ``sim.rules.adventure``): cast from the hand as the creature or as
its Adventure (715.3), the Adventure's characteristics only on the stack (715.3a-b, 715.4);
resolved, exiled and cast later as the creature from exile (715.3d); countered, to the
graveyard."""

from __future__ import annotations

import attrs
import numpy as np
from played import plays
from test_library import turn
from test_stack import card, events, finish, game, legal, perm, play

from ai.heuristic import HeuristicAgent
from sim import Step
from sim.engine.agents import DefaultAgent
from sim.model.actions import CastSpell, parse_action
from sim.model.events import SpellCast
from sim.model.objects import Zone
from sim.testing.checker import check, check_resolved

STOMP = card("Stomp", types=["Instant"], subtypes=["Adventure"], cost="{1}{R}",
             text="Damage can't be prevented this turn. Stomp deals 2 damage to any target.")
GIANT = attrs.evolve(card("Stomping Giant", types=["Creature"], subtypes=["Giant"],
                          cost="{2}{R}", power=4, toughness=3), adventure=STOMP)
RUSH = card("Boulder Rush", types=["Sorcery"], subtypes=["Adventure"], cost="{R}",
            text="Target creature gets +2/+0 until end of turn.")
KNIGHT = attrs.evolve(card("Rock Knight", types=["Creature"], subtypes=["Dwarf"], cost="{1}{R}",
                           power=3, toughness=1), adventure=RUSH)
THEFT = card("Petty Theft", types=["Instant"], subtypes=["Adventure"], cost="{1}{U}",
             text="Return target nonland permanent an opponent controls to its owner's hand.")
BORROWER = attrs.evolve(card("Borrower", types=["Creature"], subtypes=["Faerie"], cost="{1}{U}{U}",
                             power=3, toughness=1, text="Flash\nFlying"), adventure=THEFT)
NEGATE = card("Negate", types=["Instant"], cost="{U}", text="Counter target spell.")


def mountains(n: int) -> list:  # type: ignore[type-arg]
    return [perm(f"m{i}", "A", "Mountain") for i in range(n)]


@plays("Damage can't be prevented this turn. Stomp deals 2 damage to any target.")
def test_cast_as_an_adventure_it_resolves_into_exile_then_the_creature_is_cast() -> None:
    """CR 715.3, 715.3a-b: A casts the Giant from hand as Stomp (the Adventure's name and
    cost, {1}{R}: two Mountains); it deals 2 damage to the Bears. 715.3d: as it resolves it is
    exiled, not put into the graveyard, a creature card again there (715.4); A may cast it
    from exile — as the creature only — and it enters as the 4/3 Giant."""
    state = turn(perm("g1", "A", GIANT, Zone.HAND), perm("b1", "B", "Grizzly Bears"),
                 *mountains(5), mana="{0}")
    assert {"cast g1", "cast g1 as Stomp"} <= set(legal(state))
    play(state, "cast g1 as Stomp", "target b1")
    [cast] = events(state, SpellCast)
    assert cast.name == "Stomp" and cast.card == "g1"
    finish_stack(state)
    assert any("prevented" in str(e) for e in state.rule_effects)  # its first instruction
    giant = state.permanents["g1"]
    assert state.permanents["b1"].zone is Zone.GRAVEYARD  # 2 damage to a 2/2
    assert giant.zone is Zone.EXILE and giant.card.name == "Stomping Giant"
    assert giant.adventurer is None and sum(not p.tapped for p in state.permanents.values()
                                            if p.id.startswith("m")) == 3
    moves = legal(state)
    assert "cast g1" in moves and "cast g1 as Stomp" not in moves  # not as an Adventure
    play(state, "cast g1")
    finish_stack(state)
    assert giant.zone is Zone.BATTLEFIELD and giant.controller == "A"
    assert (state.power("g1"), state.toughness("g1")) == (4, 3)


@plays("Damage can't be prevented this turn. Stomp deals 2 damage to any target.")
@plays("Return target nonland permanent an opponent controls to its owner's hand.")
def test_an_instant_adventure_then_the_flash_creature_from_exile() -> None:
    """CR 715.3, 715.3d: in combat A casts the Borrower as Petty Theft (an instant, {1}{U}):
    B's Bears return to B's hand; the card is exiled, and A casts the Borrower (flash,
    702.8a) from exile in the same step: it enters as a 3/1 flier."""
    state = game(perm("f1", "A", BORROWER, Zone.HAND), perm("b1", "B", "Grizzly Bears"),
                 *(perm(f"i{i}", "A", "Island") for i in range(5)))
    assert state.step is Step.BEGINNING_OF_COMBAT
    play(state, 'cast f1 as "Petty Theft"')
    if state.decision is not None and state.decision.kind == "choose_target":
        play(state, "target b1")
    finish_stack(state)
    assert state.permanents["b1"].zone is Zone.HAND
    assert state.permanents["f1"].zone is Zone.EXILE and state.step is Step.BEGINNING_OF_COMBAT
    play(state, "cast f1")
    finish_stack(state)
    borrower = state.permanents["f1"]
    assert borrower.zone is Zone.BATTLEFIELD and borrower.card.name == "Borrower"


def test_a_countered_adventure_goes_to_the_graveyard() -> None:
    """CR 715.3d applies only as the spell resolves: Stomp countered by B's Negate goes to
    A's graveyard (608.2n, 701.6a) as the creature card (715.4), and can't be cast from there;
    the Bears are unharmed."""
    state = turn(perm("g1", "A", GIANT, Zone.HAND), perm("b1", "B", "Grizzly Bears"),
                 perm("n1", "B", NEGATE, Zone.HAND), perm("i1", "B", "Island"),
                 *mountains(2), mana="{0}")
    play(state, "cast g1 as Stomp", "target b1")
    assert state.decision is not None and state.decision.player == "B"
    play(state, "cast n1")
    if state.decision is not None and state.decision.kind == "choose_target":
        play(state, "target s1")
    finish_stack(state)
    giant = state.permanents["g1"]
    assert giant.zone is Zone.GRAVEYARD and giant.card.name == "Stomping Giant"
    assert not state.exile_plays and state.permanents["b1"].zone is Zone.BATTLEFIELD
    assert "cast g1" not in legal(state)


@plays("Target creature gets +2/+0 until end of turn.")
def test_a_sorcery_adventure_has_the_adventures_timing_and_cost() -> None:
    """CR 715.3a-b: Boulder Rush is a sorcery costing {R}: with one Mountain, A may cast the
    Knight ({1}{R}) only as it, in a main phase of their turn (307.1); it gives the Bears
    +2/+0 and the Knight is exiled (715.3d)."""
    state = turn(perm("k1", "A", KNIGHT, Zone.HAND), perm("b1", "A", "Grizzly Bears"),
                 *mountains(1), mana="{0}")
    assert "cast k1" not in legal(state) and 'cast k1 as "Boulder Rush"' in legal(state)
    play(state, 'cast k1 as "Boulder Rush"')
    if state.decision is not None and state.decision.kind == "choose_target":
        play(state, "target b1")
    finish_stack(state)
    assert state.power("b1") == 4 and state.permanents["k1"].zone is Zone.EXILE


def test_an_instant_adventure_is_cast_when_the_creature_cannot_be() -> None:
    """CR 715.3a-b, 117.1a: in combat (not a main phase) A may cast the Giant only as Stomp,
    an instant; the creature spell waits for a main phase (307.1)."""
    state = game(perm("g1", "A", GIANT, Zone.HAND), *mountains(5))
    assert state.step is Step.BEGINNING_OF_COMBAT and state.decision is not None
    moves = legal(state)
    assert "cast g1 as Stomp" in moves and "cast g1" not in moves


def test_the_action_reads_and_writes_its_adventure() -> None:
    """CR 715.3: "cast g1 as Stomp" is the action casting g1 as its Adventure, in text and
    JSON; a card without an Adventure is never offered one."""
    action = CastSpell("g1", "Stomp")
    assert str(action) == "cast g1 as Stomp" and parse_action("cast g1 as Stomp") == action
    assert action.to_json() == {"kind": "cast", "card": "g1", "face": "Stomp"}
    assert CastSpell("g1").to_json() == {"kind": "cast", "card": "g1"}
    state = turn(perm("b1", "A", "Grizzly Bears", Zone.HAND), *mountains(3), mana="{0}")
    assert not any(m.endswith(" as Stomp") for m in legal(state))


def test_the_checker_and_the_policies_play_adventures() -> None:
    """CR 715.3d: the conformance checker expects a resolved Adventure in exile (and the
    creature cast from there on the battlefield); random play, checked at every decision,
    casts the card either way."""
    state = turn(perm("g1", "A", GIANT, Zone.HAND), perm("b1", "B", "Grizzly Bears"),
                 *mountains(5), mana="{0}")
    start = state.clone()
    play(state, "cast g1 as Stomp", "target b1")
    finish_stack(state)
    check_resolved(state, 0, "after Stomp")
    assert state.permanents["g1"].zone is Zone.EXILE
    for seed in range(6):
        check(start, np.random.default_rng(seed))
    finish(state)


def finish_one(state: object) -> None:
    decision = state.decision  # type: ignore[attr-defined]
    state.apply(DefaultAgent().act(state, decision, state.legal_actions()))  # type: ignore


def finish_stack(state: object) -> None:
    """Pass until the stack is empty (the default policy's other answers)."""
    while state.stack and state.decision is not None:  # type: ignore[attr-defined]
        if state.decision.kind == "priority":  # type: ignore[attr-defined]
            state.apply("pass")  # type: ignore[attr-defined]
        else:
            finish_one(state)


def test_the_heuristic_policy_casts_a_card_only_as_its_adventure() -> None:
    """CR 715.3: with one Mountain A can cast the Knight only as Boulder Rush; the heuristic
    policy's choice is a legal action (the Adventure, judged as the sorcery it is), never the
    creature it can't pay for."""
    state = turn(perm("k1", "A", KNIGHT, Zone.HAND), perm("b1", "A", "Grizzly Bears"),
                 *mountains(1), mana="{0}")
    decision = state.decision
    assert decision is not None
    action = HeuristicAgent().act(state, decision, state.legal_actions())
    assert str(action) == 'cast k1 as "Boulder Rush"' and str(action) in legal(state)


OMEN = card("Dragon Omen", types=["Sorcery"], subtypes=["Omen"], cost="{R}",
            text="Target creature gets +2/+0 until end of turn.")
DRAGON = attrs.evolve(card("Storm Dragon", types=["Creature"], subtypes=["Dragon"],
                           cost="{4}{R}{R}", power=5, toughness=5, text="Flying"),
                      adventure=OMEN)


@plays("Target creature gets +2/+0 until end of turn.")
def test_an_omen_resolves_into_its_owners_library_shuffled() -> None:
    """CR 720.3, 720.3a-b: A casts the Dragon as its Omen, a sorcery costing {R}; it gives
    the Bears +2/+0. 720.3d: as it resolves it is shuffled into A's library — the creature
    card (720.4), one card more there, no object and no permission to cast it."""
    state = turn(perm("d1", "A", DRAGON, Zone.HAND), perm("b1", "A", "Grizzly Bears"),
                 *mountains(1), mana="{0}")
    assert "cast d1" not in legal(state) and 'cast d1 as "Dragon Omen"' in legal(state)
    play(state, 'cast d1 as "Dragon Omen"')
    if state.decision is not None and state.decision.kind == "choose_target":
        play(state, "target b1")
    finish_stack(state)
    [cast] = events(state, SpellCast)
    assert cast.name == "Dragon Omen" and state.power("b1") == 4
    assert "d1" not in state.permanents and not state.exile_plays
    library = [c.name for c in state.players["A"].library]
    assert sorted(library) == ["Forest", "Grizzly Bears", "Hill Giant", "Storm Dragon"]
    check_resolved(state, 0, "after the Omen")


def test_a_countered_omen_goes_to_the_graveyard() -> None:
    """CR 720.3d applies only as the spell resolves: the Omen countered by B's Negate goes
    to A's graveyard as the creature card (720.4), not into the library."""
    state = turn(perm("d1", "A", DRAGON, Zone.HAND), perm("b1", "A", "Grizzly Bears"),
                 perm("n1", "B", NEGATE, Zone.HAND), perm("i1", "B", "Island"),
                 *mountains(1), mana="{0}")
    play(state, 'cast d1 as "Dragon Omen"')
    if state.decision is not None and state.decision.kind == "choose_target":
        play(state, "target b1")
    play(state, "cast n1")
    if state.decision is not None and state.decision.kind == "choose_target":
        play(state, "target s1")
    finish_stack(state)
    dragon = state.permanents["d1"]
    assert dragon.zone is Zone.GRAVEYARD and dragon.card.name == "Storm Dragon"
    assert len(state.players["A"].library) == 3
    check_resolved(state, 0, "after Negate")
