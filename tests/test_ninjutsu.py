"""Ninjutsu (CR 702.49; ``sim.model.keyword_abilities.ninjutsu``, ``sim.rules.ninjutsu``):
activated from its owner's hand once blockers are declared, returning an unblocked attacker
(509.1h) as its cost; the card enters tapped and attacking what that creature attacked."""

from __future__ import annotations

import numpy as np
import pytest
from boards import creature
from played import plays
from test_stack import blocks, card, events, finish, game, legal, perm, play, to, zone

from sim import Step
from sim.model.errors import IllegalActionError
from sim.model.events import AbilityActivated, AttackerDeclared, Bounced, Entered
from sim.model.objects import Zone
from sim.rules.casting import activatable
from sim.testing.checker import check

NINJA = card("Ninja", power=3, toughness=2, cost="{2}{B}", colors=["B"],
             types=["Creature"], text="Ninjutsu {1}{B} ({1}{B}, Return an unblocked attacker "
             "you control to hand: Put this card onto the battlefield from your hand tapped "
             "and attacking.)")


def ambush(block: str | None = None):  # type: ignore[no-untyped-def]
    state = game(creature("a1", "A", 1, 1), creature("a2", "A", 2, 2), creature("b1", "B", 2, 2),
                 perm("n1", "A", NINJA, Zone.HAND), mana={"A": "{B}{1}"})
    blocks(state, "a1=B a2=B", block)
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    return state


@plays("Ninjutsu {1}{B}")
def test_ninjutsu_swaps_an_unblocked_attacker_for_the_ninja() -> None:
    """CR 702.49a, 702.49c, 509.1h: a2 is blocked, a1 isn't; A activates ninjutsu from its
    hand, returns a1 (the only unblocked attacker, chosen as the cost is paid, 601.2h) and the
    3/2 enters tapped and attacking B — never declared (508.4) — and deals 3."""
    assert NINJA.unsupported == ()
    state = ambush("b1=a2")
    assert "activate n1 0" in legal(state)
    play(state, "activate n1 0")  # a1, the one unblocked attacker: no choice left (601.2h)
    finish(state)
    order = [type(e).__name__ for e in state.events
             if isinstance(e, (Bounced, AbilityActivated, Entered))]
    assert order == ["Bounced", "AbilityActivated", "Entered"]  # a cost, then the effect
    assert zone(state, "a1") is Zone.HAND
    ninja = state.permanents["n1"]
    assert [(e.permanent, e.attacking) for e in events(state, Entered)] == [("n1", "B")]
    assert ninja.tapped and ninja.zone is Zone.BATTLEFIELD
    assert state.players["B"].life == 17
    assert [e.attacker for e in events(state, AttackerDeclared)] == ["a1", "a2"]


def test_the_cost_chooses_among_unblocked_attackers() -> None:
    """CR 601.2h, 509.1h: with two unblocked attackers A chooses which to return (a
    ``choose_cost`` decision offering both); the ninja enters attacking B (702.49c)."""
    state = ambush()
    play(state, "activate n1 0")
    to(state, "choose_cost")
    assert sorted(state.decision.options) == ["a1", "a2"]  # type: ignore[union-attr]
    play(state, "cost a2")
    finish(state)
    assert zone(state, "a2") is Zone.HAND and zone(state, "a1") is Zone.BATTLEFIELD
    assert state.players["B"].life == 16  # a1's 1, the ninja's 3


def test_ninjutsu_needs_an_unblocked_attacker_and_the_hand() -> None:
    """CR 702.49a, 509.1h: with every attacker blocked there is no cost to pay; before
    blockers are declared no attacker is unblocked; the card on the battlefield or in a
    graveyard can't activate it."""
    blocked = game(creature("a1", "A", 1, 1), creature("b1", "B", 2, 2),
                   perm("n1", "A", NINJA, Zone.HAND), mana={"A": "{B}{1}"})
    finish(blocks(blocked, "a1=B", "b1=a1"))  # A is never offered it: nothing to return
    assert zone(blocked, "n1") is Zone.HAND and not events(blocked, Entered)
    early = game(creature("a1", "A", 1, 1), perm("n1", "A", NINJA, Zone.HAND),
                 mana={"A": "{B}{1}"})
    to(early, "declare_attackers").apply("attack a1=B")
    assert early.decision is not None and early.decision.kind == "declare_blockers"
    assert not activatable(early, "A", "n1", 0)  # a1 is neither blocked nor unblocked yet
    with pytest.raises(IllegalActionError):
        early.apply("activate n1 0")
    on_board = game(creature("a1", "A", 1, 1), perm("n1", "A", NINJA), mana={"A": "{B}{1}"})
    blocks(on_board, "a1=B")
    assert not activatable(on_board, "A", "n1", 0)  # only from its owner's hand


def test_ninjutsu_conforms() -> None:
    """The checker plays random games from A's declare blockers step with a ninja in hand and
    unblocked attackers (702.49a: the cost's choice answered by every policy)."""
    activated = 0
    for seed in range(12):
        state = game(creature("a1", "A", 1, 1), creature("a2", "A", 2, 2),
                     creature("b1", "B", 2, 2), perm("n1", "A", NINJA, Zone.HAND),
                     mana={"A": "{B}{1}"})
        activated += check(state, np.random.default_rng(seed)).activated
    assert activated, "no random game activated ninjutsu"
