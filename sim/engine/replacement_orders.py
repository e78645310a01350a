"""Every order in which replacement and prevention effects could be applied, and the result of
each (CR 616.1): the API behind ``mtgsim run FILE --all-orders``.

The combat is played with the given agents, and at each ``order_replacements`` or
``redirect_damage`` decision every option is tried on a clone of the position (depth first),
so each result is reachable through the decision loop with those choices.
"""

from __future__ import annotations

import attrs

from sim.engine import core
from sim.engine.agents import Agents
from sim.engine.play import drive
from sim.model.actions import Action, ChooseEffect
from sim.model.decisions import DecisionKind
from sim.model.events import ReplacementApplied
from sim.model.state import GameState

#: Stop exploring after this many complete orders (a guard against runaway boards).
MAX_ORDERS = 1000


CHOICES = (DecisionKind.ORDER_REPLACEMENTS, DecisionKind.REDIRECT_DAMAGE)


@attrs.frozen(slots=True)
class OrderOutcome:
    """One way the choices can go: the option index picked at each choice, the effects applied
    to each event in order, and the state after combat."""

    choices: tuple[int, ...]
    applied: tuple[tuple[str, ...], ...]
    state: GameState


def all_orders(state: GameState, agents: Agents,
               limit: int = MAX_ORDERS) -> list[OrderOutcome]:
    """Play the combat from ``state`` once per distinct sequence of replacement choices."""
    out: list[OrderOutcome] = []
    start = state.clone()
    core.start(start)
    stack: list[tuple[GameState, tuple[int, ...]]] = [(start, ())]
    while stack and len(out) < limit:
        played, picks = stack.pop()
        drive(played, agents, lambda s: s.pending is not None and s.pending.kind in CHOICES)
        decision = played.pending
        if decision is None:
            applied = tuple(e.applied for e in played.events
                            if isinstance(e, ReplacementApplied))
            out.append(OrderOutcome(picks, applied, played))
            continue
        options = list(played.legal_actions())
        for i in range(len(options) - 1, -1, -1):
            branch = played.clone()
            action: Action = options[i]
            assert isinstance(action, ChooseEffect)
            core.apply(branch, action)
            stack.append((branch, picks + (i,)))
    return out
