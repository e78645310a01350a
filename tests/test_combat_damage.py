"""sim.combat_damage: each creature's legal damage assignments, fast path against the slow,
obviously correct reference (every split that adds up, kept when the rest of the step can
still assign legally), on random boards at every damage decision."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from sim import combat_damage as cd
from sim.actions import AssignDamage
from sim.decisions import Decision
from sim.state import GameState
from sim.testing import random_board


def reference(state: GameState, decision: Decision) -> set[AssignDamage]:
    assert state.combat is not None and decision.request is not None
    progress = state.combat.damage
    request = decision.request
    return {AssignDamage.of(request.source, split) for split in cd._splits(request)
            if cd.completable(state, progress, progress.chosen + [(request, split)],
                              progress.index + 1)}


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.integers(0, 2**32 - 1))
def test_legal_assignments_equal_the_reference(seed: int) -> None:
    rng = np.random.default_rng(seed)
    state = random_board(rng, max_creatures=4).start()
    while not state.is_terminal():
        decision = state.decision
        assert decision is not None
        legal = state.legal_actions()
        if decision.kind == "assign_combat_damage":
            listed = list(legal)
            assert len(listed) == len(legal) == len(set(listed))
            assert set(listed) == reference(state, decision)
        state.apply(legal.sample(rng))


def test_the_whole_step_is_legal_once_every_creature_has_assigned() -> None:
    """Whatever legal choices are made one creature at a time, the step's assignments are
    legal together (510.1c-d, 702.19b): no dead end, nothing to reject at the end."""
    for seed in range(200):
        rng = np.random.default_rng(seed)
        state = random_board(rng, max_creatures=4).start()
        while not state.is_terminal():
            decision = state.decision
            assert decision is not None
            if decision.kind == "assign_combat_damage":
                progress = state.combat.damage
                if progress.index == len(progress.slots) - 1 or all(
                        cd.request_for(state, slot, progress.chosen) is None
                        for slot in progress.slots[progress.index + 1:]):
                    action = state.legal_actions().sample(rng)
                    request = decision.request
                    final = progress.chosen + [(request, action.as_dict())]
                    assert cd.step_problems(state, final) == []
            state.apply(state.legal_actions().sample(rng))
