"""``sim.rules.color_bounds``: the quick necessary condition of paying a printed mana cost (CR
601.2g-h, 107.4a-c) that priority's listing asks before the exact search, checked against
``castable_now`` and ``can_pay`` (the slow reference) over random positions."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from ai.random_policy import RandomAgent
from cards import default_pool
from sim.model.mana import ManaCost
from sim.model.objects import Permanent, Zone
from sim.rules import color_bounds
from sim.rules.casting import castable_now
from sim.rules.costs import can_pay, mana_sources
from sim.rules.opening import new_game
from sim.testing.random_boards import random_game


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_a_card_short_of_a_color_is_never_castable(seed: int) -> None:
    """At every decision of a random game between random decks: a hand card ``short`` of
    some kind of mana has a cost ``can_pay`` refuses and is not castable now (the bound is
    only ever a necessary condition)."""
    rng = np.random.default_rng(seed)
    state = random_game(rng, default_pool(), seed, turn_limit=10)
    agent = RandomAgent(rng)
    while state.pending is not None:
        for player in state.turn_order:
            most = color_bounds.bounds(state, player, mana_sources(state, player))
            for perm in state.cards(player, Zone.HAND):
                if color_bounds.short(perm.card, most):
                    assert not can_pay(state, player, ManaCost.parse(perm.card.cost),
                                       spell=perm.card)
                    assert not castable_now(state, player, perm.id)
        state.apply(agent.act(state, state.pending, state.legal_actions()))


def test_shock_needs_a_red_source() -> None:
    """Shock ({R}) with only Forests: short of red (107.4a), and not castable; with a
    Mountain too it is not short, and castable in the main phase (601.2g-h)."""
    cards = {c.name: c for c in default_pool()}
    shock, forest, mountain = cards["Shock"], cards["Forest"], cards["Mountain"]
    state = new_game({"A": [forest] * 40, "B": [forest] * 40}, 3, first="A", turn_limit=3)
    state.start()
    while state.pending is not None and state.step.value != "precombat main":
        state.apply(state.legal_actions()[0])
    state.permanents["f1"] = Permanent("f1", "A", forest)
    state.permanents["s1"] = Permanent("s1", "A", shock, zone=Zone.HAND)
    state.version += 1
    assert color_bounds.short(shock, color_bounds.bounds(state, "A", mana_sources(state, "A")))
    assert not castable_now(state, "A", "s1")
    state.permanents["m1"] = Permanent("m1", "A", mountain)
    state.version += 1
    most = color_bounds.bounds(state, "A", mana_sources(state, "A"))
    assert most is not None and most[3] == 1
    assert not color_bounds.short(shock, most)
    assert castable_now(state, "A", "s1")
