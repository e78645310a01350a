"""The fast paths of casting (issue 31, speed) checked against their slow references over
random positions of random games: ``targeting.has_candidates`` (the lazy count of a target's
legal choices, CR 601.2c) against ``len(candidates(...)) >= need``,
``mode_choice.targetable`` against the formula it replaced, ``cost_changes.with_params`` (which
``reductions`` reads) against the battlefield, and the payment ``payments``
plans once (``costs._planned``) against ``costs.plan`` (CR 601.2g-h)."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from ai.random_policy import RandomAgent
from cards import default_pool
from sim.model.mana import ManaCost
from sim.model.objects import Zone
from sim.model.stack_objects import SPELL, StackItem
from sim.model.state import GameState
from sim.rules import costs, targeted_costs, targeting
from sim.rules.cost_changes import with_params
from sim.rules.distinct_targets import distinct_choosable
from sim.rules.mode_choice import targetable
from sim.rules.opening import new_game
from sim.testing.random_boards import random_game


def _slow_targetable(state: GameState, item: StackItem) -> bool:
    """``targetable`` as it was: every required slot's whole candidate list counted."""
    return all(spec.optional or targeted_costs.unrequired(spec, item) or len(tuple(
        targeted_costs.candidates(state, spec, item))) >= (spec.up_to if spec.exactly else 1)
        for spec in item.effect.targets) and distinct_choosable(state, item)


def _positions(seed: int, stops: int) -> list[GameState]:
    """Positions of a game between two random decks of the bundled cards, every decision
    taken at random: one after every few decisions."""
    rng = np.random.default_rng(seed)
    state = random_game(rng, default_pool(), seed, turn_limit=12)
    agent = RandomAgent(rng)
    out: list[GameState] = []
    while state.pending is not None and len(out) < stops:
        for _ in range(int(rng.integers(1, 6))):
            if state.pending is None:
                break
            state.apply(agent.act(state, state.pending, state.legal_actions()))
        out.append(state.clone())
    return out


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_the_lazy_count_is_the_whole_lists_length(seed: int) -> None:
    """For every spell program in any hand or graveyard and each of its modes, each target
    slot: ``has_candidates`` with 0 to 3 needed says what counting ``targeting.candidates``
    says, and ``targetable`` what the old formula says (CR 601.2c, 700.2)."""
    for state in _positions(seed, 12):
        for perm in list(state.permanents.values()):
            program = perm.card.spell
            if program is None or perm.zone not in (Zone.HAND, Zone.GRAVEYARD):
                continue
            for player in state.turn_order:
                base = StackItem("?", SPELL, player, perm.id, perm.card.name, program)
                for mode in range(-1, len(program.modes)) if program.modes else (-1,):
                    item = base if mode < 0 else StackItem(
                        "?", SPELL, player, perm.id, perm.card.name, program, mode=mode)
                    for spec in item.effect.targets:
                        whole = len(targeting.candidates(state, spec, item))
                        for need in range(4):
                            assert targeting.has_candidates(state, spec, item, need) == (
                                whole >= need), (perm.card.name, spec, need)
                    assert targetable(state, item) == _slow_targetable(state, item)


def test_the_lazy_count_stops_early_and_counts_players() -> None:
    """"Any target" with no creature on the battlefield: the two players are the choices
    (CR 115.4); one or two are there, three are not."""
    pool = {c.name: c for c in default_pool()}
    shock = pool["Shock"]
    state = new_game({"A": [shock] * 40, "B": [shock] * 40}, 1, turn_limit=3)
    state.start()
    hand = next(p for p in state.permanents.values() if p.zone is Zone.HAND)
    program = shock.spell
    assert program is not None
    item = StackItem("?", SPELL, hand.owner, hand.id, shock.name, program)
    spec = item.effect.targets[0]
    assert [targeting.has_candidates(state, spec, item, n) for n in range(4)] == \
        [True, True, True, False]
    assert targeting.candidates(state, spec, item) == list(state.turn_order)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_the_payment_planned_once_is_the_one_paid(seed: int) -> None:
    """``payments`` remembers the engine's own payment; ``pay`` makes that one (CR 601.2g-h)
    only for the same position, player and cost, and it is the payment ``plan`` finds for
    the spell named (its restricted mana, CR 106.6, would change it: then none is kept)."""
    for state in _positions(seed, 10):
        for perm in list(state.permanents.values()):
            if perm.zone is not Zone.HAND or not perm.card.cost:
                continue
            cost = ManaCost.parse(perm.card.cost)
            ways = costs.payments(state, perm.owner, cost)
            kept = costs._planned(state, perm.owner, cost, (0, None, 0, ""))
            slow = costs.plan(state, perm.owner, cost, spell=perm.card)
            assert (kept is None) == (not ways) or state.statics_present() or \
                bool(state.players[perm.owner].limited_mana)
            if kept is not None:
                assert kept == slow
                assert ways[0] == tuple(sid for sid, _, _ in kept[1])
            assert costs._planned(state, perm.owner, ManaCost.parse("{9}"),
                                  (0, None, 0, "")) is None  # another cost: not kept
            other = state.clone()
            assert costs._planned(other, perm.owner, cost, (0, None, 0, "")) is None


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_the_permanents_with_parameters_kept_are_the_battlefields(seed: int) -> None:
    """``cost_changes.with_params``, kept per ``version`` by the engine (``reductions`` and
    every castability check read it, CR 601.2f), is at each decision of a random game the
    permanents with parameters on the battlefield now."""
    rng = np.random.default_rng(seed)
    state = random_game(rng, default_pool(), seed, turn_limit=10)
    agent = RandomAgent(rng)
    while state.pending is not None:
        kept = state.with_params
        if kept is not None and kept[0] == state.version:
            assert kept[1] == tuple(p for p in state.battlefield() if p.card.params)
        assert with_params(state) == tuple(p for p in state.battlefield() if p.card.params)
        state.apply(agent.act(state, state.pending, state.legal_actions()))
