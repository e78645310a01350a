"""Unblocked attacking creatures (CR 509.1h; ``sim.model.unblocked``)."""

from __future__ import annotations

from boards import creature
from test_stack import game, perm, to

from sim import Step
from sim.model.objects import Zone
from sim.model.unblocked import is_unblocked


def test_unblocked_only_once_blockers_are_declared() -> None:
    """CR 509.1h: before blockers are declared an attacker is neither blocked nor unblocked;
    after, the one not blocked is unblocked and the blocked one isn't."""
    state = game(creature("a1", "A", 1, 1), creature("a2", "A", 1, 1), creature("b1", "B", 2, 2),
                 perm("h1", "A", "Giant Growth", Zone.HAND), mana={"A": "{G}"})
    to(state, "declare_attackers").apply("attack a1=B a2=B")
    to(state, "declare_blockers")
    assert not is_unblocked(state.combat, state.step, "a1")
    state.apply("block b1=a2")
    to(state, "priority", Step.DECLARE_BLOCKERS, "A")
    assert is_unblocked(state.combat, state.step, "a1")
    assert not is_unblocked(state.combat, state.step, "a2")
