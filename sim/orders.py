"""Every order in which replacement and prevention effects could be applied, and the result of
each (CR 616.1): the API behind ``mtgsim run FILE --all-orders``.

Each time several effects could apply to one damage event, the affected player chooses one;
the combat is replayed from the start for every sequence of such choices (depth first), so each
result is reachable through the decision interface with those choices.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from sim.agent import Agents
from sim.combat import run_combat
from sim.damage import DamageEvent
from sim.replacement import DamageEffect, EffectPipeline
from sim.state import GameState

#: Stop exploring after this many complete orders (a guard against runaway boards).
MAX_ORDERS = 1000


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
    stack: list[tuple[int, ...]] = [()]
    while stack and len(out) < limit:
        prefix = stack.pop()
        trail: list[tuple[int, int]] = []

        def choose(st: GameState, player: str, event: DamageEvent,
                   options: Sequence[DamageEffect], prefix: tuple[int, ...] = prefix,
                   trail: list[tuple[int, int]] = trail) -> int:
            k = len(trail)
            pick = prefix[k] if k < len(prefix) else 0
            trail.append((pick, len(options)))
            return pick

        played = state.clone()
        run_combat(played, agents, EffectPipeline(choose))
        picks = tuple(p for p, _ in trail)
        for k in range(len(trail) - 1, len(prefix) - 1, -1):
            for alt in range(trail[k][1] - 1, 0, -1):
                stack.append(picks[:k] + (alt,))
        applied = tuple(tuple(e["applied"]) for e in played.events
                        if e["kind"] == "replacement")
        out.append(OrderOutcome(picks, applied, played))
    return out


__all__ = ["OrderOutcome", "all_orders", "MAX_ORDERS"]
