"""An Aura returned by an exile "until ~ leaves the battlefield" outside a resolution (CR
610.3c, 303.4f; ``sim.rules.aura_return``): its owner chooses what it enchants before the
cards return together, a ``choose_permanent`` asked as the legend rule's is."""

from __future__ import annotations

import numpy as np
from played import plays
from test_aura_entry import STRENGTH, _choose, finish_one
from test_library import BEARS, GIANT, spell, turn
from test_stack import card, finish, perm, play, to

from sim.model.decisions import DecisionKind
from sim.model.objects import Zone
from sim.testing.checker import check

BANISH = ("When ~ enters, exile target nonland permanent an opponent controls until ~ leaves "
          "the battlefield.")
WARDEN = card("Warden", types=["Enchantment", "Creature"], subtypes=["Spirit"], cost="{U}",
              power=1, toughness=1, text=BANISH)
BOLT = "Probe deals 3 damage to target creature."


@plays(BANISH)
def test_an_aura_exiled_until_its_source_dies_returns_enchanting_what_its_owner_chooses(
        ) -> None:
    """CR 610.3c, 303.4f: Warden's exile takes B's Holy Strength (on B's Giant); Warden dies of
    damage (a state-based action, no resolution going on), and before Holy Strength returns B
    chooses what it enchants (a choose_permanent asked as the legend rule's is): A's Bears."""
    start = turn(perm("w1", "A", WARDEN, Zone.HAND), perm("p1", "A", spell(BOLT, "Instant"),
                                                           Zone.HAND),
                 perm("b1", "A", BEARS), perm("g1", "B", GIANT),
                 perm("s1", "B", STRENGTH, attached_to="g1"), mana="{U}{U}")
    state = start.clone()
    play(state, "cast w1")
    state = to(state, DecisionKind.CHOOSE_TARGET)
    play(state, "target s1")
    while state.permanents["s1"].zone is not Zone.EXILE:
        finish_one(state)
    state = to(state, DecisionKind.PRIORITY, player="A")
    play(state, "cast p1", "target w1")
    state = to(state, DecisionKind.CHOOSE_PERMANENT)
    assert state.resolving is None and state.decision is not None
    assert state.decision.player == "B" and set(state.decision.options) == {"b1", "g1"}
    assert state.permanents["w1"].zone is Zone.GRAVEYARD
    _choose(state, "b1")
    finish(state)
    assert state.permanents["s1"].zone is Zone.BATTLEFIELD
    assert state.permanents["s1"].attached_to == "b1"


def test_the_checker_accepts_the_choice_outside_a_resolution() -> None:
    """CR 303.4f, 610.3c: from Warden on the battlefield with B's Holy Strength exiled until
    it leaves, games played at random (the Bolt on Warden, sometimes) reach the returning
    Aura's choice, and every answer and position passes the conformance checker."""
    start = turn(perm("w1", "A", WARDEN), perm("p1", "A", spell(BOLT, "Instant"), Zone.HAND),
                 perm("b1", "A", BEARS), perm("g1", "B", GIANT),
                 perm("s1", "B", STRENGTH, zone=Zone.EXILE))
    start.linked_exiles = (("s1", "w1"),)
    kinds: set[str] = set()
    for seed in range(12):
        kinds |= set(check(start, np.random.default_rng(seed)).kinds)
    assert "choose_permanent" in kinds
